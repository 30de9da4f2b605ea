import { act, render, renderHook, screen, within } from '@testing-library/react';
import type { LiveWeather } from '../../domain/weather-result';
import { placeFromQuery, useRefreshingWeather, weatherPageRefreshMs, type WeatherPageData } from './weather-page-data';
import { WeatherView } from './weather-view';
import { fewCloudsNow, forecastDay, forecastHour, liveWeather, nwsAlert } from '../../testing/weather-fixtures';

/** A clear, warm noon: the numbers the assertions read; the rest as in the sample answer. */
const sunnyWarmNow = {
  ...fewCloudsNow,
  temperature: 70,
  condition: 'Clear',
  description: 'clear sky',
  windSpeed: 10,
  icon: '01d',
  feelsLike: 68,
  visibility: 9.5,
};

function weather(overrides: Partial<LiveWeather> = {}): LiveWeather {
  return liveWeather({
    current: sunnyWarmNow,
    forecast: [
      forecastDay('2026-11-22', 'Sun', 75, 30),
      forecastDay('2026-11-23', 'Mon', 60, 20),
      forecastDay('2026-11-24', 'Tue', 55, 45),
      forecastDay('2026-11-25', 'Wed', 50, 0),
      forecastDay('2026-11-26', 'Thu', 52, 0),
    ],
    hourly: [
      forecastHour('2026-11-22T20:00:00.000Z', 71, 0),
      forecastHour('2026-11-22T21:00:00.000Z', 72, 21, 'Rain'),
      forecastHour('2026-11-22T22:00:00.000Z', 70, 20),
      forecastHour('2026-11-22T23:00:00.000Z', 66, 5),
      forecastHour('2026-11-23T00:00:00.000Z', 61, 5),
      forecastHour('2026-11-23T01:00:00.000Z', 58, 5),
      forecastHour('2026-11-23T02:00:00.000Z', 55, 5),
    ],
    ...overrides,
  });
}

