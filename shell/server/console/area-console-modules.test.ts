/** @jest-environment node */
/**
 * Whether and where a version has console pages (decisions 071, 075): its console container
 * (console/mf-manifest.json), none, a version built before 075 whose visitor container holds
 * them, and "cannot tell" for missing or broken manifests, which are read again on the next ask.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { RemoteSource } from '../remote-source';
import { AreaConsoleModules, readManifest } from './area-console-modules';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'area-console-modules-'));
});
afterEach(async () => rm(root, { recursive: true, force: true }));

const manifest = (name: string, ...exposes: string[]) =>
  JSON.stringify({
    name,
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: exposes.map((expose) => ({ path: expose, name: expose.slice(2) })),
  });

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

/** `file` in the version's folder: `mf-manifest.json` (visitor container) or `console/mf-manifest.json`. */
async function writeManifest(area: string, version: string, file: string, text: string) {
  await mkdir(path.dirname(path.join(root, area, version, file)), { recursive: true });
  await writeFile(path.join(root, area, version, file), text);
}

it('reads the name, the expose and the entry from a manifest, and cannot tell from text that is none', () => {
  expect(readManifest(manifest('mfe_x_console', './console'))).toEqual({
    name: 'mfe_x_console',
    exposesConsole: true,
    entry: 'remoteEntry.js',
  });
  expect(readManifest(manifest('mfe_x', './routes', './widgets'))?.exposesConsole).toBe(false);
  expect(readManifest('{"name":"mfe_x"}')).toBeUndefined();
  expect(readManifest('not json')).toBeUndefined();
});

it('finds a version’s console container in its console folder, after making sure its files are on this instance', async () => {
  await writeManifest('planning', '1.4.0', 'mf-manifest.json', manifest('mfe_planning', './routes'));
  await writeManifest('planning', '1.4.0', 'console/mf-manifest.json', manifest('mfe_planning_console', './console'));
  await writeManifest('content', '3.1.0', 'mf-manifest.json', manifest('mfe_content', './routes'));
  const source = sourceIn(root);
  const modules = new AreaConsoleModules(source);
  expect(await modules.consoleOf('planning', '1.4.0')).toEqual({
    exposesConsole: true,
    entry: 'console/remoteEntry.js',
    container: 'mfe_planning_console',
  });
  expect(await modules.consoleOf('content', '3.1.0')).toEqual({ exposesConsole: false });
  // A published version never changes: the answer is kept.
  await writeManifest('content', '3.1.0', 'console/mf-manifest.json', manifest('mfe_content_console', './console'));
  expect(await modules.consoleOf('content', '3.1.0')).toEqual({ exposesConsole: false });
  expect(source.ensured).toEqual(['planning@1.4.0', 'content@3.1.0']);
});

it('loads the console pages of a version built before its console container from its visitor container', async () => {
  await writeManifest('lodging', '1.9.0', 'mf-manifest.json', manifest('mfe_lodging', './routes', './console'));
  expect(await new AreaConsoleModules(sourceIn(root)).consoleOf('lodging', '1.9.0')).toEqual({
    exposesConsole: true,
    container: 'mfe_lodging',
  });
});

it('cannot tell while a version’s manifests are missing or broken, and reads them again on the next ask', async () => {
  const modules = new AreaConsoleModules(sourceIn(root));
  expect(await modules.consoleOf('lodging', '2.0.0')).toBeUndefined();
  await writeManifest('lodging', '2.0.0', 'console/mf-manifest.json', '{"name":');
  expect(await modules.consoleOf('lodging', '2.0.0')).toBeUndefined();
  await writeManifest('lodging', '2.0.0', 'console/mf-manifest.json', manifest('mfe_lodging_console', './console'));
  expect(await modules.consoleOf('lodging', '2.0.0')).toMatchObject({ exposesConsole: true });
});
