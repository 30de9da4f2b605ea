/**
 * Live facts about the places of the planning area's directories (restaurants, things to do)
 * from a places provider (issue 30, decision 038, docs/rules/planning.md#place-facts), as
 * `GET /api/planning/places/facts` answers them. The vocabulary is the site's, not the
 * provider's; every fact is what the provider answered, nothing is filled in where it says
 * nothing, and a provider that failed or is not configured is a state of the answer, never an
 * old fact shown as current.
 *
 * The schemas are zod/mini: the pages read these answers in the browser too (decision 014).
 */
import * as z from 'zod/mini';

/** The places providers the site can ask; one today (a second one adds an id here). */
export const placesProviderIds = ['google'] as const;
export type PlacesProviderId = (typeof placesProviderIds)[number];

/** Whose facts they are, as the provider's attribution rules ask them to be named. */
export const placesProviderNames: Readonly<Record<PlacesProviderId, string>> = { google: 'Google Maps' };

/** Why live facts cannot be shown right now. */
export const placeUnavailableReasons = [
  /** The provider refused our key (an operator must fix it). */
  'refused',
  /** The provider (or our own limit on calls to it) asked us to wait. */
  'rate-limited',
  /** The provider did not answer, answered an error, or answered something we could not read. */
  'failed',
] as const;
export type PlaceUnavailableReason = (typeof placeUnavailableReasons)[number];

/** At most this many places in one request (a directory page shows fewer). */
export const maxPlacesPerRequest = 40;

const openingSchema = z.object({
  open: z.boolean(),
  /** "Open now", "Open 24 hours", "Closed now", "Closed today", "Closed", "Temporarily closed". */
  headline: z.string(),
  /** "Closes 9 PM", "Opens 11 AM", "Opens 7 AM tomorrow", or null. */
  detail: z.nullable(z.string()),
  /** When the answer may next read differently (ISO 8601), or null. */
  changesAt: z.nullable(z.string()),
});
export type PlaceOpening = z.infer<typeof openingSchema>;

export const placeFactsSchema = z.object({
  /** The provider's name for the place. */
  name: z.string(),
  /** 1.0–5.0 from the provider's users, and how many rated it. */
  rating: z.nullable(z.object({ value: z.number(), count: z.number() })),
  hours: z.nullable(
    z.object({
      /** The provider's own lines, one a day ("Monday: 11:00 AM – 9:00 PM"), as it words them. */
      week: z.array(z.string()),
      /** At the server's now; null when the hours cannot be read on the town's clock. */
      openNow: z.nullable(openingSchema),
    }),
  ),
  phone: z.nullable(z.object({ national: z.string(), international: z.nullable(z.string()) })),
  website: z.nullable(z.string()),
  address: z.nullable(z.string()),
  coordinates: z.nullable(z.object({ latitude: z.number(), longitude: z.number() })),
  /** The place on the provider's map (its attribution link). */
  mapsUrl: z.nullable(z.string()),
  status: z.enum(['operational', 'closed-temporarily']),
  /** Others whose data this is, named with it as the provider's terms ask. */
  attributions: z.array(z.object({ provider: z.string(), url: z.nullable(z.string()) })),
});
export type PlaceFacts = z.infer<typeof placeFactsSchema>;

const checkedAt = z.string();

export const placeFactsEntrySchema = z.discriminatedUnion('state', [
  z.object({ id: z.string(), state: z.literal('live'), checkedAt, facts: placeFactsSchema }),
  /** The provider says the place closed for good: the pages leave it out. */
  z.object({ id: z.string(), state: z.literal('closed-permanently'), checkedAt }),
  /** The provider has no place we can say is this one (no confident match). */
  z.object({ id: z.string(), state: z.literal('not-found'), checkedAt }),
  z.object({ id: z.string(), state: z.literal('unavailable'), reason: z.enum(placeUnavailableReasons), checkedAt }),
  z.object({ id: z.string(), state: z.literal('not-configured') }),
]);
export type PlaceFactsEntry = z.infer<typeof placeFactsEntrySchema>;

export const placeFactsAnswerSchema = z.object({
  provider: z.enum(placesProviderIds),
  /** "Google Maps": the name the facts are shown under. */
  providerName: z.string(),
  /** In the order asked, each id once. */
  places: z.array(placeFactsEntrySchema),
});
export type PlaceFactsAnswer = z.infer<typeof placeFactsAnswerSchema>;

/** A directory entry's id: the slugs of restaurants.json and activities.json. */
export const placeIdPattern = /^[a-z0-9](?:[a-z0-9-]{0,78}[a-z0-9])?$/;

/**
 * Reads `ids` (comma-separated, or repeated) into distinct ids in the order given; a wrong query
 * is a message for the visitor. Whether each id is a place of ours is the server's to say.
 */
export function readPlaceIds(raw: unknown): { ok: true; ids: string[] } | { ok: false; message: string } {
  const values = (Array.isArray(raw) ? raw : [raw]).filter((value) => value !== undefined);
  if (values.some((value) => typeof value !== 'string')) return { ok: false, message: 'Give the places as ids=a,b.' };
  const text = (values as string[]).join(',');
  if (text.length > 4_000) return { ok: false, message: `Ask for at most ${maxPlacesPerRequest} places at a time.` };
  const ids = [
    ...new Set(
      text
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ];
  if (ids.length === 0) return { ok: false, message: 'Name at least one place: ids=bird-and-jim.' };
  if (ids.length > maxPlacesPerRequest) {
    return { ok: false, message: `Ask for at most ${maxPlacesPerRequest} places at a time.` };
  }
  const wrong = ids.find((id) => !placeIdPattern.test(id));
  if (wrong !== undefined) return { ok: false, message: `“${wrong.slice(0, 80)}” is not a place id.` };
  return { ok: true, ids };
}

// No zod in it: the pages' first load reads it from here without the schemas.
export { mapsSearchUrl } from './maps-search';
