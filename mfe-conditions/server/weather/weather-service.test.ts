/** @jest-environment node */
import Fastify, { type FastifyInstance } from 'fastify';
import { parseWeatherResult, type LiveWeather, type WeatherResult } from '../../src/domain/weather-result-schema';
import { closedPort } from '../http/testing/closed-port';
import { fewCloudsNow } from '../../src/testing/weather-fixtures';
import {
  oneCallAnswer,
  snowyOneCallAnswer,
  startOneCallStandIn,
  type OneCallStandIn,
} from './testing/one-call-stand-in';
import { weatherRoutes } from './weather-routes';
import {
  createWeatherService,
  unavailableCacheMs,
  weatherCacheMs,
  type WeatherServiceOptions,
} from './weather-service';

// 2026-11-22 19:00 UTC = 12:00 MST
const start = Date.UTC(2026, 10, 22, 19) / 1000;

let standIn: OneCallStandIn;
let clock: number;
let providerErrors: string[];

beforeEach(async () => {
  standIn = await startOneCallStandIn({ kind: 'answer', body: oneCallAnswer(start) });
  clock = start * 1000;
  providerErrors = [];
});
afterEach(async () => {
  await standIn.close();
});

function service(overrides: Partial<WeatherServiceOptions> = {}) {
  return createWeatherService({
    apiKey: 'test-key',
    baseUrl: standIn.url,
    now: () => clock,
    onProviderError: (_place, error) => providerErrors.push(error instanceof Error ? error.message : String(error)),
    ...overrides,
  });
}

/** The result, which the test expects to be a live reading. */
function live(result: WeatherResult): LiveWeather {
  if (result.source !== 'live') throw new Error(`expected a live reading, got ${result.source}`);
  return result;
}

async function api(overrides: Partial<WeatherServiceOptions> = {}): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(weatherRoutes, { service: service(overrides), prefix: '/api/conditions' });
  return app;
}

