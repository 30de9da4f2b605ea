/**
 * Loads each area's routes (and home widgets) module through Module Federation, from the versions the pointer
 * names (their remoteEntry.js). A failed load is retried once, then reported as
 * AreaUnavailableError; a later call (the visitor's Retry) starts afresh instead of reusing
 * the failure.
 *
 * A server-rendered page already asked for its area's files with preloads
 * (`<link rel="preload" data-area-script>`), which the loaders' script requests then use.
 * A preload that failed and was never used, though, would answer a later request for the
 * same file with its failure, so Try again could never succeed: before a retry the leftover
 * preloads are used up (each by a script request of its own, which runs the file if it did
 * arrive, exactly what the loader would do) and removed.
 */
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  areas,
  type AreaName,
  type AreaRoutes,
  type AreaRoutesModule,
  type AreaWidgets,
  type AreaWidgetsModule,
  type RemotePointer,
} from '@estes/shared';
import { isUnavailableAreaModule } from './area-fallback-plugin';
import { AreaUnavailableError } from './area-unavailable-error';

const retryDelayMs = 400;
let pointer: RemotePointer = {};
const failedAreas = new Set<AreaName>();

const remoteOf = (area: AreaName) => {
  const entry = pointer[area];
  return entry ? { name: areas[area].container, entry: entry.entry, version: entry.version } : undefined;
};

export function registerAreaRemotes(remotePointer: RemotePointer): void {
  pointer = remotePointer;
  const remotes = Object.keys(remotePointer).flatMap((area) => remoteOf(area as AreaName) ?? []);
  registerRemotes(
    remotes.map(({ name, entry }) => ({ name, entry })),
    { force: false },
  );
}

const leftoverPreloadTimeoutMs = 10_000;

function drainPreload(url: string): Promise<void> {
  return new Promise((resolve) => {
    const script = document.createElement('script');
    const done = () => {
      clearTimeout(timer);
      script.remove();
      resolve();
    };
    const timer = setTimeout(done, leftoverPreloadTimeoutMs);
    script.addEventListener('load', done);
    script.addEventListener('error', done);
    script.src = url;
    document.head.append(script);
  });
}

async function drainLeftoverPreloads(area: AreaName, containerName: string): Promise<void> {
  const links = [...document.querySelectorAll<HTMLLinkElement>(`link[rel="preload"][data-area-script="${area}"]`)];
  for (const link of links) link.remove();
  // The entry runs only if the container is not there yet: running it again would replace a
  // live container's runtime.
  const containerLoaded = containerName in window;
  const urls = links.map((link) => link.href).filter((url) => !(containerLoaded && /\/remoteEntry\.js$/.test(url)));
  await Promise.all(urls.map(drainPreload));
}

function removeScriptsOfRemote(entryUrl: string): void {
  const base = new URL('./', new URL(entryUrl, document.baseURI)).href;
  for (const element of document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>(
    'script[src], link[rel="preload"][href]',
  )) {
    const url = element instanceof HTMLScriptElement ? element.src : element.href;
    if (url.startsWith(base)) element.remove();
  }
}

/** What an area exposes to the shell, and how to tell a real answer from a broken one. */
const exposedModules = {
  routes: (module: unknown): module is AreaRoutesModule =>
    typeof (module as Partial<AreaRoutesModule> | undefined)?.areaRoutes === 'object',
  widgets: (module: unknown): module is AreaWidgetsModule =>
    typeof (module as Partial<AreaWidgetsModule> | undefined)?.areaWidgets === 'object',
};
type Exposed = keyof typeof exposedModules;
interface ExposedModule<Area extends AreaName> {
  routes: AreaRoutes<Area>;
  widgets: AreaWidgets<Area>;
}

async function loadOnce<Area extends AreaName, Name extends Exposed>(
  area: Area,
  exposed: Name,
): Promise<ExposedModule<Area>[Name]> {
  const remote = remoteOf(area);
  if (!remote) throw new AreaUnavailableError(area, 'no version of it is deployed');
  // After a failure the runtime may hold the broken entry, and the page failed preloads and
  // script elements (which the browser and the runtime would reuse): clear them all.
  if (failedAreas.has(area)) {
    await drainLeftoverPreloads(area, remote.name);
    removeScriptsOfRemote(remote.entry);
    registerRemotes([{ name: remote.name, entry: remote.entry }], { force: true });
  }
  const module = await loadRemote<AreaRoutesModule<Area> | AreaWidgetsModule<Area>>(`${remote.name}/${exposed}`);
  if (isUnavailableAreaModule(module)) throw new AreaUnavailableError(area, module.reason);
  if (!exposedModules[exposed](module) || module.area !== area) {
    throw new AreaUnavailableError(area, `its ${exposed} module has an unexpected shape`);
  }
  return (
    exposed === 'routes'
      ? (module as AreaRoutesModule<Area>).areaRoutes
      : (module as AreaWidgetsModule<Area>).areaWidgets
  ) as ExposedModule<Area>[Name];
}

async function loadWithRetry<Area extends AreaName, Name extends Exposed>(
  area: Area,
  exposed: Name,
): Promise<ExposedModule<Area>[Name]> {
  try {
    return await loadOnce(area, exposed);
  } catch (firstError) {
    failedAreas.add(area);
    console.warn(`[federation] retrying the ${area} area after: ${(firstError as Error).message}`);
    await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
    const loaded = await loadOnce(area, exposed);
    failedAreas.delete(area);
    return loaded;
  }
}

const loaded = new Map<string, Promise<unknown>>();

function loadExposed<Area extends AreaName, Name extends Exposed>(
  area: Area,
  exposed: Name,
): Promise<ExposedModule<Area>[Name]> {
  const key = `${area}/${exposed}`;
  const cached = loaded.get(key) as Promise<ExposedModule<Area>[Name]> | undefined;
  if (cached) return cached;
  const loading = loadWithRetry(area, exposed).catch((error: unknown) => {
    loaded.delete(key);
    failedAreas.add(area);
    throw error instanceof AreaUnavailableError ? error : new AreaUnavailableError(area, String(error));
  });
  loaded.set(key, loading);
  return loading;
}

export const loadAreaRoutes = <Area extends AreaName>(area: Area): Promise<AreaRoutes<Area>> =>
  loadExposed(area, 'routes');

/** An area's home-page widgets (its `./widgets` module). */
export const loadAreaWidgets = <Area extends AreaName>(area: Area): Promise<AreaWidgets<Area>> =>
  loadExposed(area, 'widgets');
