/**
 * Whether a place a provider's search found is the entry of ours we asked for (decision 038): a
 * confident match or none. A wrong match would put another business's rating and hours on our
 * card, so the rule is strict and a doubt is "not found" (the team then records the place's id by
 * hand, `recorded-place-ids.ts`):
 *
 * - the names are compared as words: case, accents, apostrophes and punctuation aside, "&" read as
 *   "and", and "the", "and", "at", "of", "a" left out ("The Rock Inn Mountain Tavern" is "Rock Inn
 *   Mountain Tavern");
 * - the same words: a match;
 * - at our street number only: our name within theirs, at least half of their words ("Bird & Jim"
 *   for "Bird & Jim Restaurant"), or theirs within ours, at least three quarters of our words
 *   ("Seasoned American Bistro" for "Seasoned – An American Bistro"); a shorter name of theirs is
 *   held to more, because a hotel and the restaurant in it share an address ("The Stanley Hotel"
 *   is not "Cascades Restaurant at The Stanley Hotel");
 * - anything else: no match. Two candidates that both match, and that the street number does not
 *   tell apart, are no match either.
 */
import type { PlaceCandidate, PlaceToFind } from './places-provider';

const leftOut = new Set(['the', 'and', 'at', 'of', 'a']);

/** The words of a name, for comparing names. */
export function nameWords(name: string): string[] {
  const words = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’‘`´]/g, '')
    .replace(/&/g, ' and ')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word && !leftOut.has(word));
  return [...new Set(words)];
}

/** The street number an address starts with ("915 Moraine Ave" → "915"), if any. */
export function streetNumberOf(address: string | null): string | undefined {
  return address ? /^\s*(\d{1,6})\b/.exec(address)?.[1] : undefined;
}

/**
 * How far two names agree: 1 for the same words; when one holds all of the other's words, the
 * share of the longer one's words they have in common, signed: positive when theirs is the longer
 * (ours within theirs), negative when ours is; 0 when neither holds the other.
 */
export function nameAgreement(ours: string, theirs: string): number {
  const a = nameWords(ours);
  const b = nameWords(theirs);
  if (a.length === 0 || b.length === 0) return 0;
  if (a.length <= b.length) return a.every((word) => b.includes(word)) ? a.length / b.length : 0;
  return b.every((word) => a.includes(word)) ? -b.length / a.length : 0;
}

/** The candidate that is surely this entry, or null. */
export function confidentMatch(entry: PlaceToFind, candidates: readonly PlaceCandidate[]): PlaceCandidate | null {
  const number = streetNumberOf(entry.location);
  const sameNumber = (candidate: PlaceCandidate) =>
    number !== undefined && streetNumberOf(candidate.address) === number;
  const distinct = [...new Map(candidates.map((candidate) => [candidate.providerId, candidate])).values()];
  const matching = distinct.filter((candidate) => {
    const agreement = nameAgreement(entry.name, candidate.name);
    if (agreement === 1) return true;
    return sameNumber(candidate) && (agreement >= 0.5 || agreement <= -0.75);
  });
  if (matching.length <= 1) return matching[0] ?? null;
  const atOurAddress = matching.filter(sameNumber);
  return atOurAddress.length === 1 ? (atOurAddress[0] ?? null) : null;
}
