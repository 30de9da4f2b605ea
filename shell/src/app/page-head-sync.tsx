/**
 * Keeps document.head in step with the current route on client-side navigation, using the
 * same tag builder the server used for the first HTML. The first render leaves the
 * server's tags alone, so the builder is loaded on the first navigation, not with the page.
 */
import { useEffect, useRef } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import { useSiteSettings, type AreaRouteHandle, type PageMeta } from '@estes/shared';
import { areaUnavailableMeta } from './area-unavailable-meta';

export function PageHeadSync() {
  const matches = useMatches();
  const { pathname } = useLocation();
  const settings = useSiteSettings();
  const deepest = matches[matches.length - 1];
  const loaded = (deepest?.data as { meta?: PageMeta } | undefined)?.meta;
  const area = (deepest?.handle as AreaRouteHandle | undefined)?.area;
  const meta = loaded ?? (area ? areaUnavailableMeta(area, pathname) : undefined);
  const firstRender = useRef(true);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      if (document.querySelector('[data-page-head]')) return;
    }
    if (!meta) return;
    let current = true;
    void import(/* webpackChunkName: "page-head" */ '@estes/shared/seo').then(({ applyHeadTags, buildHeadTags }) => {
      if (current) applyHeadTags(document, buildHeadTags(meta, settings));
    });
    return () => {
      current = false;
    };
  }, [meta, settings]);

  return null;
}
