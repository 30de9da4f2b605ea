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
  /** YYYY-MM-DD. */
  checkIn?: string;
  /** YYYY-MM-DD. */
  checkOut?: string;
  guests?: number;
  /** The site path of the page the link is on (the server keeps it when it is a page of the site). */
  from?: string;
}

/** `/go/book/hotel-1?checkin=…&checkout=…&guests=2&from=%2Fproperty%2Fhotel-1`. */
export function outboundPath(kind: OutboundLinkKind, id: string, query: OutboundLinkQuery = {}): string {
  const search = new URLSearchParams();
  if (query.checkIn) search.set('checkin', query.checkIn);
  if (query.checkOut) search.set('checkout', query.checkOut);
  if (query.guests !== undefined && Number.isFinite(query.guests)) search.set('guests', String(query.guests));
  if (query.from) search.set('from', query.from);
  const text = search.toString();
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
