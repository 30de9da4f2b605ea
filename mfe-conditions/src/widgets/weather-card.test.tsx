import { act, render, screen, within } from '@testing-library/react';
// A memory router for the test only; the widget itself takes Link from @estes/shared.
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { defaultSiteSettings, type SiteApi } from '@estes/shared';
import type { LiveWeather } from '../domain/weather-result';
import { forecastDay, liveWeather, nwsAlert } from '../testing/weather-fixtures';
import WeatherCardWidget, { loader, weatherCardRefreshMs, type WeatherCardData } from './weather-card';

const sun = { sunrise: '2026-11-22T14:00:00.000Z', sunset: '2026-11-23T00:00:00.000Z' };

function weather(overrides: Partial<LiveWeather> = {}): LiveWeather {
  return liveWeather({
    forecast: [
      forecastDay('2026-11-22', 'Sun', 47, 10, sun),
      forecastDay('2026-11-23', 'Mon', 40, 20, sun),
      forecastDay('2026-11-24', 'Tue', 44, 21, sun),
      forecastDay('2026-11-25', 'Wed', 50, 62, sun),
      forecastDay('2026-11-26', 'Thu', 30, 80, sun, 'snow'),
    ],
    ...overrides,
  });
}

function renderCard(data: WeatherCardData, refreshMs?: number) {
  const router = createMemoryRouter(
    [{ path: '/', element: <WeatherCardWidget data={data} {...(refreshMs ? { refreshMs } : {})} /> }],
    { initialEntries: ['/'] },
  );
  return render(<RouterProvider router={router} />);
}

