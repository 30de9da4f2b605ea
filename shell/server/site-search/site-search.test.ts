/** @jest-environment node */
import Fastify, { type FastifyInstance } from 'fastify';
import type { SearchDocument } from '@estes/shared/server';
import type { SiteApi } from '@estes/shared/core';
import { SiteCounter } from '../site-counts';
import {
  buildSearchIndex,
  checkQuery,
  gatherFromAreas,
  maxQueryLength,
  parseSearchDocuments,
  registerSiteSearch,
  SiteSearch,
  type SearchAnswer,
} from './site-search';

const doc = (kind: SearchDocument['kind'], title: string, path: string, more: Partial<SearchDocument> = {}) => ({
  kind,
  title,
  path,
  summary: more.summary ?? `${title} in Estes Park.`,
  keywords: more.keywords ?? '',
});

const lodging = [
  doc('lodging', 'The Stanley Hotel', '/property/hotel-1', { keywords: 'Hotel · Free WiFi · Downtown Estes Park' }),
  doc('lodging', 'Aspen Hollow Cabin on Fish Creek', '/property/vrbo-1', {
    keywords: 'Cabin · vacation rental · Hot Tub · Near Rocky Mountain National Park',
  }),
  doc('lodging', 'Elk Meadow Lodge', '/property/hotel-2', { keywords: 'Lodge · Breakfast Included' }),
  doc('lodging', 'Elkhorn Avenue Inn', '/property/hotel-3', { keywords: 'Hotel' }),
];
const planning = [
  doc('activity', 'Emerald Lake Trail', '/things-to-do?q=Emerald+Lake+Trail#activity-emerald-lake-trail', {
    summary: 'A classic hiking trail past Nymph Lake and Dream Lake.',
    keywords: 'Outdoor · Moderate · hiking',
  }),
  doc('activity', 'Moraine Park Elk Viewing', '/things-to-do?q=Moraine#activity-moraine-elk', {
    summary: 'Watch the elk rut at dusk in September.',
    keywords: 'Wildlife · Easy',
  }),
  doc('restaurant', 'Bird & Jim', '/restaurants?q=Bird+%26+Jim#restaurant-bird-and-jim', {
    summary: 'American · $$$ · 915 Moraine Ave',
    keywords: 'American · restaurant dining food · Patio with fire pits',
  }),
  doc('restaurant', 'Ed’s Cantina & Grill', '/restaurants?q=Eds#restaurant-eds-cantina', {
    keywords: 'Mexican · restaurant dining food',
  }),
  doc('event', 'Elk Fest', '/events?event=elk-fest-2027', {
    summary: 'Sat, Oct 2, 2027 · Bond Park',
    keywords: 'Festival · event · elk bugling',
  }),
];
const content = [
  doc('article', 'Elk Viewing Guide: Where and When to Watch the Herds', '/blog/elk-viewing-guide', {
    keywords: 'Wildlife · elk · rut',
  }),
  doc('article', 'Best Easy Hikes for Families', '/blog/easy-hikes', { keywords: 'Hiking · family' }),
];
const conditions = [
  doc('business', 'The Wheel Bar', '/downtown?category=restaurant#directory-heading', {
    keywords: 'Dining · restaurant · downtown · Late night',
  }),
];
const allDocuments = [...lodging, ...planning, ...content, ...conditions];

const index = buildSearchIndex(allDocuments);
const titlesOf = (answer: SearchAnswer) =>
  answer.groups.flatMap((group) => group.results.map((result) => result.title));

