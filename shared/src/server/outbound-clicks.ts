/**
 * The server half of `/go/<kind>/<id>` (decision 033), for the areas that own partner links:
 * the query a link carries is validated here (dates, guests, the page it came from), the click
 * is counted in the area's own table (one row per UTC hour, kind, id and page, nothing about
 * the visitor), and the answer is a 302 to the partner URL the area built from its own data.
 * Nothing of the request becomes a destination: an id the area does not know is a 404.
 */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { matchRoute } from '../routing/route-table';
import { isOutboundLinkKind, outboundLinkOwners, type OutboundLinkKind } from '../routing/outbound-links';
import type { AreaName } from '../routing/route-table';
import type { Database, Migration } from './index';

/** The longest stay carried to a partner (Booking.com takes at most 30 nights; so does the booking box). */
export const maxCarriedNights = 30;
/** Guests a link may carry, adults and children together (the site's booking limit). */
export const maxCarriedGuests = 8;
/** The oldest a child is (the partners price and place children by age, 0–17). */
export const maxCarriedChildAge = 17;
/** The longest page path recorded; longer ones are not a page of the site. */
const maxFromLength = 200;

/** Who is staying, as a link carries it: adults, each child's age, rooms. */
export interface CarriedParty {
  adults: number;
  children: number[];
  /** Undefined: the link named none (the partner's own default applies). */
  rooms?: number;
}

/** What a `/go` link carries once validated: only what passed, the rest dropped. */
export interface OutboundRequest {
  stay?: { checkIn: string; checkOut: string };
  party?: CarriedParty;
  /** A path of a page of the site (no query), or undefined. */
  from?: string;
}

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of a real YYYY-MM-DD date, or undefined (2026-02-30 is not one). */
function dayNumber(value: string): number | undefined {
  const match = isoDatePattern.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(2000, 0, 1));
  date.setUTCFullYear(year, month - 1, day);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return Math.round(date.getTime() / 86_400_000);
}

