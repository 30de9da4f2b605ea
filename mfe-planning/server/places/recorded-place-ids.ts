/**
 * The provider's place id of a directory entry, where the team has looked it up and recorded it
 * (decision 038): a fact with its source and date, like any other fact the site shows. An entry
 * listed here is read by this id and never searched for; an entry not listed is found by a Text
 * Search and kept only on a confident match (`place-match.ts`).
 *
 * Google's terms let place ids be stored indefinitely (the Places API policies, "Exceptions from
 * caching restrictions"); its place-id guide advises refreshing one older than 12 months, and an
 * id the API no longer knows answers 404, which the site shows as "not found" until the team
 * records the new one. Record an id when a search does not find the place or finds the wrong
 * one, from Google's place ID finder or the place's Google Maps link, with the date you checked.
 *
 * None is recorded yet: every entry is found by search until the team confirms its id.
 */

export interface RecordedPlaceId {
  /** Google's place id ("ChIJ…"). */
  placeId: string;
  /** YYYY-MM-DD: when the team last checked it names this place. */
  recordedOn: string;
  /** Where it was read ("Google's place ID finder", "the place's Google Maps link"). */
  source: string;
}

/** By the entry's id in restaurants.json or activities.json. */
export const recordedPlaceIds: Readonly<Record<string, RecordedPlaceId>> = {};
