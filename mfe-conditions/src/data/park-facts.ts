/**
 * The shape of every sourced fact the conditions area shows about getting around and staying
 * safe (docs/rules/conditions.md#sourced-park-facts): what it says, where the site team read it,
 * and when they last compared it with that source. A value that is usual rather than fixed (a
 * trailhead's fill time) carries `typical`, and the pages print "Typical" on the same line.
 * Something the team could not confirm goes in the section's `unconfirmed`, shown as "could not
 * be confirmed"; nothing is entered that was not read.
 */
import { monthNames } from '@estes/shared/mountain-time';

export interface FactSource {
  /** Who said it, and where: the page's publisher and title. */
  name: string;
  url: string;
}

export interface FactCheck {
  /** YYYY-MM-DD: the day the site team last read the source. */
  on: string;
  /** What exactly was read (a park news release as reported, the park's own page …). */
  against: string;
}

export interface SourcedFact {
  id: string;
  /** One sentence a visitor reads. */
  text: string;
  source: FactSource;
  checked: FactCheck;
  /** Set when the value is usual, not promised: the year the source gave it for. */
  typical?: { asOf: string };
  /**
   * For a service that runs only part of the year: the season as the source stated it, with its
   * year ("late May to October 22, as the town stated for 2023"), so old dates never read as this
   * year's.
   */
  seasonNote?: string;
}

export interface SourcedSection {
  id: string;
  heading: string;
  facts: readonly SourcedFact[];
  /** Plain sentences about what could not be confirmed; shown as "could not be confirmed". */
  unconfirmed: readonly string[];
}

/**
 * "November 27, 2026" from 2026-11-27. Not `@estes/shared/park`'s formatter: sharing that module
 * with /weather's page made webpack split it into a chunk of its own (decision 081); the month
 * names are the Mountain-time module's, which /weather loads anyway.
 */
export function checkedDayText(day: string): string {
  return `${monthNames[Number(day.slice(5, 7)) - 1] ?? ''} ${Number(day.slice(8, 10))}, ${day.slice(0, 4)}`;
}

/** The day the facts of issue 33 were read (the site team's search of stored public pages). */
export const parkFactsCheckedOn = '2026-11-27';
