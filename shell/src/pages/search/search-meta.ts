import type { PageMeta, PublicSiteSettings } from '@estes/shared';
import { paths } from '@estes/shared';
import { breadcrumbData, webPageData } from '@estes/shared/seo';
import type { SearchOutcome } from './search-data';

/** The query shown in the head: as typed, spaces collapsed. */
const shown = (typed: string) => typed.replace(/\s+/g, ' ').trim();

/**
 * The search page's head. It stays indexable (a results page is an ordinary page to crawlers;
 * it is left out of the sitemap instead), with the query's own canonical URL.
 */
export function searchMeta(settings: PublicSiteSettings, typed: string, data: SearchOutcome): PageMeta {
  const query = data.state === 'invalid' ? '' : shown(typed);
  const title = query ? `Search results for “${query}”` : 'Search the Guide';
  const count =
    data.state === 'results'
      ? data.answer.total === 0
        ? 'No results'
        : `${data.answer.total} result${data.answer.total === 1 ? '' : 's'}`
      : '';
  const description = query
    ? `${count ? `${count} for` : 'Results for'} “${query}” in the Estes Park Guide: places to stay, things to do, restaurants, events, Local Intel articles and downtown businesses.`
    : 'Search the Estes Park Guide: places to stay, things to do, restaurants, events, Local Intel articles and downtown businesses in Estes Park, Colorado.';
  const canonicalPath = paths.search(query);
  return {
    title,
    description,
    keywords: ['Estes Park', 'search', ...(query ? [query] : [])],
    canonicalPath,
    structuredData: [
      webPageData(settings, { name: title, description, path: canonicalPath, type: 'SearchResultsPage' }),
      breadcrumbData(settings, [
        { name: 'Home', path: '/' },
        { name: 'Search', path: canonicalPath },
      ]),
    ],
  };
}