describe('site search: matching and ranking', () => {
  it('finds by title first, and groups results by kind with labels', () => {
    const answer = index.search('elk');
    expect(answer.query).toBe('elk');
    expect(answer.total).toBe(titlesOf(answer).length);
    const kinds = answer.groups.map((group) => group.kind);
    expect(new Set(kinds).size).toBe(kinds.length);
    expect(kinds).toEqual(expect.arrayContaining(['lodging', 'activity', 'event', 'article']));
    expect(answer.groups.find((group) => group.kind === 'event')).toEqual({
      kind: 'event',
      label: 'Events',
      results: [{ title: 'Elk Fest', summary: 'Sat, Oct 2, 2027 · Bond Park', path: '/events?event=elk-fest-2027' }],
    });
    // Within a group, a title match comes before a mention in the summary.
    const activities = answer.groups.find((group) => group.kind === 'activity')?.results.map((result) => result.title);
    expect(activities?.[0]).toBe('Moraine Park Elk Viewing');
  });

  it('orders groups by their best match', () => {
    expect(index.search('stanley').groups.map((group) => group.kind)).toEqual(['lodging']);
    const cantina = index.search('cantina grill');
    expect(cantina.groups[0]?.kind).toBe('restaurant');
    expect(index.search('elk viewing guide').groups[0]?.results[0]?.path).toBe('/blog/elk-viewing-guide');
  });

  it('tolerates typos', () => {
    expect(titlesOf(index.search('hikng'))).toEqual(
      expect.arrayContaining(['Emerald Lake Trail', 'Best Easy Hikes for Families']),
    );
    expect(titlesOf(index.search('resturant'))).toEqual(expect.arrayContaining(['Bird & Jim', 'The Wheel Bar']));
    expect(titlesOf(index.search('elk viewng'))[0]).toMatch(/Elk Viewing/);
    expect(titlesOf(index.search('stanly hotel'))[0]).toBe('The Stanley Hotel');
  });

  it('matches the start of a word, without case or accents', () => {
    expect(titlesOf(index.search('cabi'))).toContain('Aspen Hollow Cabin on Fish Creek');
    expect(titlesOf(index.search('elk'))).not.toContain('Elkhorn Avenue Inn');
    expect(titlesOf(index.search('EDS CANTINA'))).toEqual(['Ed’s Cantina & Grill']);
    expect(titlesOf(index.search('émerald'))).toEqual(['Emerald Lake Trail']);
  });

  it('needs every word when some result has them all, and any word otherwise', () => {
    expect(titlesOf(index.search('elk lodge'))).toEqual(['Elk Meadow Lodge']);
    const either = titlesOf(index.search('stanley zzzzzz'));
    expect(either).toEqual(['The Stanley Hotel']);
  });

  it('answers nothing for a blank query or for words nothing has', () => {
    expect(index.search('')).toEqual({ query: '', total: 0, groups: [] });
    expect(index.search('xylophone')).toEqual({ query: 'xylophone', total: 0, groups: [] });
  });

  it('shows a long summary cut at a word, and each page once', () => {
    const long = doc('article', 'Long Read', '/blog/long', { summary: 'word '.repeat(100) });
    const twice = buildSearchIndex([long, long]);
    const results = twice.search('long read').groups[0]?.results ?? [];
    expect(results).toHaveLength(1);
    expect(results[0]?.summary.length).toBeLessThanOrEqual(180);
    expect(results[0]?.summary).toMatch(/word…$/);
  });
});

describe('site search: input', () => {
  it('trims the query and collapses spaces; a missing one is blank', () => {
    expect(checkQuery('  elk   viewing ')).toEqual({ ok: true, query: 'elk viewing' });
    expect(checkQuery(undefined)).toEqual({ ok: true, query: '' });
    expect(checkQuery(['elk', 'moose'])).toEqual({ ok: true, query: 'elk' });
  });

  it(`refuses more than ${maxQueryLength} characters with a message`, () => {
    expect(checkQuery(` ${'a'.repeat(maxQueryLength)} `)).toEqual({ ok: true, query: 'a'.repeat(maxQueryLength) });
    const refused = checkQuery('a'.repeat(maxQueryLength + 1));
    expect(refused).toEqual({ ok: false, message: expect.stringContaining('200 characters or fewer') });
  });

  it('keeps only well-formed documents from an area', () => {
    expect(parseSearchDocuments(null)).toEqual([]);
    expect(parseSearchDocuments({ documents: 'nope' })).toEqual([]);
    expect(
      parseSearchDocuments({
        documents: [
          { kind: 'lodging', title: ' Stanley ', summary: 'Hotel', path: '/property/hotel-1', keywords: 'x' },
          { kind: 'spaceship', title: 'No', summary: '', path: '/no' },
          { kind: 'event', title: 'No path', summary: '' },
          { kind: 'event', title: 'Elsewhere', summary: '', path: '//evil.example/' },
          { kind: 'event', title: 'Minimal', path: '/events?event=x' },
          null,
        ],
      }),
    ).toEqual([
      { kind: 'lodging', title: 'Stanley', summary: 'Hotel', path: '/property/hotel-1', keywords: 'x' },
      { kind: 'event', title: 'Minimal', summary: '', path: '/events?event=x', keywords: '' },
    ]);
  });
});

