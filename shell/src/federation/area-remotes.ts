/**
 * Loads each area's routes module through Module Federation, from the versions the pointer
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
import { areas, type AreaName, type AreaRoutes, type AreaRoutesModule, type RemotePointer } from '@estes/shared';
import { isUnavailableAreaModule } from './area-fallback-plugin';
import { AreaUnavailableError } from './area-unavailable-error';

const retryDelayMs = 400;
let pointer: RemotePointer = {};
const loadedRoutes = new Map<AreaName, Promise<AreaRoutes<AreaName>>>();
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

async function loadOnce<Area extends AreaName>(area: Area): Promise<AreaRoutes<Area>> {
  const remote = remoteOf(area);
  if (!remote) throw new AreaUnavailableError(area, 'no version of it is deployed');
  // After a failure the runtime may hold the broken entry, and the page failed preloads and
  // script elements (which the browser and the runtime would reuse): clear them all.
  if (failedAreas.has(area)) {
    await drainLeftoverPreloads(area, remote.name);
    removeScriptsOfRemote(remote.entry);
    registerRemotes([{ name: remote.name, entry: remote.entry }], { force: true });
  }
  const module = await loadRemote<AreaRoutesModule<Area>>(`${remote.name}/routes`);
  if (isUnavailableAreaModule(module)) throw new AreaUnavailableError(area, module.reason);
  if (!module || module.area !== area || typeof module.areaRoutes !== 'object') {
    throw new AreaUnavailableError(area, 'its routes module has an unexpected shape');
  }
  return module.areaRoutes;
}

async function loadWithRetry<Area extends AreaName>(area: Area): Promise<AreaRoutes<Area>> {
  try {
    return await loadOnce(area);
  } catch (firstError) {
    failedAreas.add(area);
    console.warn(`[federation] retrying the ${area} area after: ${(firstError as Error).message}`);
    await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
    const routes = await loadOnce(area);
    failedAreas.delete(area);
    return routes;
  }
}

export function loadAreaRoutes<Area extends AreaName>(area: Area): Promise<AreaRoutes<Area>> {
  const cached = loadedRoutes.get(area) as Promise<AreaRoutes<Area>> | undefined;
  if (cached) return cached;
  const loading = loadWithRetry(area).catch((error: unknown) => {
    loadedRoutes.delete(area);
    failedAreas.add(area);
    throw error instanceof AreaUnavailableError ? error : new AreaUnavailableError(area, String(error));
  });
  loadedRoutes.set(area, loading as Promise<AreaRoutes<AreaName>>);
  return loading;
}
