/**
 * "Open now" from a place's hours on the town's clock (docs/rules/planning.md#opening-hours):
 * ordinary days, days it is closed, periods past midnight, around the clock, the provider's dated
 * hours (a holiday), and both changes of daylight saving time. Instants are written in UTC; the
 * comments give the town's wall clock (MST is UTC−7, MDT UTC−6).
 */
import { openingAnswerAt, openingStateAt, type HoursPeriod } from './opening-hours';

const everyDay = (open: [number, number], close: [number, number], days = [0, 1, 2, 3, 4, 5, 6]): HoursPeriod[] =>
  days.map((day) => ({
    open: { day, hour: open[0], minute: open[1] },
    close: { day: close[0] < open[0] ? (day + 1) % 7 : day, hour: close[0], minute: close[1] },
  }));

const elevenToNine = everyDay([11, 0], [21, 0]);
const answer = (periods: HoursPeriod[], utc: string) => {
  const { headline, detail, changesAt } = openingAnswerAt(periods, new Date(utc));
  return { headline, detail, changesAt };
};

describe('open now, on an ordinary day (Thursday 26 November 2026, MST)', () => {
  it('open: says so and when it closes', () => {
    // 2 PM MST.
    expect(answer(elevenToNine, '2026-11-26T21:00:00Z')).toEqual({
      headline: 'Open now',
      detail: 'Closes 9 PM',
      changesAt: '2026-11-27T04:00:00.000Z',
    });
  });

  it('before opening: opens later today', () => {
    // 9:15 AM MST.
    expect(answer(elevenToNine, '2026-11-26T16:15:00Z')).toEqual({
      headline: 'Closed now',
      detail: 'Opens 11 AM',
      changesAt: '2026-11-26T18:00:00.000Z',
    });
  });

  it('after closing: opens tomorrow, and the answer changes at midnight', () => {
    // 10 PM MST.
    expect(answer(elevenToNine, '2026-11-27T05:00:00Z')).toEqual({
      headline: 'Closed now',
      detail: 'Opens 11 AM tomorrow',
      changesAt: '2026-11-27T07:00:00.000Z',
    });
  });

  it('at the minute of closing it is closed, at the minute of opening open', () => {
    expect(answer(elevenToNine, '2026-11-27T04:00:00Z').headline).toBe('Closed now');
    expect(answer(elevenToNine, '2026-11-26T18:00:00Z').headline).toBe('Open now');
  });

  it('keeps minutes that are not on the hour', () => {
    const halfPast = everyDay([7, 30], [20, 30]);
    expect(answer(halfPast, '2026-11-26T13:00:00Z').detail).toBe('Opens 7:30 AM');
    expect(answer(halfPast, '2026-11-26T20:00:00Z').detail).toBe('Closes 8:30 PM');
  });
});

describe('closed today', () => {
  // Tuesday to Sunday, 5 to 9 PM: closed on Mondays.
  const closedMondays = everyDay([17, 0], [21, 0], [0, 2, 3, 4, 5, 6]);

  it('on its closed day: "Closed today", and when it opens', () => {
    // Monday 23 November, noon MST.
    expect(answer(closedMondays, '2026-11-23T19:00:00Z')).toEqual({
      headline: 'Closed today',
      detail: 'Opens 5 PM tomorrow',
      changesAt: '2026-11-24T07:00:00.000Z',
    });
  });

  it('names the weekday when the next opening is further off', () => {
    // Sunday 22 November, 10 PM MST: Monday is closed, so Tuesday.
    expect(answer(closedMondays, '2026-11-23T05:00:00Z')).toEqual({
      headline: 'Closed now',
      detail: 'Opens Tuesday 5 PM',
      changesAt: '2026-11-23T07:00:00.000Z',
    });
    const saturdaysOnly = everyDay([10, 0], [16, 0], [6]);
    expect(answer(saturdaysOnly, '2026-11-23T19:00:00Z').detail).toBe('Opens Saturday 10 AM');
  });

  it('a place with no period at all is closed, with no opening to name', () => {
    expect(answer([], '2026-11-26T21:00:00Z')).toEqual({
      headline: 'Closed',
      detail: null,
      changesAt: '2026-11-27T07:00:00.000Z',
    });
    expect(openingStateAt([], new Date('2026-11-26T21:00:00Z'))).toEqual({ kind: 'never-open' });
  });
});

describe('periods that cross midnight', () => {
  // Every day 11 AM to 2 AM the next morning.
  const lateBar = everyDay([11, 0], [2, 0]);

  it('is open in the evening, closing after midnight', () => {
    // Friday 27 November, 11:30 PM MST.
    expect(answer(lateBar, '2026-11-28T06:30:00Z')).toEqual({
      headline: 'Open now',
      detail: 'Closes 2 AM',
      changesAt: '2026-11-28T07:00:00.000Z',
    });
  });

  it('is still open after midnight on the previous day’s period', () => {
    // Saturday 28 November, 1 AM MST.
    expect(answer(lateBar, '2026-11-28T08:00:00Z')).toEqual({
      headline: 'Open now',
      detail: 'Closes 2 AM',
      changesAt: '2026-11-28T09:00:00.000Z',
    });
  });

  it('after the late closing it opens again later that day', () => {
    // Saturday 28 November, 3 AM MST.
    expect(answer(lateBar, '2026-11-28T10:00:00Z')).toEqual({
      headline: 'Closed now',
      detail: 'Opens 11 AM',
      changesAt: '2026-11-28T18:00:00.000Z',
    });
  });
});

