/**
 * The places capability (decision 038): live facts about the directories' places from a places
 * provider.
 * - `GET /api/planning/places/facts?ids=…` (src/api/get-place-facts.ts): per place,
 *   its facts (rating, hours and "open now", phone, website, address, coordinates, map link,
 *   status), or why there are none;
 * - `GET /api/planning/downtown-places` (downtown-places.ts): the downtown guide's places with
 *   the same facts;
 * - `/healthz` (`areas.planning.places-provider`): not configured, ok, refusing our key
 *   (degraded), or failing.
 * The provider is Google's Places API (New) when PLACES_API_KEY is set (places-settings.ts);
 * without it nothing is called and the answer says so.
 */
import type { FastifyPluginAsync } from 'fastify';
import { declarePageFreshness, serveEndpoint, type AreaApiContext } from '@estes/shared/server';
import { activities } from '../../src/data/activities';
import { downtownDirectoryPlaces } from '../../src/data/downtown-places';
import { restaurants } from '../../src/data/restaurants';
import { getPlaceFactsEndpoint } from '../../src/api/get-place-facts';
import { createCachedPlaces, type CachedPlaces, type CachedPlacesOptions } from './cached-places';
import { GooglePlaces, type GooglePlacesOptions } from './google/google-places';
import { downtownPlacesRoute } from './downtown-places';
import { createPlaceFactsService } from './place-facts-service';
import type { PlaceToFind } from './places-provider';
import type { PlacesSettings } from './places-settings';

export interface PlacesRoutesOptions {
  places: PlacesSettings | undefined;
  /** Tests pass the provider (a stand-in's client with their own clock) instead of the settings'. */
  provider?: CachedPlaces | undefined;
  /** Tests: options for the Google client and the caches made from the settings. */
  googleOptions?: Partial<GooglePlacesOptions>;
  cacheOptions?: CachedPlacesOptions;
  requestDeadlineMs?: number;
  now?: () => number;
  reportHealth?: AreaApiContext['reportHealth'];
}

/** Every place of the directory by its id: where the provider is asked to find it. */
export const directoryPlaces: ReadonlyMap<string, PlaceToFind> = new Map([
  ...[...restaurants, ...activities].map(
    (entry) => [entry.id, { name: entry.name, location: entry.location }] as const,
  ),
  ...downtownDirectoryPlaces.map((place) => [place.id, { name: place.name, location: place.address }] as const),
]);

const reasonText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

export const placesRoutes: FastifyPluginAsync<PlacesRoutesOptions> = async (app, options) => {
  const settings = options.places;
  const places =
    options.provider ??
    (settings
      ? createCachedPlaces(
          new GooglePlaces({
            baseUrl: settings.baseUrl,
            apiKey: settings.apiKey,
            onDropped: (what, count) => app.log.warn({ what, count }, 'unreadable places left out'),
            ...options.googleOptions,
          }),
          {
            onFailure: (error) => app.log.warn({ reason: reasonText(error) }, 'the places provider could not answer'),
            ...options.cacheOptions,
          },
        )
      : undefined);
  const service = createPlaceFactsService({
    places,
    directory: directoryPlaces,
    ...(options.now ? { now: options.now } : {}),
    ...(options.requestDeadlineMs ? { requestDeadlineMs: options.requestDeadlineMs } : {}),
  });

  options.reportHealth?.('places-provider', async () =>
    places
      ? places.health()
      : { state: 'ok', provider: 'Google Maps', status: 'not configured (PLACES_API_KEY unset)' },
  );

  downtownPlacesRoute(app, service);

  serveEndpoint(app, getPlaceFactsEndpoint, async ({ query, reply }) => {
    const result = await service.facts(query.ids);
    // Browsers ask us, never the provider; our caches decide how often the provider is asked.
    reply.header('cache-control', 'no-cache');
    if (!result.ok) {
      reply.code(result.status);
      return { ok: false, message: result.message };
    }
    // A page built from the answer is built again when a fact is due to be read again or "open now" changes.
    declarePageFreshness(reply, { maxAgeSeconds: result.freshForSeconds });
    return result.answer;
  });
};
