/**
 * A local stand-in of Booking.com's Demand API v3.2 for tests, e2e and `npm run dev`, speaking
 * its wire format (decision 036 lists what was read): POST with a JSON body,
 * `Authorization: Bearer <token>` and `X-Affiliate-Id`, answers `{ request_id, data, metadata }`,
 * errors `{ request_id, errors: [{ id, message }] }`. It serves the STAND-IN TEST DATA of
 * stand-in-inventory.ts (prices that change with the dates and the party, sold-out nights) and
 * its own photos (`/images/…`, drawings labelled "stand-in photo").
 *
 * Base URL (BOOKING_API_URL): `{origin}/demand/3.2`. Special behaviours, chosen by a prefix of
 * the path, as the alerts stand-in does:
 * - `/down/demand/3.2/…` answers 503;
 * - `/busy/demand/3.2/…` answers 429 with `Retry-After: 30`;
 * - `/slow/demand/3.2/…` answers after `slowMs` (longer than the client's time limit);
 * - `/malformed/demand/3.2/…` answers 200 with a body that is not the documented shape;
 * - `/malformed-entries/demand/3.2/…` answers the normal data with one broken entry among them.
 * - a search or an availability for a party of exactly 7 adults (`failingPartyAdults`) answers
 *   503, whatever the prefix: a partner down for one stay, so an e2e test can show the page of a
 *   failed partner beside the others on the same server without disturbing them.
 * Any key other than `standInBookingToken` with `standInAffiliateId` answers 401. Tests can also
 * queue one-off behaviours per endpoint (`queue`) and read back every request (`requests`).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createStandInServer } from '@estes/shared/server/testing';
import { siteFacts } from '@estes/shared/core';
import {
  isInStandInTown,
  isSoldOut,
  nightsOf,
  roomStayPrice,
  standInCityId,
  standInConstants,
  standInProperties,
  type StandInProperty,
  type StandInRoom,
} from './stand-in-inventory';

export const standInBookingToken = 'stand-in-booking-token';
export const standInAffiliateId = '9100000';
export const standInApiPath = '/demand/3.2';
/** Searches and availability for this many adults answer 503 (the page of a failed partner, in e2e). */
export const failingPartyAdults = 7;

export type DemandEndpoint = 'search' | 'details' | 'availability' | 'constants';

export type StandInBehaviour =
  | { kind: 'status'; status: number; body?: unknown; headers?: Record<string, string> }
  | { kind: 'answer'; body: unknown }
  | { kind: 'hang' }
  | { kind: 'not-json' }
  /** A body bigger than `bytes`, streamed without a Content-Length. */
  | { kind: 'huge'; bytes: number };

export interface StandInRequest {
  endpoint: DemandEndpoint;
  path: string;
  authorization: string | undefined;
  affiliateId: string | undefined;
  contentType: string | undefined;
  /** The JSON body (an object; anything else reads as `{}`). */
  body: Record<string, unknown>;
}

export interface BookingStandIn {
  /** BOOKING_API_URL for the normal behaviour. */
  url: string;
  origin: string;
  port: number;
  /** BOOKING_API_URL with a behaviour prefix ('down', 'busy', 'slow', 'malformed', 'malformed-entries'). */
  urlWith(prefix: string): string;
  requests: StandInRequest[];
  /** Behaviours used once each, in order, by the next requests to `endpoint`. */
  queue(endpoint: DemandEndpoint, ...behaviours: StandInBehaviour[]): void;
  close(): Promise<void>;
}

export interface BookingStandInOptions {
  /** Results per search page at most (the real API takes `rows` up to 100). */
  pageSize?: number;
  /** How long `/slow/` waits before answering. */
  slowMs?: number;
}

let requestCounter = 0;
const requestId = () => `standin${String((requestCounter += 1)).padStart(8, '0')}`;

const errorBody = (id: string, message: string) => ({ request_id: requestId(), errors: [{ id, message }] });

class BadRequest extends Error {
  constructor(
    readonly id: string,
    message: string,
  ) {
    super(message);
  }
}

const isDate = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

const languageOf = (body: Record<string, unknown>): string => {
  const languages = body.languages;
  return Array.isArray(languages) && typeof languages[0] === 'string' ? languages[0] : 'en-gb';
};

