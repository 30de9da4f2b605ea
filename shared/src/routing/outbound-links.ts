/**
 * Outbound partner links (decision 033): every sponsored link of the site points at
 * `/go/<kind>/<id>` on our own server, which records the click and redirects to the partner.
 * This table says which area answers each kind (it owns the ids and builds the partner URL
 * from its own data); the site server hands `/go/<kind>/<id>` to that area's API in-process,
 * at `/api/<area>/go/<kind>/<id>`. The path builder is what every link uses, so no page types
 * a `/go` URL by hand.
 */
import type { AreaName } from './route-table';

export const outboundLinkOwners = {
  /** A property's Book Now: carries the visitor's dates and guests to the partner. */
  book: 'lodging',
  /** A property's reviews on the partner's listing page. */
  reviews: 'lodging',
  /** A rental's host on the partner's listing page. */
  host: 'lodging',
  /** The site-wide booking partner link (BOOKING_PARTNER_URL), by placement: header (and phone menu), footer, home. */
  partner: 'lodging',
  /** A downtown hotel's Book Now on /downtown (the partner link labelled with the hotel). */
  'downtown-hotel': 'conditions',
} as const satisfies Readonly<Record<string, AreaName>>;

export type OutboundLinkKind = keyof typeof outboundLinkOwners;

export const isOutboundLinkKind = (value: string): value is OutboundLinkKind =>
  Object.hasOwn(outboundLinkOwners, value);

/** The site-wide partner link's placements (the ids of the `partner` kind). */
export const partnerLinkPlacements = ['header', 'footer', 'home'] as const;
export type PartnerLinkPlacement = (typeof partnerLinkPlacements)[number];

/** What a link may carry to the partner: the stay the visitor picked, and the page it is on. */
export interface OutboundLinkQuery {
  /** YYYY-MM-DD; carried only with a check-out after it. */
  checkIn?: string;
  /** YYYY-MM-DD; carried only after a check-in. */
  checkOut?: string;
  adults?: number;
  /** Each child's age (0–17): the partner prices and places children by age (issue 29). */
  children?: readonly number[];
  rooms?: number;
  /** The site path of the page the link is on (the server keeps it when it is a page of the site). */
  from?: string;
}

const isWhole = (value: number | undefined): value is number => value !== undefined && Number.isInteger(value);

/**
 * `/go/book/booking-10004?checkin=…&checkout=…&adults=2&children=4,9&rooms=1&from=%2Fproperty%2Fbooking-10004`.
 * Dates go only as a pair in order (a check-out on or before the check-in sends neither: the
 * partner's page then asks for dates), and only whole numbers of guests and rooms.
 */
export function outboundPath(kind: OutboundLinkKind, id: string, query: OutboundLinkQuery = {}): string {
  const search = new URLSearchParams();
  if (query.checkIn && query.checkOut && query.checkIn < query.checkOut) {
    search.set('checkin', query.checkIn);
    search.set('checkout', query.checkOut);
  }
  if (isWhole(query.adults)) search.set('adults', String(query.adults));
  const ages = (query.children ?? []).filter((age) => isWhole(age));
  if (ages.length > 0) search.set('children', ages.join(','));
  if (isWhole(query.rooms)) search.set('rooms', String(query.rooms));
  if (query.from) search.set('from', query.from);
  // The children's ages read better as `4,9` than `4%2C9`, and mean the same in a query.
  const text = search.toString().replace(/%2C/g, ',');
  return `/go/${kind}/${encodeURIComponent(id)}${text ? `?${text}` : ''}`;
}

/** The kind and id of a `/go/<kind>/<id>` path, or undefined when it is not one of a known kind. */
export function parseOutboundPath(
  pathname: string,
): { kind: OutboundLinkKind; id: string; area: AreaName } | undefined {
  const match = /^\/go\/([a-z-]{1,40})\/([^/]{1,200})$/.exec(pathname);
  if (!match?.[1] || !match[2] || !isOutboundLinkKind(match[1])) return undefined;
  let id: string;
  try {
    id = decodeURIComponent(match[2]);
  } catch {
    return undefined;
  }
  return { kind: match[1], id, area: outboundLinkOwners[match[1]] };
}
