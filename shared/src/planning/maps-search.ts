/**
 * A search for a place on Google Maps, in the form Google documents for Maps URLs
 * (`https://www.google.com/maps/search/?api=1&query=…`): where a visitor finds a place's hours and
 * contact when the site has no live facts for it (docs/rules/planning.md#place-facts). Built from
 * our own name and address, never from a request.
 */
export const mapsSearchUrl = (name: string, address: string): string =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${name}, ${address}`)}`;
