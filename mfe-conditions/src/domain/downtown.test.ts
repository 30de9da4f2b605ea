import { liveDowntownPlaces, unconnectedDowntownPlaces } from '../testing/downtown-places';
import {
  directoryQuerySearch,
  downtownBookingUrl,
  filterPlaces,
  hasLiveFacts,
  isOpenNow,
  parkingOutlook,
  parseDirectoryQuery,
} from './downtown';

describe('directory query', () => {
  it('defaults to every place and reads each category and open now', () => {
    expect(parseDirectoryQuery(new URLSearchParams(''))).toEqual({ filter: 'all', openNow: false });
    expect(parseDirectoryQuery(new URLSearchParams('category=restaurant'))).toEqual({
      filter: 'restaurant',
      openNow: false,
    });
    expect(parseDirectoryQuery(new URLSearchParams('category=Shop&open=now'))).toEqual({
      filter: 'shop',
      openNow: true,
    });
    expect(parseDirectoryQuery(new URLSearchParams('open=yes')).openNow).toBe(false);
  });

  it('falls back to all and reports an unknown category', () => {
    expect(parseDirectoryQuery(new URLSearchParams('category=spa'))).toEqual({
      filter: 'all',
      unknown: 'spa',
      openNow: false,
    });
  });

  it('writes the query back', () => {
    expect(directoryQuerySearch('all', false)).toBe('');
    expect(directoryQuerySearch('service', false)).toBe('?category=service');
    expect(directoryQuerySearch('all', true)).toBe('?open=now');
    expect(directoryQuerySearch('shop', true)).toBe('?category=shop&open=now');
  });

  it('filters by category, and by what the live facts say is open now', () => {
    const { places } = liveDowntownPlaces;
    expect(filterPlaces(places, { filter: 'restaurant', openNow: false }).map((place) => place.id)).toEqual([
      'eds-cantina',
    ]);
    expect(filterPlaces(places, { filter: 'all', openNow: false })).toHaveLength(places.length);
    expect(filterPlaces(places, { filter: 'all', openNow: true }).map((place) => place.id)).toEqual([
      'eds-cantina',
      'estes-park-museum',
    ]);
    expect(filterPlaces(places, { filter: 'shop', openNow: true })).toEqual([]);
  });

  it('knows open now only from live facts', () => {
    expect(hasLiveFacts(liveDowntownPlaces.places)).toBe(true);
    expect(hasLiveFacts(unconnectedDowntownPlaces.places)).toBe(false);
    expect(unconnectedDowntownPlaces.places.some(isOpenNow)).toBe(false);
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
