/**
 * /accommodations: every stay in and around Estes Park, filtered, sorted and laid out as the
 * URL query says (so header links like ?type=Cabin, back/forward and shared links all work),
 * rendered on the server, 24 to a page (`?page=N`, plain links: it works without JavaScript).
 */
import { Fragment, useMemo } from 'react';
import styled from 'styled-components';
import {
  CardGrid,
  Container,
  Link,
  PageHero,
  mediaUp,
  paths,
  theme,
  useAreaPageData,
  type LoaderFunctionArgs,
} from '@estes/shared';
import { ChipLink, ChipList } from '@estes/shared/ui/category-chips';
import { EmptyState } from '@estes/shared/ui/section';
import { lodgingListings } from '../../data/listings';
import {
  clearFilters,
  describeActiveFilters,
  listingQuerySearch,
  parseListingQuery,
  withoutFilter,
} from '../../domain/listing-query';
import { listingPageOf, parseListingPage, withListingPage } from '../../domain/listing-pages';
import { applyListingQuery, newsletterBannerIndex, sortLabels } from '../../domain/lodging-rules';
import { defaultListingQuery, sortKeys, viewModes, type ListingQuery, type ViewMode } from '../../domain/lodging-types';
import { AffiliateDisclosure } from '../../components/affiliate-disclosure';
import { FiltersPanel } from './filters-panel';
import { HowItWorks } from './listing-sections';
import { ListingCard } from '../../components/listing-card';
import { NewsletterBanner } from './newsletter-banner';
import { ResultsPager } from './results-pager';
import { SortAndView } from './sort-and-view';
import { StaySearchForm } from '../../components/stay-search-form';
import { mountainDate } from '@estes/shared/mountain-time';

export interface ListingPageData {
  query: ListingQuery;
  /** The page of results asked for (1 when none). */
  page: number;
  /** The town's date when the page was made: the date fields' minimum. */
  today: string;
}

export function loader({ request }: LoaderFunctionArgs): ListingPageData {
  const search = new URL(request.url).searchParams;
  return { query: parseListingQuery(search), page: parseListingPage(search.get('page')), today: mountainDate() };
}

const listingUrl = (query: ListingQuery): string => `${paths.accommodations()}${listingQuerySearch(query)}`;

export default function ListingPage() {
  const { query, page: requestedPage, today } = useAreaPageData<ListingPageData>();
  const results = useMemo(() => applyListingQuery(lodgingListings, query), [query]);
  const shown = listingPageOf(results, requestedPage);
  const activeFilters = describeActiveFilters(query);
  const bannerAfter = newsletterBannerIndex(shown.items.length, query.view);
  // Each page opens at the top of the results (with or without JavaScript).
  const pageLink = (page: number) =>
    `${paths.accommodations()}${withListingPage(listingQuerySearch(query), page)}#results-heading`;
  const staySearch = listingQuerySearch({
    ...defaultListingQuery,
    checkIn: query.checkIn,
    checkOut: query.checkOut,
    guests: query.guests,
  });

  return (
    <>
      <PageHero
        heading="Places to Stay in Estes Park"
        eyebrow="Where to stay"
        intro="Compare hotels, cabins, vacation homes and resorts near Rocky Mountain National Park, then book with our trusted partners."
      >
        <StaySearchForm
          // Its fields start from the query: a new query (back/forward, a filter) starts them afresh.
          key={listingQuerySearch(query)}
          initial={{ area: query.area, checkIn: query.checkIn, checkOut: query.checkOut, guests: query.guests ?? 2 }}
          today={today}
          baseQuery={query}
        />
      </PageHero>
      <Container>
        <Layout>
          <FiltersPanel query={query} activeCount={activeFilters.length} />
          <Results aria-labelledby="results-heading">
            <ResultsHeader>
              <div>
                <ResultsHeading id="results-heading">
                  {results.length} {results.length === 1 ? 'property' : 'properties'} found
                </ResultsHeading>
                {shown.pageCount > 1 ? (
                  <Showing>
                    Showing {shown.first}–{shown.last} (page {shown.page} of {shown.pageCount})
                  </Showing>
                ) : null}
                {activeFilters.length > 0 ? (
                  <ActiveFilters aria-label="Active filters">
                    {activeFilters.map((chip) => (
                      <li key={chip.id}>
                        <ChipLink
                          to={listingUrl(withoutFilter(query, chip))}
                          aria-label={`Remove filter: ${chip.label}`}
                          preventScrollReset
                          $current
                        >
                          {chip.label} <span aria-hidden="true">×</span>
                        </ChipLink>
                      </li>
                    ))}
                  </ActiveFilters>
                ) : null}
              </div>
              <SortAndView query={query} sortKeys={sortKeys} sortLabels={sortLabels} viewModes={viewModes} />
            </ResultsHeader>
            <AffiliateDisclosure />
            {results.length === 0 ? (
              <EmptyState role="status">
                <h3>No accommodations found</h3>
                <p>Try adjusting your search criteria to find more options.</p>
                <Link to={listingUrl(clearFilters(query))}>Clear all filters</Link>
              </EmptyState>
            ) : (
              <>
                <CardList $view={query.view} aria-label="Accommodations">
                  {shown.items.map((listing, index) => (
                    <Fragment key={listing.id}>
                      <ListingCard
                        listing={listing}
                        view={query.view}
                        staySearch={staySearch}
                        stay={{ checkIn: query.checkIn, checkOut: query.checkOut, guests: query.guests }}
                      />
                      {index === bannerAfter ? <NewsletterBanner /> : null}
                    </Fragment>
                  ))}
                </CardList>
                {shown.pageCount > 1 ? (
                  <ResultsPager page={shown.page} pageCount={shown.pageCount} pageLink={pageLink} />
                ) : null}
              </>
            )}
          </Results>
        </Layout>
      </Container>
      <HowItWorks />
    </>
  );
}

const Layout = styled.div`
  display: grid;
  gap: 1.5rem;
  padding: 2rem 0 3rem;
  ${mediaUp('large')} {
    grid-template-columns: 280px minmax(0, 1fr);
    gap: 2rem;
  }
`;

const Results = styled.section`
  min-width: 0;
`;

const ResultsHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: 1rem;
`;

const ResultsHeading = styled.h2`
  font-size: 1.375rem;
  margin: 0;
  scroll-margin-top: 6rem;
`;

const ActiveFilters = styled(ChipList)`
  margin-top: 0.5rem;
`;

// The grid layout: one column on phones, two from the small breakpoint on; the list: one.
const CardList = styled(CardGrid)<{ $view: ViewMode }>`
  margin-top: 1.25rem;
  ${({ $view }) =>
    $view === 'list'
      ? `&& {
    grid-template-columns: 1fr;
  }`
      : `${mediaUp('large')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }`}
`;

const Showing = styled.p`
  margin: 0.25rem 0 0;
  color: ${theme.color.muted};
  font-size: 0.9375rem;
`;
