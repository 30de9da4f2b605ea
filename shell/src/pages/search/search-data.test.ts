import { configureSiteSettings, type SiteApi } from '@estes/shared';
import { loadSearchPageData, parseSearchAnswer } from './search-data';

const answer = {
  query: 'elk',
  total: 2,
  groups: [
    {
      kind: 'event',
      label: 'Events',
      results: [{ title: 'Elk Fest', summary: 'Sat, Oct 2, 2027', path: '/events?event=elk-fest-2027' }],
    },
    {
      kind: 'article',
      label: 'Local Intel Articles',
      results: [{ title: 'Elk Viewing Guide', summary: '', path: '/blog/elk-viewing-guide' }],
    },
  ],
};

const respond = (status: number, body: unknown) =>
  jest.fn<ReturnType<SiteApi>, Parameters<SiteApi>>(
    async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

const requestFor = (search: string) => new Request(`https://www.estes.example/search${search}`);

beforeAll(() => configureSiteSettings({ siteUrl: 'https://www.estes.example' } as never));

describe('the search page data', () => {
  it('accepts the API’s answer and refuses anything else', () => {
    expect(parseSearchAnswer(answer)).toEqual(answer);
    expect(parseSearchAnswer({ ...answer, total: '2' })).toBeUndefined();
    expect(
      parseSearchAnswer({ ...answer, groups: [{ kind: 'event', label: 'Events', results: [{ title: 'x' }] }] }),
    ).toBeUndefined();
    const offSite = {
      ...answer,
      groups: [{ kind: 'event', label: 'Events', results: [{ title: 'x', summary: '', path: '//evil.example' }] }],
    };
    expect(parseSearchAnswer(offSite)).toBeUndefined();
    expect(parseSearchAnswer(null)).toBeUndefined();
  });

  it('asks the API with the query as typed and keeps it', async () => {
    const fetcher = respond(200, answer);
    const data = await loadSearchPageData(requestFor('?q=%20elk%20'), fetcher);
    expect((fetcher.mock.calls[0] as unknown as [string])[0]).toBe('/api/search?q=+elk+');
    expect(data).toMatchObject({ state: 'results', typed: ' elk ', answer });
    // Not for search engines, and none of the words typed in its head (docs/rules/site.md#site-search).
    expect(data.meta).toMatchObject({ title: 'Search results', canonicalPath: '/search', indexable: false });
    expect(JSON.stringify(data.meta)).not.toContain('elk');
  });

  it('never puts what was typed into the head, whatever it is', async () => {
    for (const typed of ['Cheap pills at spam.example', '<script>alert(1)</script>', 'a'.repeat(201)]) {
      const data = await loadSearchPageData(
        requestFor(`?q=${encodeURIComponent(typed)}`),
        respond(200, { ...answer, query: typed }),
      );
      expect(JSON.stringify(data.meta)).not.toContain(typed.slice(0, 20));
      expect(data.meta.indexable).toBe(false);
    }
  });

  it('does not ask for a blank query', async () => {
    const fetcher = respond(200, answer);
    const data = await loadSearchPageData(requestFor('?q=%20%20'), fetcher);
    expect(fetcher).not.toHaveBeenCalled();
    expect(data).toMatchObject({ state: 'blank', typed: '  ' });
    expect(data.meta).toMatchObject({ title: 'Search the Guide', canonicalPath: '/search', indexable: false });
  });

  it('shows the API’s message for a refused query, keeping what was typed', async () => {
    const message = 'Please shorten your search to 200 characters or fewer (it has 201).';
    const typed = 'a'.repeat(201);
    const data = await loadSearchPageData(requestFor(`?q=${typed}`), respond(400, { ok: false, message }));
    expect(data).toMatchObject({ state: 'invalid', message, typed });
  });

  it('says search is unavailable when the API fails or answers nonsense', async () => {
    const failing = [
      respond(500, { error: 'Internal Server Error' }),
      respond(200, { groups: 'no' }),
      jest.fn<ReturnType<SiteApi>, Parameters<SiteApi>>(async () => {
        throw new TypeError('fetch failed');
      }),
    ];
    for (const fetcher of failing) {
      const data = await loadSearchPageData(requestFor('?q=elk'), fetcher);
      expect(data).toMatchObject({ state: 'unavailable', typed: 'elk' });
    }
  });
});
