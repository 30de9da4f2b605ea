/**
 * Stand-ins for areas' deployable builds, as the deploy folder holds them (tests only): a
 * server build of two CommonJS files, `index.cjs` (pages and widgets, importing React and
 * `@estes/shared` from the host, as real builds do) and `api.cjs` (the area's API and its
 * migrations), and the browser files the server reads (route-assets.json, the manifest).
 * Each build is labelled, so a test sees which version rendered or answered.
 *
 * What a build's API did is recorded on `globalThis.__fakeAreaEvents` (the bundles run in
 * this process): `close <area>@<label>` when its instance was closed.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { widgetTable, type AreaName } from '@estes/shared/core';
import type { Migration } from '@estes/shared/server';
import { serverBundleDigest, readServerBundle } from '../server-bundle';
import type { SiteDatabase } from '../db/site-database';
import {
  browserFilesDir,
  serverBundleDir,
  withPublishedVersion,
  withStagedVersion,
  type Registry,
} from '../remote-registry';
import { RegistryStore } from '../registry-store';

export const fakeAreaRoutes: Record<AreaName, string[]> = {
  lodging: ['lodging.listing', 'lodging.property', 'lodging.mobileProperty'],
  content: [
    'content.blog',
    'content.article',
    'content.privacyPolicy',
    'content.termsOfService',
    'content.accessibility',
  ],
  planning: [
    'planning.tripPlanning',
    'planning.events',
    'planning.submitEvent',
    'planning.partner',
    'planning.newsletter',
    'planning.thankYou',
    'planning.thingsToDo',
    'planning.restaurants',
  ],
  conditions: [
    'conditions.weather',
    'conditions.webcams',
    'conditions.downtown',
    'conditions.gettingAround',
    'conditions.parkPack',
  ],
};

export interface FakeBuildOptions {
  /** Shown in titles and headings ("<label> heading of <route>") and answered by /whoami. */
  label?: string;
  migrations?: readonly Migration[];
  /** Extra route registrations for the API, as code: `scope.get(…)` lines. */
  apiRoutes?: string;
  /**
   * The area's own settings, as code: the variables it declares and the check that reads them
   * (`context.areaSettings`); none when left out.
   */
  apiSettings?: { variables: readonly string[]; read: string } | 'none, as before decision 034';
  /** The page freshness `/whoami` declares (page-freshness.ts); none when left out. */
  whoamiFreshness?: { maxAgeSeconds: number; tags?: string[] };
  /**
   * The query parameters each route declares it reads (`AreaRouteDefinition.query`); a route
   * left out declares none, as a version built before decision 035.
   */
  routeQuery?: Readonly<Record<string, readonly string[]>>;
  /** Whether the version's manifest lists a `./console` expose, as lodging's and planning's do. */
  exposesConsole?: boolean;
}

/**
 * `index.cjs`: the area's routes and widgets. Every page's loader reads `/api/<area>/whoami`, and
 * the page shows the query its loader was given (`data-query`).
 */
export function fakeRenderBundle(
  area: AreaName,
  label: string,
  routeQuery: FakeBuildOptions['routeQuery'] = {},
): string {
  const definition = (id: string) =>
    `'${id}': { meta: meta('${id}'), load: page('${id}')${routeQuery[id] ? `, query: ${JSON.stringify(routeQuery[id])}` : ''} }`;
  return `
const React = require('react');
const shared = require('@estes/shared');
const meta = (id) => (ctx) => ({
  title: '${label} ' + id + (ctx.params.id ? ' ' + ctx.params.id : ''),
  description: 'About ' + id,
  keywords: ['Estes Park', id],
  canonicalPath: ctx.canonicalPath,
  structuredData: [{ '@context': 'https://schema.org', '@type': 'WebPage', name: id }],
});
function Page(id) {
  return function FakePage() {
    const data = shared.useAreaPageData();
    return React.createElement(React.Fragment, null,
      React.createElement('h1', null, '${label} heading of ' + id),
      React.createElement('p', { 'data-api-answer': '' }, data && data.whoami ? data.whoami : 'no answer'),
      React.createElement('p', { 'data-query': '' }, data ? data.query : ''));
  };
}
const page = (id) => async () => ({
  default: Page(id),
  // Read in-process: the server must never call its own origin for it.
  loader: async ({ api, request }) => {
    const answer = await api('/api/${area}/whoami', { signal: request.signal });
    const query = new URL(request.url).search;
    return answer.ok ? { whoami: (await answer.json()).label + ' via ' + answer.headers.get('x-area-version'), query } : { whoami: 'HTTP ' + answer.status, query };
  },
});
const widget = (id) => async () => ({
  default: ({ data }) => React.createElement('p', { 'data-widget-content': id }, '${label} ' + id + ' ' + data.from),
  loader: async ({ api }) => ({ from: (await (await api('/api/${area}/whoami')).json()).label === '${label}' ? 'its loader' : 'elsewhere' }),
});
module.exports = {
  area: '${area}',
  areaRoutes: { ${fakeAreaRoutes[area].map(definition).join(', ')} },
  areaWidgets: { ${widgetTable
    .filter((entry) => entry.owner === area)
    .map((entry) => `'${entry.id}': widget('${entry.id}')`)
    .join(', ')} },
};
`;
}

