/** What the lodging area hands the visitor's My trip list: a property (decision 032). */
import { paths } from '@estes/shared';
import type { TripItem } from '@estes/shared/my-trip';

export const propertyTripItem = (listing: { id: string; name: string }): TripItem => ({
  kind: 'property',
  id: listing.id,
  title: listing.name,
  path: paths.property(listing.id),
});
