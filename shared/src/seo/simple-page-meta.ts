import type { RouteMetaContext } from '../federation/contracts';
import type { PageMeta, ShareImage, StructuredData } from './page-meta';
import { breadcrumbData, webPageData } from './structured-data';

export interface SimplePageMetaInput {
  title: string;
  description: string;
  keywords: readonly string[];
  /** Breadcrumb name of this page (defaults to the title). */
  crumb?: string;
  /** Crumbs between Home and this page, e.g. Blog for an article. */
  parents?: readonly { name: string; path: string }[];
  schemaType?: string;
  ogImage?: ShareImage;
  extraStructuredData?: readonly StructuredData[];
}

/** Metadata for an ordinary page: WebPage and breadcrumb markup at its canonical path. */
export function simplePageMeta(context: RouteMetaContext, input: SimplePageMetaInput): PageMeta {
  const { settings, canonicalPath } = context;
  return {
    title: input.title,
    description: input.description,
    keywords: input.keywords,
    canonicalPath,
    ...(input.ogImage ? { ogImage: input.ogImage } : {}),
    structuredData: [
      webPageData(settings, {
        name: input.title,
        description: input.description,
        path: canonicalPath,
        ...(input.schemaType ? { type: input.schemaType } : {}),
      }),
      breadcrumbData(settings, [
        { name: 'Home', path: '/' },
        ...(input.parents ?? []),
        { name: input.crumb ?? input.title, path: canonicalPath },
      ]),
      ...(input.extraStructuredData ?? []),
    ],
  };
}
