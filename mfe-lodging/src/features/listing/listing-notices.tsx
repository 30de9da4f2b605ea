/**
 * What the list says about where its places and prices come from (docs/rules/lodging.md#listing-data):
 * the stay the partner priced (the visitor's, or the default stay with its dates), the partner
 * not configured or not answering (never old prices), filters the data cannot apply, and a stay
 * that is wrong (no search made).
 */
import styled from 'styled-components';
import { Link, paths, theme } from '@estes/shared';
import type { OffersAnswer, StayAsked } from '../../domain/lodging-offers';
import { partnerNames } from '../../domain/lodging-partners';
import { listingQuerySearch } from '../../domain/listing-query';
import { noStay, type ListingQuery } from '../../domain/lodging-types';
import { stayLabel } from '../../domain/stay-labels';

let timeFormat: Intl.DateTimeFormat | undefined;
const checkedTime = (iso: string) =>
  (timeFormat ??= new Intl.DateTimeFormat('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'America/Denver',
  })).format(new Date(iso));

/** The stay the prices are for, and when the partner quoted them. */
export function StayPriced({ stay, checkedAt, partner }: { stay: StayAsked; checkedAt: string; partner: string }) {
  return stay.isDefault ? (
    <StayLine data-testid="stay-priced">
      <strong>No dates chosen:</strong> prices are {partner}’s for {stayLabel(stay)}, our default stay. Choose your
      dates above for yours.
    </StayLine>
  ) : (
    <StayLine data-testid="stay-priced">
      Prices for {stayLabel(stay)}, as {partner} quoted them at {checkedTime(checkedAt)} (Estes Park time).
    </StayLine>
  );
}

/** Why the list shows the team's places without prices. */
export function TeamListNotice({ answer }: { answer: Exclude<OffersAnswer, { state: 'live' }> }) {
  if (answer.state === 'unavailable') {
    const partner = partnerNames[answer.partner];
    return (
      <Notice role="status" data-testid="partner-notice">
        <strong>Prices unavailable right now:</strong>{' '}
        {answer.reason === 'refused'
          ? `${partner} is not accepting our requests at the moment.`
          : `${partner} did not answer just now.`}{' '}
        We show no old prices. Here are the town’s places we list; Book Now opens {partner}’s search for Estes Park with
        your dates.
      </Notice>
    );
  }
  return (
    <Notice data-testid="partner-notice">
      Prices, photos and guest ratings come from our booking partner, Booking.com, which this site is not connected to
      right now: here are the town’s places we list, and Book Now opens Booking.com’s search for Estes Park with your
      dates.
    </Notice>
  );
}

const filterNames: Readonly<Record<string, string>> = {
  area: 'area',
  price: 'price',
  rating: 'guest rating',
  amenity: 'amenity',
};

/** Filters in the URL the data cannot answer, named rather than guessed. */
export function UnsupportedFilters({ filters, live }: { filters: readonly string[]; live: boolean }) {
  if (filters.length === 0) return null;
  const names = filters.map((filter) => filterNames[filter] ?? filter).join(', ');
  return (
    <Notice data-testid="unsupported-filters">
      Not applied: the {names} {filters.length === 1 ? 'filter' : 'filters'}.{' '}
      {live
        ? 'Our booking partner does not say which part of town a place is in.'
        : 'Without the partner’s offers we have no prices, ratings or facilities to filter by.'}
    </Notice>
  );
}

/** A wrong stay in the URL: what is wrong, and a way on. */
export function BadStay({ message, query }: { message: string; query: ListingQuery }) {
  return (
    <Problem role="alert" data-testid="bad-stay">
      <strong>{message}</strong> No search was made.{' '}
      <Link to={`${paths.accommodations()}${listingQuerySearch({ ...query, stay: noStay })}`}>
        Search without these dates
      </Link>
    </Problem>
  );
}

/** The lodging API itself could not be read. */
export function ListFailed() {
  return (
    <Problem role="alert" data-testid="list-failed">
      <strong>Places to stay cannot be shown right now.</strong> Please try again in a minute.
    </Problem>
  );
}

const StayLine = styled.p`
  margin: 0.75rem 0 0;
  font-size: 0.9375rem;
  color: ${theme.color.body};
`;

const Notice = styled.p`
  margin: 1rem 0 0;
  padding: 0.625rem 0.875rem;
  font-size: 0.9375rem;
  background: ${theme.color.tealMist};
  border-left: 4px solid ${theme.color.teal};
  border-radius: ${theme.radius.small};
`;

const Problem = styled.p`
  margin: 1rem 0 0;
  padding: 0.75rem 1rem;
  border-left: 4px solid ${theme.color.danger};
  background: ${theme.color.white};
  border-radius: ${theme.radius.small};
`;
