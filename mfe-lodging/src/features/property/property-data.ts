/**
 * What a property's pages (the full page and the phone view) load (docs/rules/lodging.md#property-pages):
 * the lodging API's answer for the id and the stay in the URL (`GET /api/lodging/properties/:id`):
 * a partner's property with its content and its offers for the stay, or a place of the team's
 * list. An old address (`hotel-N`) answers a permanent redirect to the place's page now; an id
 * the site does not know, and the old `vrbo-N` (illustrations that never existed), the
 * not-found page. A stay that is wrong in the URL is a message beside the property, and no
 * price is asked for it.
 */
import { areaNotFound, paths, redirect, type AreaLoaderArgs } from '@estes/shared';
import { mountainDate } from '@estes/shared/mountain-time';
import { legacyPropertyTarget } from '../../data/team-properties';
import type { PropertyAnswer } from '../../domain/lodging-offers';
import { legacyStaySearch, readListingQuery, staySearch, staySearchParams } from '../../domain/listing-query';
import type { ListingStay } from '../../domain/lodging-types';
import { propertySeoOf, type PropertySeo } from './property-seo';

export type PropertyLoad =
  | { kind: 'answer'; answer: PropertyAnswer }
  /** The lodging API itself did not answer. */
  | { kind: 'failed' };

export interface PropertyPageData {
  id: string;
  /** The town's date: the date fields' minimum. */
  today: string;
  /** The stay in the URL, read strictly (none when it was wrong). */
  stay: ListingStay;
  /** What was wrong with the stay in the URL (then no price was asked for it). */
  stayProblem?: string;
  load: PropertyLoad;
  seo?: PropertySeo;
}

export const propertyNotFound = () =>
  areaNotFound({
    heading: 'Property Not Found',
    message: 'The property you’re looking for doesn’t exist or has been removed.',
    link: { label: 'Browse All Properties', href: paths.accommodations() },
  });

/** The page's loader, for the full page (`pathOf` = paths.property) and the phone view (paths.mobileProperty). */
export async function loadPropertyPage(
  { params, request, api }: AreaLoaderArgs,
  pathOf: (id: string) => string,
): Promise<PropertyPageData> {
  const id = params.id ?? '';
  const search = new URL(request.url).searchParams;
  const legacy = legacyPropertyTarget(id);
  if (legacy?.kind === 'gone') throw propertyNotFound();
  const legacySearch = legacyStaySearch(search);
  if (legacy?.kind === 'moved' || legacySearch !== undefined) {
    // An address of before issue 29: the same place and stay at its address now.
    const { query } = readListingQuery(legacySearch ?? search);
    throw redirect(`${pathOf(legacy?.kind === 'moved' ? legacy.id : id)}${staySearch(query.stay)}`, 301);
  }
  const { query, stayProblem } = readListingQuery(search);
  const today = mountainDate();
  const base = { id, today, stay: query.stay, ...(stayProblem !== undefined ? { stayProblem } : {}) };
  const stayQuery = Object.fromEntries(stayProblem === undefined ? staySearchParams(query.stay) : []);
  // The endpoint's module (and its zod check) is fetched here, not with the page's first load.
  const { fetchProperty } = await import(/* webpackChunkName: "lodging-property-api" */ '../../api/get-property');
  const answer = await fetchProperty(api, id, stayQuery, request.signal).catch(() => undefined);
  if (answer?.status === 404) throw propertyNotFound();
  if (answer && !answer.ok && answer.status === 400) {
    // The stay is wrong against today (in the past, too far ahead): the place without a price.
    const retry = await fetchProperty(api, id, {}, request.signal).catch(() => undefined);
    if (!retry?.ok) return { ...base, load: { kind: 'failed' } };
    return {
      ...base,
      stay: { children: [] },
      stayProblem: answer.message,
      load: { kind: 'answer', answer: retry.data },
      ...seoOf(retry.data),
    };
  }
  if (!answer?.ok) return { ...base, load: { kind: 'failed' } };
  return { ...base, load: { kind: 'answer', answer: answer.data }, ...seoOf(answer.data) };
}

const seoOf = (answer: PropertyAnswer): { seo?: PropertySeo } => {
  const seo = propertySeoOf(answer);
  return seo ? { seo } : {};
};
