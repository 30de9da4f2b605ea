/**
 * A local stand-in of Google's Places API (New) for tests, e2e and `npm run dev`, speaking its
 * wire format (decision 038 lists what was read):
 * - `POST {base}/places:searchText` with a JSON body (`textQuery` required, `maxResultCount`
 *   1–20, `locationBias` or `locationRestriction`, not both), answering `{ places: [Place] }`
 *   (`{}` when nothing matched);
 * - `GET {base}/places/{id}`, answering the `Place`, 404 NOT_FOUND for an id it does not know;
 * - the key in `X-Goog-Api-Key` (missing: 403 PERMISSION_DENIED; wrong: 400 INVALID_ARGUMENT with
 *   the `ErrorInfo` reason API_KEY_INVALID, as Google answers a key that does not exist) and the
 *   field mask in `X-Goog-FieldMask` (or `fields`): only the fields asked are answered, a missing
 *   mask is the documented 400, an unknown field a 400 too;
 * - errors as `google.rpc.Status`: `{ error: { code, message, status, details } }`.
 * It serves the STAND-IN TEST DATA of stand-in-inventory.ts, with hours as of its own clock.
 *
 * Base URL (PLACES_API_URL): `{origin}/v1`. Special behaviours, chosen by a prefix of the path,
 * as the other stand-ins do:
 * - `/down/v1/…` answers 503 UNAVAILABLE;
 * - `/busy/v1/…` answers 429 RESOURCE_EXHAUSTED;
 * - `/slow/v1/…` answers after `slowMs` (longer than the client's time limit);
 * - `/malformed/v1/…` answers 200 with a body that is not the documented shape;
 * - `/malformed-entries/v1/…` answers a search with one broken place among the good ones.
 * Tests can also queue one-off behaviours per endpoint (`queue`) and read back every request.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createStandInServer } from '@estes/shared/server/testing';
import { standInPlaceById, standInPlaces } from './stand-in-inventory';
import { placeResource, standInLocationOf } from './stand-in-places';

export const standInPlacesKey = 'stand-in-places-key';
export const standInApiPath = '/v1';

export type PlacesEndpoint = 'search' | 'details';

export type StandInBehaviour =
  | { kind: 'status'; status: number; body?: unknown; headers?: Record<string, string> }
  | { kind: 'answer'; body: unknown }
  | { kind: 'hang' }
  | { kind: 'not-json' }
  /** A body bigger than `bytes`, streamed without a Content-Length. */
  | { kind: 'huge'; bytes: number };

export interface StandInRequest {
  endpoint: PlacesEndpoint;
  method: string;
  path: string;
  /** The query string (`languageCode=en&…`), without `?`. */
  query: string;
  apiKey: string | undefined;
  fieldMask: string | undefined;
  contentType: string | undefined;
  /** The JSON body of a search (an object; anything else reads as `{}`). */
  body: Record<string, unknown>;
}

export interface PlacesStandIn {
  /** PLACES_API_URL for the normal behaviour. */
  url: string;
  origin: string;
  port: number;
  /** PLACES_API_URL with a behaviour prefix ('down', 'busy', 'slow', 'malformed', 'malformed-entries'). */
  urlWith(prefix: string): string;
  requests: StandInRequest[];
  /** Behaviours used once each, in order, by the next requests to `endpoint`. */
  queue(endpoint: PlacesEndpoint, ...behaviours: StandInBehaviour[]): void;
  close(): Promise<void>;
}

export interface PlacesStandInOptions {
  /** How long `/slow/` waits before answering. */
  slowMs?: number;
  /** The stand-in's clock (its hours are as of this moment). */
  now?: () => Date;
}

/** The API's canonical codes as HTTP statuses (google.rpc.Code's HTTP mapping). */
const canonical: Readonly<Record<number, string>> = {
  400: 'INVALID_ARGUMENT',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  429: 'RESOURCE_EXHAUSTED',
  500: 'INTERNAL',
  503: 'UNAVAILABLE',
};

export const errorBody = (code: number, message: string, details?: unknown[]) => ({
  error: { code, message, status: canonical[code] ?? 'UNKNOWN', ...(details ? { details } : {}) },
});

