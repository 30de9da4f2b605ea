import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { useTripStore, type TripItem } from '@estes/shared/my-trip';
import { permitDay } from '@estes/shared/park';
import { parseParkAlertsResult } from '../../domain/park-alerts-schema';
import { parkAlertsResult } from '../../testing/park-alerts-fixtures';
import { keepStatusText, KeepForOffline } from './keep-for-offline';
import {
  offlineKeepingSupported,
  parkPackCacheName,
  readRecord,
  removePack,
  sameOriginFiles,
  storePack,
  writeRecord,
} from './keep-offline';
import { keptSentence, savedStamp, storedSizeText, tripByDay, tripDates } from './park-pack-text';
import { ParkPackTrip, permitDayNote } from './park-pack-trip';

const hike: TripItem = {
  kind: 'activity',
  id: 'sky-pond',
  title: 'Sky Pond hike',
  path: '/things-to-do#sky-pond',
  day: '2026-07-05',
};
const stay: TripItem = {
  kind: 'property',
  id: 'stanley',
  title: 'The Stanley Hotel',
  path: '/property/stanley',
  day: '2026-07-04',
};
const elkFest: TripItem = {
  kind: 'event',
  id: 'elk-fest',
  title: 'Elk Fest',
  path: '/events#elk-fest',
  when: { start: '2026-07-04T10:00', end: '2026-07-04T17:00', allDay: false },
};
const article: TripItem = {
  kind: 'article',
  id: 'elk-viewing-guide',
  title: 'Elk viewing guide',
  path: '/blog/elk-viewing-guide',
};

describe('the trip by day', () => {
  it('puts items under their days in date order, events on their own day, each day in the visitor’s order, then “No day yet”', () => {
    const days = tripByDay([article, hike, stay, elkFest]);
    expect(days.map((day) => day.label)).toEqual(['Saturday, July 4, 2026', 'Sunday, July 5, 2026', 'No day yet']);
    expect(days[0]?.items.map((item) => item.title)).toEqual(['The Stanley Hotel', 'Elk Fest']);
    expect(days[2]?.items).toEqual([article]);
    expect(tripDates(days)).toEqual(['2026-07-04', '2026-07-05']);
  });

  it('has no days for an empty list', () => {
    expect(tripByDay([])).toEqual([]);
  });
});

describe('the stamp of a kept copy', () => {
  // 13:40 UTC on July 5, 2026 is 7:40 AM MDT; 13:40 UTC on Nov 27 is 6:40 AM MST.
  it('gives the time in Mountain time when saved on the park’s today', () => {
    expect(savedStamp('2026-11-27T13:40:00.000Z', new Date('2026-11-27T20:00:00.000Z'))).toBe('saved 6:40 AM MST');
    expect(savedStamp('2026-07-05T13:40:00.000Z', new Date('2026-07-05T23:00:00.000Z'))).toBe('saved 7:40 AM MDT');
  });

  it('adds the day when saved on another day in Estes Park, even if it is the same day in UTC', () => {
    // 03:00 UTC on Nov 27 is 8:00 PM on Nov 26 in Estes Park.
    expect(savedStamp('2026-11-27T03:00:00.000Z', new Date('2026-11-27T15:00:00.000Z'))).toBe(
      'saved Thu, Nov 26, 8:00 PM MST',
    );
  });
});

describe('how much the kept copy stores', () => {
  it('is said in bytes, KB or MB (decimal, as phones show storage)', () => {
    expect(storedSizeText(512)).toBe('512 bytes');
    expect(storedSizeText(340_400)).toBe('340 KB');
    expect(storedSizeText(1_249_000)).toBe('1.2 MB');
    expect(keptSentence(1_249_000, '2026-11-27T13:40:00.000Z', new Date('2026-11-27T14:00:00.000Z'))).toBe(
      'Kept for offline: 1.2 MB, saved 6:40 AM MST.',
    );
  });
});

