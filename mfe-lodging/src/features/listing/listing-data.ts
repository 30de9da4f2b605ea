/**
 * The list page's data (docs/rules/lodging.md#listing-data): its query from the URL, then the
 * lodging API's answer for it (`GET /api/lodging/offers`): the partner's live offers for the stay,
 * or, when the partner is not configured or cannot answer, the team's list with that state. A
 * stay that is wrong (in its form here, or against today at the API) is a message and no search.
 */
import { paths, redirect, type AreaLoaderArgs } from '@estes/shared';
import { mountainDate } from '@estes/shared/mountain-time';
import type { OffersAnswer } from '../../domain/lodging-offers';
import { parseListingPage } from '../../domain/listing-pages';
import { legacyStaySearch, listingQueryToSearchParams, readListingQuery } from '../../domain/listing-query';
import type { ListingQuery } from '../../domain/lodging-types';

export type ListingResult =
  | { kind: 'answer'; answer: OffersAnswer }
  /** The stay asked for is wrong: its message, and no search was made. */
  | { kind: 'bad-stay'; message: string }
  /** The lodging API itself did not answer (the site's own fault, not the partner's). */
  | { kind: 'failed' };

export interface ListingPageData {
  query: ListingQuery;
  /** The page of results asked for (1 when none). */
  page: number;
  /** The town's date when the page was made: the date fields' minimum. */
  today: string;
  result: ListingResult;
}

/** The API's query for the list's: the same parameter names, lists repeated, and the page. */
export function offersQueryOf(query: ListingQuery, page: number): Record<string, string[]> {
  const values: Record<string, string[]> = {};
  for (const [name, value] of listingQueryToSearchParams(query)) {
    if (name !== 'view') values[name] = [...(values[name] ?? []), value];
  }
  if (page > 1) values.page = [String(page)];
  return values;
}

export async function loadListingPage({ request, api }: AreaLoaderArgs): Promise<ListingPageData> {
  const params = new URL(request.url).searchParams;
  // A link of before issue 29 (checkIn, checkOut, guests): the same search at its address now.
  const legacy = legacyStaySearch(params);
  if (legacy !== undefined) throw redirect(`${paths.accommodations()}${legacy}`, 301);
  const { query, stayProblem } = readListingQuery(params);
  const page = parseListingPage(params.get('page'));
  const today = mountainDate();
  if (stayProblem !== undefined) return { query, page, today, result: { kind: 'bad-stay', message: stayProblem } };
  // The endpoint's module (and its zod check) is fetched here, not with the page's first load.
  const answer = await import(/* webpackChunkName: "lodging-offers-api" */ '../../api/get-offers')
    .then(({ fetchOffers }) => fetchOffers(api, offersQueryOf(query, page), request.signal))
    .catch(() => undefined);
  if (!answer || (!answer.ok && answer.status !== 400)) return { query, page, today, result: { kind: 'failed' } };
  if (!answer.ok) return { query, page, today, result: { kind: 'bad-stay', message: answer.message } };
  return { query, page, today, result: { kind: 'answer', answer: answer.data } };
}
