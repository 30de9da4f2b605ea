import { PageCache, type CachedPage, type PageAnswer, type PageBuild } from './page-cache';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { cachedPageOf, matchesValidator, preferredEncoding } from './page-document';
import { hasPerVisitorQuery, pageCacheControl, pageCacheKey } from './page-key';

const pageOf = (text: string, options: { bytes?: number; freshUntil?: number; tags?: string[] } = {}): CachedPage => ({
  status: 200,
  headers: {},
  document: Buffer.from(text),
  remoteOrigins: [],
  styleHashes: [],
  etag: `W/"${text}"`,
  tags: options.tags ?? [],
  builtAt: 0,
  freshUntil: options.freshUntil ?? Number.POSITIVE_INFINITY,
  bytes: options.bytes ?? 100,
  gzip: () => Buffer.alloc(0),
  brotli: () => Buffer.alloc(0),
  responseHeaders: () => ({
    notModified: [],
    full: [],
    answer: () => undefined,
    keep: (_cacheControl, _slot, list) => list,
  }),
});
const built = (page: CachedPage, cacheable = true): PageBuild => ({ kind: 'page', page, cacheable });
/** The etag of the page an answer carries (none for a refusal or a redirect). */
const etagOf = (answer: PageAnswer) =>
  answer.from !== 'refused' && answer.build.kind === 'page' ? answer.build.page.etag : undefined;

