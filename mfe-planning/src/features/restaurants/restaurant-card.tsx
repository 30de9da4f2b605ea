/**
 * One restaurant: picture, cuisine, name, price, where, what it is, three features and whether
 * it takes reservations, then its facts by the places provider's answer (place-facts-view):
 * live, the rating "on Google Maps", "Open now · Closes 9 PM", the week, phone, website and
 * address; otherwise a recorded phone or website with its source, or the way to its own listing.
 */
import styled from 'styled-components';
import { VisuallyHidden, paths, theme } from '@estes/shared';
import { SaveToTripButton } from '@estes/shared/my-trip';
import { Card, CardTitle } from '@estes/shared/ui/card';
import type { PlaceFactsEntry } from '../../domain/place-facts';
import type { Restaurant } from '../../domain/directory-types';
import { restaurantTripItem } from '../../domain/trip-items';
import {
  CardTopLine,
  DirectoryCardBody,
  DirectoryPicture,
  DirectoryPlaceFacts,
  Facts,
  Muted,
  Tag,
} from '../../components/directory-card';
import { TagList } from '../../components/tag-list';

export function RestaurantCard({
  restaurant,
  facts,
  providerName,
}: {
  restaurant: Restaurant;
  /** The provider's answer for this place; undefined when the API could not be read. */
  facts: PlaceFactsEntry | undefined;
  providerName: string;
}) {
  const headingId = `restaurant-${restaurant.id}-name`;
  const live = facts?.state === 'live' && facts.facts.address !== null;
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
        {/* The provider's address is in its block; ours only when it gave none. */}
        {live ? null : <Muted>{restaurant.location}</Muted>}
        <p>{restaurant.description}</p>
        <TagList items={restaurant.features} label={`Features of ${restaurant.name}`} />
        <Facts items={[['Reservations', restaurant.reservations ? 'Takes reservations' : 'Walk-ins only']]} />
        <DirectoryPlaceFacts place={restaurant} facts={facts} providerName={providerName} />
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
