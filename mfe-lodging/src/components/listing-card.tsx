/**
 * One accommodation in a list: picture, name, rating badge, where it is, a few amenities and
 * the nightly price, with the details page and the partner's booking link.
 */
import styled from 'styled-components';
import { Link, SponsoredLink, mediaUp, paths, theme } from '@estes/shared';
import { Card, CardBody, CardFooter, CardKind, CardMedia, CardMeta, CardTitle } from '@estes/shared/ui/card';
import { Pills } from '@estes/shared/ui/lists';
import type { LodgingListing, ViewMode } from '../domain/lodging-types';
import { formatUsd } from '../domain/money';
import { bookNowHref } from '../domain/partner-links';

interface ChosenStay {
  checkIn?: string;
  checkOut?: string;
  guests?: number;
}
import { partnerNameOf, reviewsLabel } from '../domain/rating-source';
import { RatingBadge } from './rating-badge';

export function ListingCard({
  listing,
  view,
  staySearch = '',
  stay = {},
  from = paths.accommodations(),
}: {
  listing: LodgingListing;
  view: ViewMode;
  /** The chosen dates and guests ('?…' or ''), carried to the property page. */
  staySearch?: string;
  /** The same dates and guests, carried by Book Now to the partner. */
  stay?: ChosenStay;
  /** The path of the page the card is on (counted with the partner click). */
  from?: string;
}) {
  const headingId = `listing-${listing.id}-name`;
  const detailsHref = `${paths.property(listing.id)}${staySearch}`;
  return (
    <ListingItem as="li" $view={view} aria-labelledby={headingId} data-listing-id={listing.id}>
      <Picture $ratio="16 / 10" $view={view}>
        {/* The listing's picture: src, alt and its size, so the card keeps its place while it loads. */}
        <img {...listing.image} loading="lazy" decoding="async" />
      </Picture>
      <CardBody>
        <TopLine>
          <CardKind>{listing.type}</CardKind>
          {listing.ratingListed ? <RatingBadge rating={listing.rating} ratingText={listing.ratingText} /> : null}
        </TopLine>
        <CardTitle id={headingId}>
          <Link to={detailsHref}>{listing.name}</Link>
        </CardTitle>
        <CardMeta>
          {listing.neighborhood ? `${listing.neighborhood}, ` : ''}
          {listing.city}
        </CardMeta>
        <CardMeta>
          {listing.ratingListed ? `${listing.ratingText} · ` : ''}
          {reviewsLabel(listing.reviewsCount)} on {partnerNameOf(listing)}
        </CardMeta>
        <Amenities items={listing.amenities.slice(0, 4)} label="Amenities" />
        <CardFooter>
          <Price>
            <span>from</span> <strong>{formatUsd(listing.priceNightly)}</strong> <span>per night</span>
          </Price>
          <Actions>
            <DetailsLink to={detailsHref} aria-label={`View details of ${listing.name}`}>
              View details
            </DetailsLink>
            <SponsoredLink
              href={bookNowHref(listing, { checkin: stay.checkIn, checkout: stay.checkOut, adults: stay.guests }, from)}
              aria-label={`Book Now: ${listing.name}, with our partner (opens in a new tab)`}
            >
              Book Now
            </SponsoredLink>
          </Actions>
        </CardFooter>
      </CardBody>
    </ListingItem>
  );
}

// In the list layout, from the medium breakpoint on, the picture sits beside the text.
const ListingItem = styled(Card)<{ $view: ViewMode }>`
  ${({ $view }) =>
    $view === 'list'
      ? `${mediaUp('medium')} {
    flex-direction: row;
  }`
      : ''}
`;

const Picture = styled(CardMedia)<{ $view: ViewMode }>`
  ${({ $view }) =>
    $view === 'list'
      ? `${mediaUp('medium')} {
    width: 38%;
    max-width: 320px;
    flex-shrink: 0;
    img {
      height: 100%;
      aspect-ratio: auto;
    }
  }`
      : ''}
`;

const TopLine = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 0.5rem;
`;

const Amenities = styled(Pills)`
  margin-top: 0.25rem;
`;

const Price = styled.p`
  margin: 0;
  strong {
    font-size: 1.375rem;
    color: ${theme.color.ink};
  }
  span {
    color: ${theme.color.muted};
    font-size: 0.875rem;
  }
`;

const Actions = styled.div`
  display: flex;
  gap: 0.5rem;
  align-items: center;
  white-space: nowrap;
`;

const DetailsLink = styled(Link)`
  font-weight: 700;
  color: ${theme.color.teal};
  min-height: 44px;
  display: inline-flex;
  align-items: center;
  padding: 0 0.25rem;
`;
