/** @jest-environment node */
import {
  hasComingMoment,
  longestReminderDays,
  noMomentReason,
  permitReleaseMoments,
  readReminderDates,
  releaseClock,
  releaseMomentSentences,
  reminderGroups,
  type ReleaseMoment,
} from './timed-entry-releases';
import type { TimedEntrySeason } from './timed-entry-seasons';
import { announced2027, enteredSeason } from '../testing/timed-entry-seasons';

/** 2027: first release May 3 at 8 a.m. for May 28 to June 30, then the 1st of each month, 7 p.m. the evening before. */
const season2027 = announced2027();
const seasons = [enteredSeason(2025), season2027];
const beforeAnything = new Date('2027-01-15T12:00:00Z');

const summary = (moment: ReleaseMoment) => ({
  kind: moment.kind,
  at: moment.instant.toISOString(),
  opens: moment.opens,
  past: moment.past,
});

describe('permitReleaseMoments', () => {
  test('days of the first span go on sale at the first release, and each the evening before at 7 p.m. (MDT, UTC−6)', () => {
    const answer = permitReleaseMoments(['2027-06-12', '2027-06-13', '2027-06-14'], beforeAnything, seasons);
    expect(answer.moments.map(summary)).toEqual([
      {
        kind: 'advance',
        at: '2027-05-03T14:00:00.000Z',
        opens: ['2027-06-12', '2027-06-13', '2027-06-14'],
        past: false,
      },
      { kind: 'evening-before', at: '2027-06-12T01:00:00.000Z', opens: ['2027-06-12'], past: false },
      { kind: 'evening-before', at: '2027-06-13T01:00:00.000Z', opens: ['2027-06-13'], past: false },
      { kind: 'evening-before', at: '2027-06-14T01:00:00.000Z', opens: ['2027-06-14'], past: false },
    ]);
    expect(answer.daysWithMoments).toEqual(['2027-06-12', '2027-06-13', '2027-06-14']);
    expect(hasComingMoment(answer)).toBe(true);
  });

  test('days after the first span go on sale at the monthly release on the 1st of the month before', () => {
    const answer = permitReleaseMoments(['2027-08-15', '2027-07-20'], beforeAnything, seasons);
    const advance = answer.moments.filter((moment) => moment.kind === 'advance').map(summary);
    expect(advance).toEqual([
      { kind: 'advance', at: '2027-06-01T14:00:00.000Z', opens: ['2027-07-20'], past: false },
      { kind: 'advance', at: '2027-07-01T14:00:00.000Z', opens: ['2027-08-15'], past: false },
    ]);
  });

  test('a day at a month’s start: its advance release is the month before’s 1st, its evening release the last day of that month', () => {
    const answer = permitReleaseMoments(['2027-08-01'], beforeAnything, seasons);
    expect(answer.moments.map((moment) => [moment.kind, moment.day, moment.instant.toISOString()])).toEqual([
      ['advance', '2027-07-01', '2027-07-01T14:00:00.000Z'],
      ['evening-before', '2027-07-31', '2027-08-01T01:00:00.000Z'],
    ]);
  });

  test('the last day of the first span (June 30) is the first release’s, and July 1 is the monthly one’s', () => {
    const answer = permitReleaseMoments(['2027-06-30', '2027-07-01'], beforeAnything, seasons);
    const advance = answer.moments.filter((moment) => moment.kind === 'advance');
    expect(advance.map((moment) => [moment.day, moment.opens])).toEqual([
      ['2027-05-03', ['2027-06-30']],
      ['2027-06-01', ['2027-07-01']],
    ]);
  });

  test('across the spring-forward day the same 8 a.m. is an hour earlier in UTC', () => {
    // A made-up season whose first release is on March 14, 2027, the day clocks go forward at 2 a.m.
    const spring: TimedEntrySeason = {
      ...season2027,
      permits: season2027.permits.map((permit) => ({ ...permit, firstDay: '2027-03-14', lastDay: '2027-04-30' })),
      releases: {
        ...season2027.releases,
        first: { day: '2027-03-14', time: '8 a.m.', opensFrom: '2027-03-14', opensThrough: '2027-03-31' },
      },
    };
    const answer = permitReleaseMoments(['2027-03-14', '2027-03-15'], beforeAnything, [spring]);
    expect(answer.moments.map((moment) => [moment.kind, moment.day, moment.instant.toISOString()])).toEqual([
      // March 13, 7 p.m. is still MST (UTC−7) …
      ['evening-before', '2027-03-13', '2027-03-14T02:00:00.000Z'],
      // … March 14, 8 a.m. and 7 p.m. are MDT (UTC−6).
      ['advance', '2027-03-14', '2027-03-14T14:00:00.000Z'],
      ['evening-before', '2027-03-14', '2027-03-15T01:00:00.000Z'],
    ]);
  });

  test('a monthly release that would come before the first release is not one: the first release opens the day', () => {
    const spring: TimedEntrySeason = {
      ...season2027,
      permits: season2027.permits.map((permit) => ({ ...permit, firstDay: '2027-03-14', lastDay: '2027-04-30' })),
      releases: {
        ...season2027.releases,
        first: { day: '2027-03-14', time: '8 a.m.', opensFrom: '2027-03-14', opensThrough: '2027-03-31' },
      },
    };
    const answer = permitReleaseMoments(['2027-04-02'], beforeAnything, [spring]);
    expect(answer.moments.filter((moment) => moment.kind === 'advance').map((moment) => moment.day)).toEqual([
      '2027-03-14',
    ]);
  });

  test('across the fall-back day the same 7 p.m. is an hour later in UTC', () => {
    const autumn: TimedEntrySeason = {
      ...season2027,
      permits: season2027.permits.map((permit) => ({ ...permit, lastDay: '2027-11-10' })),
    };
    // November 6, 7 p.m. is MDT (UTC−6); November 7, 7 p.m. is MST (UTC−7); the monthly release on October 1 is MDT.
    const answer = permitReleaseMoments(['2027-11-07', '2027-11-08'], beforeAnything, [autumn]);
    expect(answer.moments.map((moment) => [moment.kind, moment.day, moment.instant.toISOString()])).toEqual([
      ['advance', '2027-10-01', '2027-10-01T14:00:00.000Z'],
      ['evening-before', '2027-11-06', '2027-11-07T01:00:00.000Z'],
      ['evening-before', '2027-11-07', '2027-11-08T02:00:00.000Z'],
    ]);
  });

  test('moments before now are past; a moment at now is past too; only coming ones make a reminder worth offering', () => {
    const now = new Date('2027-06-12T01:00:00Z'); // June 11, 7 p.m. MDT: the evening release for June 12.
    const answer = permitReleaseMoments(['2027-06-12', '2027-06-13'], now, seasons);
    expect(answer.moments.map((moment) => [moment.day, moment.past])).toEqual([
      ['2027-05-03', true],
      ['2027-06-11', true],
      ['2027-06-12', false],
    ]);
    expect(hasComingMoment(answer)).toBe(true);
    const later = permitReleaseMoments(['2027-06-12'], new Date('2027-07-01T00:00:00Z'), seasons);
    expect(hasComingMoment(later)).toBe(false);
    expect(releaseMomentSentences(later)).toEqual([
      'Permits for Jun 12 went on sale on May 3 at 8 a.m. MT.',
      'More went on sale at 7 p.m. MT the evening before each day.',
    ]);
  });

  test('a year the park has not announced gets no moments, only the reason', () => {
    const answer = permitReleaseMoments(['2026-07-04', '2026-07-05'], beforeAnything, seasons);
    expect(answer.moments).toEqual([]);
    expect(answer.unannouncedYears).toEqual([2026]);
    expect(releaseMomentSentences(answer)).toEqual([
      'The park has not announced 2026’s permits yet, so there is no sale date to remind you of.',
    ]);
  });

  test('days outside an announced season give no moment, and say they need no permit', () => {
    const answer = permitReleaseMoments(['2027-01-10', '2027-01-11'], beforeAnything, seasons);
    expect(answer.moments).toEqual([]);
    expect(answer.daysWithoutPermit).toEqual(['2027-01-10', '2027-01-11']);
    expect(releaseMomentSentences(answer)).toEqual([
      'No timed-entry permit is needed on Jan 10 and Jan 11: outside the park’s season.',
    ]);
    expect(noMomentReason(answer)).toBe(
      'No timed-entry permit is needed on Jan 10 and Jan 11: outside the park’s season.',
    );
  });

  test('with no moment at all, the reason is the rule’s own words; with one, there is none', () => {
    const unannounced = permitReleaseMoments(['2026-07-04'], beforeAnything, seasons);
    expect(noMomentReason(unannounced)).toBe(
      'The park has not announced 2026’s permits yet, so there is no sale date to remind you of.',
    );
    // A past moment is still a moment: the file holds it (it depends on the days alone).
    const past = permitReleaseMoments(['2025-07-04'], beforeAnything, seasons);
    expect(noMomentReason(past)).toBeUndefined();
  });

  test('more days than one file holds are grouped, every day with a moment in one group of at most 31', () => {
    // June 1 to July 15, 2027: 45 days of the season.
    const days = Array.from({ length: 45 }, (_, index) =>
      new Date(Date.UTC(2027, 5, 1 + index)).toISOString().slice(0, 10),
    );
    const answer = permitReleaseMoments(['2027-01-10', ...days], beforeAnything, seasons);
    const groups = reminderGroups(answer);
    expect(groups.map((group) => [group[0], group.at(-1), group.length])).toEqual([
      ['2027-06-01', '2027-07-01', longestReminderDays],
      ['2027-07-02', '2027-07-15', 14],
    ]);
    expect(groups.flat()).toEqual(days);
  });

  test('a season with unconfirmed facts keeps its label beside the moments', () => {
    const answer = permitReleaseMoments(['2025-07-04'], beforeAnything, seasons);
    const sentences = releaseMomentSentences(answer);
    expect(sentences[0]).toBe('Permits for Jul 4 went on sale on June 1 at 8 a.m. MT.');
    expect(sentences.at(-1)).toBe(`Could not be confirmed for 2025: ${enteredSeason(2025).unconfirmed[0] ?? ''}`);
  });

  test('a season whose release time cannot be read gives no moment, and says so', () => {
    const unreadable = {
      ...season2027,
      releases: { ...season2027.releases, monthly: { dayOfMonth: 1, time: 'morning' } },
    };
    const answer = permitReleaseMoments(['2027-07-04'], beforeAnything, [unreadable]);
    expect(answer.moments).toEqual([]);
    expect(answer.unknownScheduleYears).toEqual([2027]);
  });

  test('the sentences for coming moments, with the evening releases partly past', () => {
    const now = new Date('2027-06-12T12:00:00Z');
    const answer = permitReleaseMoments(['2027-06-12', '2027-06-13', '2027-06-14'], now, seasons);
    expect(releaseMomentSentences(answer)).toEqual([
      'Permits for Jun 12 to Jun 14 went on sale on May 3 at 8 a.m. MT.',
      'More go on sale at 7 p.m. MT the evening before each day (already past for Jun 12).',
    ]);
    const early = permitReleaseMoments(['2027-06-12', '2027-06-13', '2027-06-14'], beforeAnything, seasons);
    expect(releaseMomentSentences(early)).toEqual([
      'Permits for Jun 12 to Jun 14 go on sale on May 3 at 8 a.m. MT.',
      'More go on sale at 7 p.m. MT the evening before each day.',
    ]);
  });
});

