import type { PageMeta, PublicSiteSettings } from '@estes/shared';
import { touristDestinationData, webPageData } from '@estes/shared/seo';
import { homeHeadline } from './home-text';

export function homeMeta(settings: PublicSiteSettings): PageMeta {
  const description =
    'Plan your Estes Park trip: compare hotels, cabins and vacation rentals near Rocky Mountain National Park, and find things to do, restaurants, events, weather and local tips.';
  return {
    title: `${settings.siteName}: Lodging, Things to Do & Rocky Mountain National Park Tips`,
    description,
    keywords: [
      'Estes Park',
      'Estes Park lodging',
      'Rocky Mountain National Park',
      'Estes Park hotels',
      'Estes Park cabins',
      'things to do in Estes Park',
    ],
    canonicalPath: '/',
    structuredData: [
      webPageData(settings, { name: homeHeadline, description, path: '/' }),
      touristDestinationData(settings),
    ],
  };
}