const keyInvalidBody = errorBody(400, 'API key not valid. Please pass a valid API key.', [
  {
    '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
    reason: 'API_KEY_INVALID',
    domain: 'googleapis.com',
    metadata: { service: 'places.googleapis.com' },
  },
]);

const fieldMaskMissingMessage =
  "FieldMask is a required parameter. See https://cloud.google.com/apis/docs/system-parameters on how to provide it. As an example, you can set the header 'X-Goog-FieldMask' to value 'places.displayName' to ask for the display name of a place. You can also set the value to '*' in manual testing to get all the available response fields.";

/** The `Place` fields the reference lists (the stand-in answers those it has data for). */
const placeFields = new Set([
  'name',
  'id',
  'displayName',
  'types',
  'primaryType',
  'primaryTypeDisplayName',
  'nationalPhoneNumber',
  'internationalPhoneNumber',
  'formattedAddress',
  'shortFormattedAddress',
  'addressComponents',
  'plusCode',
  'location',
  'viewport',
  'rating',
  'googleMapsUri',
  'websiteUri',
  'reviews',
  'regularOpeningHours',
  'utcOffsetMinutes',
  'photos',
  'adrFormatAddress',
  'businessStatus',
  'priceLevel',
  'attributions',
  'userRatingCount',
  'iconMaskBaseUri',
  'iconBackgroundColor',
  'takeout',
  'delivery',
  'dineIn',
  'curbsidePickup',
  'reservable',
  'servesBreakfast',
  'servesLunch',
  'servesDinner',
  'servesBeer',
  'servesWine',
  'servesBrunch',
  'servesVegetarianFood',
  'currentOpeningHours',
  'currentSecondaryOpeningHours',
  'regularSecondaryOpeningHours',
  'editorialSummary',
  'outdoorSeating',
  'liveMusic',
  'menuForChildren',
  'servesCocktails',
  'servesDessert',
  'servesCoffee',
  'goodForChildren',
  'allowsDogs',
  'restroom',
  'goodForGroups',
  'goodForWatchingSports',
  'paymentOptions',
  'parkingOptions',
  'subDestinations',
  'accessibilityOptions',
  'fuelOptions',
  'evChargeOptions',
]);

class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly body: unknown = errorBody(code, message),
  ) {
    super(message);
  }
}

/**
 * The mask's paths into the resource: `*` for all, else `places.displayName` (a search) or
 * `displayName`, `regularOpeningHours.weekdayDescriptions` (a detail); an unknown field is a 400.
 */
function readMask(mask: string | undefined, prefix: 'places.' | ''): string[][] | '*' {
  if (mask === undefined || mask.trim() === '') throw new ApiError(400, fieldMaskMissingMessage);
  const paths = mask
    .split(',')
    .map((path) => path.trim())
    .filter(Boolean);
  if (paths.includes('*') || (prefix && paths.includes('places'))) return '*';
  return paths.flatMap((path) => {
    if (prefix && path === 'nextPageToken') return [];
    if (prefix && !path.startsWith(prefix)) {
      throw new ApiError(400, `Error expanding 'fields' parameter. Cannot find matching fields for path '${path}'.`);
    }
    const parts = path.slice(prefix.length).split('.');
    if (parts[0] === '*') return [['*']];
    if (!placeFields.has(parts[0] ?? '')) {
      throw new ApiError(400, `Error expanding 'fields' parameter. Cannot find matching fields for path '${path}'.`);
    }
    return [parts];
  });
}

/** Only the masked fields of a resource (one level of sub-fields: `regularOpeningHours.periods`). */
function masked(resource: Record<string, unknown>, paths: string[][] | '*'): Record<string, unknown> {
  if (paths === '*' || paths.some((path) => path[0] === '*')) return resource;
  const picked: Record<string, unknown> = {};
  for (const [field, sub] of paths) {
    const value = resource[field ?? ''];
    if (value === undefined || field === undefined) continue;
    if (sub === undefined) picked[field] = value;
    else if (typeof value === 'object' && value !== null && sub in value) {
      picked[field] = { ...(picked[field] as object | undefined), [sub]: (value as Record<string, unknown>)[sub] };
    }
  }
  return picked;
}

