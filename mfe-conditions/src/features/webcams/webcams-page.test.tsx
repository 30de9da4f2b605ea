import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type * as PlainLinks from '../../testing/plain-links';
import type { WebcamStatus } from '../../domain/webcams';
import WebcamsPage, { loader, type WebcamsPageData } from './webcams-page';

let pageData: WebcamsPageData;

// Links render as plain anchors: the page's own behaviour is under test, not the router's.
jest.mock('react-router-dom', () =>
  jest.requireActual<typeof PlainLinks>('../../testing/plain-links').routerWithPlainLinks(),
);

jest.mock('@estes/shared', () => ({
  ...jest.requireActual('@estes/shared'),
  useAreaPageData: () => pageData,
}));

// 2026-01-15 22:05 UTC: 3:05 PM MST, winter.
const madeAt = Date.parse('2026-01-15T22:05:00Z');

const card = (id: string): HTMLElement => {
  const element = document.querySelector<HTMLElement>(`[data-webcam-id="${id}"]`);
  if (!element) throw new Error(`No card for ${id}`);
  return element;
};
const frameSrc = (id: string) => within(card(id)).getByRole('img').getAttribute('src');

// 13:02 UTC = 6:02 AM MST.
const frameTime = '2026-11-23T13:02:00.000Z';
const statuses: WebcamStatus[] = [
  { id: 'beaver-meadows-entrance', status: 'online', frameTime },
  { id: 'fall-river-entrance', status: 'online', frameTime },
  { id: 'longs-peak', status: 'online', frameTime },
  { id: 'glacier-basin', status: 'offline', lastFrameTime: '2026-11-23T12:40:00.000Z' },
  { id: 'kawuneeche-valley', status: 'offline', lastFrameTime: null },
  { id: 'alpine-visitor-center', status: 'online', frameTime: null },
];
const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

// A full page of cameras on shared CPUs: give each test room.
jest.setTimeout(20_000);

beforeEach(() => {
  jest.useFakeTimers({ now: madeAt });
  pageData = { filter: 'all', now: madeAt, statuses };
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('loader', () => {
  it('reads the category from the URL, reports an unknown one, and asks our API for the cameras’ status', async () => {
    const api = jest.fn(async () => answer({ cameras: statuses }));
    const park = await loader({ request: new Request('http://x/webcams?category=park'), api } as never);
    expect(park).toMatchObject({ filter: 'park', statuses });
    expect(api).toHaveBeenCalledWith('/api/conditions/webcams/status', expect.anything());
    const unknown = await loader({ request: new Request('http://x/webcams?category=beach'), api } as never);
    expect(unknown).toMatchObject({ filter: 'all', unknownCategory: 'beach' });
  });

  it('shows every camera offline when the status cannot be had', async () => {
    const api = jest.fn(async () => answer({ error: 'down' }, 503));
    expect(await loader({ request: new Request('http://x/webcams'), api } as never)).toMatchObject({ statuses: [] });
  });
});

describe('webcams page', () => {
  it('shows the park’s cameras with their real pictures and the time each was taken, never LIVE or a resolution', () => {
    render(<WebcamsPage />);
    expect(screen.getAllByRole('listitem').filter((item) => item.dataset.webcamId)).toHaveLength(6);
    expect(screen.getByRole('heading', { name: /^Winter/ })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/\bLIVE\b|ONLINE|1920|Resolution/);
    expect(frameSrc('longs-peak')).toBe('/api/conditions/webcams/longs-peak/image.jpg?v=2026-11-23T13%3A02%3A00.000Z');
    expect(card('longs-peak')).toHaveTextContent('Picture taken 6:02 AM MST');
    expect(card('alpine-visitor-center')).toHaveTextContent('The camera gives no time for this picture');
  });

  it('is headed "Live Webcams" while a camera is online, and plain "Webcams" when none is', async () => {
    const { unmount } = render(<WebcamsPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Estes Park Live Webcams$/);
    unmount();

    const allOffline: WebcamStatus[] = statuses.map(({ id }) => ({ id, status: 'offline', lastFrameTime: null }));
    pageData = { filter: 'all', now: madeAt, statuses: allOffline };
    const fetchSpy = jest.spyOn(globalThis, 'fetch').mockResolvedValue(answer({ cameras: statuses }));
    render(<WebcamsPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Estes Park Webcams$/);
    // The heading follows the next status answer: a camera back online makes it live again.
    await act(async () => {
      jest.advanceTimersByTime(60_000);
    });
    expect(fetchSpy).toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Estes Park Live Webcams$/);
  });

  it('is not headed live when our API could not give the cameras’ status', () => {
    pageData = { filter: 'all', now: madeAt, statuses: [] };
    render(<WebcamsPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Estes Park Webcams$/);
  });

  it('shows an unreachable camera as offline, with its last picture’s time and the operator’s page', () => {
    render(<WebcamsPage />);
    const glacier = within(card('glacier-basin')).getByRole('group', { name: /camera offline/ });
    expect(glacier).toHaveTextContent('Camera offline');
    expect(glacier).toHaveTextContent('Last picture 5:40 AM MST.');
    expect(within(glacier).getByRole('link', { name: 'National Park Service webcams page' })).toHaveAttribute(
      'href',
      'https://www.nps.gov/romo/learn/photosmultimedia/webcams.htm',
    );
    expect(within(card('kawuneeche-valley')).getByRole('group', { name: /camera offline/ })).toHaveTextContent(
      'No picture from this camera yet.',
    );
    expect(within(card('kawuneeche-valley')).queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows only the chosen category and marks its filter current', () => {
    pageData = { filter: 'weather', now: madeAt, statuses };
    render(<WebcamsPage />);
    expect(screen.getByRole('heading', { name: '1 camera: Weather' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Weather' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Weather' })).toHaveAttribute('href', '/webcams?category=weather');
  });

  it('says so when the category is unknown', () => {
    pageData = { filter: 'all', unknownCategory: 'beach', now: madeAt, statuses };
    render(<WebcamsPage />);
    expect(screen.getByRole('status')).toHaveTextContent('There is no camera category called ‘beach’');
  });

  it('asks for the status again every minute; a new picture gets a new URL, a failed one shows offline', async () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    const newer = '2026-11-23T13:07:00.000Z';
    fetchSpy.mockResolvedValue(
      answer({
        cameras: statuses.map((entry) => (entry.id === 'longs-peak' ? { ...entry, frameTime: newer } : entry)),
      }),
    );
    render(<WebcamsPage />);
    fireEvent.error(within(card('fall-river-entrance')).getByRole('img'));
    expect(within(card('fall-river-entrance')).getByRole('group', { name: /camera offline/ })).toHaveTextContent(
      'Last picture 6:02 AM MST.',
    );
    await act(async () => {
      jest.advanceTimersByTime(60_000);
    });
    expect(String(fetchSpy.mock.calls[0]?.[0])).toBe('/api/conditions/webcams/status');
    expect(frameSrc('longs-peak')).toBe('/api/conditions/webcams/longs-peak/image.jpg?v=2026-11-23T13%3A07%3A00.000Z');
    expect(card('longs-peak')).toHaveTextContent('Picture taken 6:07 AM MST');
  });

  it('opens the full-screen viewer and closes it with Escape, returning focus', () => {
    render(<WebcamsPage />);
    const opener = screen.getByRole('button', { name: 'Full screen: Longs Peak from Beaver Meadows' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Longs Peak from Beaver Meadows' });
    expect(within(dialog).getByRole('button', { name: 'Close full-screen view' })).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