describe('what entering the park takes on a day of the trip', () => {
  it('says a permit is needed in an entered season and not needed outside it', () => {
    expect(permitDayNote(permitDay('2025-07-04'))).toMatch(/^Timed-entry permit needed \(Park Access\+/);
    expect(permitDayNote(permitDay('2025-12-24'))).toBe('No timed-entry permit needed.');
  });
});

describe('the trip section', () => {
  afterEach(() => useTripStore.getState().clear());

  it('shows the saved trip by day with the timed-entry rule for those dates', () => {
    useTripStore.getState().saveAll([
      { ...stay, day: '2025-07-04' },
      { ...hike, day: '2025-07-05' },
    ]);
    render(
      <MemoryRouter>
        <ParkPackTrip today="2025-06-01" />
      </MemoryRouter>,
    );
    const trip = screen.getByTestId('park-pack-trip');
    const july4 = within(trip).getByRole('region', { name: 'Friday, July 4, 2025' });
    expect(within(july4).getByRole('link', { name: 'The Stanley Hotel' })).toHaveAttribute('href', '/property/stanley');
    expect(july4).toHaveTextContent('Timed-entry permit needed');
    expect(within(trip).getByRole('region', { name: 'Timed entry on your dates' })).toHaveTextContent(
      /Jul 4 and Jul 5 need a timed-entry permit/,
    );
  });

  it('says nothing is saved yet and shows the season’s timed-entry summary instead', () => {
    render(
      <MemoryRouter>
        <ParkPackTrip today="2025-06-01" />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('park-pack-trip')).toHaveTextContent('Nothing is saved in My trip on this phone yet.');
    expect(screen.getByRole('heading', { name: 'Timed-entry permits for Rocky Mountain National Park' })).toBeVisible();
  });
});

/** A Cache API in memory: what the tests read back is what was put. */
function memoryCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const open = (name: string) => {
    const entries = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, entries);
    return {
      put: async (url: string, response: Response) => void entries.set(url, response),
      keys: async () => [...entries.keys()].map((url) => ({ url }) as Request),
      delete: async (request: Request) => entries.delete(request.url),
    };
  };
  return {
    stores,
    caches: {
      open: async (name: string) => open(name),
      delete: async (name: string) => stores.delete(name),
    } as unknown as CacheStorage,
  };
}

const answering =
  (bodies: Record<string, string | number>) =>
  async (url: RequestInfo | URL): Promise<Response> => {
    const body = bodies[String(url)];
    if (typeof body === 'number') return new Response('', { status: body });
    if (body === undefined) throw new TypeError('Failed to fetch');
    return new Response(body, { status: 200, headers: { 'content-type': 'text/plain' } });
  };

