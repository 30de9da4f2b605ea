import { paths, type AreaLoaderArgs, type SiteApi } from '@estes/shared';
import type { PropertyAnswer } from '../../domain/lodging-offers';
import { loadPropertyPage } from './property-data';

const teamAnswer: PropertyAnswer = {
  kind: 'team',
  property: { id: 'the-stanley-hotel', name: 'The Stanley Hotel', type: 'Hotel', area: null },
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A lodging API that answers from `answer` and records each path and query it was asked. */
function apiAnswering(answer: (url: URL) => Response) {
  const asked: URL[] = [];
  const api: SiteApi = async (path) => {
    const url = new URL(path, 'http://api.invalid');
    asked.push(url);
    return answer(url);
  };
  return { api, asked };
}

const load = (url: string, api: SiteApi) => {
  const { pathname } = new URL(url, 'http://site.invalid');
  const id = pathname.split('/').pop() ?? '';
  return loadPropertyPage(
    { params: { id }, request: new Request(new URL(url, 'http://site.invalid')), api } as unknown as AreaLoaderArgs,
    paths.property,
  );
};

/** What the loader threw: a redirect's status and target, or a not-found screen's status. */
async function thrown(promise: Promise<unknown>): Promise<{ status: number; location?: string | null }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return { status: error.status, location: error.headers.get('location') };
    const init = (error as { init?: { status?: number } }).init;
    return { status: init?.status ?? 0 };
  }
  throw new Error('the loader did not throw');
}

describe('the property page’s loader (docs/rules/lodging.md#property-pages)', () => {
  it('sends an old hotel-N address to the place’s page now, with its stay in today’s names (301), asking nothing', async () => {
    const { api, asked } = apiAnswering(() => json(teamAnswer));
    expect(await thrown(load('/property/hotel-1?checkIn=2090-04-20&checkOut=2090-04-22&guests=3', api))).toEqual({
      status: 301,
      location: '/property/the-stanley-hotel?checkin=2090-04-20&checkout=2090-04-22&adults=3',
    });
    expect(await thrown(load('/property/hotel-2', api))).toEqual({
      status: 301,
      location: '/property/the-ridgeline-hotel',
    });
    expect(asked).toEqual([]);
  });

  it('answers the not-found page for the illustrative vrbo-N, and for an id the API does not know', async () => {
    const { api, asked } = apiAnswering(() =>
      json({ ok: false, message: 'There is no such property on our site.' }, 404),
    );
    expect(await thrown(load('/property/vrbo-1', api))).toEqual({ status: 404 });
    expect(asked).toEqual([]);
    expect(await thrown(load('/property/booking-1', api))).toEqual({ status: 404 });
    expect(asked.map((url) => url.pathname)).toEqual(['/api/lodging/properties/booking-1']);
  });

  it('asks the API for the stay in the URL, children by age', async () => {
    const { api, asked } = apiAnswering(() => json(teamAnswer));
    const data = await load(
      '/property/the-stanley-hotel?checkin=2090-04-20&checkout=2090-04-22&adults=3&children=4,9',
      api,
    );
    expect(Object.fromEntries(asked[0]?.searchParams ?? [])).toEqual({
      checkin: '2090-04-20',
      checkout: '2090-04-22',
      adults: '3',
      children: '4,9',
    });
    expect(data.stay).toMatchObject({ checkin: '2090-04-20', checkout: '2090-04-22', adults: 3, children: [4, 9] });
    expect(data.stayProblem).toBeUndefined();
    expect(data.load).toEqual({ kind: 'answer', answer: teamAnswer });
    expect(data.seo?.name).toBe('The Stanley Hotel');
  });

  it('a wrong stay in the URL: the place without a price, the message said, no stay asked', async () => {
    const { api, asked } = apiAnswering(() => json(teamAnswer));
    const data = await load('/property/the-stanley-hotel?checkin=2090-04-22&checkout=2090-04-20', api);
    expect(data.stayProblem).toBe('The check-out date must be after the check-in date.');
    expect([...(asked[0]?.searchParams.keys() ?? [])]).toEqual([]);
    expect(data.load).toEqual({ kind: 'answer', answer: teamAnswer });
  });

  it('a stay the API refuses (in the past here): asked again without it, the message kept', async () => {
    const { api, asked } = apiAnswering((url) =>
      url.searchParams.has('checkin')
        ? json({ ok: false, message: 'The check-in date cannot be before today.' }, 400)
        : json(teamAnswer),
    );
    const data = await load('/property/the-stanley-hotel?checkin=2020-01-01&checkout=2020-01-03', api);
    expect(asked).toHaveLength(2);
    expect(data.stayProblem).toBe('The check-in date cannot be before today.');
    expect(data.stay).toEqual({ children: [] });
    expect(data.load).toEqual({ kind: 'answer', answer: teamAnswer });
  });

  it('says the lodging API failed rather than showing anything made up', async () => {
    const { api } = apiAnswering(() => new Response('down', { status: 503 }));
    const data = await load('/property/booking-9100001', api);
    expect(data.load).toEqual({ kind: 'failed' });
    expect(data.seo).toBeUndefined();
  });
});
