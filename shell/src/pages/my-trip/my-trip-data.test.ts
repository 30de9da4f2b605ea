import { configureSiteSettings, type SiteApi, type SiteApiPath } from '@estes/shared';
import type { TripItem } from '@estes/shared/my-trip';
import { articleItem as article, elkFestItem as elkFest, innItem as inn } from '@estes/shared/testing/trip-items';
import { loadMyTripPageData, parseView } from './my-trip-data';

/** A stand-in for the areas' trip-items answers: each area knows its own items. */
function areasKnowing(known: TripItem[], failing: string[] = []) {
  const asked: string[] = [];
  const api = jest.fn<ReturnType<SiteApi>, Parameters<SiteApi>>(async (path: SiteApiPath) => {
    asked.push(path);
    const url = new URL(path, 'https://x.example');
    const area = url.pathname.split('/')[2] ?? '';
    if (failing.includes(area)) return new Response('boom', { status: 503 });
    const refs = (url.searchParams.get('refs') ?? '').split(',');
    const items = refs.flatMap((ref) => known.filter((item) => `${item.kind}:${item.id}` === ref));
    return new Response(JSON.stringify({ items }), { status: 200 });
  });
  return { api, asked };
}

const requestFor = (search: string) => new Request(`https://www.estes.example/my-trip${search}`);

beforeAll(() => configureSiteSettings({ siteUrl: 'https://www.estes.example', siteName: 'Estes Park Guide' } as never));

describe('the My trip page data', () => {
  it('is the visitor’s own list without `items`: nothing is asked of the areas, the page is not indexed', async () => {
    const { api } = areasKnowing([]);
    const data = await loadMyTripPageData(requestFor(''), api);
    expect(data.shared).toBeUndefined();
    expect(data.view).toBe('day');
    expect(api).not.toHaveBeenCalled();
    expect(data.meta).toMatchObject({ title: 'My trip', canonicalPath: '/my-trip', indexable: false });
  });

  it('resolves a share link from each area’s own data, keeping the link’s order and days', async () => {
    const { api, asked } = areasKnowing([inn, elkFest, article]);
    const data = await loadMyTripPageData(
      requestFor('?items=article:elk-viewing-guide,property:hotel-1@2027-10-01,event:elk-fest-2027&view=kind'),
      api,
    );
    expect(data.view).toBe('kind');
    expect(data.shared).toEqual({
      items: [article, { ...inn, day: '2027-10-01' }, elkFest],
      notFound: [],
      unavailable: [],
      truncated: false,
    });
    expect(asked.sort()).toEqual([
      '/api/content/trip-items?refs=article:elk-viewing-guide',
      '/api/lodging/trip-items?refs=property:hotel-1',
      '/api/planning/trip-items?refs=event:elk-fest-2027',
    ]);
    expect(data.meta.title).toBe('A shared Estes Park trip');
  });

  it('lists unknown and malformed references as not found, and an area that fails as unavailable', async () => {
    const { api } = areasKnowing([inn], ['content']);
    const data = await loadMyTripPageData(
      requestFor(`?items=${encodeURIComponent('property:hotel-1,property:gone,<b>hi</b>,article:elk-viewing-guide')}`),
      api,
    );
    expect(data.shared).toEqual({
      items: [inn],
      notFound: ['property:gone', '<b>hi</b>'],
      unavailable: ['article:elk-viewing-guide'],
      truncated: false,
    });
  });

  it('never takes a title or a link from the link itself, nor an item of another kind than asked', async () => {
    const lying = jest.fn<ReturnType<SiteApi>, Parameters<SiteApi>>(
      async () =>
        new Response(
          JSON.stringify({
            items: [
              { ...inn, path: 'https://evil.example/' },
              { kind: 'article', id: 'x', title: 'Not lodging', path: '/blog/x' },
            ],
          }),
        ),
    );
    const data = await loadMyTripPageData(requestFor('?items=property:hotel-1,article:x'), lying);
    expect(data.shared?.items).toEqual([{ kind: 'article', id: 'x', title: 'Not lodging', path: '/blog/x' }]);
    expect(data.shared?.notFound).toEqual(['property:hotel-1']);
  });

  it('reads the view from the query, by day unless it says kind', () => {
    expect(parseView('kind')).toBe('kind');
    expect(parseView('day')).toBe('day');
    expect(parseView('<script>')).toBe('day');
    expect(parseView(null)).toBe('day');
  });
});