const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let fetchSpy: jest.SpyInstance;
beforeEach(() => {
  fetchSpy = jest.spyOn(globalThis, 'fetch');
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('home weather card', () => {
  it('shows every field of the current conditions, the 5-day forecast and the update time in Mountain time', () => {
    renderCard({ status: 'loaded', weather: weather(), loadedAt: '2026-11-22T19:05:00.000Z' });
    const card = screen.getByRole('region', { name: 'Estes Park Weather' });
    expect(within(card).getByText('41°F')).toBeInTheDocument();
    expect(within(card).getByText('Clouds')).toBeInTheDocument();
    expect(within(card).getByText('few clouds')).toBeInTheDocument();
    const facts = Object.fromEntries(
      within(card)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(facts).toEqual({
      Humidity: '38%',
      Wind: '13 mph',
      'UV index': '6 (High)',
      'Feels like': '35°F',
      Visibility: '6.2 mi',
    });
    const days = within(card).getAllByRole('listitem');
    expect(days.map((item) => item.textContent)).toEqual([
      'Sun47° / 27°',
      'Mon40° / 20°',
      'Tue44° / 24°21% rain',
      'Wed50° / 30°62% rain',
      'Thu30° / 10°80% snow',
    ]);
    expect(within(card).getByText('Last updated 12:05 PM MST')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View Extended Forecast →' })).toHaveAttribute('href', '/weather');
  });

  it('shows the first alert as a banner with its event and description', () => {
    const alert = nwsAlert('High Wind Warning', '2026-11-23T07:00:00.000Z', 'Gusts up to 80 mph.', ['Wind']);
    renderCard({
      status: 'loaded',
      weather: weather({ alerts: [alert, { ...alert, event: 'Winter Storm Watch' }] }),
      loadedAt: '2026-11-22T19:05:00.000Z',
    });
    expect(screen.getByText('High Wind Warning')).toBeInTheDocument();
    expect(screen.getByText('Gusts up to 80 mph.')).toBeInTheDocument();
    expect(screen.queryByText('Winter Storm Watch')).not.toBeInTheDocument();
  });

  it('without a live reading says so, links to the NWS and shows the month’s normals as typical, with no update time', () => {
    // 2026-11-23 13:03 UTC = 6:03 AM MST, the morning of the issue.
    renderCard({
      status: 'loaded',
      weather: {
        place: 'estes-park',
        location: 'Estes Park, CO',
        elevation: 7522,
        source: 'unavailable',
        checkedAt: '2026-11-23T13:03:00.000Z',
      },
      loadedAt: '2026-11-23T13:03:00.000Z',
    });
    const card = screen.getByRole('region', { name: 'Estes Park Weather' });
    expect(within(card).getByText('No live reading right now')).toBeInTheDocument();
    expect(
      within(card).getByRole('link', { name: 'National Weather Service forecast for Estes Park' }),
    ).toHaveAttribute('href', 'https://forecast.weather.gov/MapClick.php?lat=40.3772&lon=-105.5217');
    const typical = within(card).getByRole('region', { name: 'Typical for this date' });
    expect(typical).toHaveTextContent('Typical high 46°F · Typical low 22°F');
    expect(typical).toHaveTextContent(/Approximate November normals, not current conditions/);
    expect(typical).toHaveTextContent(/NOAA NCEI 1991–2020 U.S. Climate Normals, station Estes Park, CO/);
    expect(card).not.toHaveTextContent(/Last updated|72°F|Feels like|5-Day Forecast|T-shirt|hiking weather/);
  });

  it('says the weather is unavailable when it could not be loaded', () => {
    renderCard({ status: 'failed' });
    expect(screen.getByRole('heading', { name: 'Weather Unavailable' })).toBeInTheDocument();
    expect(screen.getByText('Unable to load current weather conditions')).toBeInTheDocument();
  });

  it('shows a skeleton while loading, then the weather', async () => {
    fetchSpy.mockResolvedValue(answer(weather()));
    renderCard({ status: 'loading' });
    expect(screen.getByRole('region', { name: 'Estes Park Weather' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading current weather…');
    expect(await screen.findByText('41°F')).toBeInTheDocument();
    // The browser asks the page's own origin, by a site-relative path.
    expect(String(fetchSpy.mock.calls[0]?.[0])).toBe('/api/conditions/weather/estes-park');
  });

  it('fails from loading when the API answers an error', async () => {
    fetchSpy.mockResolvedValue(answer({ error: 'down' }, 503));
    renderCard({ status: 'loading' });
    expect(await screen.findByRole('heading', { name: 'Weather Unavailable' })).toBeInTheDocument();
  });

  it('refreshes every 10 minutes, and keeps the last card when a refresh fails', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-22T19:05:00.000Z') });
    renderCard({ status: 'loaded', weather: weather(), loadedAt: '2026-11-22T19:05:00.000Z' });
    fetchSpy.mockResolvedValue(answer(weather({ current: { ...weather().current, temperature: 44 } })));
    await act(async () => {
      jest.advanceTimersByTime(weatherCardRefreshMs - 1);
    });
    expect(fetchSpy).not.toHaveBeenCalled();
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(screen.getByText('44°F')).toBeInTheDocument();
    expect(screen.getByText('Last updated 12:15 PM MST')).toBeInTheDocument();

    fetchSpy.mockRejectedValue(new TypeError('Failed to fetch'));
    await act(async () => {
      jest.advanceTimersByTime(weatherCardRefreshMs);
    });
    expect(fetchSpy).toHaveBeenCalledTimes(2);
    expect(screen.getByText('44°F')).toBeInTheDocument();
  });
});

describe('weather card loader', () => {
  const loaderArgs = (api: SiteApi) => ({
    request: new Request('https://guide.example/'),
    settings: defaultSiteSettings,
    api,
  });

  it('reads Estes Park and the park alerts through the loader’s API client, never from the page’s origin', async () => {
    const api = jest.fn<ReturnType<SiteApi>, Parameters<SiteApi>>(async () => answer(weather()));
    const data = await loader(loaderArgs(api));
    expect(api.mock.calls.map((call) => call[0]).sort()).toEqual([
      '/api/conditions/park-alerts',
      '/api/conditions/weather/estes-park',
    ]);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(data).toMatchObject({ status: 'loaded', weather: { current: { temperature: 41 } } });
  });

  it('answers failed for an error or an answer that is not a weather result', async () => {
    // The park alerts could not be read either: null, so the card says they are unavailable.
    expect(await loader(loaderArgs(async () => answer({ error: 'down' }, 500)))).toEqual({
      status: 'failed',
      parkAlerts: null,
    });
    expect(await loader(loaderArgs(async () => answer({ temperature: 'warm' })))).toEqual({
      status: 'failed',
      parkAlerts: null,
    });
  });
});
