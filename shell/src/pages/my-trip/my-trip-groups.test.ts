import type { TripItem } from '@estes/shared/my-trip';
import {
  dayLabel,
  eventIdsOf,
  groupByDay,
  groupByKind,
  neighbourInGroup,
  tripCalendarHref,
  whenText,
} from './my-trip-groups';
import { elkFestItem as elkFest, hikeItem as hike, innItem } from '@estes/shared/testing/trip-items';

const inn: TripItem = { ...innItem, day: '2027-10-03' };
const walks: TripItem = {
  kind: 'event',
  id: 'walks',
  title: 'Walks',
  path: '/events?event=walks',
  when: { start: '2027-10-03', end: '2027-10-04', allDay: true },
};
const article: TripItem = { kind: 'article', id: 'guide', title: 'Guide', path: '/blog/guide' };

describe('the list by day', () => {
  it('puts planned days and event days in date order, then what has no day, keeping the visitor’s order within', () => {
    const groups = groupByDay([hike, inn, article, walks, elkFest]);
    expect(groups.map((group) => [group.label, group.items.map((item) => item.id)])).toEqual([
      ['Saturday, October 2, 2027', ['elk-fest-2027']],
      ['Sunday, October 3, 2027', ['hotel-1', 'walks']],
      ['No day yet', ['bear-lake-loop', 'guide']],
    ]);
  });

  it('plans an event for the visitor’s day over its own', () => {
    expect(groupByDay([{ ...elkFest, day: '2027-10-05' }])[0]?.key).toBe('2027-10-05');
  });

  it('moves an item past its neighbour in its own group only', () => {
    const [sunday] = groupByDay([hike, inn, walks]);
    if (!sunday) throw new Error('no Sunday');
    expect(neighbourInGroup(sunday, inn, -1)).toBeUndefined();
    expect(neighbourInGroup(sunday, inn, 1)).toBe(walks);
    expect(neighbourInGroup(sunday, walks, 1)).toBeUndefined();
  });
});

describe('the list by kind', () => {
  it('groups in the contract’s order with plural labels', () => {
    expect(groupByKind([article, elkFest, hike, inn, walks]).map((group) => [group.label, group.items.length])).toEqual(
      [
        ['Places to stay', 1],
        ['Things to do', 1],
        ['Events', 2],
        ['Local Intel articles', 1],
      ],
    );
  });
});

describe('dates and the calendar file', () => {
  it('writes days and event times the same everywhere', () => {
    expect(dayLabel('2027-10-02')).toBe('Saturday, October 2, 2027');
    expect(whenText({ start: '2027-10-02T10:00', end: '2027-10-02T17:00', allDay: false })).toBe(
      'Sat, Oct 2 · 10:00 AM – 5:00 PM',
    );
    expect(whenText({ start: '2027-10-03', end: '2027-10-04', allDay: true })).toBe(
      'Sun, Oct 3 – Mon, Oct 4 · all day',
    );
    expect(whenText({ start: '2027-10-02T00:30', end: '2027-10-02T12:00', allDay: false })).toBe(
      'Sat, Oct 2 · 12:30 AM – 12:00 PM',
    );
  });

  it('asks the planning area for ONE file with every saved event', () => {
    expect(tripCalendarHref(eventIdsOf([hike, elkFest, inn, walks]))).toBe(
      '/api/planning/trip-calendar.ics?events=elk-fest-2027,walks',
    );
  });
});
