/**
 * The 404 page, loaded only when needed. The not-found route's loader (and, before
 * hydration, its preload) waits for it; an area's "no such property/article" error shows it
 * too, after loading it if it is not there yet. Its head (`notFoundMeta`) comes in the same
 * chunk, so none of it is in other pages' first load.
 */
import type { AreaNotFound } from '@estes/shared';
import { lazyComponent } from '../../app/lazy-component';

const notFoundPage = lazyComponent(
  () => import(/* webpackChunkName: "page-not-found" */ './not-found-screens'),
  /** The site's 404 page, or, given an area's `areaScreen`, that area's own "not found". */
  (screens, { areaScreen }: { areaScreen?: AreaNotFound }) =>
    areaScreen ? <screens.AreaNotFoundScreen screen={areaScreen} /> : <screens.NotFoundPage />,
);

export const LazyNotFoundPage = notFoundPage.Component;
export const loadNotFoundPage = notFoundPage.preload;

/** The not-found route's loader data: its head, once the page's code is loaded. */
export const notFoundLoaderData = async (pathname: string) => ({
  meta: (await loadNotFoundPage()).notFoundMeta(pathname),
});
