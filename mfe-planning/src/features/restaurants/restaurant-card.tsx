/**
 * One restaurant: picture, cuisine, name, rating, price, address, what it is, three features,
 * hours, a tap-to-call phone link, the website (outbound, new tab) and whether it takes
 * reservations.
 */
import styled from 'styled-components';
import { VisuallyHidden, paths, phoneHref, theme } from '@estes/shared';
import { SaveToTripButton } from '@estes/shared/my-trip';
import { formatHours } from '../../domain/directory-rules';
import type { Restaurant } from '../../domain/directory-types';
import { restaurantTripItem } from '../../domain/trip-items';
import {
  CardBody,
  CardTopLine,
  DirectoryCard,
  Facts,
  FeatureList,
  Muted,
  RatingLine,
  Tag,
} from '../../components/directory-card';

const hostOf = (url: string): string => new URL(url).host.replace(/^www\./, '');

export function RestaurantCard({ restaurant }: { restaurant: Restaurant }) {
  const headingId = `restaurant-${restaurant.id}-name`;
  return (
    <DirectoryCard id={`restaurant-${restaurant.id}`} aria-labelledby={headingId} data-restaurant-id={restaurant.id}>
      <img
        src={restaurant.image.src}
        alt={restaurant.image.alt}
        width={restaurant.image.width}
        height={restaurant.image.height}
        loading="lazy"
        decoding="async"
      />
      <CardBody>
        <CardTopLine>
          <Tag>{restaurant.cuisine}</Tag>
          {restaurant.featured ? <Tag $tone="ember">Featured</Tag> : null}
          <Price>
            <VisuallyHidden>Price range </VisuallyHidden>
            {restaurant.priceRange}
          </Price>
        </CardTopLine>
        <h3 id={headingId}>{restaurant.name}</h3>
        <RatingLine rating={restaurant.rating} reviews={restaurant.reviews} />
        <Muted>
          {restaurant.location} ·{' '}
          {restaurant.distance === 'Downtown' ? 'Downtown' : `${restaurant.distance} from downtown`}
        </Muted>
        <p>{restaurant.description}</p>
        <FeatureList features={restaurant.features} label={`Features of ${restaurant.name}`} />
        <Facts
          items={[
            [
              'Hours',
              formatHours(restaurant.hours).map((line) => (
                <span key={line} className="line">
                  {line}
                </span>
              )),
            ],
            ['Reservations', restaurant.reservations ? 'Takes reservations' : 'Walk-ins only'],
          ]}
        />
        <Contact>
          <a href={phoneHref(restaurant.phone)}>
            <VisuallyHidden>Call {restaurant.name} at </VisuallyHidden>
            {restaurant.phone}
          </a>
          {restaurant.website ? (
            <a href={restaurant.website} target="_blank" rel="noopener noreferrer">
              {hostOf(restaurant.website)}
              <VisuallyHidden> (website of {restaurant.name}, opens in a new tab)</VisuallyHidden>
            </a>
          ) : null}
        </Contact>
        <SaveToTripButton item={restaurantTripItem(restaurant, paths)} />
      </CardBody>
    </DirectoryCard>
  );
}

const Price = styled.span`
  margin-left: auto;
  font-weight: 700;
  color: ${theme.color.success};
`;

const Contact = styled.p`
  margin-top: auto !important;
  padding-top: 0.5rem;
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1rem;
  a {
    min-height: 44px;
    display: inline-flex;
    align-items: center;
    font-weight: 700;
    color: ${theme.color.teal};
  }
`;
