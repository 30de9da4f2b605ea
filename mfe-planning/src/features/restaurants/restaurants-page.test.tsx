import { screen, within } from '@testing-library/react';
import type { SiteApi } from '@estes/shared';
import { restaurants } from '../../data/restaurants';
import type { PlaceFactsAnswer, PlaceFactsEntry } from '../../domain/place-facts';
import { renderAreaPage } from '../../testing/render-in-router';
import {
  answerOf,
  closedForGood,
  live,
  notConfigured,
  notFound,
  unavailable,
} from '../../testing/place-facts-fixtures';
import RestaurantsPage, { loader, type RestaurantsPageData } from './restaurants-page';

/** A site API answering the places facts with `answer(ids)`; a number is that HTTP status. */
const apiWith = (answer: (ids: string[]) => PlaceFactsAnswer | number | 'not json'): SiteApi & { calls: string[] } => {
  const calls: string[] = [];
  const api = async (path: string) => {
    calls.push(path);
    const url = new URL(path, 'http://site');
    expect(url.pathname).toBe('/api/planning/places/facts');
    const body = answer(url.searchParams.get('ids')?.split(',') ?? []);
    if (body === 'not json') return new Response('<html>', { headers: { 'content-type': 'text/html' } });
    return typeof body === 'number'
      ? new Response('{"ok":false,"message":"down"}', { status: body })
      : new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  };
  return Object.assign(api as SiteApi, { calls });
};

const load = (search: string, api: SiteApi) =>
  loader({ request: new Request(`http://x/restaurants${search}`), api } as never);

/** Every listed place live, rated by its index, open when its index is even; Sweet Basilico closed for good. */
const liveAnswer = (ids: string[]) =>
  answerOf(
    ids.map((id, index): PlaceFactsEntry => {
      if (id === 'sweet-basilico') return closedForGood(id);
      if (id === 'cascades-stanley-hotel') return notFound(id);
      return live(id, {
        name: id,
        rating: { value: 3 + (index % 20) / 10, count: 100 + index },
        hours: {
          week: ['Monday: 11:00 AM – 9:00 PM'],
          openNow:
            index % 2 === 0
              ? { open: true, headline: 'Open now', detail: 'Closes 9 PM', changesAt: null }
              : { open: false, headline: 'Closed now', detail: 'Opens 11 AM', changesAt: null },
        },
      });
    }),
  );

/** Rendering thirty cards through a router takes a while on a busy machine. */
const slowRender = { timeout: 10_000 };

const renderPage = (data: RestaurantsPageData, url = '/restaurants') =>
  renderAreaPage('/restaurants', <RestaurantsPage />, data, url);

const countText = () => screen.getByRole('heading', { level: 2, name: /restaurants? found$/ }).textContent;

describe('the restaurants loader', () => {
  it('reads the facts of the searched and filtered restaurants, in one call', async () => {
    const api = apiWith(liveAnswer);
    const data = await load('?cuisine=Mexican', api);
    expect(api.calls).toHaveLength(1);
    const mexican = restaurants.filter((restaurant) => restaurant.cuisine === 'Mexican').map((r) => r.id);
    expect(new URL(api.calls[0] ?? '', 'http://x').searchParams.get('ids')).toBe(mexican.join(','));
    expect(data.facts?.places.map((entry) => entry.id)).toEqual(mexican);
    expect(data.seo.map((entry) => entry.id).sort()).toEqual([...mexican].sort());
  });

  it('leaves a place closed for good out of the head’s markup', async () => {
    const data = await load('', apiWith(liveAnswer));
    expect(data.seo.some((entry) => entry.id === 'sweet-basilico')).toBe(false);
    expect(data.seo).toHaveLength(restaurants.length - 1);
  });

  it('answers without facts, never throws, when the API fails, answers something else or nothing matches', async () => {
    for (const failure of [503, 400, 'not json'] as const) {
      const data = await load(
        '',
        apiWith(() => failure),
      );
      expect(data.facts).toBeUndefined();
      expect(data.seo).toHaveLength(restaurants.length);
    }
    const throwing: SiteApi = () => Promise.reject(new Error('socket hang up'));
    expect((await load('', throwing)).facts).toBeUndefined();
    const api = apiWith(liveAnswer);
    expect((await load('?q=sushi+omakase', api)).facts).toBeUndefined();
    expect(api.calls).toHaveLength(0);
  });
});