const wordsOf = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

const inRectangle = (point: { latitude: number; longitude: number }, rectangle: unknown): boolean => {
  const { low, high } = (rectangle ?? {}) as {
    low?: { latitude?: number; longitude?: number };
    high?: { latitude?: number; longitude?: number };
  };
  const numbers = [low?.latitude, low?.longitude, high?.latitude, high?.longitude];
  if (numbers.some((value) => typeof value !== 'number')) {
    throw new ApiError(400, 'Invalid rectangle: low and high must both have a latitude and a longitude.');
  }
  const [south, west, north, east] = numbers as [number, number, number, number];
  return point.latitude >= south && point.latitude <= north && point.longitude >= west && point.longitude <= east;
};

/** Text Search on the stand-in's places: those whose name's words are mostly in the query, best first. */
function searchAnswer(body: Record<string, unknown>, mask: string | undefined, now: Date) {
  const paths = readMask(mask, 'places.');
  const { textQuery, maxResultCount, locationBias, locationRestriction } = body;
  if (typeof textQuery !== 'string' || textQuery.trim() === '') throw new ApiError(400, 'textQuery must be set.');
  if (
    maxResultCount !== undefined &&
    (typeof maxResultCount !== 'number' || maxResultCount < 1 || maxResultCount > 20)
  ) {
    throw new ApiError(400, 'maxResultCount must be between 1 and 20.');
  }
  if (locationBias !== undefined && locationRestriction !== undefined) {
    throw new ApiError(400, 'locationBias and locationRestriction cannot both be set.');
  }
  const rectangle = (locationRestriction as { rectangle?: unknown } | undefined)?.rectangle;
  if (locationRestriction !== undefined && rectangle === undefined) {
    throw new ApiError(400, 'locationRestriction must be a rectangle.');
  }
  const query = new Set(wordsOf(textQuery));
  const scored = standInPlaces
    .filter((place) => rectangle === undefined || inRectangle(standInLocationOf(place), rectangle))
    .map((place) => {
      const words = wordsOf(place.name);
      return { place, share: words.filter((word) => query.has(word)).length / Math.max(1, words.length) };
    })
    .filter(({ share }) => share >= 0.6)
    .sort((a, b) => b.share - a.share || a.place.placeId.localeCompare(b.place.placeId))
    .slice(0, typeof maxResultCount === 'number' ? maxResultCount : 20);
  if (scored.length === 0) return {};
  return { places: scored.map(({ place }) => masked(placeResource(place, now), paths)) };
}

function detailsAnswer(placeId: string, mask: string | undefined, now: Date) {
  const paths = readMask(mask, '');
  if (!/^[A-Za-z0-9_-]+$/.test(placeId)) throw new ApiError(400, `Not a valid Place ID: ${placeId.slice(0, 100)}`);
  const place = standInPlaceById.get(placeId);
  if (!place) throw new ApiError(404, 'Requested entity was not found.');
  return masked(placeResource(place, now), paths);
}

const behaviourPrefixes = ['down', 'busy', 'slow', 'malformed', 'malformed-entries'] as const;