const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const coordinatesOf = (property: StandInProperty) => ({
  latitude: Math.round((siteFacts.latitude + property.offsetKm[0] / 111.32) * 1e6) / 1e6,
  longitude:
    Math.round(
      (siteFacts.longitude + property.offsetKm[1] / (111.32 * Math.cos((siteFacts.latitude * Math.PI) / 180))) * 1e6,
    ) / 1e6,
});

function distanceKm(from: { latitude: number; longitude: number }, to: { latitude: number; longitude: number }) {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const a =
    Math.sin(radians(to.latitude - from.latitude) / 2) ** 2 +
    Math.cos(radians(from.latitude)) *
      Math.cos(radians(to.latitude)) *
      Math.sin(radians(to.longitude - from.longitude) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}

interface StayBody {
  checkin: string;
  checkout: string;
  nights: string[];
  adults: number;
  children: number[];
  rooms: number;
}

function stayOf(body: Record<string, unknown>): StayBody {
  for (const field of ['booker', 'checkin', 'checkout', 'guests']) {
    if (body[field] === undefined) throw new BadRequest('missing_parameter', `Parameter '${field}' is missing.`);
  }
  const { checkin, checkout } = body;
  if (!isDate(checkin)) throw new BadRequest('invalid_parameter', "Parameter 'checkin' is invalid.");
  if (!isDate(checkout) || checkout <= checkin)
    throw new BadRequest('invalid_parameter', "Parameter 'checkout' is invalid.");
  const nights = nightsOf(checkin, checkout);
  if (nights.length > 90) throw new BadRequest('invalid_parameter', "Parameter 'checkout' is invalid.");
  const guests = body.guests as Record<string, unknown>;
  const adults = guests.number_of_adults;
  const rooms = guests.number_of_rooms;
  const children = guests.children ?? [];
  if (typeof adults !== 'number' || adults < 1 || typeof rooms !== 'number' || rooms < 1 || rooms > adults) {
    throw new BadRequest('invalid_parameter', "Parameter 'guests' is invalid.");
  }
  if (!Array.isArray(children) || children.some((age) => typeof age !== 'number' || age < 0 || age > 17)) {
    throw new BadRequest('invalid_parameter', "Parameter 'guests.children' is invalid.");
  }
  if (body.currency !== undefined && body.currency !== 'USD') {
    throw new BadRequest('invalid_parameter', "Parameter 'currency' is invalid: the stand-in answers in USD only.");
  }
  return { checkin, checkout, nights, adults, children: children as number[], rooms };
}

/** The party of each room: adults and children shared out as evenly as they go. */
function roomParties(stay: StayBody) {
  return Array.from({ length: stay.rooms }, (_, index) => ({
    adults: Math.floor(stay.adults / stay.rooms) + (index < stay.adults % stay.rooms ? 1 : 0),
    children: stay.children.filter((_, child) => child % stay.rooms === index),
  }));
}

const fits = (room: StandInRoom, party: { adults: number; children: number[] }, rooms: number) =>
  room.maxAdults >= party.adults && room.maxChildren >= party.children.length && room.units >= rooms;

const money = (amount: number) => ({
  accommodation_currency: Math.round(amount * 100) / 100,
  booker_currency: Math.round(amount * 100) / 100,
});

/** The stand-in's price object for a base price: its charge profile, as the API itemises charges. */
function priceOf(property: StandInProperty, base: number, nights: number, withCharges: boolean) {
  const charges: {
    charge: number;
    condition: number | null;
    display: boolean;
    mode: string;
    percentage: number | null;
    amount: number;
  }[] = [];
  charges.push({
    charge: 301,
    condition: null,
    display: true,
    mode: 'percentage',
    percentage: 8.7,
    amount: base * 0.087,
  });
  if (property.charges === 'hotel-with-lodging-tax') {
    charges.push({
      charge: 302,
      condition: null,
      display: false,
      mode: 'percentage',
      percentage: 2,
      amount: base * 0.02,
    });
  }
  if (property.charges === 'home') {
    charges.push({ charge: 303, condition: null, display: true, mode: 'per_stay', percentage: null, amount: 95 });
  }
  if (property.pets === 'yes' || property.pets === 'upon_request') {
    charges.push({
      charge: 304,
      condition: 1,
      display: false,
      mode: 'per_night',
      percentage: null,
      amount: 20 * nights,
    });
  }
  const display = base + charges.filter((c) => c.display && c.condition === null).reduce((sum, c) => sum + c.amount, 0);
  const total = base + charges.filter((c) => c.condition === null).reduce((sum, c) => sum + c.amount, 0);
  return {
    ...(withCharges
      ? {
          base: money(base),
          charges: charges.map((c) => ({
            charge: c.charge,
            condition: c.condition,
            included_in: { display: c.display },
            mode: c.mode,
            percentage: c.percentage,
            total_amount: money(c.amount),
          })),
        }
      : {}),
    display: money(display),
    total: money(total),
  };
}

const partnerUrl = (property: StandInProperty, stay?: StayBody) => {
  const url = new URL(`https://www.booking.com/hotel/us/stand-in-${slugOf(property.name)}.html`);
  url.searchParams.set('aid', standInAffiliateId);
  if (stay) {
    url.searchParams.set('checkin', stay.checkin);
    url.searchParams.set('checkout', stay.checkout);
    url.searchParams.set('group_adults', String(stay.adults));
    url.searchParams.set('no_rooms', String(stay.rooms));
  }
  return url.toString();
};

/** The cheapest room type every room of the party fits, with its price for the stay, or undefined (full). */
function bestRoom(property: StandInProperty, stay: StayBody) {
  if (isSoldOut(property, stay.nights)) return undefined;
  const parties = roomParties(stay);
  const options = property.rooms
    .filter((room) => parties.every((party) => fits(room, party, stay.rooms)))
    .map((room) => ({
      room,
      parties,
      base: parties.reduce((sum, p) => sum + roomStayPrice(room, stay.nights, p.adults, p.children), 0),
    }));
  return options.sort((a, b) => a.base - b.base)[0];
}

const nonRefundable = 0.9;

function searchAnswer(body: Record<string, unknown>, pageSize: number) {
  const stay = stayOf(body);
  const extras = Array.isArray(body.extras) ? body.extras : [];
  const coordinates = body.coordinates as { latitude?: number; longitude?: number; radius?: number } | undefined;
  let candidates: readonly StandInProperty[];
  if (typeof body.city === 'number') {
    candidates = body.city === standInCityId ? standInProperties.filter(isInStandInTown) : [];
  } else if (coordinates && typeof coordinates.latitude === 'number' && typeof coordinates.longitude === 'number') {
    const centre = { latitude: coordinates.latitude, longitude: coordinates.longitude };
    const radius = coordinates.radius ?? 10;
    candidates = standInProperties.filter((property) => distanceKm(centre, coordinatesOf(property)) <= radius);
  } else {
    throw new BadRequest('missing_parameter', 'One of the location parameters is missing.');
  }
  const entries = candidates.flatMap((property) => {
    const best = bestRoom(property, stay);
    if (!best) return [];
    const base = best.base * nonRefundable;
    return [
      {
        id: property.id,
        currency: { accommodation: 'USD', booker: 'USD' },
        price: priceOf(property, base, stay.nights.length, extras.includes('extra_charges')),
        ...(extras.includes('products')
          ? {
              products: best.parties.map((party, index) => ({
                id: `${property.id}${best.room.key}_nr_${index}`,
                children: party.children,
                number_of_adults: party.adults,
                policies: {
                  cancellation: { free_cancellation_until: null, type: 'non_refundable' },
                  meal_plan: { meals: property.mealPlan === 'no_plan' ? [] : ['breakfast'], plan: property.mealPlan },
                  payment: { prepayment_required: true, timings: ['pay_online_now'] },
                },
                price: priceOf(
                  property,
                  roomStayPrice(best.room, stay.nights, party.adults, party.children) * nonRefundable,
                  stay.nights.length,
                  extras.includes('extra_charges'),
                ),
                room: `${property.id}${best.room.key}`,
              })),
            }
          : {}),
        url: partnerUrl(property, stay),
      },
    ];
  });
  const rows = Math.min(typeof body.rows === 'number' ? body.rows : 100, pageSize);
  const { page: token, ...request } = body;
  const key = JSON.stringify(request);
  let offset = 0;
  if (typeof token === 'string') {
    const decoded = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as { offset: number; key: string };
    if (decoded.key !== key) throw new BadRequest('invalid_parameter', "Parameter 'page' is invalid.");
    offset = decoded.offset;
  }
  const next =
    offset + rows < entries.length
      ? Buffer.from(JSON.stringify({ offset: offset + rows, key })).toString('base64url')
      : null;
  return {
    request_id: requestId(),
    data: entries.slice(offset, offset + rows),
    metadata: { next_page: next, total_results: entries.length },
  };
}

function photosOf(origin: string, property: StandInProperty, what: string, count: number) {
  return Array.from({ length: count }, (_, index) => {
    const file = `${property.id}-${slugOf(what)}-${index + 1}.svg`;
    return {
      ...(index === 0 && what === 'property' ? { main_photo: true } : {}),
      tags: [index === 0 ? 'Property building' : 'Interior'],
      url: {
        large: `${origin}/images/max1280/${file}`,
        standard: `${origin}/images/max500/${file}`,
        thumbnail: `${origin}/images/100x100/${file}`,
        thumbnail_large: `${origin}/images/300x300/${file}`,
      },
    };
  });
}

function detailsAnswer(body: Record<string, unknown>, origin: string) {
  const ids = Array.isArray(body.accommodations) ? body.accommodations : [];
  if (ids.length > 100) throw new BadRequest('invalid_parameter', "Parameter 'accommodations' is invalid.");
  const extras = Array.isArray(body.extras) ? body.extras : [];
  const language = languageOf(body);
  const say = (text: string) => ({ [language]: text });
  const data = standInProperties
    .filter((property) => ids.includes(property.id))
    .map((property, order) => ({
      id: property.id,
      accommodation_status: 'open',
      accommodation_type: property.typeId,
      checkin_checkout_times: {
        checkin_from: '15:00:00',
        checkin_to: '22:00:00',
        checkout_from: '07:00:00',
        checkout_to: '11:00:00',
      },
      currency: 'USD',
      ...(extras.includes('description')
        ? {
            description: {
              important_information: say('Stand-in test data: these policies are made up for tests.'),
              license_numbers: [],
              text: say(
                `Stand-in test data for ${property.name}: not a description of the real place. ` +
                  'Every figure on this page comes from the test stand-in of the booking partner.',
              ),
            },
          }
        : {}),
      ...(extras.includes('facilities')
        ? {
            facilities: property.facilities.map((facility) =>
              Array.isArray(facility)
                ? { id: facility[0], attributes: [facility[1]] }
                : { id: facility, attributes: [] },
            ),
          }
        : {}),
      location: {
        address: say(`${100 + order} Stand-in Test Road`),
        city: standInCityId,
        coordinates: coordinatesOf(property),
        country: 'us',
        postal_code: '80517',
      },
      name: say(property.name),
      number_of_rooms: property.rooms.reduce((sum, room) => sum + room.units, 0),
      ...(extras.includes('photos') ? { photos: photosOf(origin, property, 'property', 3) } : {}),
      ...(extras.includes('policies')
        ? {
            policies: {
              minimum_checkin_age: 21,
              pets: { allowed: property.pets, charge_mode: property.pets === 'no' ? null : 'charges_may_apply' },
            },
          }
        : {}),
      rating: {
        number_of_reviews: property.reviews,
        preferred: false,
        review_score: property.score,
        stars: property.stars,
        stars_type: property.stars === null ? null : 'official',
      },
      ...(extras.includes('rooms')
        ? {
            rooms: property.rooms.map((room) => ({
              id: `${property.id}${room.key}`,
              bed_options: [
                {
                  bed_configurations: room.beds.map((arrangement, index) => ({
                    id: `${property.id}${room.key}-${index + 1}`,
                    configuration: arrangement.map(([bedType, count]) => ({
                      bed_type: bedType,
                      number_of_beds: count,
                    })),
                  })),
                  has_bathroom: true,
                  is_bedroom: true,
                },
              ],
              description: say(`Stand-in test data: a ${room.name.toLowerCase()} made up for tests.`),
              ...(extras.includes('facilities')
                ? { facilities: room.facilities.map((id) => ({ id, attributes: [] })) }
                : {}),
              maximum_occupancy: { adults: room.maxAdults, children: room.maxChildren },
              name: say(room.name),
              number_of_rooms: { bathrooms: room.bathrooms, bedrooms: room.bedrooms, living_rooms: 1 },
              ...(extras.includes('photos') ? { photos: photosOf(origin, property, room.key, 1) } : {}),
              size: room.sizeSquareMeters,
            })),
          }
        : {}),
      url: { app: `booking://hotel/${property.id}?affiliate_id=${standInAffiliateId}`, web: partnerUrl(property) },
    }));
  return { request_id: requestId(), data, metadata: { next_page: null } };
}

function availabilityAnswer(body: Record<string, unknown>) {
  const stay = stayOf(body);
  const ids = Array.isArray(body.accommodations) ? body.accommodations : [];
  if (ids.length === 0) throw new BadRequest('missing_parameter', "Parameter 'accommodations' is missing.");
  const withCharges = Array.isArray(body.extras) && body.extras.includes('extra_charges');
  const freeUntil = new Date(Date.parse(`${stay.checkin}T00:00:00Z`) - 2 * 86_400_000)
    .toISOString()
    .replace('.000Z', '+00:00');
  const data = standInProperties
    .filter((property) => ids.includes(property.id))
    .flatMap((property) => {
      const best = bestRoom(property, stay);
      if (!best) return [];
      const party = best.parties[0] ?? { adults: stay.adults, children: stay.children };
      const products = property.rooms
        .filter((room) => best.parties.every((p) => fits(room, p, stay.rooms)))
        .flatMap((room) =>
          (['flex', 'nr'] as const).map((rate) => {
            const base =
              roomStayPrice(room, stay.nights, party.adults, party.children) * (rate === 'nr' ? nonRefundable : 1);
            return {
              id: `${property.id}${room.key}_${rate}`,
              inventory: { third_party: false, type: 'sell' },
              maximum_occupancy: { adults: room.maxAdults, children: null, total: room.maxAdults + room.maxChildren },
              number_available: room.units,
              policies: {
                cancellation:
                  rate === 'flex'
                    ? { free_cancellation_until: freeUntil, type: 'free_cancellation' }
                    : { free_cancellation_until: null, type: 'non_refundable' },
                meal_plan: { meals: property.mealPlan === 'no_plan' ? [] : ['breakfast'], plan: property.mealPlan },
                payment: {
                  prepayment_required: rate === 'nr',
                  timings: [rate === 'nr' ? 'pay_online_now' : 'pay_at_the_property'],
                },
              },
              price: priceOf(property, base, stay.nights.length, withCharges),
              room: `${property.id}${room.key}`,
            };
          }),
        );
      return [
        {
          id: property.id,
          currency: { accommodation: 'USD', booker: 'USD' },
          products,
          recommendation: {
            price: priceOf(property, best.base * nonRefundable, stay.nights.length, withCharges),
            products: best.parties.map((p) => ({
              id: `${property.id}${best.room.key}_nr`,
              children: p.children,
              number_of_adults: p.adults,
            })),
          },
          url: partnerUrl(property, stay),
        },
      ];
    });
  return { request_id: requestId(), data };
}

function constantsAnswer(body: Record<string, unknown>) {
  const language = languageOf(body);
  const asked = Array.isArray(body.constants) ? body.constants : Object.keys(standInConstants);
  const data = Object.fromEntries(
    Object.entries(standInConstants)
      .filter(([section]) => asked.includes(section))
      .map(([section, entries]) => [section, entries.map(([id, name]) => ({ id, name: { [language]: name } }))]),
  );
  return { request_id: requestId(), data };
}

const photoSvg = (file: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="533" viewBox="0 0 800 533"><rect width="800" height="533" fill="#cbd5e1"/><text x="400" y="250" font-family="sans-serif" font-size="40" text-anchor="middle" fill="#1e293b">STAND-IN PHOTO</text><text x="400" y="310" font-family="sans-serif" font-size="24" text-anchor="middle" fill="#1e293b">${file.replace(/[^\w.-]/g, '')}</text></svg>`;

const behaviourPrefixes = ['down', 'busy', 'slow', 'malformed', 'malformed-entries'] as const;

export async function startBookingStandIn(port = 0, options: BookingStandInOptions = {}): Promise<BookingStandIn> {
  const pageSize = options.pageSize ?? 100;
  const slowMs = options.slowMs ?? 12_000;
  const requests: StandInRequest[] = [];
  const queued = new Map<DemandEndpoint, StandInBehaviour[]>();
  let origin = '';

  const sendJson = (response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    response.writeHead(status, { 'content-type': 'application/json', ...headers });
    response.end(JSON.stringify(body));
  };

  const behave = (response: ServerResponse, behaviour: StandInBehaviour) => {
    switch (behaviour.kind) {
      case 'hang':
        server.hang(response);
        return;
      case 'not-json':
        response.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>Down for maintenance</body></html>');
        return;
      case 'huge':
        server.sendHuge(response, behaviour.bytes);
        return;
      case 'status':
        sendJson(
          response,
          behaviour.status,
          behaviour.body ?? errorBody(String(behaviour.status), 'Stand-in error.'),
          behaviour.headers,
        );
        return;
      case 'answer':
        sendJson(response, 200, behaviour.body);
    }
  };

  const answerFor = (endpoint: DemandEndpoint, body: Record<string, unknown>) => {
    switch (endpoint) {
      case 'search':
        return searchAnswer(body, pageSize);
      case 'details':
        return detailsAnswer(body, origin);
      case 'availability':
        return availabilityAnswer(body);
      case 'constants':
        return constantsAnswer(body);
    }
  };

  const handle = (request: IncomingMessage, response: ServerResponse, text: string) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    if (url.pathname === '/healthz') return void response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    const image = /^\/images\/(max1280|max500|100x100|300x300)\/([\w.-]+\.svg)$/.exec(url.pathname);
    if (image && request.method === 'GET') {
      return void response
        .writeHead(200, { 'content-type': 'image/svg+xml', 'cache-control': 'max-age=3600' })
        .end(photoSvg(image[2] ?? ''));
    }
    const match = /^(?:\/([a-z-]+))?\/demand\/3\.2\/(?:accommodations\/)?(search|details|availability|constants)$/.exec(
      url.pathname,
    );
    const prefix = match?.[1];
    const endpoint = match?.[2] as DemandEndpoint | undefined;
    if (!endpoint || (prefix && !(behaviourPrefixes as readonly string[]).includes(prefix))) {
      return void sendJson(response, 404, errorBody('not_found', 'Not found.'));
    }
    if (request.method !== 'POST') return void sendJson(response, 405, errorBody('method_not_allowed', 'Use POST.'));
    let body: Record<string, unknown> = {};
    try {
      const parsed: unknown = text ? JSON.parse(text) : {};
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed))
        body = parsed as Record<string, unknown>;
    } catch {
      return void sendJson(response, 400, errorBody('invalid_request', 'The request body is not JSON.'));
    }
    const header = (name: string) => {
      const value = request.headers[name];
      return Array.isArray(value) ? value[0] : value;
    };
    requests.push({
      endpoint,
      path: url.pathname,
      authorization: header('authorization'),
      affiliateId: header('x-affiliate-id'),
      contentType: header('content-type'),
      body,
    });
    if (
      header('authorization') !== `Bearer ${standInBookingToken}` ||
      header('x-affiliate-id') !== standInAffiliateId
    ) {
      return void sendJson(
        response,
        401,
        errorBody('unauthorized', 'Authentication failed: check the API key and X-Affiliate-Id.'),
      );
    }
    const once = queued.get(endpoint)?.shift();
    if (once) return behave(response, once);
    const adults = (body.guests as { number_of_adults?: unknown } | undefined)?.number_of_adults;
    const failingParty = (endpoint === 'search' || endpoint === 'availability') && adults === failingPartyAdults;
    if (prefix === 'down' || failingParty)
      return void sendJson(response, 503, errorBody('service_unavailable', 'Service unavailable.'));
    if (prefix === 'busy') {
      return void sendJson(response, 429, errorBody('too_many_requests', 'Too many requests.'), {
        'retry-after': '30',
      });
    }
    if (prefix === 'malformed')
      return void sendJson(response, 200, { request_id: requestId(), data: { not: 'a list' } });
    let answer: ReturnType<typeof answerFor>;
    try {
      answer = answerFor(endpoint, body);
    } catch (error) {
      if (error instanceof BadRequest) return void sendJson(response, 400, errorBody(error.id, error.message));
      throw error;
    }
    if (prefix === 'malformed-entries' && Array.isArray(answer.data)) {
      answer = { ...answer, data: [{ id: 'not-a-number', price: 'free' }, ...answer.data] } as typeof answer;
    }
    if (prefix === 'slow') return server.answerLater(response, slowMs, () => sendJson(response, 200, answer));
    sendJson(response, 200, answer);
  };

  const server = createStandInServer(handle);
  const listening = await server.listen(port);
  origin = listening.origin;
  return {
    url: `${origin}${standInApiPath}`,
    origin,
    port: listening.port,
    urlWith: (prefix) => `${origin}/${prefix}${standInApiPath}`,
    requests,
    queue(endpoint, ...behaviours) {
      queued.set(endpoint, [...(queued.get(endpoint) ?? []), ...behaviours]);
    },
    close: () => server.close(),
  };
}
