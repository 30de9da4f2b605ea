import type { PageMeta, PublicSiteSettings } from '@estes/shared';
import { paths } from '@estes/shared';
import type { SharedTrip } from './my-trip-data';

/**
 * /my-trip's head: a visitor's own list, or a list someone shared. Neither is a page for
 * search engines (noindex, left out of the sitemap): what it shows is one visitor's choice.
 */
export function myTripMeta(settings: PublicSiteSettings, shared: SharedTrip | undefined): PageMeta {
  const title = shared ? 'A shared Estes Park trip' : 'My trip';
  const description = shared
    ? `A list of ${shared.items.length} saved place${shared.items.length === 1 ? '' : 's'}, events and ideas for a trip to Estes Park, shared from the ${settings.siteName}.`
    : `The places to stay, things to do, restaurants, events and articles you saved on the ${settings.siteName}, by day or by kind.`;
  return {
    title,
    description,
    keywords: ['Estes Park', 'trip planner', 'itinerary'],
    canonicalPath: paths.myTrip(),
    indexable: false,
    structuredData: [],
  };
}
