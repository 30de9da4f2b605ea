/**
 * What the lodging area hands the visitor's My trip list: a property (decision 032). The
 * site's path builders are passed in (`paths` of @estes/shared in pages, of @estes/shared/core
 * in the API), so the API's bundle requires no browser package.
 */
import type { paths } from '@estes/shared';
import type { TripItem } from '@estes/shared/my-trip';

export const propertyTripItem = (
  listing: { id: string; name: string },
  sitePaths: Pick<typeof paths, 'property'>,
): TripItem => ({
  kind: 'property',
  id: listing.id,
  title: listing.name,
  path: sitePaths.property(listing.id),
});
