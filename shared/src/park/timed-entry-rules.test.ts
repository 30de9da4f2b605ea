/** @jest-environment node */
import fc from 'fast-check';
import {
  addDays,
  daysFrom,
  isCalendarDate,
  latestSeason,
  longestPermitRangeDays,
  permitDay,
  permitDaysBetween,
  permitDaysOfStay,
  sameDayIn,
  seasonOfYear,
  seasonSpan,
  summarizePermitDays,
  timedEntryOutlook,
  timedEntrySeasonNow,
  type PermitDay,
} from './timed-entry-rules';
import { timedEntrySeasons, type TimedEntrySeason } from './timed-entry-seasons';
import { enteredSeason } from '../testing/timed-entry-seasons';

const entered2025 = enteredSeason(2025);
/** A test season whose two permits end on different days, as some years' have. */
const season2025: TimedEntrySeason = {
  ...entered2025,
  permits: entered2025.permits.map((permit) =>
    permit.id === 'park-access' ? { ...permit, lastDay: '2025-10-14' } : permit,
  ),
};
const season2027: TimedEntrySeason = {
  ...season2025,
  year: 2027,
  permits: season2025.permits.map((permit) => ({
    ...permit,
    firstDay: '2027-05-28',
    lastDay: '2027-10-17',
  })),
  releases: { ...season2025.releases, first: { ...season2025.releases.first, day: '2027-05-03' } },
};
const seasons = [season2025];
const names = (day: PermitDay) => ('permits' in day ? day.permits.map((permit) => permit.name) : []);

const calendarDate = fc
  .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2090-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

