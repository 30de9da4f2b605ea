/**
 * One accommodation in a list: picture, name, rating badge, where it is, a few amenities and
 * the nightly price, with the details page and the partner's booking link.
 */
import styled from 'styled-components';
import { Link, SponsoredLink, mediaUp, paths, theme } from '@estes/shared';
import type { LodgingListing, ViewMode } from '../domain/lodging-types';
import { formatUsd } from '../domain/money';
import { bookNowHref, type ChosenStay } from '../domain/partner-links';
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
    <CardItem $view={view} aria-labelledby={headingId} data-listing-id={listing.id}>
      <Picture
        src={listing.image.src}
        alt={listing.image.alt}
        width={listing.image.width}
        height={listing.image.height}
        loading="lazy"
        decoding="async"
        $view={view}
      />
      <Body>
        <TopLine>
          <TypeTag>{listing.type}</TypeTag>
          {listing.ratingListed ? <RatingBadge rating={listing.rating} ratingText={listing.ratingText} /> : null}
        </TopLine>
        <Name id={headingId}>
          <Link to={detailsHref}>{listing.name}</Link>
        </Name>
        <Place>
          {listing.neighborhood ? `${listing.neighborhood}, ` : ''}
          {listing.city}
        </Place>
        <Reviews>
          {listing.ratingListed ? `${listing.ratingText} · ` : ''}
          {reviewsLabel(listing.reviewsCount)} on {partnerNameOf(listing)}
        </Reviews>
        <Amenities aria-label="Amenities">
          {listing.amenities.slice(0, 4).map((amenity) => (
            <li key={amenity}>{amenity}</li>
          ))}
        </Amenities>
        <BottomLine>
          <Price>
            <span>from</span> <strong>{formatUsd(listing.priceNightly)}</strong> <span>per night</span>
          </Price>
          <Actions>
            <DetailsLink to={detailsHref} aria-label={`View details of ${listing.name}`}>
              View details
            </DetailsLink>
            <SponsoredLink
              href={bookNowHref(listing, stay, from)}
              aria-label={`Book Now: ${listing.name}, with our partner (opens in a new tab)`}
            >
              Book Now
            </SponsoredLink>
          </Actions>
        </BottomLine>
      </Body>
    </CardItem>
  );
}

const CardItem = styled.li<{ $view: ViewMode }>`
  display: flex;
  flex-direction: column;
  background: ${theme.color.white};
  border: 1px solid ${theme.color.line};
  border-radius: ${theme.radius.medium};
  box-shadow: ${theme.shadow.card};
  overflow: hidden;
  ${({ $view }) =>
    $view === 'list'
      ? `${mediaUp('medium')} {
    flex-direction: row;
  }`
      : ''}
`;

const Picture = styled.img<{ $view: ViewMode }>`
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 10;
  object-fit: cover;
  background: ${theme.color.tealMist};
  ${({ $view }) =>
    $view === 'list'
      ? `${mediaUp('medium')} {
    width: 38%;
    max-width: 320px;
    aspect-ratio: auto;
    height: auto;
    flex-shrink: 0;
  }`
      : ''}
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.375rem;
  padding: 1rem 1.125rem 1.25rem;
  flex: 1;
`;

const TopLine = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 0.5rem;
`;

const TypeTag = styled.span`
  font-size: 0.8125rem;
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${theme.color.teal};
`;

const Name = styled.h3`
  font-size: 1.125rem;
  margin: 0;
  a {
    color: ${theme.color.ink};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;

const Place = styled.p`
  margin: 0;
  color: ${theme.color.muted};
  font-size: 0.9375rem;
`;

const Reviews = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${theme.color.muted};
`;

const Amenities = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.375rem;
  list-style: none;
  margin: 0.25rem 0 0;
  padding: 0;
  li {
    font-size: 0.8125rem;
    padding: 0.125rem 0.5rem;
    border-radius: ${theme.radius.pill};
    background: ${theme.color.tealWash};
    color: ${theme.color.pine};
  }
`;

const BottomLine = styled.div`
  margin-top: auto;
  padding-top: 0.75rem;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
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