export async function startPlacesStandIn(port = 0, options: PlacesStandInOptions = {}): Promise<PlacesStandIn> {
  const slowMs = options.slowMs ?? 12_000;
  const now = options.now ?? (() => new Date());
  const requests: StandInRequest[] = [];
  const queued = new Map<PlacesEndpoint, StandInBehaviour[]>();

  const sendJson = (response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    response.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', ...headers });
    response.end(JSON.stringify(body));
  };

  const behave = (response: ServerResponse, behaviour: StandInBehaviour) => {
    switch (behaviour.kind) {
      case 'hang':
        server.hang(response);
        return;
      case 'not-json':
        response
          .writeHead(200, { 'content-type': 'text/html' })
          .end('<html><body>Error 502 (Server Error)</body></html>');
        return;
      case 'huge':
        server.sendHuge(response, behaviour.bytes);
        return;
      case 'status':
        sendJson(
          response,
          behaviour.status,
          behaviour.body ?? errorBody(behaviour.status, 'Stand-in error.'),
          behaviour.headers,
        );
        return;
      case 'answer':
        sendJson(response, 200, behaviour.body);
    }
  };

  const handle = (request: IncomingMessage, response: ServerResponse, text: string) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    if (url.pathname === '/healthz') return void response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    const match = /^(?:\/([a-z-]+))?\/v1\/places(?::(searchText)|\/([^/]+))$/.exec(url.pathname);
    const prefix = match?.[1];
    const endpoint: PlacesEndpoint | undefined = match?.[2] ? 'search' : match?.[3] ? 'details' : undefined;
    if (!endpoint || (prefix && !(behaviourPrefixes as readonly string[]).includes(prefix))) {
      return void sendJson(response, 404, errorBody(404, 'Requested entity was not found.'));
    }
    const expected = endpoint === 'search' ? 'POST' : 'GET';
    if (request.method !== expected)
      return void sendJson(response, 404, errorBody(404, 'Requested entity was not found.'));
    let body: Record<string, unknown> = {};
    if (endpoint === 'search') {
      try {
        const parsed: unknown = text ? JSON.parse(text) : {};
        if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed))
          body = parsed as Record<string, unknown>;
      } catch {
        return void sendJson(response, 400, errorBody(400, 'Invalid JSON payload received.'));
      }
    }
    const header = (name: string) => {
      const value = request.headers[name];
      return Array.isArray(value) ? value[0] : value;
    };
    const apiKey = header('x-goog-api-key') ?? url.searchParams.get('key') ?? undefined;
    const fieldMask =
      header('x-goog-fieldmask') ?? url.searchParams.get('fields') ?? url.searchParams.get('$fields') ?? undefined;
    requests.push({
      endpoint,
      method: request.method ?? '',
      path: url.pathname,
      query: url.search.slice(1),
      apiKey,
      fieldMask,
      contentType: header('content-type'),
      body,
    });
    if (apiKey === undefined) {
      return void sendJson(response, 403, errorBody(403, 'The request is missing a valid API key.'));
    }
    if (apiKey !== standInPlacesKey) return void sendJson(response, 400, keyInvalidBody);
    const once = queued.get(endpoint)?.shift();
    if (once) return behave(response, once);
    if (prefix === 'down') return void sendJson(response, 503, errorBody(503, 'The service is currently unavailable.'));
    if (prefix === 'busy') {
      return void sendJson(
        response,
        429,
        errorBody(429, "Quota exceeded for quota metric 'Requests' of service 'places.googleapis.com'."),
      );
    }
    if (prefix === 'malformed') {
      return void sendJson(
        response,
        200,
        endpoint === 'search' ? { places: 'none found' } : { id: 42, displayName: 'not text' },
      );
    }
    let answer: Record<string, unknown>;
    try {
      answer =
        endpoint === 'search'
          ? searchAnswer(body, fieldMask, now())
          : detailsAnswer(decodeURIComponent(match?.[3] ?? ''), fieldMask, now());
    } catch (error) {
      if (error instanceof ApiError) return void sendJson(response, error.code, error.body);
      throw error;
    }
    if (prefix === 'malformed-entries' && Array.isArray(answer.places)) {
      answer = { places: [{ id: 'not a place id!', displayName: 7 }, ...answer.places] };
    }
    if (prefix === 'slow') return server.answerLater(response, slowMs, () => sendJson(response, 200, answer));
    sendJson(response, 200, answer);
  };

  const server = createStandInServer(handle);
  const { origin, port: actualPort } = await server.listen(port);
  return {
    url: `${origin}${standInApiPath}`,
    origin,
    port: actualPort,
    urlWith: (prefix) => `${origin}/${prefix}${standInApiPath}`,
    requests,
    queue(endpoint, ...behaviours) {
      queued.set(endpoint, [...(queued.get(endpoint) ?? []), ...behaviours]);
    },
    close: () => server.close(),
  };
}
