/**
 * Keeps document.head in step with what the page shows, using the same tag builder the
 * server used for the first HTML (loaded on first use, not with the page). The first render
 * leaves the server's tags alone.
 */
import { useEffect, useRef } from 'react';
import { useSiteSettings, type PageMeta } from '@estes/shared';

export function usePageHead(meta: PageMeta | undefined): void {
  const settings = useSiteSettings();
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
}