describe('the entered seasons (the data the site team updates)', () => {
  it('as entered on 2026-11-23 (update with the data): 2025 only, no unverified 2026 or 2027 season', () => {
    expect(seasonOfYear(2026)).toBeUndefined();
    expect(seasonOfYear(2027)).toBeUndefined();
    expect(latestSeason()?.year).toBe(2025);
  });

  it('gives 2025 as reported: May 23 to October 19, the two permits and their hours, $2, the links', () => {
    const season = enteredSeason(2025);
    expect(seasonSpan(season)).toEqual({ firstDay: '2025-05-23', lastDay: '2025-10-19' });
    expect(season.permits.map((permit) => [permit.name, permit.fromHour, permit.untilHour])).toEqual([
      ['Park Access+', 5, 18],
      ['Park Access', 9, 14],
    ]);
    expect(season.entryWindowHours).toBe(2);
    expect(season.reservationFeeUsd).toBe(2);
    expect(season.reservationUrl).toBe('https://www.recreation.gov/timed-entry/10086745');
    expect(season.source.url).toBe('https://www.nps.gov/romo/planyourvisit/timed-entry-permit-system.htm');
    expect(season.releases.first.day).toBe('2025-05-01');
    expect(season.releases.eveningBefore.time).toBe('7 p.m.');
    expect(season.unconfirmed.length).toBeGreaterThan(0);
  });

  it('is well formed: real dates in the season’s year, first day before last, release before the first day', () => {
    const years = timedEntrySeasons.map((season) => season.year);
    expect(new Set(years).size).toBe(years.length);
    for (const season of timedEntrySeasons) {
      expect(isCalendarDate(season.checked.on)).toBe(true);
      expect(season.permits.length).toBeGreaterThan(0);
      for (const permit of season.permits) {
        expect(isCalendarDate(permit.firstDay) && isCalendarDate(permit.lastDay)).toBe(true);
        expect(permit.firstDay <= permit.lastDay).toBe(true);
        expect([permit.firstDay.slice(0, 4), permit.lastDay.slice(0, 4)]).toEqual([
          String(season.year),
          String(season.year),
        ]);
        expect(permit.fromHour).toBeLessThan(permit.untilHour);
      }
      expect(season.releases.first.day < seasonSpan(season).firstDay).toBe(true);
      expect(season.reservationUrl).toMatch(/^https:\/\/www\.recreation\.gov\//);
      expect(season.source.url).toMatch(/^https:\/\/www\.nps\.gov\//);
    }
  });
});

describe('calendar dates', () => {
  it.each(['2025-07-04', '2024-02-29', '2000-02-29', '1900-01-01', '2999-12-31'])('%s is a date', (value) => {
    expect(isCalendarDate(value)).toBe(true);
  });

  it.each([
    '2025-02-29',
    '1900-02-29',
    '2025-13-01',
    '2025-00-10',
    '2025-04-31',
    '2025-7-4',
    '20250704',
    ' 2025-07-04',
    '2025-07-04T00:00',
    '1899-12-31',
    '3000-01-01',
    '',
    '__proto__',
  ])('%j is not', (value) => {
    expect(isCalendarDate(value)).toBe(false);
  });

  it.each([undefined, null, 20250704, {}, ['2025-07-04']])('%j (not a string) is not', (value) => {
    expect(isCalendarDate(value)).toBe(false);
  });

  it('adds days across months, years and leap days', () => {
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
    expect(daysFrom('2025-05-23', '2025-10-19')).toBe(149);
  });

  it('moves a month and day to another year, February 29 to the 28th in a common year', () => {
    expect(sameDayIn('2025-05-23', 2027)).toBe('2027-05-23');
    expect(sameDayIn('2024-02-29', 2025)).toBe('2025-02-28');
  });

  it('adding n days then counting them back gives n (any date, any shift)', () => {
    fc.assert(
      fc.property(calendarDate, fc.integer({ min: -800, max: 800 }), (date, count) => {
        const moved = addDays(date, count);
        expect(isCalendarDate(moved)).toBe(true);
        expect(daysFrom(date, moved)).toBe(count);
      }),
    );
  });
});

describe('which day needs a permit', () => {
  it('needs both permits on the first day of the season and none the day before', () => {
    expect(permitDay('2025-05-22', seasons)).toEqual({ date: '2025-05-22', status: 'not-needed', estimated: false });
    const first = permitDay('2025-05-23', seasons);
    expect(first.status).toBe('needed');
    expect(names(first)).toEqual(['Park Access+', 'Park Access']);
  });

  it('follows each permit’s own last day: only Park Access+ after the Park Access season ends', () => {
    expect(names(permitDay('2025-10-14', seasons))).toEqual(['Park Access+', 'Park Access']);
    expect(names(permitDay('2025-10-15', seasons))).toEqual(['Park Access+']);
    expect(names(permitDay('2025-10-19', seasons))).toEqual(['Park Access+']);
    expect(permitDay('2025-10-20', seasons).status).toBe('not-needed');
  });

  it('needs none in winter of an entered year', () => {
    expect(permitDay('2025-01-15', seasons)).toEqual({ date: '2025-01-15', status: 'not-needed', estimated: false });
    expect(permitDay('2025-12-24', seasons).status).toBe('not-needed');
  });

  it('calls a day of an unannounced year inside the last season’s dates "likely", never needed', () => {
    const day = permitDay('2027-07-04', seasons);
    expect(day.status).toBe('likely');
    expect(day.status === 'likely' && day.reference.year).toBe(2025);
    expect(names(day)).toEqual(['Park Access+', 'Park Access']);
    expect(names(permitDay('2027-10-16', seasons))).toEqual(['Park Access+']);
  });

  it('calls a day of an unannounced year outside those dates not needed, as an estimate', () => {
    expect(permitDay('2027-05-22', seasons)).toEqual({ date: '2027-05-22', status: 'not-needed', estimated: true });
    expect(permitDay('2026-11-23', seasons)).toEqual({ date: '2026-11-23', status: 'not-needed', estimated: true });
  });

  it('uses an entered season as soon as it is entered', () => {
    expect(permitDay('2027-05-27', [season2025, season2027]).status).toBe('not-needed');
    expect(permitDay('2027-05-28', [season2025, season2027]).status).toBe('needed');
  });

  it('says nothing when no season was ever entered', () => {
    expect(permitDay('2027-07-04', [])).toEqual({ date: '2027-07-04', status: 'unknown' });
  });

  it('a day is needed only in an entered year, and only inside one of its permits', () => {
    fc.assert(
      fc.property(calendarDate, (date) => {
        const day = permitDay(date, seasons);
        if (day.status === 'needed') {
          expect(date.startsWith('2025-')).toBe(true);
          for (const permit of day.permits) expect(permit.firstDay <= date && date <= permit.lastDay).toBe(true);
        }
        if (day.status === 'likely') expect(date.startsWith('2025-')).toBe(false);
        if (!date.startsWith('2025-')) expect(day.status).not.toBe('needed');
        expect(day.status).not.toBe('unknown');
      }),
    );
  });
});

describe('the days of a stay or a visit', () => {
  it('lists every day from check-in to check-out, both included', () => {
    const range = permitDaysOfStay('2025-07-03', '2025-07-06', seasons);
    expect(range.kind === 'days' && range.days.map((day) => day.date)).toEqual([
      '2025-07-03',
      '2025-07-04',
      '2025-07-05',
      '2025-07-06',
    ]);
  });

  it('marks the days across the season’s start', () => {
    const range = permitDaysBetween('2025-05-21', '2025-05-24', seasons);
    expect(range.kind === 'days' && range.days.map((day) => day.status)).toEqual([
      'not-needed',
      'not-needed',
      'needed',
      'needed',
    ]);
  });

  it('refuses a check-out on or before the check-in', () => {
    expect(permitDaysOfStay('2025-07-06', '2025-07-03', seasons)).toEqual({ kind: 'invalid', reason: 'reversed' });
    expect(permitDaysOfStay('2025-07-06', '2025-07-06', seasons)).toEqual({ kind: 'invalid', reason: 'reversed' });
    expect(permitDaysBetween('2025-07-06', '2025-07-06', seasons).kind).toBe('days');
  });

  it.each([
    [undefined, '2025-07-06'],
    ['2025-07-06', undefined],
    ['2025-02-30', '2025-03-02'],
    ['tomorrow', 'next week'],
    ['2025-07-04<script>', '2025-07-06'],
  ])('refuses %j to %j as not dates', (from, to) => {
    expect(permitDaysOfStay(from, to, seasons)).toEqual({ kind: 'invalid', reason: 'not-a-date' });
  });

  it(`answers at most ${longestPermitRangeDays} days and refuses longer ranges instead of walking them`, () => {
    const longest = permitDaysBetween('2025-05-01', addDays('2025-05-01', longestPermitRangeDays - 1), seasons);
    expect(longest.kind === 'days' && longest.days.length).toBe(longestPermitRangeDays);
    expect(permitDaysBetween('2025-05-01', addDays('2025-05-01', longestPermitRangeDays), seasons)).toEqual({
      kind: 'invalid',
      reason: 'too-long',
    });
    expect(permitDaysBetween('1900-01-01', '2999-12-31', seasons)).toEqual({ kind: 'invalid', reason: 'too-long' });
  });

  it('any range: one answer per day, in order, each as permitDay says; or refused for a reason', () => {
    fc.assert(
      fc.property(calendarDate, fc.integer({ min: -10, max: 80 }), (from, length) => {
        const to = addDays(from, length);
        const range = permitDaysBetween(from, to, seasons);
        if (length < 0) expect(range).toEqual({ kind: 'invalid', reason: 'reversed' });
        else if (length + 1 > longestPermitRangeDays) expect(range).toEqual({ kind: 'invalid', reason: 'too-long' });
        else {
          expect(range.kind).toBe('days');
          if (range.kind !== 'days') return;
          expect(range.days).toHaveLength(length + 1);
          range.days.forEach((day, index) => expect(day).toEqual(permitDay(addDays(from, index), seasons)));
        }
      }),
    );
  });

  it('a summary keeps every day once: needed, likely, not needed or unknown', () => {
    fc.assert(
      fc.property(calendarDate, fc.integer({ min: 0, max: longestPermitRangeDays - 1 }), (from, length) => {
        const range = permitDaysBetween(from, addDays(from, length), seasons);
        if (range.kind !== 'days') throw new Error('expected days');
        const summary = summarizePermitDays(range.days, seasons);
        const counted = [
          ...summary.needed.flatMap((group) => group.dates),
          ...summary.likely.flatMap((group) => group.dates),
          ...summary.notNeeded,
          ...summary.unknown,
        ].sort();
        expect(counted).toEqual(range.days.map((day) => day.date));
        expect(summary.reference === undefined).toBe(summary.unannouncedYears.length === 0);
      }),
    );
  });

  it('groups days by the permits they need', () => {
    const range = permitDaysBetween('2025-10-13', '2025-10-21', seasons);
    if (range.kind !== 'days') throw new Error('expected days');
    const summary = summarizePermitDays(range.days, seasons);
    expect(summary.needed.map((group) => [group.dates, group.permits.map((permit) => permit.id)])).toEqual([
      [
        ['2025-10-13', '2025-10-14'],
        ['park-access-plus', 'park-access'],
      ],
      [['2025-10-15', '2025-10-16', '2025-10-17', '2025-10-18', '2025-10-19'], ['park-access-plus']],
    ]);
    expect(summary.notNeeded).toEqual(['2025-10-20', '2025-10-21']);
    expect(summary.seasons).toEqual([season2025]);
    expect(summary.unannouncedYears).toEqual([]);
  });
});

describe('timed-entry season now or soon (the home page)', () => {
  it('is out of season on 2026-11-23 and plans for 2027, not announced, from the 2025 season', () => {
    const outlook = timedEntryOutlook('2026-11-23', seasons);
    expect(outlook).toMatchObject({ kind: 'not-announced', year: 2027, phase: 'upcoming' });
    expect(outlook.kind === 'not-announced' && outlook.estimated).toEqual({
      firstRelease: '2027-05-01',
      firstDay: '2027-05-23',
      lastDay: '2027-10-19',
    });
    expect(timedEntrySeasonNow('2026-11-23', seasons).inSeason).toBe(false);
  });

  it('is in season, estimated, from the typical first release to the typical last day of an unannounced year', () => {
    expect(timedEntrySeasonNow('2027-04-30', seasons).inSeason).toBe(false);
    expect(timedEntrySeasonNow('2027-05-01', seasons)).toMatchObject({ inSeason: true, estimated: true });
    expect(timedEntryOutlook('2027-05-01', seasons).phase).toBe('releasing');
    expect(timedEntryOutlook('2027-07-04', seasons).phase).toBe('in-season');
    expect(timedEntrySeasonNow('2027-10-19', seasons).inSeason).toBe(true);
    expect(timedEntrySeasonNow('2027-10-20', seasons).inSeason).toBe(false);
    expect(timedEntryOutlook('2027-10-20', seasons)).toMatchObject({ kind: 'not-announced', year: 2028 });
  });

  it('follows an announced season: upcoming, releasing from its first release, in season to its last day', () => {
    const both = [season2025, season2027];
    expect(timedEntryOutlook('2027-01-10', both)).toMatchObject({ kind: 'announced', phase: 'upcoming' });
    expect(timedEntryOutlook('2027-05-02', both).phase).toBe('upcoming');
    expect(timedEntrySeasonNow('2027-05-03', both)).toMatchObject({ inSeason: true, estimated: false });
    expect(timedEntryOutlook('2027-05-28', both).phase).toBe('in-season');
    expect(timedEntrySeasonNow('2027-10-17', both).inSeason).toBe(true);
    expect(timedEntryOutlook('2027-10-18', both)).toMatchObject({ kind: 'not-announced', year: 2028 });
  });

  it('2025 itself: in season on its days, over after October 19', () => {
    expect(timedEntrySeasonNow('2025-07-04', seasons)).toMatchObject({ inSeason: true, estimated: false });
    expect(timedEntryOutlook('2025-10-20', seasons)).toMatchObject({ kind: 'not-announced', year: 2026 });
  });

  it('without any season entered, is never in season and has nothing to estimate from', () => {
    expect(timedEntrySeasonNow('2027-07-04', [])).toMatchObject({ inSeason: false, estimated: true });
    expect(timedEntryOutlook('2027-07-04', [])).toMatchObject({ kind: 'not-announced', reference: undefined });
  });

  it('any day: the season planned for is this year’s or next, and in season only inside its window', () => {
    fc.assert(
      fc.property(calendarDate, (today) => {
        const { inSeason, outlook } = timedEntrySeasonNow(today, seasons);
        const year = outlook.kind === 'announced' ? outlook.season.year : outlook.year;
        expect([Number(today.slice(0, 4)), Number(today.slice(0, 4)) + 1]).toContain(year);
        const window =
          outlook.kind === 'announced'
            ? { from: outlook.season.releases.first.day, to: seasonSpan(outlook.season).lastDay }
            : { from: outlook.estimated?.firstRelease ?? '', to: outlook.estimated?.lastDay ?? '' };
        expect(inSeason).toBe(window.from <= today && today <= window.to);
      }),
    );
  });
});