describe('site search: the index over time', () => {
  it('builds the index once per minute, and again after a failure', async () => {
    let clock = 0;
    let calls = 0;
    let fail = false;
    const search = new SiteSearch({
      now: () => clock,
      gather: async () => {
        calls += 1;
        if (fail) throw new Error('boom');
        return calls === 1 ? lodging : [...lodging, ...planning];
      },
    });
    expect(await search.search('')).toEqual({ query: '', total: 0, groups: [] });
    expect(calls).toBe(0);
    expect(titlesOf(await search.search('fest'))).toEqual([]);
    clock = 59_999;
    expect(titlesOf(await search.search('fest'))).toEqual([]);
    expect(calls).toBe(1);
    clock = 60_000;
    expect(titlesOf(await search.search('fest'))).toEqual(['Elk Fest']);
    expect(calls).toBe(2);
    fail = true;
    clock = 120_000;
    await expect(search.search('elk')).rejects.toThrow('boom');
    fail = false;
    expect(titlesOf(await search.search('fest'))).toEqual(['Elk Fest']);
    expect(calls).toBe(4);
  });

  it('builds the index again at once when an area’s live version changes (a deploy or rollback)', async () => {
    let live = 'planning@1';
    let calls = 0;
    const search = new SiteSearch({
      now: () => 0,
      generation: async () => live,
      gather: async () => {
        calls += 1;
        return live === 'planning@1' ? lodging : [...lodging, ...planning];
      },
    });
    expect(titlesOf(await search.search('fest'))).toEqual([]);
    expect(titlesOf(await search.search('fest'))).toEqual([]);
    expect(calls).toBe(1);
    live = 'planning@2';
    expect(titlesOf(await search.search('fest'))).toEqual(['Elk Fest']);
    expect(calls).toBe(2);
  });
});

describe('GET /api/search', () => {
  let app: FastifyInstance;
  const warnings: string[] = [];
  const counter = new SiteCounter({ siteHost: 'www.estes.example', now: () => Date.parse('2026-11-27T18:00:00Z') });

  beforeAll(async () => {
    app = Fastify({ logger: { level: 'warn', stream: { write: (line: string) => warnings.push(line) } } });
    const serve = (area: string, body: () => unknown, status = 200) =>
      app.get(`/api/${area}/search-documents`, async (_request, reply) => reply.code(status).send(body()));
    serve('lodging', () => ({ documents: lodging }));
    serve('planning', () => ({ documents: planning }));
    // The content area is down; the conditions area has no documents route at all.
    serve('content', () => ({ error: 'down' }), 503);
    // The areas' APIs answer in-process, as the request scope's client does on the server.
    const siteApi: SiteApi = async (path) => {
      const answer = await app.inject(path);
      return new Response(answer.body, { status: answer.statusCode, headers: { 'content-type': 'application/json' } });
    };
    registerSiteSearch(
      app,
      new SiteSearch({
        gather: () =>
          gatherFromAreas(siteApi, ['lodging', 'content', 'planning', 'conditions'], (message) =>
            app.log.warn(message),
          ),
      }),
      counter,
    );
    await app.ready();
  });
  afterAll(() => app.close());

  it('answers the grouped results of the areas that answer, and logs the one that failed', async () => {
    const response = await app.inject('/api/search?q=%20elk%20');
    expect(response.statusCode).toBe(200);
    const answer = response.json<SearchAnswer>();
    expect(answer.query).toBe('elk');
    expect(answer.groups.map((group) => group.kind).sort()).toEqual(['activity', 'event', 'lodging']);
    expect(answer.total).toBe(3);
    expect(warnings.join('\n')).toMatch(/the content area could not list its search documents \(HTTP 503\)/);
    expect(warnings.join('\n')).not.toMatch(/conditions/);
  });

  it('counts a search that found nothing when the site’s page asked in a browser, and tags the answer for the page', async () => {
    const browser = {
      'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
      'sec-fetch-site': 'same-origin',
      'sec-fetch-mode': 'cors',
    };
    const nothing = await app.inject({ url: '/api/search?q=Zip%20Line', headers: browser });
    expect(nothing.json<SearchAnswer>().total).toBe(0);
    expect(String(nothing.headers['surrogate-key']).split(' ')).toContain('site-search-found-nothing');
    // The server's own render asks in-process, without a browser's headers: its page counts instead.
    await app.inject('/api/search?q=zip+line');
    const found = await app.inject({ url: '/api/search?q=elk', headers: browser });
    expect(String(found.headers['surrogate-key'])).not.toContain('site-search-found-nothing');
    await app.inject({ url: '/api/search?q=', headers: browser });
    expect(counter.take().emptySearches).toEqual([{ day: '2026-11-27', query: 'zip line', searches: 1 }]);
  });

  it('answers empty groups for a blank query', async () => {
    for (const url of ['/api/search', '/api/search?q=', '/api/search?q=%20%20']) {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ query: '', total: 0, groups: [] });
    }
  });

  it('refuses a query over 200 characters with a clear message', async () => {
    const response = await app.inject(`/api/search?q=${'elk'.repeat(67)}x`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      ok: false,
      message: 'Please shorten your search to 200 characters or fewer (it has 202).',
    });
  });
});
