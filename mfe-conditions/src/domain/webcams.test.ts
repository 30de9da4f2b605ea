import { webcams } from '../data/webcams';
import {
  filterWebcams,
  parseWebcamFilter,
  statusLabel,
  statusTone,
  webcamFilterSearch,
  webcamFrameUrl,
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
    expect(parseWebcamFilter(search('category=Traffic'))).toEqual({ filter: 'traffic' });
  });

  it('falls back to all and reports an unknown category', () => {
    expect(parseWebcamFilter(search('category=beaches'))).toEqual({ filter: 'all', unknown: 'beaches' });
  });

  it('writes the query back', () => {
    expect(webcamFilterSearch('all')).toBe('');
    expect(webcamFilterSearch('downtown')).toBe('?category=downtown');
  });
});

describe('filterWebcams', () => {
  const camera = (id: string, category: Webcam['category']) => ({ ...webcams[0], id, category }) as Webcam;
  const list = [camera('a', 'park'), camera('b', 'traffic'), camera('c', 'park')];

  it('keeps every camera for all and only the category otherwise', () => {
    expect(filterWebcams(list, 'all').map((c) => c.id)).toEqual(['a', 'b', 'c']);
    expect(filterWebcams(list, 'park').map((c) => c.id)).toEqual(['a', 'c']);
    expect(filterWebcams(list, 'weather')).toEqual([]);
  });
});

describe('status', () => {
  it('shows every status uppercase', () => {
    expect(statusLabel('online')).toBe('ONLINE');
    expect(statusLabel('offline')).toBe('OFFLINE');
    expect(statusLabel('seasonal')).toBe('SEASONAL');
    expect(statusLabel('  ')).toBe('UNKNOWN');
  });

  it('colours online, offline and anything else apart', () => {
    expect(statusTone('online')).toBe('online');
    expect(statusTone('offline')).toBe('offline');
    expect(statusTone('maintenance')).toBe('other');
  });
});

describe('the site’s cameras', () => {
  it('are ten, each once, in every category', () => {
    expect(webcams).toHaveLength(10);
    expect(new Set(webcams.map((c) => c.id)).size).toBe(10);
    expect(new Set(webcams.map((c) => c.name)).size).toBe(10);
    for (const category of ['park', 'downtown', 'weather', 'traffic'] as const) {
      expect(filterWebcams(webcams, category).length).toBeGreaterThan(0);
    }
  });

  it('have at most what a card shows and an https live page', () => {
    for (const camera of webcams) {
      expect(camera.features.length).toBeGreaterThan(0);
      expect(camera.bestViewingTimes.length).toBeGreaterThan(0);
      if (camera.liveUrl) expect(new URL(camera.liveUrl).protocol).toBe('https:');
    }
  });

  it('get a new frame URL at every refresh', () => {
    expect(webcamFrameUrl('lake-estes', 1)).toBe('/api/conditions/webcams/lake-estes/frame.svg?t=1');
    expect(webcamFrameUrl('lake-estes', 2)).not.toBe(webcamFrameUrl('lake-estes', 1));
  });
});
