/**
 * Loads each area's routes module through Module Federation, from the versions the pointer
 * names (their remoteEntry.js). A failed load is retried once, then reported as
 * AreaUnavailableError; a later call (the visitor's Retry) starts afresh instead of reusing
 * the failure.
 *
 * A server-rendered page already asked for its area's files with deferred scripts
 * (`data-area-script`): whatever of them ran is used as it is (the container's global, the
 * installed chunks). Once the page is parsed those elements have all run or failed, so they
 * are removed before the first load: the loaders would otherwise wait on a failed element
 * with the same URL instead of fetching the file again.
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

const documentParsed = (): Promise<void> =>
  document.readyState === 'loading'
    ? new Promise((resolve) => document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }))
    : Promise.resolve();

async function settleServerRequestedScripts(area: AreaName): Promise<void> {
  const elements = document.querySelectorAll(`script[data-area-script="${area}"]`);
  if (elements.length === 0) return;
  await documentParsed();
  for (const element of elements) element.remove();
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
  await settleServerRequestedScripts(area);
  // After a failure the runtime may hold the broken entry, and the page the failed script
  // elements (which the runtime would reuse): clear both to start clean.
  if (failedAreas.has(area)) {
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
