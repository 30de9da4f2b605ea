/**
 * /accommodations: every stay in and around Estes Park, filtered, sorted and laid out as the
 * URL query says (so header links like ?type=Cabin, back/forward and shared links all work),
 * rendered on the server, 24 to a page (`?page=N`, plain links: it works without JavaScript).
 */
import { Fragment, useMemo } from 'react';
import styled from 'styled-components';
import {
  Container,
  Link,
  PageHero,
  mediaUp,
  paths,
  theme,
  useAreaPageData,
  type LoaderFunctionArgs,
} from '@estes/shared';
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
                        <Link
                          to={listingUrl(withoutFilter(query, chip))}
                          aria-label={`Remove filter: ${chip.label}`}
                          preventScrollReset
                        >
                          {chip.label} <span aria-hidden="true">×</span>
                        </Link>
                      </li>
                    ))}
                  </ActiveFilters>
                ) : null}
              </div>
              <SortAndView query={query} sortKeys={sortKeys} sortLabels={sortLabels} viewModes={viewModes} />
            </ResultsHeader>
            <AffiliateDisclosure />
            {results.length === 0 ? (
              <Empty role="status">
                <h3>No accommodations found</h3>
                <p>Try adjusting your search criteria to find more options.</p>
                <Link to={listingUrl(clearFilters(query))}>Clear all filters</Link>
              </Empty>
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
                  <Pages aria-label="Pages of results">
                    {shown.page > 1 ? (
                      <Link to={pageLink(shown.page - 1)} rel="prev">
                        ← Previous
                      </Link>
                    ) : null}
                    <ol>
                      {Array.from({ length: shown.pageCount }, (_, index) => index + 1).map((page) => (
                        <li key={page}>
                          {page === shown.page ? (
                            <span aria-current="page">{page}</span>
                          ) : (
                            <Link to={pageLink(page)} aria-label={`Page ${page}`}>
                              {page}
                            </Link>
                          )}
                        </li>
                      ))}
                    </ol>
                    {shown.page < shown.pageCount ? (
                      <Link to={pageLink(shown.page + 1)} rel="next">
                        Next →
                      </Link>
                    ) : null}
                  </Pages>
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

const ActiveFilters = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.375rem;
  list-style: none;
  margin: 0.5rem 0 0;
  padding: 0;
  a {
    display: inline-flex;
    align-items: center;
    gap: 0.375rem;
    min-height: 32px;
    font-size: 0.8125rem;
    padding: 0.125rem 0.75rem;
    border-radius: ${theme.radius.pill};
    background: ${theme.color.tealMist};
    color: ${theme.color.pine};
    font-weight: 600;
    text-decoration: none;
  }
`;

const CardList = styled.ul<{ $view: ViewMode }>`
  list-style: none;
  margin: 1.25rem 0 0;
  padding: 0;
  display: grid;
  gap: 1.25rem;
  grid-template-columns: 1fr;
  ${({ $view }) =>
    $view === 'grid'
      ? `${mediaUp('small')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }`
      : ''}
`;

const Showing = styled.p`
  margin: 0.25rem 0 0;
  color: ${theme.color.muted};
  font-size: 0.9375rem;
`;

const Pages = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 0.5rem 1rem;
  margin-top: 2rem;
  ol {
    display: flex;
    gap: 0.375rem;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a,
  span {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 44px;
    min-height: 44px;
    padding: 0 0.75rem;
    border-radius: ${theme.radius.pill};
    font-weight: 700;
  }
  span[aria-current] {
    background: ${theme.color.pine};
    color: ${theme.color.white};
  }
`;

const Empty = styled.div`
  margin-top: 1.5rem;
  padding: 2.5rem 1.5rem;
  text-align: center;
  border: 1px dashed ${theme.color.line};
  border-radius: ${theme.radius.medium};
  background: ${theme.color.surface};
  h3 {
    margin-bottom: 0.5rem;
  }
  p {
    color: ${theme.color.muted};
  }
  a {
    font-weight: 700;
  }
`;