describe('the page cache', () => {
  it('renders a missing page once, then answers it from memory', async () => {
    const cache = new PageCache({ maxBytes: 10_000, staleSeconds: 60 });
    const render = jest.fn(async () => built(pageOf('home')));
    expect((await cache.get('/', render)).from).toBe('miss');
    expect((await cache.get('/', render)).from).toBe('hit');
    expect(render).toHaveBeenCalledTimes(1);
    expect(cache.stats()).toMatchObject({ hits: 1, misses: 1, entries: 1 });
  });

  it('runs one render per key for everyone who asks while it runs', async () => {
    const cache = new PageCache({ maxBytes: 10_000, staleSeconds: 60 });
    let finish: (build: PageBuild) => void = () => undefined;
    const render = jest.fn(() => new Promise<PageBuild>((resolve) => (finish = resolve)));
    const waiting = Array.from({ length: 10 }, () => cache.get('/events', render));
    expect(cache.stats().rendersInFlight).toBe(1);
    finish(built(pageOf('events')));
    const answers = await Promise.all(waiting);
    expect(render).toHaveBeenCalledTimes(1);
    expect(new Set(answers.map(etagOf))).toEqual(new Set(['W/"events"']));
  });

  it('serves a page past its freshness while one render refreshes it, and forgets it after the stale window', async () => {
    let now = 0;
    const cache = new PageCache({ maxBytes: 10_000, staleSeconds: 10, now: () => now });
    let version = 1;
    const render = jest.fn(async () => built(pageOf(`v${version}`, { freshUntil: now + 1000 })));
    await cache.get('/weather', render);
    now = 1500;
    version = 2;
    const stale = await cache.get('/weather', render);
    expect(stale.from).toBe('stale');
    expect(etagOf(stale)).toBe('W/"v1"');
    await Promise.resolve();
    await Promise.resolve();
    const fresh = await cache.get('/weather', render);
    expect(fresh.from).toBe('hit');
    expect(etagOf(fresh)).toBe('W/"v2"');
    now = 1500 + 1000 + 10_001;
    expect((await cache.get('/weather', render)).from).toBe('miss');
  });

  it('keeps nothing a render says may not be kept, and no redirect', async () => {
    const cache = new PageCache({ maxBytes: 10_000, staleSeconds: 60 });
    await cache.get('/thankyou?sent=1', async () => built(pageOf('private'), false));
    await cache.get('/dining', async () => ({ kind: 'redirect', status: 301, location: '/restaurants' }));
    expect(cache.stats()).toMatchObject({ entries: 0, uncacheable: 2 });
  });

  it('drops the pages of a changed tag, and only those', async () => {
    const cache = new PageCache({ maxBytes: 10_000, staleSeconds: 60 });
    await cache.get('/events', async () => built(pageOf('events', { tags: ['events'] })));
    await cache.get('/blog', async () => built(pageOf('blog', { tags: ['posts'] })));
    expect(cache.invalidate(['events'])).toBe(1);
    expect(cache.lookup('/events').kind).toBe('miss');
    expect(cache.lookup('/blog').kind).toBe('fresh');
  });

  it('keeps the pages asked for again when a flood of one-off pages comes through, within its bytes', async () => {
    const cache = new PageCache({ maxBytes: 50_000, staleSeconds: 60 });
    for (const path of ['/', '/events', '/accommodations']) {
      await cache.get(path, async () => built(pageOf(path, { bytes: 1000 })));
      await cache.get(path, async () => built(pageOf(path, { bytes: 1000 })));
    }
    for (let index = 0; index < 10_000; index += 1) {
      await cache.get(`/search?q=${index}`, async () => built(pageOf(String(index), { bytes: 1000 })));
      expect(cache.stats().bytes).toBeLessThanOrEqual(50_000);
    }
    for (const path of ['/', '/events', '/accommodations']) expect(cache.lookup(path).kind).toBe('fresh');
    expect(cache.stats().evictions).toBeGreaterThan(9000);
  });

  it('never keeps a page larger than its share of memory', async () => {
    const cache = new PageCache({ maxBytes: 1000, staleSeconds: 60 });
    await cache.get('/huge', async () => built(pageOf('huge', { bytes: 5000 })));
    expect(cache.stats()).toMatchObject({ entries: 0, bytes: 0 });
  });

  it('asks the render budget only for a render a request would start', async () => {
    let now = 0;
    const cache = new PageCache({ maxBytes: 10_000, staleSeconds: 60, now: () => now });
    const admit = jest.fn(() => undefined);
    const render = jest.fn(async () => built(pageOf('events', { freshUntil: now + 1000 })));
    await cache.get('/events', render, admit);
    // A hit, and a stale page (whose refresh serves everyone), cost nothing.
    await cache.get('/events', render, admit);
    now = 1500;
    await cache.get('/events', render, admit);
    expect(admit).toHaveBeenCalledTimes(1);
    // Joining a render already running costs nothing either.
    let finish: (build: PageBuild) => void = () => undefined;
    const slow = jest.fn(() => new Promise<PageBuild>((resolve) => (finish = resolve)));
    const first = cache.get('/blog', slow, admit);
    const second = cache.get('/blog', slow, admit);
    finish(built(pageOf('blog')));
    await Promise.all([first, second]);
    expect(admit).toHaveBeenCalledTimes(2);
    expect(cache.stats()).toMatchObject({ renders: 3, refused: 0 });
  });

  it('renders nothing it was refused, and still serves what it holds', async () => {
    const cache = new PageCache({ maxBytes: 10_000, staleSeconds: 60 });
    await cache.get('/', async () => built(pageOf('home')));
    const refuse = () => ({ retryAfterSeconds: 7 });
    const render = jest.fn(async () => built(pageOf('search')));
    expect(await cache.get('/search?q=elk', render, refuse)).toEqual({
      from: 'refused',
      refused: { retryAfterSeconds: 7 },
    });
    expect(await cache.renderUnkept(render, refuse)).toMatchObject({ from: 'refused' });
    expect(render).not.toHaveBeenCalled();
    expect((await cache.get('/', render, refuse)).from).toBe('hit');
    expect(cache.stats()).toMatchObject({ renders: 1, refused: 2, entries: 1 });
  });

  it('renders a page kept nowhere under the same budget, and counts it', async () => {
    const cache = new PageCache({ maxBytes: 10_000, staleSeconds: 60 });
    const answer = await cache.renderUnkept(
      async () => built(pageOf('thanks'), false),
      () => undefined,
    );
    expect(etagOf(answer)).toBe('W/"thanks"');
    expect(cache.stats()).toMatchObject({ renders: 1, uncacheable: 1, entries: 0 });
  });

  it('is off with a bound of 0 bytes: every load renders', async () => {
    const cache = new PageCache({ maxBytes: 0, staleSeconds: 60 });
    const render = jest.fn(async () => built(pageOf('x')));
    await cache.get('/', render);
    await cache.get('/', render);
    expect(render).toHaveBeenCalledTimes(2);
    expect(cache.stats().enabled).toBe(false);
  });
});

