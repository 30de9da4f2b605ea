import { countWith, everyDay, isReportPeriod, reportWindow, summarizeDays } from './report-days';

const views = { one: 'page view', other: 'page views' };

describe('the days of a report', () => {
  it('ends the window on today and counts today in the period', () => {
    expect(reportWindow('2026-11-27', 7)).toEqual({ from: '2026-11-21', to: '2026-11-27' });
    expect(reportWindow('2026-03-01', 30)).toEqual({ from: '2026-01-31', to: '2026-03-01' });
    expect(reportWindow('2026-11-27', 90)).toEqual({ from: '2026-08-30', to: '2026-11-27' });
  });

  it('takes only the periods the console offers', () => {
    expect([7, 30, 90].every(isReportPeriod)).toBe(true);
    expect([0, 14, 365, '7', 7.5].some(isReportPeriod)).toBe(false);
  });

  it('lists every day oldest first, a day with nothing as zero, days outside the window left out', () => {
    expect(
      everyDay('2026-02-27', '2026-03-02', [
        { day: '2026-03-01', count: 4 },
        { day: '2026-02-27', count: 1 },
        { day: '2026-03-01', count: 2 },
        { day: '2026-03-09', count: 50 },
      ]),
    ).toEqual([
      { day: '2026-02-27', count: 1 },
      { day: '2026-02-28', count: 0 },
      { day: '2026-03-01', count: 6 },
      { day: '2026-03-02', count: 0 },
    ]);
    expect(everyDay('2026-03-02', '2026-03-01', [])).toEqual([]);
    expect(everyDay('not a day', '2026-03-01', [])).toEqual([]);
  });
});

describe('the sentence beside a chart', () => {
  it('says the total, the span and the busiest day', () => {
    const days = everyDay('2026-11-21', '2026-11-27', [
      { day: '2026-11-23', count: 1200 },
      { day: '2026-11-27', count: 9 },
    ]);
    expect(summarizeDays(days, views)).toBe(
      '1,209 page views from Nov 21 to Fri, Nov 27, 2026; the busiest day was Mon, Nov 23, 2026 with 1,200.',
    );
  });

  it('says when nothing was counted, and counts one in the singular', () => {
    expect(summarizeDays(everyDay('2026-11-21', '2026-11-22', []), views)).toBe(
      'No page views from Nov 21 to Sun, Nov 22, 2026.',
    );
    expect(summarizeDays([], views)).toBe('No page views in this period.');
    expect(summarizeDays([{ day: '2026-11-22', count: 1 }], views)).toBe('1 page view on Sun, Nov 22, 2026.');
    expect(countWith(2, views)).toBe('2 page views');
  });
});