describe('around the clock', () => {
  it('one period from Sunday midnight with no close is open 24 hours, and never changes', () => {
    expect(answer([{ open: { day: 0, hour: 0, minute: 0 } }], '2026-11-26T09:00:00Z')).toEqual({
      headline: 'Open 24 hours',
      detail: null,
      changesAt: null,
    });
  });

  it('whole days that touch are one stretch: it closes when the last one ends', () => {
    // Monday and Tuesday, each 00:00 to 24:00.
    const twoDays: HoursPeriod[] = [
      { open: { day: 1, hour: 0, minute: 0 }, close: { day: 2, hour: 0, minute: 0 } },
      { open: { day: 2, hour: 0, minute: 0 }, close: { day: 3, hour: 0, minute: 0 } },
    ];
    // Monday 23 November, noon MST.
    const state = openingStateAt(twoDays, new Date('2026-11-23T19:00:00Z'));
    expect(state).toMatchObject({ kind: 'open', closes: { at: '2026-11-25T07:00:00.000Z', daysFromToday: 2 } });
    expect(answer(twoDays, '2026-11-23T19:00:00Z').detail).toBe('Closes Wednesday 12 AM');
  });
});

describe('the provider’s dated hours (the next seven days, holidays included)', () => {
  // Thanksgiving week: open Wednesday and Friday 11–9, nothing on Thursday 26.
  const point = (date: string, hour: number, truncated = false) => {
    const [year, month, day] = date.split('-').map(Number) as [number, number, number];
    return { day: new Date(`${date}T12:00:00Z`).getUTCDay(), hour, minute: 0, date: { year, month, day }, truncated };
  };
  const thanksgivingWeek: HoursPeriod[] = [
    { open: point('2026-11-25', 11), close: point('2026-11-25', 21) },
    { open: point('2026-11-27', 11), close: point('2026-11-27', 21) },
  ];

  it('reads the dates, not the weekdays: closed on the holiday', () => {
    // Thursday 26 November, noon MST.
    expect(answer(thanksgivingWeek, '2026-11-26T19:00:00Z')).toEqual({
      headline: 'Closed today',
      detail: 'Opens 11 AM tomorrow',
      changesAt: '2026-11-27T07:00:00.000Z',
    });
  });

  it('a close the provider cut at the edge of its days is not named', () => {
    const runsOn: HoursPeriod[] = [{ open: point('2026-11-26', 11), close: point('2026-12-02', 23, true) }];
    expect(answer(runsOn, '2026-11-26T19:00:00Z')).toEqual({
      headline: 'Open now',
      detail: null,
      changesAt: '2026-11-27T07:00:00.000Z',
    });
  });
});

describe('daylight saving time', () => {
  it('spring forward (Sunday 8 March 2026): opening at 11 is 11 MDT, an hour sooner in UTC than the day before', () => {
    // Saturday 7 March, 10:30 AM MST.
    expect(answer(elevenToNine, '2026-03-07T17:30:00Z').changesAt).toBe('2026-03-07T18:00:00.000Z');
    // Sunday 8 March, 10:30 AM MDT.
    expect(answer(elevenToNine, '2026-03-08T16:30:00Z')).toEqual({
      headline: 'Closed now',
      detail: 'Opens 11 AM',
      changesAt: '2026-03-08T17:00:00.000Z',
    });
    // Sunday 8 March, 11:30 AM MDT: open (with a fixed MST offset it would still read 10:30).
    expect(answer(elevenToNine, '2026-03-08T17:30:00Z')).toMatchObject({ headline: 'Open now', detail: 'Closes 9 PM' });
  });

  it('fall back (Sunday 1 November 2026): a bar open to 2 AM stays open through the repeated hour', () => {
    const lateBar = everyDay([20, 0], [2, 0]);
    // 1:30 AM MDT, the first time round.
    expect(answer(lateBar, '2026-11-01T07:30:00Z')).toEqual({
      headline: 'Open now',
      detail: 'Closes 2 AM',
      changesAt: '2026-11-01T09:00:00.000Z',
    });
    // 1:30 AM MST, the second time round: still open, closing at 2 AM MST.
    expect(answer(lateBar, '2026-11-01T08:30:00Z')).toMatchObject({ headline: 'Open now', detail: 'Closes 2 AM' });
    // 2:15 AM MST: closed, opening at 8 PM that evening.
    expect(answer(lateBar, '2026-11-01T09:15:00Z')).toEqual({
      headline: 'Closed now',
      detail: 'Opens 8 PM',
      changesAt: '2026-11-02T03:00:00.000Z',
    });
  });
});