describe('keeping the page for offline', () => {
  const origin = 'https://www.estesparkguide.example';

  it('keeps the same-origin scripts, styles, fonts and images the page loaded, once each, and no beacon or other site', () => {
    expect(
      sameOriginFiles(
        [
          { name: `${origin}/remotes/conditions/1.0/page.js`, initiatorType: 'script' },
          { name: `${origin}/remotes/conditions/1.0/page.js#again`, initiatorType: 'script' },
          { name: `${origin}/fonts/inter.woff2`, initiatorType: 'css' },
          { name: `${origin}/images/peaks.webp`, initiatorType: 'img' },
          { name: `${origin}/api/site/page-views`, initiatorType: 'beacon' },
          { name: 'https://tile.openstreetmap.org/1/1/1.png', initiatorType: 'img' },
        ],
        origin,
      ),
    ).toEqual([
      `${origin}/remotes/conditions/1.0/page.js`,
      `${origin}/fonts/inter.woff2`,
      `${origin}/images/peaks.webp`,
    ]);
  });

  it('stores the page, its API answer and files in the park-pack cache and answers their bodies’ sizes added up', async () => {
    const { caches, stores } = memoryCaches();
    const bytes = await storePack({
      caches,
      fetch: answering({
        [`${origin}/park-pack`]: '<html>12345</html>',
        [`${origin}/api/a`]: '{}',
        [`${origin}/b.js`]: 'x',
      }) as typeof fetch,
      pageUrl: `${origin}/park-pack`,
      apiUrls: [`${origin}/api/a`],
      fileUrls: [`${origin}/b.js`],
    });
    expect(bytes).toBe(18 + 2 + 1);
    expect([...(stores.get(parkPackCacheName)?.keys() ?? [])]).toEqual([
      `${origin}/park-pack`,
      `${origin}/api/a`,
      `${origin}/b.js`,
    ]);
    expect(await stores.get(parkPackCacheName)?.get(`${origin}/park-pack`)?.text()).toBe('<html>12345</html>');
  });

  it('drops an older version’s files on a refresh, and keeps the previous copy whole when an address fails', async () => {
    const { caches, stores } = memoryCaches();
    const page = `${origin}/park-pack`;
    await storePack({
      caches,
      fetch: answering({ [page]: 'v1', [`${origin}/old.js`]: 'o' }) as typeof fetch,
      pageUrl: page,
      apiUrls: [],
      fileUrls: [`${origin}/old.js`],
    });
    await storePack({
      caches,
      fetch: answering({ [page]: 'v2', [`${origin}/new.js`]: 'n' }) as typeof fetch,
      pageUrl: page,
      apiUrls: [],
      fileUrls: [`${origin}/new.js`],
    });
    expect([...(stores.get(parkPackCacheName)?.keys() ?? [])]).toEqual([page, `${origin}/new.js`]);

    await expect(
      storePack({
        caches,
        fetch: answering({ [page]: 'v3', [`${origin}/gone.js`]: 404 }) as typeof fetch,
        pageUrl: page,
        apiUrls: [],
        fileUrls: [`${origin}/gone.js`],
      }),
    ).rejects.toThrow('answered 404');
    expect(await stores.get(parkPackCacheName)?.get(page)?.text()).toBe('v2');
  });

  it('remembers when it was kept, how much and the alerts it showed; Remove deletes the cache and the record', async () => {
    const { caches, stores } = memoryCaches();
    await caches.open(parkPackCacheName);
    const record = { savedAt: '2026-11-27T13:40:00.000Z', bytes: 1200, alerts: parkAlertsResult() };
    writeRecord(window.localStorage, record);
    expect(readRecord(window.localStorage, parseParkAlertsResult)).toEqual(record);
    await removePack(caches, window.localStorage);
    expect(stores.has(parkPackCacheName)).toBe(false);
    expect(readRecord(window.localStorage, parseParkAlertsResult)).toBeUndefined();
  });

  it('reads a record edited by hand as none', () => {
    window.localStorage.setItem('estes-park-guide:park-pack', '{"savedAt":"yesterday","bytes":-1}');
    expect(readRecord(window.localStorage, parseParkAlertsResult)).toBeUndefined();
    window.localStorage.clear();
  });

  it('is not available without the Cache API or a service worker', () => {
    expect(offlineKeepingSupported({ caches: {}, navigator: { serviceWorker: {} } })).toBe(true);
    expect(offlineKeepingSupported({ navigator: { serviceWorker: {} } })).toBe(false);
    expect(offlineKeepingSupported({ caches: {}, navigator: {} })).toBe(false);
  });
});

describe('the Keep for offline box', () => {
  const now = new Date('2026-11-27T14:00:00.000Z');
  const record = { savedAt: '2026-11-27T13:40:00.000Z', bytes: 1_249_000, alerts: null };
  const box = (state: Parameters<typeof KeepForOffline>[0]['state'], offline = false) =>
    render(
      <KeepForOffline state={state} offline={offline} now={now} onKeep={() => undefined} onRemove={() => undefined} />,
    );

  it('says an older browser cannot keep it, and offers no button', () => {
    box({ kind: 'unsupported' });
    expect(screen.getByTestId('keep-offline-status')).toHaveTextContent(
      'Offline keeping is not available in this browser',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers to keep it while online, and says it must wait for a signal offline', () => {
    box({ kind: 'not-kept' });
    expect(screen.getByRole('button', { name: 'Keep for offline' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
    expect(keepStatusText({ kind: 'not-kept' }, true, now)).toBe(
      'You are offline: this page can be kept once you are back online.',
    );
  });

  it('says how much it stores and when, with Update and Remove; offline, only Remove', () => {
    const { unmount } = box({ kind: 'kept', record });
    expect(screen.getByTestId('keep-offline-status')).toHaveTextContent('Kept for offline: 1.2 MB, saved 6:40 AM MST.');
    expect(screen.getByRole('button', { name: 'Update the kept copy' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Remove' })).toBeEnabled();
    unmount();
    box({ kind: 'kept', record }, true);
    expect(screen.getByRole('button', { name: 'Update the kept copy' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove' })).toBeEnabled();
  });

  it('says a failed update left the earlier copy in place', () => {
    expect(keepStatusText({ kind: 'failed', record }, false, now)).toBe(
      'The kept copy could not be updated; the one saved 6:40 AM MST (1.2 MB) is still on this phone.',
    );
    expect(keepStatusText({ kind: 'failed', record: undefined }, false, now)).toMatch(/^This page could not be kept/);
  });
});
