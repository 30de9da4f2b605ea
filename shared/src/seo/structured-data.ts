/** Small builders for the JSON-LD shapes pages use, so every area writes them the same way. */
import type { StructuredData } from './page-meta';
import { absoluteUrl } from './absolute-url';
import { siteFacts, type PublicSiteSettings } from '../site-settings';

export function webPageData(
  settings: PublicSiteSettings,
  page: { name: string; description: string; path: string; type?: string },
): StructuredData {
  return {
    '@context': 'https://schema.org',
    '@type': page.type ?? 'WebPage',
    name: page.name,
    description: page.description,
    url: absoluteUrl(settings, page.path),
    inLanguage: siteFacts.language,
    isPartOf: { '@type': 'WebSite', name: settings.siteName, url: `${settings.siteUrl}/` },
  };
}

export function breadcrumbData(
  settings: PublicSiteSettings,
  trail: readonly { name: string; path: string }[],
): StructuredData {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(settings, crumb.path),
    })),
  };
}

/** The town itself, for pages about visiting it. */
export function touristDestinationData(settings: PublicSiteSettings): StructuredData {
  return {
    '@context': 'https://schema.org',
    '@type': 'TouristDestination',
    name: `${siteFacts.placeName}, Colorado`,
    url: `${settings.siteUrl}/`,
    geo: { '@type': 'GeoCoordinates', latitude: siteFacts.latitude, longitude: siteFacts.longitude },
    containedInPlace: { '@type': 'State', name: 'Colorado' },
  };
}
