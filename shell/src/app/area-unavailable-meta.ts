import { areas, type AreaName, type PageMeta } from '@estes/shared';

/** Head of an area's page while that area cannot be loaded. */
export function areaUnavailableMeta(area: AreaName, canonicalPath: string): PageMeta {
  return {
    title: `${areas[area].label} is temporarily unavailable`,
    description: `This part of the Estes Park Guide is temporarily unavailable. The rest of the site works; please try again in a moment.`,
    keywords: ['Estes Park'],
    canonicalPath,
    structuredData: [],
    indexable: false,
  };
}
