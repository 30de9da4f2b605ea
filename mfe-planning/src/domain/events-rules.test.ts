import {
  badgeColourOf,
  chipCounts,
  clampPage,
  datesConfirmed,
  eventsQuerySearch,
  filterOfCategory,
  formatEventDate,
  pageOfEvents,
  parseEventsQuery,
  sortByDate,
  tagPreview,
  unknownBadgeColour,
  upcoming,
  withCategory,
} from './events-rules';
import { eventDatesText } from '@estes/shared/planning/event-dates';

const event = (title: string, date: string, category: string, endDate?: string) => ({
  title,
  date,
  category,
  ...(endDate ? { endDate } : {}),
});

describe('category mapping', () => {
  it.each([
    ['Festival', 'festivals'],
    ['Seasonal', 'festivals'],
    ['Cultural', 'festivals'],
    ['Food', 'food'],
    ['Music', 'music'],
    ['Concert', 'music'],
    ['Sports', 'sports'],
    ['Arts', 'arts'],
    ['Family', 'family'],
    ['Outdoor', 'outdoor'],
    ['concert', 'music'],
  ])('%s belongs to the %s chip', (category, chip) => {
    expect(filterOfCategory(category)).toBe(chip);
  });

  it.each(['Workshop', 'Entertainment', 'Other', ''])('%s is shown only under all', (category) => {
    expect(filterOfCategory(category)).toBeUndefined();
  });
});

describe('chip counts', () => {
  it('counts every event under all and each under its own chip', () => {
    const events = [
      event('a', '2027-01-01', 'Festival'),
      event('b', '2027-01-02', 'Seasonal'),
      event('c', '2027-01-03', 'Cultural'),
      event('d', '2027-01-04', 'Concert'),
      event('e', '2027-01-05', 'Music'),
      event('f', '2027-01-06', 'Workshop'),
      event('g', '2027-01-07', 'Outdoor'),
      event('h', '2027-01-08', 'Mystery'),
    ];
    expect(chipCounts(events).map((chip) => [chip.id, chip.count])).toEqual([
      ['all', 8],
      ['festivals', 3],
      ['food', 0],
      ['music', 2],
      ['sports', 0],
      ['arts', 0],
      ['family', 0],
      ['outdoor', 1],
    ]);
    expect(chipCounts([])[0]).toEqual({ id: 'all', name: 'All Events', count: 0 });
  });
});

describe('order and pages', () => {
  const many = Array.from({ length: 23 }, (_, index) =>
    event(
      `Event ${String(index).padStart(2, '0')}`,
      `2027-03-${String(28 - index).padStart(2, '0')}`,
      index % 2 ? 'Music' : 'Outdoor',
    ),
  );

  it('sorts by date ascending, ties by title', () => {
    const sorted = sortByDate([
      event('B', '2027-05-01', 'x'),
      event('A', '2027-05-01', 'x'),
      event('C', '2026-12-01', 'x'),
    ]);
    expect(sorted.map((item) => item.title)).toEqual(['C', 'A', 'B']);
  });

  it('gives pages of 10 and clamps the page to 1..last', () => {
    const first = pageOfEvents(many, { category: 'all', page: 1 });
    expect(first.items).toHaveLength(10);
    expect(first.items[0]?.date).toBe('2027-03-06');
    expect(first.pageCount).toBe(3);
    expect(pageOfEvents(many, { category: 'all', page: 3 }).items).toHaveLength(3);
    expect(pageOfEvents(many, { category: 'all', page: 99 }).page).toBe(3);
    expect(pageOfEvents(many, { category: 'all', page: -4 }).page).toBe(1);
    expect(pageOfEvents(many, { category: 'all', page: 0 }).page).toBe(1);
    expect(clampPage(Number.NaN, 50)).toBe(1);
    expect(clampPage(2.7, 50)).toBe(2);
    expect(pageOfEvents([], { category: 'all', page: 5 })).toEqual({ items: [], page: 1, pageCount: 1, total: 0 });
  });

  it('filters by chip before paging, and a chip change resets to page 1', () => {
    const music = pageOfEvents(many, { category: 'music', page: 2 });
    expect(music.total).toBe(11);
    expect(music.items.every((item) => item.category === 'Music')).toBe(true);
    expect(music.items).toHaveLength(1);
    expect(withCategory('outdoor')).toEqual({ category: 'outdoor', page: 1 });
  });

  it('keeps events that have not ended yet', () => {
    const list = [
      event('past', '2026-11-01', 'x'),
      event('running', '2026-11-20', 'x', '2026-11-23'),
      event('next', '2026-12-01', 'x'),
    ];
    expect(upcoming(list, '2026-11-22').map((item) => item.title)).toEqual(['running', 'next']);
  });
});