describe('weather data view', () => {
  it('shows the current conditions of the place with the Mountain-time update', () => {
    // 19:30 UTC = 12:30 PM MST
    render(<WeatherView places={{}} weather={weather()} loadedAt="2026-11-22T19:30:00.000Z" />);
    const current = screen.getByRole('region', { name: 'Current conditions' });
    expect(within(current).getByText('Estes Park, CO · 7,522 ft')).toBeInTheDocument();
    expect(within(current).getByText('70°F')).toBeInTheDocument();
    expect(within(current).getByText('Clear sky')).toBeInTheDocument();
    expect(within(current).getByText('Feels like 68°F')).toBeInTheDocument();
    expect(within(current).getByText('High 75° · Low 55°')).toBeInTheDocument();
    expect(within(current).getByText('30%')).toBeInTheDocument();
    expect(within(current).getByText('W 10 mph')).toBeInTheDocument();
    expect(within(current).getByText('Updated 12:30 PM MST')).toBeInTheDocument();
    expect(within(current).queryByText(/estimated conditions/)).not.toBeInTheDocument();
  });

  it('gives the tips and cards of the rules for the hour and the numbers', () => {
    render(<WeatherView places={{}} weather={weather()} loadedAt="2026-11-22T19:30:00.000Z" />);
    expect(screen.getByRole('region', { name: 'Right Now' })).toHaveTextContent(/^Right NowAfternoon:/);
    expect(screen.getByRole('region', { name: 'What to Wear' })).toHaveTextContent(
      /T-shirt weather, but bring a layer/,
    );
    const activities = screen.getByRole('region', { name: 'Activity Planning' });
    expect(activities).toHaveTextContent('HikingPerfect hiking weather');
    expect(activities).toHaveTextContent('PhotographyExcellent visibility');
    expect(activities).toHaveTextContent('DiningPatio dining weather');
    expect(screen.getByRole('region', { name: 'Elevation Makes a Difference' })).toHaveTextContent(
      /Estes Park7,522 ft70°F.*Alpine Visitor Center11,796 ftAbout 55°F.*4,274 ft above town.*about 15°F colder/,
    );
  });

  it('shows the live reading up high when there is one: the same value as its own view, never an estimate', () => {
    // Town 20 °F, the visitor center 9 °F: the lapse rate would say about 5 °F; the reading says 9.
    const town = weather({ current: { ...sunnyWarmNow, temperature: 20 } });
    const alpine = liveWeather({
      place: 'alpine-visitor-center',
      location: 'Alpine Visitor Center, Rocky Mountain National Park',
      elevation: 11796,
      current: { ...sunnyWarmNow, temperature: 9 },
    });
    const places = { 'estes-park': town, 'alpine-visitor-center': alpine };
    const { unmount } = render(<WeatherView places={places} weather={town} loadedAt="2026-11-22T19:30:00.000Z" />);
    const block = screen.getByRole('region', { name: 'Elevation Makes a Difference' });
    expect(block).toHaveTextContent(/Estes Park7,522 ft20°FAlpine Visitor Center11,796 ft9°F/);
    expect(block).not.toHaveTextContent(/About|estimated/);
    unmount();

    // From the visitor center's side the block reads the same two readings; its own view says 9°F.
    render(<WeatherView places={places} weather={alpine} loadedAt="2026-11-22T19:30:00.000Z" />);
    expect(within(screen.getByRole('region', { name: 'Current conditions' })).getByText('9°F')).toBeInTheDocument();
    const fromAbove = screen.getByRole('region', { name: 'Elevation Makes a Difference' });
    expect(fromAbove).toHaveTextContent(/Estes Park7,522 ft20°FAlpine Visitor Center11,796 ft9°F/);
    expect(fromAbove).not.toHaveTextContent(/About|estimated/);
  });

  it('estimates a place only without a live reading there, and says on its line whose reading it comes from', () => {
    const alpineDown = {
      place: 'alpine-visitor-center',
      location: 'Alpine Visitor Center, Rocky Mountain National Park',
      elevation: 11796,
      source: 'unavailable',
      checkedAt: '2026-11-22T19:30:00.000Z',
    } as const;
    render(
      <WeatherView
        places={{ 'alpine-visitor-center': alpineDown }}
        weather={weather()}
        loadedAt="2026-11-22T19:30:00.000Z"
      />,
    );
    const alpine = within(screen.getByRole('region', { name: 'Elevation Makes a Difference' }))
      .getByRole('heading', { name: 'Alpine Visitor Center' })
      .closest('li');
    expect(alpine).toHaveTextContent(
      /^Alpine Visitor Center11,796 ftAbout 55°F \(estimated from the town’s reading\)$/,
    );
  });

  it('names today’s chance of precipitation by its kind', () => {
    const snowy = weather({
      forecast: [
        forecastDay('2026-11-22', 'Sun', 31, 80, undefined, 'snow'),
        forecastDay('2026-11-23', 'Mon', 30, 62, undefined, 'mixed'),
      ],
      hourly: [forecastHour('2026-11-22T20:00:00.000Z', 27, 80, 'Snow', 'snow')],
    });
    render(<WeatherView places={{}} weather={snowy} loadedAt="2026-11-22T19:30:00.000Z" />);
    const current = screen.getByRole('region', { name: 'Current conditions' });
    expect(within(current).getByText('Snow chance')).toBeInTheDocument();
    expect(within(current).queryByText(/Rain/)).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Next 6 Hours' })).getByRole('listitem')).toHaveTextContent(
      '80% snow',
    );
    const outlook = within(screen.getByRole('region', { name: '3-Day Outlook' })).getAllByRole('listitem');
    expect(outlook[0]).toHaveTextContent('80% chance of snow today');
    expect(outlook[1]).toHaveTextContent('62% chance of a wintry mix tomorrow');
    expect(document.body).not.toHaveTextContent(/chance of rain|Rain chance/);
  });

  it('lists the next 6 hours with rain only above 20 %, and a 3-day outlook', () => {
    render(<WeatherView places={{}} weather={weather()} loadedAt="2026-11-22T19:30:00.000Z" />);
    const hours = within(screen.getByRole('region', { name: 'Next 6 Hours' })).getAllByRole('listitem');
    expect(hours.map((item) => item.textContent)).toEqual([
      '1 PM71°F',
      '2 PM72°F21% rain',
      '3 PM70°F',
      '4 PM66°F',
      '5 PM61°F',
      '6 PM58°F',
    ]);
    const outlook = within(screen.getByRole('region', { name: '3-Day Outlook' })).getAllByRole('listitem');
    expect(outlook.map((item) => item.querySelector('h3')?.textContent)).toEqual(['Today', 'Tomorrow', 'Tue']);
    expect(outlook[0]).toHaveTextContent('30% chance of rain today');
    expect(outlook[1]).not.toHaveTextContent('chance of rain');
    expect(outlook[2]).toHaveTextContent('45% chance of rain on Tue');
  });

  it('shows the first alert as a banner', () => {
    const alert = nwsAlert('Winter Storm Warning', '2026-11-23T19:00:00.000Z', 'Heavy snow above 9,000 feet.', [
      'Snow',
    ]);
    render(
      <WeatherView
        places={{}}
        weather={weather({ alerts: [alert, { ...alert, event: 'Second' }] })}
        loadedAt="2026-11-22T19:30:00.000Z"
      />,
    );
    const banner = screen.getByRole('region', { name: 'Winter Storm Warning' });
    expect(banner).toHaveTextContent('Heavy snow above 9,000 feet.');
    expect(screen.queryByText('Second')).not.toBeInTheDocument();
  });
});