describe('the provider call', () => {
  it('asks One Call for the place with exclude=minutely, imperial units and the key', async () => {
    await service().weather('alpine-visitor-center');
    expect(standIn.requests).toEqual([
      {
        path: '/onecall',
        query: { lat: '40.4414', lon: '-105.7539', exclude: 'minutely', units: 'imperial', appid: 'test-key' },
      },
    ]);
  });

  it('maps a full answer: current, 5 days, 24 hours, miles and Mountain-time days', async () => {
    const result = live(await service().weather('estes-park'));
    expect(result.location).toBe('Estes Park, CO');
    expect(result.elevation).toBe(7522);
    expect(result.fetchedAt).toBe('2026-11-22T19:00:00.000Z');
    // The provider's sample answer, mapped: the fixture's reading, at this answer's UV index.
    expect(result.current).toEqual({ ...fewCloudsNow, uvIndex: 2.4 });
    expect(result.forecast).toHaveLength(5);
    expect(result.forecast[0]).toEqual({
      date: '2026-11-22',
      day: 'Sun',
      high: 47,
      low: 23,
      condition: 'Clouds',
      description: 'scattered clouds',
      icon: '03d',
      precipitation: 10,
      // Scattered clouds, no amounts: the provider does not say what would fall.
      precipitationKind: 'unknown',
      windSpeed: 14,
      humidity: 30,
      uvIndex: 3.1,
      sunrise: '2026-11-22T15:00:00.000Z',
      sunset: '2026-11-23T01:00:00.000Z',
    });
    expect(result.forecast.map((day) => day.day)).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu']);
    expect(result.forecast[1]).toMatchObject({ condition: 'Snow', precipitation: 62, precipitationKind: 'snow' });
    expect(result.hourly).toHaveLength(24);
    expect(result.hourly[0]).toEqual({
      time: '2026-11-22T20:00:00.000Z',
      temperature: 40,
      condition: 'Clear',
      precipitation: 5,
      precipitationKind: 'unknown',
      windSpeed: 10,
      icon: '01d',
    });
    expect(result.hourly[2]).toMatchObject({ condition: 'Rain', precipitation: 45, precipitationKind: 'rain' });
    expect(result.alerts).toEqual([]);
    expect(() => parseWeatherResult(JSON.parse(JSON.stringify(result)))).not.toThrow();
  });

  it('names the precipitation by its kind: at 27 °F in light snow, today’s 80 % is snow, tomorrow a mix', async () => {
    standIn.respondWith({ kind: 'answer', body: snowyOneCallAnswer(start) });
    const result = live(await service().weather('estes-park'));
    expect(result.current).toMatchObject({ temperature: 27, condition: 'Snow', description: 'light snow' });
    expect(result.forecast.slice(0, 3).map((day) => [day.precipitation, day.precipitationKind])).toEqual([
      [80, 'snow'],
      [55, 'mixed'],
      [10, 'unknown'],
    ]);
    expect(result.hourly.slice(0, 7).map((hour) => hour.precipitationKind)).toEqual([
      'snow',
      'snow',
      'snow',
      'snow',
      'snow',
      'snow',
      'unknown',
    ]);
  });

  it('passes the alerts on', async () => {
    standIn.respondWith({ kind: 'answer', body: oneCallAnswer(start, { alerts: true }) });
    const result = live(await service().weather('estes-park'));
    expect(result.alerts).toEqual([
      {
        sender_name: 'NWS Boulder (Northeast Colorado)',
        event: 'High Wind Warning',
        start: '2026-11-22T19:00:00.000Z',
        end: '2026-11-23T07:00:00.000Z',
        description: 'West winds 30 to 45 mph with gusts up to 80 mph in the Front Range foothills.',
        tags: ['Wind'],
      },
    ]);
  });

  it('fills what a thin answer leaves out with defaults and the forecast fallbacks', async () => {
    standIn.respondWith({
      kind: 'answer',
      body: {
        current: {
          dt: start,
          temp: 50.2,
          weather: [{ id: 800, main: 'Clear', description: 'clear sky', icon: '01d' }],
        },
        daily: [{ dt: start, temp: { min: 30, max: 55 } }],
      },
    });
    const result = live(await service().weather('estes-park'));
    expect(result.current).toMatchObject({ temperature: 50, feelsLike: 50, visibility: 6.2, windSpeed: 0, uvIndex: 0 });
    expect(result.forecast).toHaveLength(5);
    expect(result.forecast[0]).toMatchObject({ day: 'Sun', high: 55, low: 30, precipitation: 10 });
    // Days the provider did not send: high = current + 5, low = current − 15, rain 10 %.
    expect(
      result.forecast.slice(1).map(({ day, high, low, precipitation }) => [day, high, low, precipitation]),
    ).toEqual([
      ['Mon', 55, 35, 10],
      ['Tue', 55, 35, 10],
      ['Wed', 55, 35, 10],
      ['Thu', 55, 35, 10],
    ]);
    expect(result.hourly).toHaveLength(24);
    expect(result.hourly[0]).toMatchObject({ time: '2026-11-22T20:00:00.000Z', temperature: 50 });
  });

  it.each([
    [401, { cod: 401, message: 'Invalid API key.' }, /rejected the API key \(401\)/],
    [429, { cod: 429, message: 'Your account is temporary blocked due to exceeding of requests limitation' }, /quota/],
    [500, { cod: '500', message: 'Internal error' }, /answered 500/],
  ])('answers that there is no live reading when the provider answers %s', async (status, body, reason) => {
    standIn.respondWith({ kind: 'status', status, body });
    const result = await service().weather('estes-park');
    expect(result).toEqual({
      place: 'estes-park',
      location: 'Estes Park, CO',
      elevation: 7522,
      source: 'unavailable',
      checkedAt: '2026-11-22T19:00:00.000Z',
    });
    expect(providerErrors).toEqual([expect.stringMatching(reason)]);
  });

  it('treats a wrong key as a 401 from the provider', async () => {
    const result = await service({ apiKey: 'not-the-key' }).weather('estes-park');
    expect(result.source).toBe('unavailable');
    expect(providerErrors).toEqual([expect.stringMatching(/401/)]);
  });

  it('gives up after the timeout and answers that there is no live reading', async () => {
    standIn.respondWith({ kind: 'hang' });
    const began = Date.now();
    const result = await service({ timeoutMs: 300 }).weather('estes-park');
    expect(Date.now() - began).toBeLessThan(3000);
    expect(result.source).toBe('unavailable');
    expect(providerErrors).toEqual(['no answer within 300 ms']);
  });

  it('answers that there is no live reading for an answer that is not JSON or lacks the current conditions', async () => {
    standIn.respondWith({ kind: 'not-json' });
    expect((await service().weather('estes-park')).source).toBe('unavailable');
    standIn.respondWith({ kind: 'answer', body: { daily: [] } });
    expect((await service().weather('alpine-visitor-center')).source).toBe('unavailable');
    expect(providerErrors).toEqual([
      'the provider answered with something other than JSON',
      expect.stringMatching(/^unexpected answer: current /),
    ]);
  });

  it('fails fast when nothing listens at the provider address', async () => {
    const port = await closedPort();
    const began = Date.now();
    const result = await service({ baseUrl: `http://127.0.0.1:${port}` }).weather('estes-park');
    expect(Date.now() - began).toBeLessThan(2000);
    expect(result.source).toBe('unavailable');
    expect(providerErrors).toEqual(['could not reach the provider (ECONNREFUSED)']);
  });
});

