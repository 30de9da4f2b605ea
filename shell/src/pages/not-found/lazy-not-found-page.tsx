/**
 * The 404 page, loaded only when needed: it is not part of every page's first load. The
 * not-found route's loader (and, before hydration, its preload) waits for it; an area's
 * "no such property/article" error shows it too, after loading it if it is not there yet.
 * The server loads it once at start, so it always renders it at once.
 */
import { useEffect, useState, type ComponentType } from 'react';
import { PageLoading } from '../../app/page-loading';

let LoadedNotFoundPage: ComponentType | undefined;

export async function loadNotFoundPage(): Promise<void> {
  LoadedNotFoundPage ??= (await import(/* webpackChunkName: "page-not-found" */ './not-found-page')).NotFoundPage;
}

export function LazyNotFoundPage() {
  const [Page, setPage] = useState(() => LoadedNotFoundPage);
  useEffect(() => {
    if (Page) return;
    let current = true;
    void loadNotFoundPage().then(() => {
      if (current) setPage(() => LoadedNotFoundPage);
    });
    return () => {
      current = false;
    };
  }, [Page]);
  return Page ? <Page /> : <PageLoading />;
}