describe('the URL query', () => {
  it('reads category and page forgivingly', () => {
    expect(parseEventsQuery('?category=Music&page=2')).toEqual({ category: 'music', page: 2 });
    expect(parseEventsQuery('category=rodeo&page=abc')).toEqual({ category: 'all', page: 1 });
    expect(parseEventsQuery('')).toEqual({ category: 'all', page: 1 });
  });

  it('writes only what differs from the defaults', () => {
    expect(eventsQuerySearch({ category: 'all', page: 1 })).toBe('');
    expect(eventsQuerySearch({ category: 'food', page: 1 })).toBe('?category=food');
    expect(eventsQuerySearch({ category: 'all', page: 3 }, 'elk-fest-2027')).toBe('?page=3&event=elk-fest-2027');
  });
});

describe('tags', () => {
  it('shows 3 and counts the rest', () => {
    expect(tagPreview(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], more: '+2 more' });
    expect(tagPreview(['a', 'b', 'c'])).toEqual({ shown: ['a', 'b', 'c'], more: null });
    expect(tagPreview([])).toEqual({ shown: [], more: null });
  });
});

describe('whether an event’s dates are confirmed', () => {
  it('is not when its entry says no source is recorded, and is with a named source or as an approved submission', () => {
    expect(datesConfirmed({ id: 'a', source: { none: 'No source recorded' } })).toBe(false);
    expect(
      datesConfirmed({
        id: 'a',
        source: { name: 'Town calendar', url: 'https://example.org', recorded: '2026-11-26' },
      }),
    ).toBe(true);
    expect(datesConfirmed({ id: 'submitted' })).toBe(true);
  });
  it('and the label reads the same as text and beside the dates', () => {
    expect(eventDatesText('Jul 7 – 12, 2027', false)).toBe('Jul 7 – 12, 2027 · dates not confirmed');
    expect(eventDatesText('Jul 7 – 12, 2027', true)).toBe('Jul 7 – 12, 2027');
  });
});

describe('dates', () => {
  it('formats a day and each kind of range', () => {
    expect(formatEventDate('2027-09-11')).toBe('Sat, Sep 11, 2027');
    expect(formatEventDate('2027-09-09', '2027-09-12')).toBe('Sep 9 – 12, 2027');
    expect(formatEventDate('2027-06-17', '2027-08-26')).toBe('Jun 17 – Aug 26, 2027');
    expect(formatEventDate('2026-12-31', '2027-01-02')).toBe('Dec 31, 2026 – Jan 2, 2027');
    expect(formatEventDate('2027-07-04', '2027-07-04')).toBe('Sun, Jul 4, 2027');
    expect(formatEventDate('2027-02-30')).toBe('2027-02-30');
  });
});

describe('badge colours', () => {
  it('has a colour per category and gray for the unknown', () => {
    expect(badgeColourOf('Festival')).not.toEqual(unknownBadgeColour);
    expect(badgeColourOf('Other')).toEqual(unknownBadgeColour);
    expect(badgeColourOf('toString')).toEqual(unknownBadgeColour);
    expect(unknownBadgeColour.background).toBe('#f3f4f6');
  });
});
