/**
 * Decides, for a requested path, the HTTP status and the page metadata the HTML carries:
 * the shell's own pages from the shell, each area's pages from that area's live server
 * build (the same metadata source its browser code uses).
 */
import type { FastifyBaseLogger } from 'fastify';
import { canonicalPathOf, matchRoute, type PageMeta, type PublicSiteSettings } from '@estes/shared';
import { areaUnavailableMeta } from '../src/app/area-unavailable-meta';
import { homeMeta } from '../src/pages/home/home-meta';
import { notFoundMeta } from '../src/pages/not-found/not-found-meta';
import type { AreaServerModules } from './remote-source';

export interface ResolvedPage {
  status: number;
  meta: PageMeta;
}

export async function resolvePage(
  pathname: string,
  settings: PublicSiteSettings,
  serverModules: AreaServerModules,
  log: FastifyBaseLogger,
): Promise<ResolvedPage> {
  const match = matchRoute(pathname);
  if (!match) return { status: 404, meta: notFoundMeta(pathname) };
  const { entry, params } = match;
  if (entry.owner === 'shell') return { status: 200, meta: homeMeta(settings) };
  const canonicalPath = canonicalPathOf(entry, params);
  try {
    const areaModule = await serverModules.get(entry.owner);
    const resolver = areaModule?.routeMeta[entry.id as keyof typeof areaModule.routeMeta];
    if (!resolver) throw new Error(`no metadata for ${entry.id} in the live ${entry.owner} server build`);
    return { status: 200, meta: await resolver({ params, canonicalPath, settings }) };
  } catch (error) {
    // The page still renders; the browser shows the area's unavailable message if it cannot load it either.
    log.error({ err: error, area: entry.owner, route: entry.id }, 'area metadata unavailable');
    return { status: 200, meta: areaUnavailableMeta(entry.owner, canonicalPath) };
  }
}
