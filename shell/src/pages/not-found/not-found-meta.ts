import type { PageMeta } from '@estes/shared';

/** The 404 page is not indexed; its canonical is the address that was asked for. */
export function notFoundMeta(pathname: string): PageMeta {
  return {
    title: 'Page Not Found',
    description:
      'We couldn’t find that page. Search the Estes Park Guide or head to lodging, the Local Intel blog or the home page.',
    keywords: ['Estes Park', 'page not found'],
    canonicalPath: pathname,
    structuredData: [],
    indexable: false,
  };
}
