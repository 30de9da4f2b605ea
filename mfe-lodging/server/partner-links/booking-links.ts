/**
 * Booking.com links with the visitor's stay (issue 29, decision 036): a property's own page, as
 * the partner's API gave it, and the partner's own search for Estes Park, each with the stay in
 * the partner's public parameters (the ones its own pages write): `checkin`, `checkout`
 * (YYYY-MM-DD), `group_adults`, `group_children` with one `age` per child (children go as
 * children, never as adults), `no_rooms`, and the affiliate id `aid` when the site has one. Only
 * what the `/go` request carried after validation is set (dates in order, a whole party); the
 * rest of the partner's link is kept as it is.
 */
import type { OutboundRequest } from '@estes/shared/server';

const isHost = (url: URL, domain: string): boolean => url.hostname === domain || url.hostname.endsWith(`.${domain}`);

export const isBookingComUrl = (url: URL): boolean => url.protocol === 'https:' && isHost(url, 'booking.com');

/** The stay and party in Booking.com's own parameters, on a copy of `url`. */
export function withBookingStay(url: URL, carried: OutboundRequest): URL {
  const link = new URL(url);
  if (carried.stay) {
    link.searchParams.set('checkin', carried.stay.checkIn);
    link.searchParams.set('checkout', carried.stay.checkOut);
  }
  if (carried.party) {
    const { adults, children, rooms } = carried.party;
    link.searchParams.set('group_adults', String(adults));
    link.searchParams.set('group_children', String(children.length));
    link.searchParams.delete('age');
    for (const age of children) link.searchParams.append('age', String(age));
    if (rooms !== undefined) link.searchParams.set('no_rooms', String(rooms));
  }
  return link;
}

/** The affiliate id on a partner link that does not carry one already (the API's own links may). */
const withAffiliate = (url: URL, affiliateId: string | undefined): URL => {
  if (affiliateId && !url.searchParams.has('aid')) url.searchParams.set('aid', affiliateId);
  return url;
};

/** A property's page on Booking.com (the `url` its API gave) with the stay; undefined for any other link. */
export function bookingPropertyLink(
  partnerUrl: string,
  carried: OutboundRequest,
  affiliateId: string | undefined,
): string | undefined {
  let url: URL;
  try {
    url = new URL(partnerUrl);
  } catch {
    return undefined;
  }
  return isBookingComUrl(url) ? withAffiliate(withBookingStay(url, carried), affiliateId).toString() : undefined;
}

export interface TownSearchOptions {
  /** BOOKING_PARTNER_URL: the site's booking partner link (its tracking label is kept). */
  sitePartnerUrl: string;
  /** BOOKING_AFFILIATE_ID, when the partner's API is configured. */
  affiliateId?: string | undefined;
  /** BOOKING_CITY_ID, when set: the partner's own id of the town. */
  cityId?: number | undefined;
}

/** What the partner's search is asked for: the town, by its name (and its id when the site has it). */
export const townSearchText = 'Estes Park, Colorado';

/**
 * Booking.com's own search for Estes Park with the stay: its search page on the host of the site's
 * partner link, with that link's parameters (its `label`, an `aid`) kept. When the site's partner
 * link is not Booking.com's, it is answered unchanged: another partner's parameters are not known.
 */
export function townSearchLink(carried: OutboundRequest, options: TownSearchOptions): string {
  const partnerUrl = new URL(options.sitePartnerUrl);
  if (!isBookingComUrl(partnerUrl)) return partnerUrl.toString();
  const search = new URL('/searchresults.html', partnerUrl.origin);
  for (const [name, value] of partnerUrl.searchParams) search.searchParams.append(name, value);
  search.searchParams.set('ss', townSearchText);
  if (options.cityId !== undefined) {
    search.searchParams.set('dest_id', String(options.cityId));
    search.searchParams.set('dest_type', 'city');
  }
  return withAffiliate(withBookingStay(search, carried), options.affiliateId).toString();
}
