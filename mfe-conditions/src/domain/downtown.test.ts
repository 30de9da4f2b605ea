import { downtownBusinesses } from '../data/downtown-businesses';
import {
  directoryFilterSearch,
  downtownBookingUrl,
  filterBusinesses,
  isOpenAt,
  parkingOutlook,
  parseDirectoryFilter,
} from './downtown';

describe('directory filter', () => {
  it('defaults to all and reads each category', () => {
    expect(parseDirectoryFilter(new URLSearchParams(''))).toEqual({ filter: 'all' });
    expect(parseDirectoryFilter(new URLSearchParams('category=restaurant'))).toEqual({ filter: 'restaurant' });
    expect(parseDirectoryFilter(new URLSearchParams('category=Shop'))).toEqual({ filter: 'shop' });
  });

  it('falls back to all and reports an unknown category', () => {
    expect(parseDirectoryFilter(new URLSearchParams('category=spa'))).toEqual({ filter: 'all', unknown: 'spa' });
  });

  it('writes the query back', () => {
    expect(directoryFilterSearch('all')).toBe('');
    expect(directoryFilterSearch('service')).toBe('?category=service');
  });

  it('filters by category', () => {
    const dining = filterBusinesses(downtownBusinesses, 'restaurant');
    expect(dining.length).toBeGreaterThan(0);
    expect(dining.every((business) => business.category === 'restaurant')).toBe(true);
    expect(filterBusinesses(downtownBusinesses, 'all')).toHaveLength(downtownBusinesses.length);
  });
});

describe('isOpenAt', () => {
  const hours = { opens: 11, closes: 21 };
  it('is open from the opening hour up to, not including, closing', () => {
    expect(isOpenAt(hours, { weekday: 2, hour: 10, minute: 59 })).toBe(false);
    expect(isOpenAt(hours, { weekday: 2, hour: 11, minute: 0 })).toBe(true);
    expect(isOpenAt(hours, { weekday: 2, hour: 20, minute: 59 })).toBe(true);
    expect(isOpenAt(hours, { weekday: 2, hour: 21, minute: 0 })).toBe(false);
  });

  it('is shut on its closed days', () => {
    expect(isOpenAt({ ...hours, closedOn: [1] }, { weekday: 1, hour: 12, minute: 0 })).toBe(false);
  });

  it('counts hours past midnight for the day they started', () => {
    const bar = { opens: 10, closes: 26, closedOn: [2] };
    expect(isOpenAt(bar, { weekday: 5, hour: 1, minute: 30 })).toBe(true);
    expect(isOpenAt(bar, { weekday: 5, hour: 2, minute: 0 })).toBe(false);
    // Tuesday closed, so early Wednesday is shut too.
    expect(isOpenAt(bar, { weekday: 3, hour: 1, minute: 0 })).toBe(false);
  });

  it('is always open when it never closes', () => {
    expect(isOpenAt({ opens: 0, closes: 24, always: true }, { weekday: 0, hour: 3, minute: 0 })).toBe(true);
  });
});

describe('parkingOutlook', () => {
  it('is busy on summer and fall weekends from 10 AM to 5 PM', () => {
    expect(parkingOutlook({ weekday: 6, hour: 10 }, 'summer')).toBe('busy');
    expect(parkingOutlook({ weekday: 0, hour: 16 }, 'fall')).toBe('busy');
    expect(parkingOutlook({ weekday: 0, hour: 17 }, 'fall')).toBe('easy');
    expect(parkingOutlook({ weekday: 6, hour: 9 }, 'summer')).toBe('easy');
  });

  it('is filling up on peak-season weekdays and easy otherwise', () => {
    expect(parkingOutlook({ weekday: 3, hour: 12 }, 'summer')).toBe('moderate');
    expect(parkingOutlook({ weekday: 6, hour: 12 }, 'winter')).toBe('easy');
    expect(parkingOutlook({ weekday: 6, hour: 12 }, undefined)).toBe('easy');
  });
});

describe('downtownBookingUrl', () => {
  it('keeps the partner link and labels the hotel', () => {
    const url = new URL(
      downtownBookingUrl('https://www.booking.com/city/us/estes-park.html?label=estes-park-guide', 'stanley-hotel'),
    );
    expect(url.origin + url.pathname).toBe('https://www.booking.com/city/us/estes-park.html');
    expect(url.searchParams.get('label')).toBe('estes-park-guide-downtown-stanley-hotel');
  });

  it('adds a label when the partner link has none', () => {
    expect(new URL(downtownBookingUrl('https://partner.example/estes', 'x')).searchParams.get('label')).toBe(
      'estes-park-guide-downtown-x',
    );
  });
});

describe('the directory', () => {
  it('has at least 25 places, each once, all downtown', () => {
    expect(downtownBusinesses.length).toBeGreaterThanOrEqual(25);
    expect(new Set(downtownBusinesses.map((b) => b.id)).size).toBe(downtownBusinesses.length);
    for (const business of downtownBusinesses) {
      // Within about two kilometres of Bond Park.
      expect(Math.abs(business.coordinates.lat - 40.377)).toBeLessThan(0.02);
      expect(Math.abs(business.coordinates.lng + 105.522)).toBeLessThan(0.025);
      if (business.website) expect(new URL(business.website).protocol).toBe('https:');
    }
    for (const category of ['restaurant', 'shop', 'attraction', 'service'] as const) {
      expect(filterBusinesses(downtownBusinesses, category).length).toBeGreaterThanOrEqual(3);
    }
  });
});
