/**
 * A place of the team's list (docs/rules/lodging.md#team-list), shown when the partner has no
 * live offers for us: only what the team knows for sure (the name, and the type and part of town
 * where the place's own name says them). No picture, score or price: Book Now opens the
 * partner's own search for Estes Park with the visitor's stay.
 */
import { Link, SponsoredLink } from '@estes/shared';
import { CardBody, CardFooter, CardKind, CardMeta, CardTitle } from '@estes/shared/ui/card';
import type { TeamPropertyAnswer } from '../domain/lodging-offers';
import { areaPreferenceLabels } from '../domain/lodging-rules';
import type { ViewMode } from '../domain/lodging-types';
import { bookNowHref, type ChosenStay } from '../domain/partner-links';
import { CardActions, DetailsLink, ListingItem, TopLine } from './listing-card-parts';

export function TeamCard({
  property,
  view,
  detailsSearch,
  stay,
  from,
}: {
  property: TeamPropertyAnswer;
  view: ViewMode;
  detailsSearch: string;
  stay: ChosenStay;
  from: string;
}) {
  const headingId = `listing-${property.id}-name`;
  const detailsHref = `/property/${encodeURIComponent(property.id)}${detailsSearch}`;
  return (
    <ListingItem as="li" $view={view} aria-labelledby={headingId} data-listing-id={property.id}>
      <CardBody>
        <TopLine>
          <CardKind>{property.type ?? 'Lodging'}</CardKind>
        </TopLine>
        <CardTitle id={headingId}>
          <Link to={detailsHref}>{property.name}</Link>
        </CardTitle>
        <CardMeta>{property.area ? `${areaPreferenceLabels[property.area]}, Estes Park` : 'Estes Park'}</CardMeta>
        <CardFooter>
          <CardMeta>Prices and availability on Booking.com</CardMeta>
          <CardActions>
            <DetailsLink to={detailsHref} aria-label={`View details of ${property.name}`}>
              View details
            </DetailsLink>
            <SponsoredLink
              href={bookNowHref(property, stay, from)}
              aria-label={`Book Now: ${property.name}, through Booking.com’s search for Estes Park (opens in a new tab)`}
            >
              Book Now
            </SponsoredLink>
          </CardActions>
        </CardFooter>
      </CardBody>
    </ListingItem>
  );
}
