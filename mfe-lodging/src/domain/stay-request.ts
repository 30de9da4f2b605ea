/**
 * The stay a live search is for (docs/rules/lodging.md#stay-for-a-search): dates, adults,
 * children by age and rooms, read from a query string (`checkin`, `checkout`, `adults`,
 * `children=4,9`, `rooms`). Unlike the list's filters, a stay is read strictly: a wrong date
 * or party is a clear message and no search, never a guess (issue 29: "bad dates in a URL get
 * a clear message and no search"). Without dates the site's default stay applies, labelled as
 * such (docs/rules/lodging.md#default-stay).
 */
import { addDays, isIsoDate, maxGuests, nightsBetween } from './booking-rules';
import type { EndpointSchema } from '@estes/shared/api';
import type { StayAsked } from './lodging-offers';

/** The longest stay searched (the stay estimate's and the `/go` links' limit too). */
export const maxStayNights = 30;
/** The partner takes check-in dates up to 500 days ahead (decision 036). */
export const maxCheckinDaysAhead = 500;
export const maxChildAge = 17;
export const defaultAdults = 2;
export const defaultRooms = 1;
/** The default stay: two nights, two weeks from today (docs/rules/lodging.md#default-stay). */
export const defaultStayLeadDays = 14;
export const defaultStayNights = 2;

/** Who is staying; with dates, a stay. */
export interface PartyRequest {
  adults: number;
  /** Each child's age, in the order given. */
  children: readonly number[];
  rooms: number;
}

export interface StayRequest extends PartyRequest {
  checkin: string;
  checkout: string;
}

/** What a query asked for: a party, and dates when it gave them. */
export interface StayQuery extends PartyRequest {
  dates?: { checkin: string; checkout: string };
}

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

const wholeNumber = (value: string): number | undefined => (/^\d{1,3}$/.test(value) ? Number(value) : undefined);

/** Every value of a parameter, comma lists split, blanks dropped. */
const listOf = (params: URLSearchParams, name: string): string[] =>
  params
    .getAll(name)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value) => value !== '');

/** A query object as Fastify hands it (`{ name: value | value[] }`), as URLSearchParams. */
export function searchParamsOf(raw: unknown): URLSearchParams {
  const params = new URLSearchParams();
  if (typeof raw !== 'object' || raw === null) return params;
  for (const [name, value] of Object.entries(raw)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (typeof item === 'string') params.append(name, item);
    }
  }
  return params;
}

function readDates(params: URLSearchParams): Checked<StayQuery['dates']> {
  const checkin = params.get('checkin')?.trim() || undefined;
  const checkout = params.get('checkout')?.trim() || undefined;
  if (checkin === undefined && checkout === undefined) return { ok: true, value: undefined };
  if (checkin === undefined || checkout === undefined) {
    return { ok: false, message: 'Give both a check-in and a check-out date, or neither.' };
  }
  if (!isIsoDate(checkin)) return { ok: false, message: 'The check-in date must be a real date written YYYY-MM-DD.' };
  if (!isIsoDate(checkout)) return { ok: false, message: 'The check-out date must be a real date written YYYY-MM-DD.' };
  if (checkout <= checkin) return { ok: false, message: 'The check-out date must be after the check-in date.' };
  if (nightsBetween(checkin, checkout) > maxStayNights) {
    return {
      ok: false,
      message: `A stay can be at most ${maxStayNights} nights here; longer stays are arranged with the partner.`,
    };
  }
  return { ok: true, value: { checkin, checkout } };
}

function readParty(params: URLSearchParams): Checked<PartyRequest> {
  const adultsText = params.get('adults')?.trim();
  const adults = adultsText ? wholeNumber(adultsText) : defaultAdults;
  if (adults === undefined || adults < 1 || adults > maxGuests) {
    return { ok: false, message: `Adults must be a whole number from 1 to ${maxGuests}.` };
  }
  const children: number[] = [];
  for (const text of listOf(params, 'children')) {
    const age = wholeNumber(text);
    if (age === undefined || age > maxChildAge) {
      return {
        ok: false,
        message: `Children are given by age, comma-separated, each a whole number from 0 to ${maxChildAge} (children=4,9).`,
      };
    }
    children.push(age);
    if (adults + children.length > maxGuests) break;
  }
  if (adults + children.length > maxGuests) {
    return { ok: false, message: `A booking is for at most ${maxGuests} guests, adults and children together.` };
  }
  const roomsText = params.get('rooms')?.trim();
  const rooms = roomsText ? wholeNumber(roomsText) : defaultRooms;
  if (rooms === undefined || rooms < 1 || rooms > adults) {
    return {
      ok: false,
      message: 'Rooms must be a whole number from 1 to the number of adults (each room needs an adult).',
    };
  }
  return { ok: true, value: { adults, children, rooms } };
}

/** The stay part of a query: its form only (the dates against today are checked by `stayFor`). */
export function readStayQuery(params: URLSearchParams): Checked<StayQuery> {
  const dates = readDates(params);
  if (!dates.ok) return dates;
  const party = readParty(params);
  if (!party.ok) return party;
  return { ok: true, value: { ...party.value, ...(dates.value ? { dates: dates.value } : {}) } };
}

/** The default stay from a date in town: check-in two weeks later, two nights. */
export function defaultStayDates(today: string): { checkin: string; checkout: string } {
  const checkin = addDays(today, defaultStayLeadDays) ?? today;
  return { checkin, checkout: addDays(checkin, defaultStayNights) ?? checkin };
}

/**
 * The stay to search for a query on `today` (the town's date, `mountainDate()`): its dates, or
 * the default stay when it gave none. Dates before today or more than 500 days ahead are refused.
 */
export function stayFor(query: StayQuery, today: string): Checked<StayAsked> {
  const dates = query.dates ?? defaultStayDates(today);
  if (query.dates) {
    if (dates.checkin < today) {
      return { ok: false, message: `The check-in date cannot be before today (${today} in Estes Park).` };
    }
    const latest = addDays(today, maxCheckinDaysAhead);
    if (latest !== undefined && dates.checkin > latest) {
      return { ok: false, message: `The check-in date can be at most ${maxCheckinDaysAhead} days ahead.` };
    }
  }
  return {
    ok: true,
    value: {
      checkin: dates.checkin,
      checkout: dates.checkout,
      nights: nightsBetween(dates.checkin, dates.checkout),
      adults: query.adults,
      children: [...query.children],
      rooms: query.rooms,
      isDefault: query.dates === undefined,
    },
  };
}

/** Reads a query with `read`, as an endpoint's query schema: a refusal is a 400 with the message. */
export function queryReader<T>(read: (params: URLSearchParams) => Checked<T>): EndpointSchema<T> {
  return {
    safeParse(raw: unknown) {
      const checked = read(searchParamsOf(raw));
      return checked.ok
        ? { success: true, data: checked.value }
        : { success: false, error: { issues: [{ message: checked.message }] } };
    },
  };
}