describe('the restaurants page', () => {
  it('with live facts: ratings, open now, no notice; a place closed for good is out of the list and the count', async () => {
    renderPage(await load('', apiWith(liveAnswer)));
    expect(await screen.findByText(`${restaurants.length - 1} restaurants found`, {}, slowRender)).toBeInTheDocument();
    expect(document.querySelector('[data-restaurant-id="sweet-basilico"]')).toBeNull();
    expect(document.querySelector('[data-place-facts-notice]')).toBeNull();
    expect(screen.getByLabelText('Open')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Highest rated' })).toBeInTheDocument();
    const cascades = document.querySelector<HTMLElement>('[data-restaurant-id="cascades-stanley-hotel"]');
    expect(cascades).toHaveTextContent('Hours and contact on the place’s own listing');
  });

  it('open now keeps only the places the live hours say are open', async () => {
    const data = await load('?open=now', apiWith(liveAnswer));
    renderPage(data, '/restaurants?open=now');
    await screen.findByText(/restaurants? found$/, {}, slowRender);
    const cards = [...document.querySelectorAll<HTMLElement>('[data-restaurant-id]')];
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.length).toBeLessThan(restaurants.length - 2);
    for (const card of cards) expect(card).toHaveTextContent('Open now');
    expect(screen.getByLabelText('Open')).toHaveValue('now');
  });

  it('sorts by the live ratings', async () => {
    renderPage(await load('?sort=rating', apiWith(liveAnswer)), '/restaurants?sort=rating');
    await screen.findByText(/restaurants? found$/, {}, slowRender);
    const ratings = [...document.querySelectorAll('[data-place-fact="rating"] strong')].map((node) =>
      Number(node.textContent),
    );
    expect(ratings.length).toBeGreaterThan(10);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  });

  for (const [mode, entry, notice, why] of [
    ['not configured', notConfigured, 'are not connected right now', 'which are not connected right now'],
    ['unavailable', unavailable, 'could not be read right now', 'which could not be read right now'],
  ] as const) {
    it(`${mode}: said once above the list; no open-now filter or rating sorts, and a URL asking for them is told why`, async () => {
      const data = await load(
        '?open=now&sort=rating',
        apiWith((ids) => answerOf(ids.map(entry))),
      );
      renderPage(data, '/restaurants?open=now&sort=rating');
      await screen.findByText(`${restaurants.length} restaurants found`, {}, slowRender);
      const notes = document.querySelectorAll('[data-place-facts-notice]');
      expect(notes).toHaveLength(1);
      expect(notes[0]).toHaveTextContent(notice);
      expect(screen.queryByLabelText('Open')).toBeNull();
      expect(screen.queryByRole('option', { name: 'Highest rated' })).toBeNull();
      expect(screen.getByLabelText('Sort by')).toHaveValue('featured');
      expect(screen.getByText(`Open now needs live hours, ${why}.`)).toBeInTheDocument();
      expect(
        screen.getByText(`Highest rated and Most reviewed need live ratings, ${why}: sorted by Featured.`),
      ).toBeInTheDocument();
      const list = screen.getByRole('list', { name: 'Restaurants' });
      expect(list).not.toHaveTextContent(/★|reviews\)|Open now ·|Closes/);
      expect(within(list).getAllByText(/Hours and contact on the place’s own listing/)).toHaveLength(
        restaurants.length,
      );
    });
  }

  it('when the API could not be read at all: every place without facts, said once', async () => {
    renderPage(
      await load(
        '',
        apiWith(() => 503),
      ),
    );
    await screen.findByText(`${restaurants.length} restaurants found`, {}, slowRender);
    expect(document.querySelector('[data-place-facts-notice]')).toHaveTextContent('could not be read right now');
    expect(countText()).toBe(`${restaurants.length} restaurants found`);
  });
});
