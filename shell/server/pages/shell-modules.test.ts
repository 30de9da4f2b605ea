/** @jest-environment node */
/**
 * The shell's lazily loaded modules are evaluated at start in one order (decision 069): the list
 * names every chunk of shell/src a render can load, and each one loads.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { shellLazyModules } from './shell-modules';

/** Chunks only the browser loads: its start-up and the head it updates after navigation. */
const browserOnlyChunks = new Set(['bootstrap', 'page-head']);

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return sourceFiles(full);
      return Promise.resolve(/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : []);
    }),
  );
  return nested.flat();
}

describe('the shell modules evaluated at start', () => {
  it("names every chunk of the shell's source a render can load", async () => {
    const chunks = new Set<string>();
    for (const file of await sourceFiles(path.join(__dirname, '..', '..', 'src'))) {
      for (const match of (await readFile(file, 'utf8')).matchAll(/webpackChunkName: "([^"]+)"/g)) {
        if (match[1] && !browserOnlyChunks.has(match[1])) chunks.add(match[1]);
      }
    }
    expect(chunks.size).toBeGreaterThan(0);
    expect(shellLazyModules.map(([chunk]) => chunk).sort()).toEqual([...chunks].sort());
  });

  it('loads each of them', async () => {
    for (const [chunk, load] of shellLazyModules) {
      await expect(load().then((module) => [chunk, typeof module])).resolves.toEqual([chunk, 'object']);
    }
  });
});