describe('without a live reading', () => {
  const unavailable = (place: 'estes-park' | 'alpine-visitor-center') =>
    ({
      place,
      location: place === 'estes-park' ? 'Estes Park, CO' : 'Alpine Visitor Center, Rocky Mountain National Park',
      elevation: place === 'estes-park' ? 7522 : 11796,
      source: 'unavailable',
      checkedAt: '2026-11-23T13:03:00.000Z',
    }) as const;

  it('says so plainly, links to the NWS forecast and shows the normals of the date as typical, never as current', () => {
    render(<WeatherView places={{}} weather={unavailable('estes-park')} loadedAt="2026-11-23T13:03:00.000Z" />);
    const current = screen.getByRole('region', { name: 'Current conditions' });
    expect(current).toHaveTextContent('No live reading right now');
    expect(
      within(current).getByRole('link', { name: 'National Weather Service forecast for Estes Park' }),
    ).toHaveAttribute('href', 'https://forecast.weather.gov/MapClick.php?lat=40.3772&lon=-105.5217');
    expect(current).not.toHaveTextContent(/°F|Updated/);
    const typical = screen.getByRole('region', { name: 'Typical for this date' });
    expect(typical).toHaveTextContent('Typical high 46°F · Typical low 22°F');
    expect(typical).toHaveTextContent(/Approximate November normals, not current conditions/);
    for (const computed of ['Right Now', 'What to Wear', 'Next 6 Hours', '3-Day Outlook', 'Activity Planning']) {
      expect(screen.queryByRole('region', { name: computed })).not.toBeInTheDocument();
    }
    expect(document.body).not.toHaveTextContent(/T-shirt|Perfect hiking|Patio dining|Excellent visibility/);
    expect(screen.getByRole('region', { name: 'Mountain Weather Essentials' })).toBeInTheDocument();
  });

  it('shows the Alpine Visitor Center closed for the season in November, with no temperature', () => {
    render(
      <WeatherView places={{}} weather={unavailable('alpine-visitor-center')} loadedAt="2026-11-23T13:03:00.000Z" />,
    );
    expect(screen.getByRole('region', { name: 'Alpine Visitor Center: closed for the season' })).toHaveTextContent(
      /typically open late May or early June to mid-October/,
    );
    expect(screen.getByRole('region', { name: 'Current conditions' })).not.toHaveTextContent('°F');
    expect(screen.getByRole('region', { name: 'Typical for this date' })).toHaveTextContent(
      /No climate normals are published for Alpine Visitor Center/,
    );
  });
});

describe('page data', () => {
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('reads the place from the query, defaulting to town', () => {
    expect(placeFromQuery('alpine-visitor-center')).toBe('alpine-visitor-center');
    expect(placeFromQuery('boulder')).toBe('estes-park');
    expect(placeFromQuery(null)).toBe('estes-park');
  });

  it('refetches both places every 30 minutes, resetting the update time', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-22T19:30:00.000Z') });
    const fetchSpy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const place = String(input).endsWith('alpine-visitor-center') ? 'alpine-visitor-center' : 'estes-park';
      return new Response(JSON.stringify(weather({ place })), { headers: { 'content-type': 'application/json' } });
    });
    const initial: WeatherPageData = { status: 'error', initialPlace: 'estes-park' };
    const { result } = renderHook(() => useRefreshingWeather(initial));
    await act(async () => {
      jest.advanceTimersByTime(weatherPageRefreshMs - 1);
    });
    expect(fetchSpy).not.toHaveBeenCalled();
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    expect(fetchSpy.mock.calls.map(([input]) => String(input)).sort()).toEqual([
      '/api/conditions/weather/alpine-visitor-center',
      '/api/conditions/weather/estes-park',
    ]);
    expect(result.current.data).toMatchObject({ status: 'loaded', loadedAt: '2026-11-22T20:00:00.000Z' });

    fetchSpy.mockRejectedValue(new TypeError('Failed to fetch'));
    await act(async () => {
      jest.advanceTimersByTime(weatherPageRefreshMs);
    });
    expect(result.current).toMatchObject({
      refreshFailed: true,
      refreshing: false,
      data: { status: 'loaded', loadedAt: '2026-11-22T20:00:00.000Z' },
    });
  });
});
