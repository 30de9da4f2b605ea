/**
 * The 404 page, loaded only when needed: it is not part of every page's first load. The
 * not-found route's loader (and, before hydration, its preload) waits for it; an area's
 * "no such property/article" error shows it too, after loading it if it is not there yet.
 * The server loads it once at start, so it always renders it at once.
 */
import { useEffect, useState } from 'react';
import type { AreaNotFound } from '@estes/shared';
import type * as NotFoundScreens from './not-found-screens';
import { PageLoading } from '../../app/page-loading';

type Screens = typeof NotFoundScreens;
let loadedScreens: Screens | undefined;

export async function loadNotFoundPage(): Promise<void> {
  loadedScreens ??= await import(/* webpackChunkName: "page-not-found" */ './not-found-screens');
}

/** The site's 404 page, or, given an area's `areaScreen`, that area's own "not found". */
export function LazyNotFoundPage({ areaScreen }: { areaScreen?: AreaNotFound }) {
  const [screens, setScreens] = useState(() => loadedScreens);
  useEffect(() => {
    if (screens) return;
    let current = true;
    void loadNotFoundPage().then(() => {
      if (current) setScreens(loadedScreens);
    });
    return () => {
      current = false;
    };
  }, [screens]);
  if (!screens) return <PageLoading />;
  return areaScreen ? <screens.AreaNotFoundScreen screen={areaScreen} /> : <screens.NotFoundPage />;
}