/** The `settings:` line of a fake API: none declared by default, or none at all (an old version). */
function fakeApiSettings(settings: FakeBuildOptions['apiSettings']): string {
  if (settings === 'none, as before decision 034') return '';
  if (!settings) return 'settings: { variables: [], read: () => ({}) },';
  return `settings: { variables: ${JSON.stringify(settings.variables)}, read: ${settings.read} },`;
}

/** `api.cjs`: the area's API with `/whoami`, `/echo`, and whatever `apiRoutes` adds. */
export function fakeApiBundle(area: AreaName, options: FakeBuildOptions = {}): string {
  const label = options.label ?? 'Page';
  return `
module.exports = {
  area: '${area}',
  areaApi: {
    area: '${area}',
    migrations: ${JSON.stringify(options.migrations ?? [])},
    ${fakeApiSettings(options.apiSettings)}
    async routes(scope, context) {
      scope.get('/whoami', async (_request, reply) => {
        const reads = (globalThis.__fakeWhoamiReads = globalThis.__fakeWhoamiReads || {});
        reads['${area}'] = (reads['${area}'] || 0) + 1;
        ${
          options.whoamiFreshness
            ? `reply.header('surrogate-control', 'max-age=${options.whoamiFreshness.maxAgeSeconds}');
        reply.header('surrogate-key', ${JSON.stringify((options.whoamiFreshness.tags ?? []).join(' '))});`
            : ''
        }
        return { label: '${label}', area: '${area}' };
      });
      scope.post('/echo', { bodyLimit: 1024 }, async (request) => ({ received: request.body, ip: request.ip }));
      scope.addHook('onClose', async () => {
        (globalThis.__fakeAreaEvents = globalThis.__fakeAreaEvents || []).push('close ${area}@${label}');
      });
      ${options.apiRoutes ?? ''}
    },
  },
};
`;
}

export const fakeAreaEvents = (): string[] => ((globalThis as { __fakeAreaEvents?: string[] }).__fakeAreaEvents ??= []);

/** How often each area's `/whoami` was read (every page and widget loader reads it once). */
export const fakeWhoamiReads = (): Partial<Record<AreaName, number>> =>
  ((globalThis as { __fakeWhoamiReads?: Partial<Record<AreaName, number>> }).__fakeWhoamiReads ??= {});

/** Writes a fake build (browser/ and server/) into `buildDir`, as webpack would. */
export async function writeFakeBuild(buildDir: string, area: AreaName, options: FakeBuildOptions = {}): Promise<void> {
  const label = options.label ?? 'Page';
  await mkdir(path.join(buildDir, 'server'), { recursive: true });
  await writeFile(path.join(buildDir, 'server', 'index.cjs'), fakeRenderBundle(area, label, options.routeQuery));
  await writeFile(path.join(buildDir, 'server', 'api.cjs'), fakeApiBundle(area, options));
  await writeBrowserFiles(path.join(buildDir, 'browser'), area, options.exposesConsole ?? false);
}

