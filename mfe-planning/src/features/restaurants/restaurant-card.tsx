/**
 * One restaurant: picture, cuisine, name, rating, price, address, what it is, three features,
 * hours, a tap-to-call phone link, the website (outbound, new tab) and whether it takes
 * reservations.
 */
import styled from 'styled-components';
import { VisuallyHidden, paths, phoneHref, theme } from '@estes/shared';
import { SaveToTripButton } from '@estes/shared/my-trip';
import { Card, CardTitle } from '@estes/shared/ui/card';
import { formatHours } from '../../domain/directory-rules';
import type { Restaurant } from '../../domain/directory-types';
import { restaurantTripItem } from '../../domain/trip-items';
import {
  CardTopLine,
  DirectoryCardBody,
  DirectoryPicture,
  Facts,
  Muted,
  RatingLine,
  Tag,
} from '../../components/directory-card';
import { TagList } from '../../components/tag-list';

const hostOf = (url: string): string => new URL(url).host.replace(/^www\./, '');

export function RestaurantCard({ restaurant }: { restaurant: Restaurant }) {
  const headingId = `restaurant-${restaurant.id}-name`;
  return (
    <Card as="li" id={`restaurant-${restaurant.id}`} aria-labelledby={headingId} data-restaurant-id={restaurant.id}>
      <DirectoryPicture image={restaurant.image} />
      <DirectoryCardBody>
        <CardTopLine>
          <Tag>{restaurant.cuisine}</Tag>
          {restaurant.featured ? <Tag $tone="ember">Featured</Tag> : null}
          <Price>
            <VisuallyHidden>Price range </VisuallyHidden>
            {restaurant.priceRange}
          </Price>
        </CardTopLine>
        <CardTitle id={headingId}>{restaurant.name}</CardTitle>
        <RatingLine rating={restaurant.rating} reviews={restaurant.reviews} />
        <Muted>
          {restaurant.location} ·{' '}
          {restaurant.distance === 'Downtown' ? 'Downtown' : `${restaurant.distance} from downtown`}
        </Muted>
        <p>{restaurant.description}</p>
        <TagList items={restaurant.features} label={`Features of ${restaurant.name}`} />
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
      </DirectoryCardBody>
    </Card>
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
