/**
 * The partner's photos as the pages link them (decision 036, phase B): through the lodging area's
 * own `GET /api/lodging/photos/<property id>/<n>/<size>`, which serves the partner's picture from
 * our origin (server/photos/). A page names a photo by the property and its place in the
 * property's photos (0 is the main photo, the list card's), never by the partner's address: the
 * server reads that address from the partner's content, not from the request.
 */

/** ~300 px square (thumbnails), ~500 px wide (cards, the gallery), ~1280 px wide (the viewer). */
export const photoSizes = ['small', 'medium', 'large'] as const;
export type PhotoSize = (typeof photoSizes)[number];

/** How many of a property's photos the pages show (the gallery and the viewer). */
export const maxPhotosShown = 12;

export const isPhotoSize = (value: string): value is PhotoSize => (photoSizes as readonly string[]).includes(value);

/** The site path of a property's photo: `/api/lodging/photos/booking-10004/0/medium`. */
export const photoPath = (propertyId: string, index: number, size: PhotoSize): string =>
  `/api/lodging/photos/${encodeURIComponent(propertyId)}/${index}/${size}`;

/** A photo's alternative text: the property's name and what the partner's tags say it shows. */
export function photoAlt(name: string, tags: readonly string[], index: number): string {
  const shows = tags
    .slice(0, 3)
    .map((tag) => tag.trim())
    .filter(Boolean);
  return shows.length > 0 ? `${name}: ${shows.join(', ').toLowerCase()}` : `${name}, photo ${index + 1}`;
}