async function writeBrowserFiles(browserDir: string, area: AreaName, exposesConsole: boolean): Promise<void> {
  await mkdir(browserDir, { recursive: true });
  const routes = fakeAreaRoutes[area];
  const pageChunks = routes.map((id) => `chunks/page-${id}.abc123.js`);
  await writeFile(
    path.join(browserDir, 'route-assets.json'),
    JSON.stringify({
      entry: 'remoteEntry.js',
      routes: ['chunks/expose-routes.1.js'],
      pages: Object.fromEntries(routes.map((id, index) => [id, ['chunks/1.js', pageChunks[index]]])),
    }),
  );
  await writeFile(path.join(browserDir, 'remoteEntry.js'), '/* the remote entry */');
  await writeFile(
    path.join(browserDir, 'mf-manifest.json'),
    JSON.stringify({
      name: `mfe_${area}`,
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [
        {
          path: './routes',
          assets: { js: { sync: ['chunks/expose-routes.1.js'], async: ['chunks/1.js', ...pageChunks] } },
        },
      ],
    }),
  );
  if (!exposesConsole) return;
  // The console pages are a container of their own in the version's console/ folder (decision 075).
  const consoleDir = path.join(browserDir, 'console');
  await mkdir(consoleDir, { recursive: true });
  await writeFile(path.join(consoleDir, 'remoteEntry.js'), '/* the console container entry */');
  await writeFile(
    path.join(consoleDir, 'mf-manifest.json'),
    JSON.stringify({
      name: `mfe_${area}_console`,
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [{ path: './console', assets: { js: { sync: ['chunks/expose-console.1.js'], async: [] } } }],
    }),
  );
}

/**
 * Puts a fake version straight into a deploy folder and the registry (without the deploy
 * tool): its files, and its record with the sha256 of its server build.
 */
export async function publishFake(
  deployDir: string,
  registry: Registry,
  area: AreaName,
  version: string,
  options: FakeBuildOptions = {},
): Promise<Registry> {
  const serverDir = serverBundleDir(deployDir, area, version);
  await mkdir(serverDir, { recursive: true });
  const label = options.label ?? 'Page';
  await writeFile(path.join(serverDir, 'index.cjs'), fakeRenderBundle(area, label, options.routeQuery));
  await writeFile(path.join(serverDir, 'api.cjs'), fakeApiBundle(area, options));
  await writeBrowserFiles(browserFilesDir(deployDir, area, version), area, options.exposesConsole ?? false);
  return withPublishedVersion(registry, area, {
    version,
    publishedAt: new Date().toISOString(),
    manifest: `/remotes/${area}/${version}/mf-manifest.json`,
    serverBundleSha256: serverBundleDigest(await readServerBundle(serverDir)),
    browserFilesSha256: serverBundleDigest(await readServerBundle(browserFilesDir(deployDir, area, version))),
  }).registry;
}

/**
 * Puts a fake version into a deploy folder and the database as `npm run remotes -- stage` leaves
 * it (decision 078): its files stored, recorded as staged by `stagedBy`, not live.
 */
export async function stageFake(
  db: SiteDatabase,
  deployDir: string,
  registry: Registry,
  area: AreaName,
  version: string,
  options: FakeBuildOptions & { stagedBy?: string; stagedAt?: string } = {},
): Promise<Registry> {
  // Written as a published version would be, then taken out of `versions` and recorded as staged.
  const written = (await publishFake(deployDir, registry, area, version, options)).remotes[area]?.versions.at(-1);
  if (!written) throw new Error(`${area} ${version} was not written`);
  await storeFake(db, deployDir, area, version);
  return withStagedVersion(registry, area, {
    version,
    manifest: written.manifest,
    ...(written.serverBundleSha256 ? { serverBundleSha256: written.serverBundleSha256 } : {}),
    ...(written.browserFilesSha256 ? { browserFilesSha256: written.browserFilesSha256 } : {}),
    stagedAt: options.stagedAt ?? new Date().toISOString(),
    ...(options.stagedBy ? { stagedBy: options.stagedBy } : {}),
  }).registry;
}

/** Makes `registry` the database's registry, as a deploy command would (announced to instances). */
export async function saveRegistry(db: SiteDatabase, registry: Registry): Promise<void> {
  await (await RegistryStore.open(db)).overwrite('test', registry);
}

/**
 * Stores a fake version's files (from the deploy folder `publishFake` wrote them to) in the
 * database, where instances on other machines take their copies from.
 */
export async function storeFake(db: SiteDatabase, deployDir: string, area: AreaName, version: string): Promise<void> {
  const store = await RegistryStore.open(db);
  await store.putFiles(area, version, 'server', await readServerBundle(serverBundleDir(deployDir, area, version)));
  await store.putFiles(area, version, 'browser', await readServerBundle(browserFilesDir(deployDir, area, version)));
}
