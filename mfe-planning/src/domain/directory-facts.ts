/**
 * A directory list with the places provider's live facts (docs/rules/planning.md#place-facts,
 * decision 040): a place the provider says closed for good is left out (and out of the count);
 * "open now" keeps only places whose live hours say so, and only when there are live facts; the
 * rating and review sorts read the live ratings, and without them the list stays in the featured
 * order. Pure, so the loader (the head's markup) and the page agree on one list.
 *
 * Only types come from place-facts.ts: its zod schemas stay out of the pages' first load.
 */
import type { PlaceFactsAnswer, PlaceFactsEntry } from './place-facts';
import { sortEntries, type LiveRatingOf } from './directory-rules';
import { liveFactSorts, type DirectorySort } from './directory-types';

export interface DirectoryFacts {
  /** The name the facts are shown under ("Google Maps"); null when the API could not be read. */
  providerName: string | null;
  /** Each listed entry's facts; an id missing here has none (the API could not be read). */
  byId: ReadonlyMap<string, PlaceFactsEntry>;
  /** Whether any listed place has live facts: the open-now filter and the rating sorts need them. */
  live: boolean;
  /** Said once above the list: live facts could not be read, or are not connected. */
  notice: 'unavailable' | 'not-configured' | null;
}

/** The API's answer for the listed entries, or undefined when it could not be read (every place unavailable). */
export function directoryFactsOf(answer: PlaceFactsAnswer | undefined, ids: readonly string[]): DirectoryFacts {
  if (!answer) {
    return { providerName: null, byId: new Map(), live: false, notice: ids.length > 0 ? 'unavailable' : null };
  }
  const byId = new Map(answer.places.map((entry) => [entry.id, entry] as const));
  const entries = [...byId.values()];
  // Asked and not answered is unavailable too.
  const missing = ids.some((id) => !byId.has(id));
  return {
    providerName: answer.providerName,
    byId,
    live: entries.some((entry) => entry.state === 'live'),
    notice:
      missing || entries.some((entry) => entry.state === 'unavailable')
        ? 'unavailable'
        : entries.some((entry) => entry.state === 'not-configured')
          ? 'not-configured'
          : null,
  };
}

export const liveRatingOf =
  (facts: DirectoryFacts): LiveRatingOf =>
  (id) => {
    const entry = facts.byId.get(id);
    return entry?.state === 'live' ? entry.facts.rating : null;
  };

const isOpenNow = (entry: PlaceFactsEntry | undefined): boolean =>
  entry?.state === 'live' && entry.facts.status === 'operational' && entry.facts.hours?.openNow?.open === true;

export interface ListedWithFacts<T> {
  items: T[];
  /** `?open=now` asked without live hours: not applied, and the page says why. */
  openNowNotApplied: boolean;
  /** A rating sort asked without live ratings: the featured order instead, and the page says why. */
  sortNotApplied: boolean;
}

/** The query's entries (already searched and filtered) as the page lists them with the facts. */
export function listWithFacts<T extends { id: string; name: string; featured: boolean }>(
  filtered: readonly T[],
  query: { open?: 'now'; sort: DirectorySort },
  facts: DirectoryFacts,
): ListedWithFacts<T> {
  const standing = filtered.filter((entry) => facts.byId.get(entry.id)?.state !== 'closed-permanently');
  const openNowNotApplied = query.open === 'now' && !facts.live;
  const open =
    query.open === 'now' && facts.live ? standing.filter((entry) => isOpenNow(facts.byId.get(entry.id))) : standing;
  const sortNotApplied = liveFactSorts.includes(query.sort) && !facts.live;
  return {
    items: sortEntries(open, query.sort, facts.live ? liveRatingOf(facts) : undefined),
    openNowNotApplied,
    sortNotApplied,
  };
}

/** One plain sentence for each filter or sort the URL asked for that needs live facts there are not. */
export function notAppliedNotes(listed: ListedWithFacts<unknown>, facts: DirectoryFacts): string[] {
  const why =
    facts.notice === 'not-configured' ? 'which are not connected right now' : 'which could not be read right now';
  return [
    ...(listed.openNowNotApplied ? [`Open now needs live hours, ${why}.`] : []),
    ...(listed.sortNotApplied
      ? [`Highest rated and Most reviewed need live ratings, ${why}: sorted by Featured.`]
      : []),
  ];
}