/** The one value of a query parameter; repeated or missing parameters have none. */
function single(query: unknown, name: string): string | undefined {
  if (typeof query !== 'object' || query === null) return undefined;
  const value = (query as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
}

/**
 * A stay the partner can take: both dates real, check-in not before yesterday (UTC, so a
 * Colorado evening's "today" passes), check-out after it, at most 30 nights. Anything else:
 * no dates (the partner's page without them; the site's page already said why).
 */
export function carriedStay(
  checkIn: string | undefined,
  checkOut: string | undefined,
  today: string,
): OutboundRequest['stay'] {
  if (checkIn === undefined || checkOut === undefined) return undefined;
  const [start, end, now] = [dayNumber(checkIn), dayNumber(checkOut), dayNumber(today)];
  if (start === undefined || end === undefined || now === undefined) return undefined;
  if (start < now - 1 || end <= start || end - start > maxCarriedNights) return undefined;
  return { checkIn, checkOut };
}

/** Whole guests 1–8 written as digits; anything else carries none. */
export function carriedGuests(value: string | undefined): number | undefined {
  if (value === undefined || !/^\d{1,2}$/.test(value)) return undefined;
  const guests = Number(value);
  return guests >= 1 && guests <= maxCarriedGuests ? guests : undefined;
}

/**
 * The party a link carries: `adults` (1–8; a link of before issue 29 said `guests`, read as
 * adults), `children` as ages (`4,9`, each 0–17, adults and children together at most 8) and
 * `rooms` (1 up to the adults). Children or rooms that are wrong are left out, never guessed;
 * without adults there is no party (the partner's page asks).
 */
export function carriedParty(
  adultsValue: string | undefined,
  childrenValue: string | undefined,
  roomsValue: string | undefined,
): CarriedParty | undefined {
  const adults = carriedGuests(adultsValue);
  if (adults === undefined) return undefined;
  const ages = childrenValue === undefined || childrenValue === '' ? [] : childrenValue.split(',');
  const children = ages.every((age) => /^\d{1,2}$/.test(age) && Number(age) <= maxCarriedChildAge)
    ? ages.map(Number)
    : [];
  const party: CarriedParty = { adults, children: adults + children.length <= maxCarriedGuests ? children : [] };
  const rooms = roomsValue !== undefined && /^\d$/.test(roomsValue) ? Number(roomsValue) : undefined;
  if (rooms !== undefined && rooms >= 1 && rooms <= adults) party.rooms = rooms;
  return party;
}

/**
 * The page a link was on, when it is a page of the site: a plain path (letters, digits,
 * `-._~%` and `/`, no `//` or dot segments, no scheme or host) that the route table knows.
 * The query is left out (what a visitor filtered by is theirs).
 */
export function sitePageOf(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const pathOnly = value.split(/[?#]/)[0] ?? '';
  if (pathOnly.length === 0 || pathOnly.length > maxFromLength) return undefined;
  if (!/^\/([\w.~%-]+(\/[\w.~%-]+)*)?$/.test(pathOnly)) return undefined;
  if (pathOnly.split('/').some((segment) => segment === '.' || segment === '..')) return undefined;
  return matchRoute(pathOnly) ? pathOnly : undefined;
}

/** The query of a `/go` request, validated: what is wrong is dropped, never an error. */
export function parseOutboundQuery(query: unknown, today: string): OutboundRequest {
  const stay = carriedStay(single(query, 'checkin'), single(query, 'checkout'), today);
  const party = carriedParty(
    single(query, 'adults') ?? single(query, 'guests'),
    single(query, 'children'),
    single(query, 'rooms'),
  );
  const from = sitePageOf(single(query, 'from'));
  return {
    ...(stay ? { stay } : {}),
    ...(party ? { party } : {}),
    ...(from ? { from } : {}),
  };
}

/**
 * The table an area counted its partner clicks in per UTC day, before they were counted per
 * hour (decision 033). Kept (expand-only): its rows are still read by the click report, and a
 * version of the area from before the hourly count, rolled back to, writes there again.
 */
export const outboundClicksTable = (area: AreaName): string => `${area}_outbound_clicks`;

/** The table an area counts its partner clicks in: one row per UTC hour, kind, id and page. */
export const outboundHourlyClicksTable = (area: AreaName): string => `${area}_outbound_clicks_hourly`;

/** Every area that answers a kind of `/go` link (the tables the click report reads). */
export const outboundLinkAreas: readonly AreaName[] = [...new Set<AreaName>(Object.values(outboundLinkOwners))];

/**
 * The area's click table per UTC day (expand-only): one row per day, kind, id and page, with
 * its count. `from_page` is '' when the link named no page of the site.
 */
export function outboundClicksMigration(area: AreaName, id: string): Migration {
  return {
    id,
    up: `CREATE TABLE IF NOT EXISTS ${outboundClicksTable(area)} (
  day TEXT NOT NULL,
  kind TEXT NOT NULL,
  target_id TEXT NOT NULL,
  from_page TEXT NOT NULL,
  clicks INTEGER NOT NULL,
  PRIMARY KEY (day, kind, target_id, from_page)
)`,
  };
}

/**
 * The area's click table per UTC hour (expand-only, beside the daily one, whose key cannot take
 * an hour without rebuilding it under the versions that write it): `hour` is `YYYY-MM-DDTHH`
 * (UTC), so that `--since 12h` counts twelve hours, not every day they touch. Still nothing
 * about the visitor: no address, browser, cookie or dates.
 */
export function outboundHourlyClicksMigration(area: AreaName, id: string): Migration {
  return {
    id,
    up: `CREATE TABLE IF NOT EXISTS ${outboundHourlyClicksTable(area)} (
  hour TEXT NOT NULL,
  kind TEXT NOT NULL,
  target_id TEXT NOT NULL,
  from_page TEXT NOT NULL,
  clicks INTEGER NOT NULL,
  PRIMARY KEY (hour, kind, target_id, from_page)
)`,
  };
}

/** The UTC hour a moment falls in, as the click tables keep it: `YYYY-MM-DDTHH`. */
export const clickHourOf = (date: Date): string => date.toISOString().slice(0, 13);

export interface OutboundClick {
  kind: OutboundLinkKind;
  id: string;
  from: string | undefined;
  /** YYYY-MM-DDTHH (UTC), as `clickHourOf` writes it. */
  hour: string;
}

/** Counts one click: one upsert of one row, whatever the traffic. */
export async function recordOutboundClick(db: Database, area: AreaName, click: OutboundClick): Promise<void> {
  const table = outboundHourlyClicksTable(area);
  await db.execute(
    `INSERT INTO ${table} (hour, kind, target_id, from_page, clicks) VALUES (?, ?, ?, ?, 1)
     ON CONFLICT (hour, kind, target_id, from_page) DO UPDATE SET clicks = ${table}.clicks + 1`,
    [click.hour, click.kind, click.id, click.from ?? ''],
  );
}

/**
 * Builds the partner URL for an id the area knows (undefined: not one of its ids). It may read
 * the area's caches or its partner's API (awaited): a partner's own page for a property comes
 * from the content the area read from the partner (issue 29).
 */
export type OutboundResolver = (
  id: string,
  request: OutboundRequest,
) => string | undefined | Promise<string | undefined>;

export interface OutboundRoutesOptions {
  area: AreaName;
  db: Database;
  /** The kinds this area answers (outboundLinkOwners says which are its own). */
  resolvers: Partial<Record<OutboundLinkKind, OutboundResolver>>;
  now?: () => Date;
}

const isPartnerUrl = (value: string): boolean => {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
};

/**
 * `GET /go/:kind/:id` under the area's API prefix: 302 to the partner with the click counted,
 * or 404 with a message. HEAD (link checkers, previews) answers the same without counting.
 * Never cached (no-store) and never indexed (X-Robots-Tag).
 */
export async function registerOutboundRoutes(app: FastifyInstance, options: OutboundRoutesOptions): Promise<void> {
  const now = options.now ?? (() => new Date());
  app.get<{ Params: { kind: string; id: string } }>('/go/:kind/:id', async (request, reply) => {
    reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow');
    const { kind, id } = request.params;
    const moment = now();
    const today = moment.toISOString().slice(0, 10);
    const resolve =
      isOutboundLinkKind(kind) && outboundLinkOwners[kind] === options.area ? options.resolvers[kind] : undefined;
    let target: string | undefined;
    try {
      target = resolve ? await resolve(id, parseOutboundQuery(request.query, today)) : undefined;
    } catch (error) {
      // A resolver answers for its own partner's failures; anything else is a short outage, not a 500.
      request.log.error({ err: error }, 'a partner link could not be resolved');
      return reply.code(503).header('retry-after', '30').send({
        error: 'Service Unavailable',
        message: 'This partner link cannot be followed right now. Please try again in a moment.',
      });
    }
    if (!resolve || !target || !isPartnerUrl(target)) {
      return reply.code(404).send({
        error: 'Not Found',
        message: resolve
          ? 'This partner link is not on our site (the property or place may have been removed).'
          : 'This kind of partner link is not on our site.',
      });
    }
    if (request.method === 'GET' && isOutboundLinkKind(kind)) {
      const from = sitePageOf(typeof request.query === 'object' ? single(request.query, 'from') : undefined);
      // The visitor goes on to the partner even when the count cannot be written.
      await recordOutboundClick(options.db, options.area, { kind, id, from, hour: clickHourOf(moment) }).catch(
        (error: unknown) => request.log.warn({ err: error }, 'a partner click could not be counted'),
      );
    }
    return reply.code(302).header('location', target).send();
  });
}

export interface PartnerLinkRoutesOptions {
  db: Database;
  /** The site's booking partner (BOOKING_PARTNER_URL, a public site setting). */
  bookingPartnerUrl: string;
}

/**
 * An area's partner-links capability: `GET /go/:kind/:id` for the kinds it owns, counted in the
 * area's clicks table; `resolversFor` builds its resolvers from the site's booking partner.
 */
export function partnerLinkRoutesOf(
  area: AreaName,
  resolversFor: (bookingPartnerUrl: string) => OutboundRoutesOptions['resolvers'],
): FastifyPluginAsync<PartnerLinkRoutesOptions> {
  return async (app, options) => {
    await registerOutboundRoutes(app, { area, db: options.db, resolvers: resolversFor(options.bookingPartnerUrl) });
  };
}
