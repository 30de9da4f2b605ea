/**
 * One place in a live search (docs/rules/lodging.md#partner-offers): the partner's photo, name,
 * type and score, where it is, a few facilities, the offered room with its conditions, and the
 * price for the stay as the partner quoted it; its page on our site and Book Now to the partner.
 */
import styled from 'styled-components';
import { Link, SponsoredLink, theme } from '@estes/shared';
import { CardBody, CardFooter, CardKind, CardMeta, CardTitle } from '@estes/shared/ui/card';
import { Pills } from '@estes/shared/ui/lists';
import type { LodgingOffer } from '../domain/lodging-offers';
import { partnerNames } from '../domain/lodging-partners';
import { photoAlt, photoPath } from '../domain/lodging-photos';
import { bookNowHref, type ChosenStay } from '../domain/partner-links';
import { cancellationLabel, distanceLabel, mealPlanLabels, reviewsLabel } from '../domain/partner-facts';
import type { ViewMode } from '../domain/lodging-types';
import { ListingItem, Picture, TopLine, CardActions, DetailsLink } from './listing-card-parts';
import { PriceQuoteSummary } from './price-quote';
import { RatingBadge } from './rating-badge';

export function OfferCard({
  offer,
  nights,
  view,
  detailsSearch,
  stay,
  from,
}: {
  offer: LodgingOffer;
  nights: number;
  view: ViewMode;
  /** The stay ('?…' or ''), carried to the property's page. */
  detailsSearch: string;
  /** The same stay, carried by Book Now to the partner. */
  stay: ChosenStay;
  /** The path of the page the card is on (counted with the partner click). */
  from: string;
}) {
  const partner = partnerNames[offer.partner];
  const headingId = `listing-${offer.id}-name`;
  const detailsHref = `/property/${encodeURIComponent(offer.id)}${detailsSearch}`;
  const where = distanceLabel(offer.location);
  const product = offer.product;
  return (
    <ListingItem as="li" $view={view} aria-labelledby={headingId} data-listing-id={offer.id}>
      {offer.photo ? (
        <Picture $ratio="16 / 10" $view={view}>
          <img
            src={photoPath(offer.id, 0, 'medium')}
            alt={photoAlt(offer.name, offer.photo.tags, 0)}
            width={500}
            height={313}
            loading="lazy"
            decoding="async"
          />
        </Picture>
      ) : null}
      <CardBody>
        <TopLine>
          <CardKind>{offer.partnerType ?? offer.type ?? 'Lodging'}</CardKind>
          {offer.rating ? <RatingBadge score={offer.rating.score} partner={partner} /> : null}
        </TopLine>
        <CardTitle id={headingId}>
          <Link to={detailsHref}>{offer.name}</Link>
        </CardTitle>
        {where ? <CardMeta>{where}</CardMeta> : null}
        <CardMeta>
          {offer.rating
            ? `${offer.rating.score.toFixed(1)} out of 10 · ${reviewsLabel(offer.rating.reviewCount)} on ${partner}`
            : `No review score on ${partner} yet`}
        </CardMeta>
        {offer.amenities.length > 0 ? <Amenities items={offer.amenities.slice(0, 4)} label="Facilities" /> : null}
        {product ? (
          <Product>
            {[
              product.roomName,
              product.cancellation ? cancellationLabel(product.cancellation) : null,
              product.mealPlan && product.mealPlan !== 'none' ? mealPlanLabels[product.mealPlan] : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Product>
        ) : null}
        <CardFooter>
          <PriceQuoteSummary quote={offer.price} nights={nights} />
          <CardActions>
            <DetailsLink to={detailsHref} aria-label={`View details of ${offer.name}`}>
              View details
            </DetailsLink>
            <SponsoredLink
              href={bookNowHref(offer, stay, from)}
              aria-label={`Book Now: ${offer.name}, on ${partner} (opens in a new tab)`}
            >
              Book Now
            </SponsoredLink>
          </CardActions>
        </CardFooter>
      </CardBody>
    </ListingItem>
  );
}

const Amenities = styled(Pills)`
  margin-top: 0.25rem;
`;

const Product = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${theme.color.body};
`;
