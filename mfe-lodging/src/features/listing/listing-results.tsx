/**
 * The list's results (docs/rules/lodging.md#listing-data to docs/rules/lodging.md#listing-pages):
 * how many, the active filters as removable chips, the sort and layout, where the places and
 * prices come from, the cards (the partner's live offers, or the team's list), and the pages.
 */
import { Fragment } from 'react';
import styled from 'styled-components';
import { CardGrid, Link, mediaUp, paths, theme } from '@estes/shared';
import { ChipLink, ChipList } from '@estes/shared/ui/category-chips';
import { EmptyState } from '@estes/shared/ui/section';
import { AffiliateDisclosure } from '../../components/affiliate-disclosure';
import { OfferCard } from '../../components/offer-card';
import { TeamCard } from '../../components/team-card';
import type { OffersAnswer } from '../../domain/lodging-offers';
import { partnerNames } from '../../domain/lodging-partners';
import {
  clearFilters,
  describeActiveFilters,
  listingQuerySearch,
  staySearch,
  withoutFilter,
} from '../../domain/listing-query';
import { withListingPage } from '../../domain/listing-pages';
import { newsletterBannerIndex, sortLabels } from '../../domain/lodging-rules';
import { sortKeys, viewModes, type ListingQuery, type ViewMode } from '../../domain/lodging-types';
import type { ChosenStay } from '../../domain/partner-links';
import { BadStay, ListFailed, StayPriced, TeamListNotice, UnsupportedFilters } from './listing-notices';
import type { ListingResult } from './listing-data';
import { NewsletterBanner } from './newsletter-banner';
import { ResultsPager } from './results-pager';
import { SortAndView } from './sort-and-view';

const listingUrl = (query: ListingQuery): string => `${paths.accommodations()}${listingQuerySearch(query)}`;

/** The numbers above the cards: how many, and which of them this page shows. */
function countsOf(answer: OffersAnswer) {
  const shown = answer.state === 'live' ? answer.offers.length : answer.properties.length;
  const first = shown === 0 ? 0 : (answer.page - 1) * answer.pageSize + 1;
  return { total: answer.total, first, last: first + shown - 1 };
}

export function ListingResults({ query, result }: { query: ListingQuery; result: ListingResult }) {
  const answer = result.kind === 'answer' ? result.answer : undefined;
  const live = answer?.state === 'live';
  const activeFilters = describeActiveFilters(query);
  const counts = answer ? countsOf(answer) : undefined;
  const places = (count: number) => `${count} ${count === 1 ? 'place' : 'places'}`;
  // The stay asked, as links carry it: a property's page, and Book Now.
  const detailsSearch = staySearch(query.stay);
  const stay: ChosenStay = {
    ...query.stay,
    ...(answer && !answer.stay.isDefault ? { checkin: answer.stay.checkin, checkout: answer.stay.checkout } : {}),
  };
  const pageLink = (page: number) =>
    `${paths.accommodations()}${withListingPage(listingQuerySearch(query), page)}#results-heading`;
  const from = paths.accommodations();

  return (
    <Results aria-labelledby="results-heading">
      <ResultsHeader>
        <div>
          <ResultsHeading id="results-heading">
            {!answer || !counts
              ? 'Places to stay'
              : live
                ? `${places(counts.total)} available`
                : `${places(counts.total)} in and around Estes Park`}
          </ResultsHeading>
          {answer && counts && answer.pageCount > 1 ? (
            <Showing>
              Showing {counts.first}–{counts.last} (page {answer.page} of {answer.pageCount})
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
        <SortAndView
          query={query}
          // Without the partner's offers there are no prices or ratings to sort by: the list is by name.
          sortKeys={live ? sortKeys : []}
          sortLabels={sortLabels}
          viewModes={viewModes}
        />
      </ResultsHeader>
      {result.kind === 'bad-stay' ? <BadStay message={result.message} query={query} /> : null}
      {result.kind === 'failed' ? <ListFailed /> : null}
      {answer?.state === 'live' ? (
        <StayPriced stay={answer.stay} checkedAt={answer.checkedAt} partner={partnerNames[answer.partner]} />
      ) : null}
      {answer && answer.state !== 'live' ? <TeamListNotice answer={answer} /> : null}
      {answer ? <UnsupportedFilters filters={answer.unsupportedFilters} live={live} /> : null}
      <AffiliateDisclosure />
      {answer && counts?.total === 0 ? (
        <EmptyState role="status">
          <h3>{live ? 'Nothing available with these filters' : 'No places of our list match'}</h3>
          <p>
            {live
              ? 'Our booking partner has nothing that matches for this stay. Try other dates or fewer filters.'
              : 'Try fewer filters.'}
          </p>
          <Link to={listingUrl(clearFilters(query))}>Clear all filters</Link>
        </EmptyState>
      ) : null}
      {answer && counts && counts.total > 0 ? (
        <>
          <Cards answer={answer} view={query.view} detailsSearch={detailsSearch} stay={stay} from={from} />
          {answer.pageCount > 1 ? (
            <ResultsPager page={answer.page} pageCount={answer.pageCount} pageLink={pageLink} />
          ) : null}
        </>
      ) : null}
    </Results>
  );
}

function Cards({
  answer,
  view,
  detailsSearch,
  stay,
  from,
}: {
  answer: OffersAnswer;
  view: ViewMode;
  detailsSearch: string;
  stay: ChosenStay;
  from: string;
}) {
  const items = answer.state === 'live' ? answer.offers : answer.properties;
  const bannerAfter = newsletterBannerIndex(items.length, view);
  return (
    <CardList $view={view} aria-label="Places to stay">
      {answer.state === 'live'
        ? answer.offers.map((offer, index) => (
            <Fragment key={offer.id}>
              <OfferCard
                offer={offer}
                nights={answer.stay.nights}
                view={view}
                detailsSearch={detailsSearch}
                stay={stay}
                from={from}
              />
              {index === bannerAfter ? <NewsletterBanner /> : null}
            </Fragment>
          ))
        : answer.properties.map((property, index) => (
            <Fragment key={property.id}>
              <TeamCard property={property} view={view} detailsSearch={detailsSearch} stay={stay} from={from} />
              {index === bannerAfter ? <NewsletterBanner /> : null}
            </Fragment>
          ))}
    </CardList>
  );
}

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

// The grid layout: one column on phones, two from the large breakpoint on; the list: one.
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