describe('releaseClock', () => {
  test.each([
    ['8 a.m.', { hour: 8, minute: 0 }],
    ['7 p.m.', { hour: 19, minute: 0 }],
    ['12 a.m.', { hour: 0, minute: 0 }],
    ['12 p.m.', { hour: 12, minute: 0 }],
    ['noon', { hour: 12, minute: 0 }],
    ['7:30 p.m.', { hour: 19, minute: 30 }],
  ])('%s', (text, clock) => expect(releaseClock(text)).toEqual(clock));
  test.each(['morning', '13 p.m.', '8', '8 am'])('%s cannot be read', (text) =>
    expect(releaseClock(text)).toBeUndefined(),
  );
});

describe('readReminderDates', () => {
  test('a list of days, sorted, repeats once', () => {
    expect(readReminderDates('2027-06-13,2027-06-12,2027-06-13')).toEqual({
      kind: 'dates',
      dates: ['2027-06-12', '2027-06-13'],
    });
  });
  test.each([undefined, '', '2027-02-30', '2027-6-1', 'today', ['2027-06-12']])('%p is refused', (value) => {
    expect(readReminderDates(value).kind).toBe('invalid');
  });
  test('more than the longest list is refused, not cut short', () => {
    const days = Array.from({ length: longestReminderDays + 1 }, (_, index) =>
      new Date(Date.UTC(2027, 6, 1 + index)).toISOString().slice(0, 10),
    );
    expect(readReminderDates(days.join(','))).toEqual({ kind: 'invalid', message: 'Ask for at most 31 days at once.' });
    expect(readReminderDates(days.slice(1).join(',')).kind).toBe('dates');
  });
});
