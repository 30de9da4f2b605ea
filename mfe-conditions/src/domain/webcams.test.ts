import { webcams } from '../data/webcams';
import {
  anyWebcamLive,
  filterWebcams,
  parseWebcamFilter,
  parseWebcamStatuses,
  webcamFilterSearch,
  webcamImageUrl,
  webcamsHeading,
  type Webcam,
} from './webcams';

const search = (query: string) => new URLSearchParams(query);

describe('parseWebcamFilter', () => {
  it('defaults to all', () => {
    expect(parseWebcamFilter(search(''))).toEqual({ filter: 'all' });
    expect(parseWebcamFilter(search('category=all'))).toEqual({ filter: 'all' });
  });

  it('reads each category, whatever its case', () => {
    expect(parseWebcamFilter(search('category=park'))).toEqual({ filter: 'park' });
    expect(parseWebcamFilter(search('category=Weather'))).toEqual({ filter: 'weather' });
  });

  it('falls back to all and reports an unknown category', () => {
    expect(parseWebcamFilter(search('category=beaches'))).toEqual({ filter: 'all', unknown: 'beaches' });
  });

  it('writes the query back', () => {
    expect(webcamFilterSearch('all')).toBe('');
    expect(webcamFilterSearch('weather')).toBe('?category=weather');
  });
});

describe('filterWebcams', () => {
  const camera = (id: string, category: Webcam['category']) => ({ ...webcams[0], id, category }) as Webcam;
  const list = [camera('a', 'park'), camera('b', 'weather'), camera('c', 'park')];

  it('keeps every camera for all and only the category otherwise', () => {
    expect(filterWebcams(list, 'all').map((c) => c.id)).toEqual(['a', 'b', 'c']);
    expect(filterWebcams(list, 'park').map((c) => c.id)).toEqual(['a', 'c']);
    expect(filterWebcams(list, 'weather').map((c) => c.id)).toEqual(['b']);
  });
});

describe('status answers', () => {
  it('reads online cameras with their frame time and offline ones with their last frame time', () => {
    expect(
      parseWebcamStatuses({
        cameras: [
          { id: 'a', status: 'online', frameTime: '2026-11-23T13:02:00.000Z' },
          { id: 'b', status: 'offline', lastFrameTime: null },
          { id: 'c', status: 'LIVE' },
          'nonsense',
        ],
      }),
    ).toEqual([
      { id: 'a', status: 'online', frameTime: '2026-11-23T13:02:00.000Z' },
      { id: 'b', status: 'offline', lastFrameTime: null },
    ]);
    expect(parseWebcamStatuses({ error: 'down' })).toEqual([]);
  });
});

describe('calling the cameras live', () => {
  const cameras = [{ id: 'longs-peak' }, { id: 'glacier-basin' }];
  it('is right while one listed camera is online, whatever the others', () => {
    const statuses = [
      { id: 'longs-peak', status: 'online', frameTime: null },
      { id: 'glacier-basin', status: 'offline', lastFrameTime: null },
    ] as const;
    expect(anyWebcamLive(cameras, statuses)).toBe(true);
    expect(webcamsHeading(true)).toBe('Estes Park Live Webcams');
  });
  it('is wrong when every camera is offline, the status is unknown, or only an unlisted camera is online', () => {
    expect(
      anyWebcamLive(cameras, [{ id: 'longs-peak', status: 'offline', lastFrameTime: '2026-11-23T12:40:00.000Z' }]),
    ).toBe(false);
    expect(anyWebcamLive(cameras, [])).toBe(false);
    expect(anyWebcamLive(cameras, [{ id: 'somewhere-else', status: 'online', frameTime: null }])).toBe(false);
    expect(webcamsHeading(false)).toBe('Estes Park Webcams');
  });
});

describe('the site’s cameras', () => {
  it('are each listed once, with a category that has cameras', () => {
    expect(new Set(webcams.map((c) => c.id)).size).toBe(webcams.length);
    expect(new Set(webcams.map((c) => c.imageFile)).size).toBe(webcams.length);
    for (const category of ['park', 'weather'] as const) {
      expect(filterWebcams(webcams, category).length).toBeGreaterThan(0);
    }
  });

  it('have what a card shows and an https operator page', () => {
    for (const camera of webcams) {
      expect(camera.features.length).toBeGreaterThan(0);
      expect(camera.bestViewingTimes.length).toBeGreaterThan(0);
      if (camera.liveUrl) expect(new URL(camera.liveUrl).protocol).toBe('https:');
    }
  });

  it('are served from our origin, a new picture under a new URL', () => {
    expect(webcamImageUrl('longs-peak', '2026-11-23T13:02:00.000Z')).toBe(
      '/api/conditions/webcams/longs-peak/image.jpg?v=2026-11-23T13%3A02%3A00.000Z',
    );
  });
});