describe('without a key', () => {
  it('never calls the provider and invents nothing: both places answer that there is no live reading', async () => {
    const noKey = service({ apiKey: undefined });
    const town = await noKey.weather('estes-park');
    const alpine = await noKey.weather('alpine-visitor-center');
    expect(standIn.requests).toEqual([]);
    expect(town).toEqual({
      place: 'estes-park',
      location: 'Estes Park, CO',
      elevation: 7522,
      source: 'unavailable',
      checkedAt: '2026-11-22T19:00:00.000Z',
    });
    expect(alpine).toMatchObject({ source: 'unavailable', elevation: 11796 });
    expect(alpine).not.toHaveProperty('current');
    expect(() => parseWeatherResult(JSON.parse(JSON.stringify(alpine)))).not.toThrow();
  });
});

describe('the 10-minute cache', () => {
  it('asks the provider once per place per 10 minutes', async () => {
    const weather = service();
    await weather.weather('estes-park');
    clock += weatherCacheMs - 1;
    const cached = live(await weather.weather('estes-park'));
    expect(standIn.requests).toHaveLength(1);
    expect(cached.fetchedAt).toBe('2026-11-22T19:00:00.000Z');

    await weather.weather('alpine-visitor-center');
    expect(standIn.requests).toHaveLength(2);

    clock += 1;
    const fresh = live(await weather.weather('estes-park'));
    expect(standIn.requests).toHaveLength(3);
    expect(fresh.fetchedAt).toBe('2026-11-22T19:10:00.000Z');
  });

  it('shares one provider call between concurrent misses', async () => {
    const weather = service();
    const results = await Promise.all(Array.from({ length: 8 }, () => weather.weather('estes-park')));
    expect(standIn.requests).toHaveLength(1);
    expect(new Set(results).size).toBe(1);
  });

  it('keeps a missing reading for one minute only, then tries the provider again', async () => {
    standIn.respondWith({ kind: 'status', status: 429, body: { cod: 429 } });
    const weather = service();
    expect((await weather.weather('estes-park')).source).toBe('unavailable');
    clock += unavailableCacheMs - 1;
    expect((await weather.weather('estes-park')).source).toBe('unavailable');
    expect(standIn.requests).toHaveLength(1);

    standIn.respondWith({ kind: 'answer', body: oneCallAnswer(start) });
    clock += 1;
    expect((await weather.weather('estes-park')).source).toBe('live');
    expect(standIn.requests).toHaveLength(2);
  });
});

describe('GET /api/conditions/weather/:place', () => {
  it('answers the weather result of a known place, without the key', async () => {
    const app = await api();
    const response = await app.inject('/api/conditions/weather/estes-park');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    const result = live(parseWeatherResult(response.json()));
    expect(result.current.temperature).toBe(41);
    expect(response.body).not.toContain('test-key');
    await app.close();
  });

  it('answers 404 with a clear message for any other place', async () => {
    const app = await api();
    const response = await app.inject('/api/conditions/weather/boulder');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: 'No weather for "boulder". Weather is available for: estes-park, alpine-visitor-center.',
    });
    expect(standIn.requests).toEqual([]);
    await app.close();
  });
});
