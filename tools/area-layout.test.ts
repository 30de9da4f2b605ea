/**
 * @jest-environment node
 *
 * The inner layout every area follows (README, "Inside an area"), checked on the tree itself so
 * a newcomer finds the same places in every area: which folders an area's `src/` and `server/`
 * hold, that its endpoints are defined in its `src/api/` folder one file each (and in shared only
 * when another area or the shell calls them, decision 047), that server routes
 * are added by capability plugins, and that no component file grows past what one reads at a
 * sitting. (Which folder may import which is ESLint's part: `eslint.config.mjs`.)
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const areas = ['lodging', 'content', 'planning', 'conditions'] as const;

/** What may stand at the top of an area's `src/`: the entry files and the layout's folders. */
const srcFolders = ['api', 'components', 'data', 'domain', 'features', 'testing', 'widgets'];
const srcFiles = ['index.ts', 'meta.ts', 'routes.tsx', 'server-entry.ts', 'standalone.tsx', 'widgets.ts'];

/** At the top of an area's `server/`: the AreaApi, its settings, the whole API's test; the rest in capability folders. */
const serverFilePattern = /^(index|[a-z]+-settings|[a-z]+-api|migrations)(\.test)?\.ts$/;

const entriesOf = (folder: string) => readdirSync(path.join(root, folder), { withFileTypes: true });
const isFolder = (relative: string) => {
  try {
    return statSync(path.join(root, relative)).isDirectory();
  } catch {
    return false;
  }
};

function filesUnder(folder: string, keep: (name: string) => boolean): string[] {
  if (!isFolder(folder)) return [];
  return entriesOf(folder).flatMap((entry) => {
    const relative = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(relative, keep);
    return keep(entry.name) ? [relative] : [];
  });
}

const isSourceFile = (name: string) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name);
/** The `/api/<area>/` prefix of each `defineEndpoint(` in a file (`/api/${area}/` as written when it is a template). */
const endpointsIn = (file: string) => {
  const text = readFileSync(path.join(root, file), 'utf8');
  return text
    .split(/defineEndpoint\(/)
    .slice(1)
    .map((after) => /path:\s*['`](\/api\/[^/'`]+\/)/.exec(after)?.[1] ?? '');
};

describe.each(areas)('the %s area', (area) => {
  const src = `mfe-${area}/src`;
  const server = `mfe-${area}/server`;

  it('keeps only the layout’s folders and entry files at the top of src/', () => {
    const unexpected = entriesOf(src)
      .filter((entry) => (entry.isDirectory() ? !srcFolders.includes(entry.name) : !srcFiles.includes(entry.name)))
      .map((entry) => entry.name);
    expect(unexpected).toEqual([]);
  });

  it('has one folder per screen, each with its page', () => {
    const screens = entriesOf(`${src}/features`).filter((entry) => entry.isDirectory());
    expect(screens.length).toBeGreaterThan(0);
    const withoutPage = screens
      .filter((screen) => !entriesOf(`${src}/features/${screen.name}`).some((file) => file.name.endsWith('-page.tsx')))
      .map((screen) => screen.name);
    expect(withoutPage).toEqual([]);
  });

  it('defines its endpoints in src/api/ only, one file each, under its own /api/<area>/ prefix', () => {
    const apiFolder = `${src}/api`;
    const elsewhere = [src, server]
      .flatMap((folder) => filesUnder(folder, isSourceFile))
      .filter((file) => path.dirname(file) !== apiFolder && endpointsIn(file).length > 0);
    expect(elsewhere).toEqual([]);
    const apiFiles = filesUnder(apiFolder, isSourceFile);
    expect(apiFiles.length).toBeGreaterThan(0);
    const notOneEndpoint = apiFiles.filter((file) => endpointsIn(file).length !== 1);
    expect(notOneEndpoint).toEqual([]);
    const underAnotherPrefix = apiFiles.filter((file) => endpointsIn(file).some((url) => url !== `/api/${area}/`));
    expect(underAnotherPrefix).toEqual([]);
  });

  it('keeps server/ to the AreaApi and its settings, with each capability in its own folder', () => {
    const looseFiles = entriesOf(server)
      .filter((entry) => !entry.isDirectory() && !serverFilePattern.test(entry.name))
      .map((entry) => entry.name);
    expect(looseFiles).toEqual([]);
  });

  it('adds its routes through capability plugins registered by server/index.ts', () => {
    const index = readFileSync(path.join(root, server, 'index.ts'), 'utf8');
    const routesBody = index.slice(index.indexOf('routes('));
    expect(routesBody).toMatch(/app\.register\(/);
    expect(routesBody).not.toMatch(/app\.(get|post|put|delete|route)\(/);
  });
});

describe('endpoint contracts in shared', () => {
  const owners = [...areas, 'each-area'];
  const contracts = filesUnder('shared/src', isSourceFile).filter(
    (file) => file !== path.join('shared', 'src', 'api', 'endpoint.ts') && endpointsIn(file).length > 0,
  );
  /** Everything that may call another area's endpoint: the areas and the shell. */
  const callers = [...areas.map((area) => `mfe-${area}`), 'shell'].flatMap((folder) =>
    ['src', 'server'].flatMap((part) => filesUnder(`${folder}/${part}`, isSourceFile)),
  );

  it('holds only contracts read across areas, in shared/src/api/<owning area>/, one file each', () => {
    const misplaced = contracts.filter((file) => {
      const [shared, srcFolder, api, owner, name, ...deeper] = file.split(path.sep);
      const inOwnerFolder = shared === 'shared' && srcFolder === 'src' && api === 'api' && owners.includes(owner ?? '');
      return !inOwnerFolder || !name || deeper.length > 0;
    });
    expect(misplaced).toEqual([]);
    const notOneEndpoint = contracts.filter((file) => endpointsIn(file).length !== 1);
    expect(notOneEndpoint).toEqual([]);
    const underAnotherPrefix = contracts.filter((file) => {
      const owner = file.split(path.sep)[3];
      const prefix = owner === 'each-area' ? '/api/${area}/' : `/api/${owner}/`;
      return endpointsIn(file).some((url) => url !== prefix);
    });
    expect(underAnotherPrefix).toEqual([]);
  });

  it('keeps there only what another area or the shell calls (an area’s own endpoints live in its src/api/)', () => {
    const readOnlyByTheirOwner = contracts.filter((file) => {
      const [, , , owner, name] = file.split(path.sep);
      const subpath = `@estes/shared/api/${owner}/${(name ?? '').replace(/\.tsx?$/, '')}'`;
      return !callers.some(
        (caller) =>
          !caller.startsWith(`mfe-${owner}${path.sep}`) &&
          readFileSync(path.join(root, caller), 'utf8').includes(subpath),
      );
    });
    expect(readOnlyByTheirOwner).toEqual([]);
  });
});

describe('component files', () => {
  it('stay within 300 lines, so a screen reads in one sitting', () => {
    const folders = [...areas.map((area) => `mfe-${area}/src`), 'shell/src', 'shared/src'];
    const tooLong = folders
      .flatMap((folder) => filesUnder(folder, (name) => name.endsWith('.tsx') && !name.endsWith('.test.tsx')))
      .map((file) => ({ file, lines: readFileSync(path.join(root, file), 'utf8').split('\n').length }))
      .filter(({ lines }) => lines > 300)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(tooLong).toEqual([]);
  });
});
