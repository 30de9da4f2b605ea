import type { PageMeta, PublicSiteSettings } from '@estes/shared';
import { paths } from '@estes/shared';
import { breadcrumbData, webPageData } from '@estes/shared/seo';
import type { SearchOutcome } from './search-data';

/**
 * The search page's head (docs/rules/site.md#site-search). Results pages are not for search
 * engines: anyone can make one with any words in it, and a crawler that indexed
 * `/search?q=Cheap+pills+at+spam.example` would show that text under the site's name. So the
 * page is `noindex` and its head carries none of the words typed: the title, description,
 * keywords, canonical link and structured data are those of the search page itself. The page's
 * heading shows the words to the visitor.
 */
export function searchMeta(settings: PublicSiteSettings, typed: string, data: SearchOutcome): PageMeta {
  const asked = data.state !== 'blank' && typed.trim() !== '';
  const title = asked ? 'Search results' : 'Search the Guide';
  const description =
    'Search the Estes Park Guide: places to stay, things to do, restaurants, events, Local Intel articles and downtown businesses in Estes Park, Colorado.';
  const canonicalPath = paths.search('');
  return {
    title,
    description,
    keywords: ['Estes Park', 'search'],
    canonicalPath,
    indexable: false,
    structuredData: [
      webPageData(settings, { name: title, description, path: canonicalPath, type: 'SearchResultsPage' }),
      breadcrumbData(settings, [
        { name: 'Home', path: '/' },
        { name: 'Search', path: canonicalPath },
      ]),
    ],
  };
}
