/** @jest-environment node */
import fc from 'fast-check';
import { permitDaysOfStay, summarizePermitDays, timedEntryOutlook } from './timed-entry-rules';
import {
  dayList,
  hourText,
  joinWords,
  outlookHeadline,
  permitChoices,
  releaseSentence,
  seasonDates,
  shortDay,
  stayPermitSentences,
} from './timed-entry-text';
import type { TimedEntrySeason } from './timed-entry-seasons';
import { announced2027, enteredSeason } from '../testing/timed-entry-seasons';

const season2025 = enteredSeason(2025);
const seasons = [season2025];
const season2027 = announced2027();

function sentencesFor(checkIn: string, checkOut: string, entered: readonly TimedEntrySeason[] = seasons) {
  const range = permitDaysOfStay(checkIn, checkOut, entered);
  if (range.kind !== 'days') throw new Error(range.reason);
  return stayPermitSentences(summarizePermitDays(range.days, entered));
}

describe('timed-entry words', () => {
  it('writes hours as the park does', () => {
    expect([0, 5, 9, 12, 14, 18].map(hourText)).toEqual(['midnight', '5 a.m.', '9 a.m.', 'noon', '2 p.m.', '6 p.m.']);
    expect(permitChoices(season2025.permits)).toBe('Park Access+ 5 a.m.–6 p.m. or Park Access 9 a.m.–2 p.m.');
  });

  it('lists days: one, two, a run of three or more, runs and single days, years when they differ', () => {
    expect(dayList(['2027-07-04'])).toBe('Jul 4');
    expect(dayList(['2027-07-05', '2027-07-04'])).toBe('Jul 4 and Jul 5');
    expect(dayList(['2027-07-04', '2027-07-05', '2027-07-06'])).toBe('Jul 4 to Jul 6');
    expect(dayList(['2027-07-04', '2027-07-05', '2027-07-06', '2027-07-08'])).toBe('Jul 4 to Jul 6 and Jul 8');
    expect(dayList(['2027-06-30', '2027-07-01', '2027-07-03', '2027-07-04'])).toBe('Jun 30, Jul 1, Jul 3 and Jul 4');
    expect(dayList(['2026-12-31', '2027-01-01'])).toBe('Dec 31, 2026 and Jan 1, 2027');
    expect(joinWords([])).toBe('');
  });

  it('names every listed day or its run: no day is lost in the words', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 31 }), { minLength: 1, maxLength: 31 }), (days) => {
        const text = dayList(days.map((day) => `2027-07-${String(day).padStart(2, '0')}`));
        const named = [...text.matchAll(/Jul (\d+)/g)].map((match) => Number(match[1]));
        for (const day of named) expect(days).toContain(day);
        expect(named).toContain(Math.min(...days));
        expect(named).toContain(Math.max(...days));
      }),
    );
  });

  it('says which days of an entered season need a permit, with both permits and hours', () => {
    expect(sentencesFor('2025-07-04', '2025-07-05')).toEqual([
      'Jul 4 and Jul 5 need a timed-entry permit (Park Access+ 5 a.m.–6 p.m. or Park Access 9 a.m.–2 p.m.).',
    ]);
    expect(sentencesFor('2025-05-21', '2025-05-23')).toEqual([
      'May 23 needs a timed-entry permit (Park Access+ 5 a.m.–6 p.m. or Park Access 9 a.m.–2 p.m.).',
    ]);
  });

  it('calls days of an unannounced year likely, as in the last entered season, and says the year is not announced', () => {
    expect(sentencesFor('2027-07-04', '2027-07-06')).toEqual([
      'Jul 4 to Jul 6 likely need a timed-entry permit (Park Access+ 5 a.m.–6 p.m. or Park Access 9 a.m.–2 p.m. in 2025).',
      'The park has not announced the 2027 dates yet.',
    ]);
  });

  it('says when none of the days needs one, and that it is an estimate for an unannounced year', () => {
    expect(sentencesFor('2025-12-20', '2025-12-27')).toEqual(['None of these days needs a timed-entry permit.']);
    expect(sentencesFor('2026-12-20', '2026-12-27')).toEqual([
      'None of these days is likely to need a timed-entry permit. The park has not announced the 2026 timed-entry dates yet; in 2025 permits were needed from May 23 to October 19.',
    ]);
  });

  it('says nothing when no season was ever entered', () => {
    expect(sentencesFor('2027-07-04', '2027-07-06', [])).toEqual([]);
  });

  it('once 2027 is entered, its days need a permit and the days before its start do not', () => {
    expect(sentencesFor('2027-05-26', '2027-05-29', [season2025, season2027])).toEqual([
      'May 28 and May 29 need a timed-entry permit (Park Access+ 5 a.m.–6 p.m. or Park Access 9 a.m.–2 p.m.).',
    ]);
  });

  it('describes the season, its release schedule and the outlook', () => {
    expect(seasonDates(season2025)).toBe('May 23 to October 19, 2025');
    expect(releaseSentence(season2025)).toBe(
      'Permits go on sale on recreation.gov on May 1 at 8 a.m. MT for May 23 to June 30, then on the 1st of each month at 8 a.m. MT for the following month. More permits for each day are released at 7 p.m. MT the evening before.',
    );
    expect(outlookHeadline(timedEntryOutlook('2026-11-23', seasons))).toBe(
      'The park has not announced the 2027 timed-entry dates yet; in 2025 permits were needed from May 23 to October 19.',
    );
    expect(outlookHeadline(timedEntryOutlook('2027-07-04', seasons))).toMatch(
      /^Timed-entry permits are likely needed to enter the park now\. The park has not announced the 2027/,
    );
    expect(outlookHeadline(timedEntryOutlook('2025-07-04', seasons))).toBe(
      'Timed-entry permits are needed to enter the park: May 23 to October 19, 2025.',
    );
    expect(outlookHeadline(timedEntryOutlook('2027-02-01', [season2025, season2027]))).toBe(
      'Timed-entry permits will be needed from May 28 to October 17, 2027.',
    );
    expect(shortDay('2027-07-04', true)).toBe('Jul 4, 2027');
  });
});
