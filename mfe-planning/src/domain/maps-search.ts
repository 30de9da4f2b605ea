/**
 * A search for a place on Google Maps, in the form Google documents for Maps URLs
 * (`https://www.google.com/maps/search/?api=1&query=…`): where a visitor finds a place's hours and
 * contact when the site has no live facts for it (docs/rules/planning.md#place-facts). Built from
 * the directory's own name and address, never from a request.
 */
export function mapsSearchUrl(name: string, address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${name}, ${address}`)}`;
}
