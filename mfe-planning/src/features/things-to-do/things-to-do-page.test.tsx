import { screen } from '@testing-library/react';
import type { SiteApi } from '@estes/shared';
import { activities } from '../../data/activities';
import type { PlaceFactsAnswer } from '../../domain/place-facts';
import { renderAreaPage } from '../../testing/render-in-router';
import { answerOf, closedForGood, live, notConfigured } from '../../testing/place-facts-fixtures';
import ThingsToDoPage, { loader, type ThingsToDoPageData } from './things-to-do-page';

const apiWith =
  (answer: (ids: string[]) => PlaceFactsAnswer | number): SiteApi =>
  async (path) => {
    const url = new URL(path, 'http://site');
    expect(url.pathname).toBe('/api/planning/places/facts');
    const body = answer(url.searchParams.get('ids')?.split(',') ?? []);
    return typeof body === 'number'
      ? new Response('{}', { status: body })
      : new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  };

const load = (search: string, api: SiteApi) =>
  loader({ request: new Request(`http://x/things-to-do${search}`), api } as never);

/** Rendering thirty cards through a router takes a while on a busy machine. */
const slowRender = { timeout: 10_000 };

const renderPage = (data: ThingsToDoPageData, url = '/things-to-do') =>
  renderAreaPage('/things-to-do', <ThingsToDoPage />, data, url);

const bearLake = () => document.querySelector<HTMLElement>('[data-activity-id="bear-lake-loop"]');

describe('the things-to-do loader and page', () => {
  it('reads the listed activities’ facts; live: the rating on Google Maps and the hours on the card', async () => {
    const data = await load(
      '',
      apiWith((ids) =>
        answerOf(ids.map((id) => (id === 'sky-pond' ? closedForGood(id) : live(id, { name: id, address: null })))),
      ),
    );
    expect(data.facts?.places).toHaveLength(activities.length);
    renderPage(data);
    expect(await screen.findByText(`${activities.length - 1} activities found`, {}, slowRender)).toBeInTheDocument();
    expect(document.querySelector('[data-activity-id="sky-pond"]')).toBeNull();
    expect(bearLake()).toHaveTextContent(/★ 4\.6 out of 5 on Google Maps .*\(1,480 reviews\)/);
    expect(bearLake()).toHaveTextContent('Open now · Closes 9 PM');
    // The provider gave no address: ours stays.
    expect(bearLake()).toHaveTextContent('Bear Lake Trailhead, Rocky Mountain National Park');
    expect(screen.getByLabelText('Open')).toBeInTheDocument();
  });

  it('not configured: no figure anywhere, the notice once, each place’s own listing', async () => {
    const data = await load(
      '?open=now',
      apiWith((ids) => answerOf(ids.map(notConfigured))),
    );
    renderPage(data, '/things-to-do?open=now');
    expect(await screen.findByText(`${activities.length} activities found`, {}, slowRender)).toBeInTheDocument();
    expect(document.querySelectorAll('[data-place-facts-notice="not-configured"]')).toHaveLength(1);
    expect(screen.getByText('Open now needs live hours, which are not connected right now.')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Activities' })).not.toHaveTextContent(/★|reviews\)|Open now ·/);
    expect(bearLake()).toHaveTextContent('Hours and contact on the place’s own listing');
  });

  it('a failed call is every place unavailable, not an error', async () => {
    const data = await load(
      '',
      apiWith(() => 500),
    );
    expect(data.facts).toBeUndefined();
    renderPage(data);
    expect(await screen.findByText(`${activities.length} activities found`, {}, slowRender)).toBeInTheDocument();
    expect(document.querySelector('[data-place-facts-notice="unavailable"]')).toBeInTheDocument();
  });
});