describe('a kept page', () => {
  const kept = cachedPageOf(
    {
      status: 200,
      headers: { 'content-type': 'text/html; charset=utf-8' },
      document: { html: '<style>a{}</style><p>Elk</p>', styleHashes: ["'sha256-style'"] },
      remoteOrigins: [],
      tags: [],
      builtAt: 1000,
      freshSeconds: 30,
    },
    { compressNow: true },
  );

  it('is kept as the bytes every visitor gets, compressed once in each encoding, with its style hashes', () => {
    expect(kept.document.toString()).toBe('<style>a{}</style><p>Elk</p>');
    expect(gunzipSync(kept.gzip()).equals(kept.document)).toBe(true);
    expect(brotliDecompressSync(kept.brotli()).equals(kept.document)).toBe(true);
    expect(kept.gzip()).toBe(kept.gzip());
    expect(kept.brotli()).toBe(kept.brotli());
    expect(kept.styleHashes).toEqual(["'sha256-style'"]);
    expect(kept.freshUntil).toBe(31_000);
  });

  it('has its headers made once for each scheme: the security headers, its own, its validator and its policy', () => {
    const https = kept.responseHeaders(true);
    expect(kept.responseHeaders(true)).toBe(https);
    const asObject = (list: readonly string[]) =>
      Object.fromEntries(list.flatMap((item, index) => (index % 2 ? [] : [[item, list[index + 1]]])));
    expect(asObject(https.full)).toMatchObject({
      'content-type': 'text/html; charset=utf-8',
      'x-content-type-options': 'nosniff',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      vary: 'Accept-Encoding',
      etag: kept.etag,
      'content-security-policy': expect.stringContaining("'sha256-style'"),
    });
    expect(asObject(https.full)['content-security-policy']).toContain('upgrade-insecure-requests');
    expect(asObject(https.notModified)['content-security-policy']).toBeUndefined();
    const http = asObject(kept.responseHeaders(false).full);
    expect(http['strict-transport-security']).toBeUndefined();
    expect(http['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });

  it('has a weak validator that changes with its content', () => {
    const other = cachedPageOf(
      {
        status: 200,
        headers: {},
        document: { html: '<p>Moose</p>', styleHashes: [] },
        remoteOrigins: [],
        tags: [],
        builtAt: 0,
        freshSeconds: 1,
      },
      { compressNow: false },
    );
    expect(kept.etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(other.etag).not.toBe(kept.etag);
  });
});

describe('a page sent once', () => {
  const html = Array.from(
    { length: 600 },
    (_, index) => `<li class="sc-${(index * 7919) % 997}"><a href="/lodging/${index}">Cabin ${index * 31}</a></li>`,
  ).join('');
  const pageOf = (compressNow: boolean) =>
    cachedPageOf(
      {
        status: 200,
        headers: {},
        document: { html, styleHashes: [] },
        remoteOrigins: [],
        tags: [],
        builtAt: 0,
        freshSeconds: 1,
      },
      { compressNow },
    );

  it('compresses nothing until a response asks, then only what it asks for, more cheaply than a kept page', () => {
    const once = pageOf(false);
    const kept = pageOf(true);
    expect(once.bytes).toBe(Buffer.byteLength(html) + 2048);
    expect(brotliDecompressSync(once.brotli()).toString()).toBe(html);
    expect(gunzipSync(once.gzip()).toString()).toBe(html);
    // Brotli 3 for one answer, 5 for the many answers of a kept page (decision 055).
    expect(once.brotli().length).toBeGreaterThan(kept.brotli().length);
    expect(once.etag).toBe(kept.etag);
  });
});

describe('requests and responses', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['br;q=1.0, gzip;q=0.5', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['gzip, deflate', 'gzip'],
    ['gzip;q=0', 'identity'],
    ['br', 'br'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['*', 'br'],
    ['*;q=0', 'identity'],
    ['identity', 'identity'],
    [undefined, 'identity'],
  ])('Accept-Encoding %s is sent as %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });

  it('answers each Accept-Encoding by its own value when requests alternate between them', () => {
    // The last value is looked at before the map: a visitor's value after another's must not get the other's answer.
    const asked = ['br', 'gzip', 'br', 'gzip;q=0', 'gzip;q=0', '*', 'gzip, deflate', 'br;q=0.5, gzip'];
    expect(asked.map((header) => preferredEncoding(header))).toEqual([
      'br',
      'gzip',
      'br',
      'identity',
      'identity',
      'br',
      'gzip',
      'gzip',
    ]);
  });

  it('matches If-None-Match weakly, in a list, or as *', () => {
    expect(matchesValidator('W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesValidator('"abc"', 'W/"abc"')).toBe(true);
    expect(matchesValidator('W/"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesValidator('*', 'W/"abc"')).toBe(true);
    expect(matchesValidator('W/"abd"', 'W/"abc"')).toBe(false);
    expect(matchesValidator(undefined, 'W/"abc"')).toBe(false);
  });

  it('keys on the live versions, the path and the query in one order', () => {
    const entryOf = (version: string) => ({
      name: 'mfe_planning',
      version,
      manifest: `/remotes/planning/${version}/mf-manifest.json`,
      entry: `/remotes/planning/${version}/remoteEntry.js`,
    });
    const pointer = { planning: entryOf('1.0.0') };
    const key = (url: string, live = pointer) => pageCacheKey(live, new URL(url, 'https://www.estes.example'));
    expect(key('/events?b=2&a=1')).toBe(key('/events?a=1&b=2'));
    expect(key('/events?a=1')).not.toBe(key('/events?a=2'));
    expect(key('/events')).not.toBe(key('/events', { planning: entryOf('1.0.1') }));
  });

  it('tells a visitor’s own outcome page by its query', () => {
    expect(hasPerVisitorQuery(new URLSearchParams('sent=s0123456789'))).toBe(true);
    expect(hasPerVisitorQuery(new URLSearchParams('newsletter=invalid&email=a%40b'))).toBe(true);
    expect(hasPerVisitorQuery(new URLSearchParams('type=Cabin&page=2'))).toBe(false);
  });

  it('lets a shared cache keep a page for what is left of its freshness, at most a second', () => {
    const page = { freshUntil: 10_000 + 300_000 } as CachedPage;
    expect(pageCacheControl('shared', page, 10_000)).toBe('public, max-age=0, s-maxage=1');
    expect(pageCacheControl('shared', page, 10_000 + 298_900)).toBe('public, max-age=0, s-maxage=1');
    // Less than a second left: no shared cache may keep it (nginx keeps nothing at s-maxage=0).
    expect(pageCacheControl('shared', page, 10_000 + 299_500)).toBe('public, max-age=0, s-maxage=0');
    expect(pageCacheControl('per-visitor', page)).toBe('private, no-store');
    expect(pageCacheControl('revalidate', page)).toBe('no-cache');
  });

  it('lets no shared cache keep a search that found nothing: its words are counted as the site serves it', () => {
    const found = { freshUntil: 70_000, pageView: { route: 'search' } } as CachedPage;
    const foundNothing = { freshUntil: 70_000, pageView: { route: 'search', emptySearch: 'snow shoe' } } as CachedPage;
    expect(pageCacheControl('shared', found, 10_000)).toBe('public, max-age=0, s-maxage=1');
    expect(pageCacheControl('shared', foundNothing, 10_000)).toBe('public, max-age=0, s-maxage=0');
  });
});
