/** @jest-environment node */
/**
 * Whether a version exposes `./console`, read from its mf-manifest.json (decision 071): yes, no,
 * and "cannot tell" for a missing or broken manifest, which is read again on the next ask.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { RemoteSource } from '../remote-source';
import { AreaConsoleModules, manifestExposesConsole } from './area-console-modules';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'area-console-modules-'));
});
afterEach(async () => rm(root, { recursive: true, force: true }));

const manifest = (...exposes: string[]) =>
  JSON.stringify({ name: 'mfe_x', exposes: exposes.map((expose) => ({ path: expose, name: expose.slice(2) })) });

/** Browser files in `root/<area>/<version>/`, as a deployed source keeps them. */
const sourceIn = (folder: string): RemoteSource & { ensured: string[] } => {
  const ensured: string[] = [];
  return {
    ensured,
    immutableVersions: true,
    browserFile: (area, version, file) => path.join(folder, area, version, file),
    ensureBrowserFiles: async (area, version) => {
      ensured.push(`${area}@${version}`);
      return true;
    },
    snapshot: async () => ({ pointer: {}, bundles: {} }),
    serverFiles: async () => new Map(),
  };
};

async function writeManifest(area: string, version: string, text: string) {
  await mkdir(path.join(root, area, version), { recursive: true });
  await writeFile(path.join(root, area, version, 'mf-manifest.json'), text);
}

it('reads the expose from a manifest, and cannot tell from text that is none', () => {
  expect(manifestExposesConsole(manifest('./routes', './widgets', './console'))).toBe(true);
  expect(manifestExposesConsole(manifest('./routes', './widgets'))).toBe(false);
  expect(manifestExposesConsole('{"name":"mfe_x"}')).toBeUndefined();
  expect(manifestExposesConsole('not json')).toBeUndefined();
});

it('answers per version from its manifest, after making sure its files are on this instance', async () => {
  await writeManifest('planning', '1.4.0', manifest('./routes', './console'));
  await writeManifest('content', '3.1.0', manifest('./routes'));
  const source = sourceIn(root);
  const modules = new AreaConsoleModules(source);
  expect(await modules.exposesConsole('planning', '1.4.0')).toBe(true);
  expect(await modules.exposesConsole('content', '3.1.0')).toBe(false);
  // A published version never changes: the answer is kept.
  await writeManifest('content', '3.1.0', manifest('./routes', './console'));
  expect(await modules.exposesConsole('content', '3.1.0')).toBe(false);
  expect(source.ensured).toEqual(['planning@1.4.0', 'content@3.1.0']);
});

it('cannot tell while a version’s manifest is missing, and reads it again on the next ask', async () => {
  const modules = new AreaConsoleModules(sourceIn(root));
  expect(await modules.exposesConsole('lodging', '2.0.0')).toBeUndefined();
  await writeManifest('lodging', '2.0.0', manifest('./routes', './console'));
  expect(await modules.exposesConsole('lodging', '2.0.0')).toBe(true);
});
