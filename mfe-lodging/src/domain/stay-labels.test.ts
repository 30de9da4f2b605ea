import { datesLabel, dayLabel, stayLabel } from './stay-labels';

/** What the labels were written with before (en-US, UTC): the hand-written names must agree. */
const intlDay = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

describe('stay labels', () => {
  it('write every day of two years (a leap year among them) as en-US does', () => {
    const start = Date.UTC(2027, 11, 1);
    for (let day = 0; day < 2 * 366; day += 1) {
      const date = new Date(start + day * 86_400_000);
      expect(dayLabel(isoDay(date))).toBe(intlDay.format(date));
    }
  });

  it('put the check-out year once, after both days', () => {
    expect(datesLabel('2027-12-30', '2028-01-02')).toBe('Thu, Dec 30 – Sun, Jan 2, 2028');
  });

  it('read a date on the UTC timeline, whatever the time zone', () => {
    expect(dayLabel('2027-07-09')).toBe('Fri, Jul 9');
    expect(
      stayLabel({
        checkin: '2027-07-09',
        checkout: '2027-07-11',
        nights: 2,
        adults: 2,
        children: [4],
        rooms: 1,
        isDefault: false,
      }),
    ).toBe('Fri, Jul 9 – Sun, Jul 11, 2027 · 2 nights · 2 adults, 1 child aged 4');
  });
});
