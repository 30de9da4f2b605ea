/**
 * A local stand-in for the One Call 3.0 endpoint, speaking its wire format: GET /onecall with
 * lat, lon, exclude, units and appid, answering JSON shaped like the provider's (unix seconds,
 * °F with units=imperial, visibility in meters, pop 0–1), or its error bodies. Tests choose the
 * behaviour per request and read back what was asked.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type StandInBehaviour =
  | { kind: 'answer'; body: unknown }
  | { kind: 'status'; status: number; body: unknown }
  | { kind: 'hang' }
  | { kind: 'not-json' };

export interface StandInRequest {
  path: string;
  query: Record<string, string>;
}

export interface OneCallStandIn {
  /** Base URL, as WEATHER_API_URL takes it. */
  url: string;
  requests: StandInRequest[];
  respondWith(behaviour: StandInBehaviour): void;
  close(): Promise<void>;
}

export async function startOneCallStandIn(initial: StandInBehaviour): Promise<OneCallStandIn> {
  let behaviour = initial;
  const requests: StandInRequest[] = [];
  const hanging = new Set<ServerResponse>();

  const send = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify(body));
  };

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    requests.push({ path: url.pathname, query: Object.fromEntries(url.searchParams) });
    if (url.pathname !== '/onecall') return send(response, 404, { cod: '404', message: 'Internal error' });
    if (url.searchParams.get('appid') !== 'test-key') {
      return send(response, 401, {
        cod: 401,
        message: 'Invalid API key. Please see https://openweathermap.org/faq#error401 for more info.',
      });
    }
    if (behaviour.kind === 'hang') {
      hanging.add(response);
      return undefined;
    }
    if (behaviour.kind === 'not-json') {
      response.writeHead(200, { 'content-type': 'text/html' });
      return response.end('<html>maintenance</html>');
    }
    if (behaviour.kind === 'status') return send(response, behaviour.status, behaviour.body);
    return send(response, 200, behaviour.body);
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    respondWith(next) {
      behaviour = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

const sky = (id: number, main: string, description: string, icon: string) => ({ id, main, description, icon });

/**
 * A full One Call answer (imperial units) starting at `start` (unix seconds): current, 48
 * hourly, 8 daily entries and, when asked, one alert. Rain and snow amounts are in mm whatever
 * the units, and only where some is forecast (`rain`/`snow`: `{ "1h": mm }` for an hour, mm for
 * a day), as the provider sends them: tomorrow brings snow, the third hour light rain.
 */
export function oneCallAnswer(start: number, options: { alerts?: boolean } = {}) {
  const hour = 3600;
  return {
    lat: 40.3772,
    lon: -105.5217,
    timezone: 'America/Denver',
    timezone_offset: -25200,
    current: {
      dt: start,
      sunrise: start - 4 * hour,
      sunset: start + 6 * hour,
      temp: 41.36,
      feels_like: 35.2,
      pressure: 1019,
      humidity: 38,
      dew_point: 17.4,
      uvi: 2.4,
      clouds: 20,
      visibility: 10000,
      wind_speed: 12.66,
      wind_deg: 290,
      wind_gust: 24.2,
      weather: [sky(801, 'Clouds', 'few clouds', '02d')],
    },
    minutely: [],
    hourly: Array.from({ length: 48 }, (_, index) => ({
      dt: start + (index + 1) * hour,
      temp: 40 + index / 2,
      feels_like: 35,
      pressure: 1019,
      humidity: 40,
      dew_point: 18,
      uvi: 1,
      clouds: 20,
      visibility: 10000,
      wind_speed: 10.4,
      wind_deg: 280,
      weather: [index === 2 ? sky(500, 'Rain', 'light rain', '10d') : sky(800, 'Clear', 'clear sky', '01d')],
      pop: index === 2 ? 0.45 : 0.05,
      ...(index === 2 ? { rain: { '1h': 0.3 } } : {}),
    })),
    daily: Array.from({ length: 8 }, (_, index) => ({
      dt: start + index * 24 * hour,
      sunrise: start - 4 * hour + index * 24 * hour,
      sunset: start + 6 * hour + index * 24 * hour,
      moonrise: 0,
      moonset: 0,
      moon_phase: 0.5,
      summary: 'Expect a day of partly cloudy with clear spells',
      temp: { day: 44, min: 22.6 + index, max: 47.4 + index, night: 30, eve: 38, morn: 25 },
      feels_like: { day: 40, night: 26, eve: 34, morn: 20 },
      pressure: 1019,
      humidity: 30 + index,
      dew_point: 15,
      wind_speed: 14.2,
      wind_deg: 270,
      wind_gust: 28,
      weather: [index === 1 ? sky(600, 'Snow', 'light snow', '13d') : sky(802, 'Clouds', 'scattered clouds', '03d')],
      clouds: 40,
      pop: index === 1 ? 0.62 : 0.1,
      ...(index === 1 ? { snow: 4.1 } : {}),
      uvi: 3.1,
    })),
    ...(options.alerts
      ? {
          alerts: [
            {
              sender_name: 'NWS Boulder (Northeast Colorado)',
              event: 'High Wind Warning',
              start: start,
              end: start + 12 * hour,
              description: 'West winds 30 to 45 mph with gusts up to 80 mph in the Front Range foothills.',
              tags: ['Wind'],
            },
          ],
        }
      : {}),
  };
}

/**
 * A snowy morning (issue 28): 27 °F in light snow now, an 80 % chance today with snow in the
 * amounts and light snow in the next six hours, then a day of rain and snow (a wintry mix).
 */
export function snowyOneCallAnswer(start: number) {
  const answer = oneCallAnswer(start);
  const lightSnow = sky(600, 'Snow', 'light snow', '13d');
  const [today, tomorrow, ...later] = answer.daily;
  return {
    ...answer,
    current: { ...answer.current, temp: 27.3, feels_like: 19.4, weather: [lightSnow], snow: { '1h': 0.4 } },
    hourly: answer.hourly.map((entry, index) =>
      index < 6
        ? // No rain in these hours (`undefined` is left out of the JSON, as the provider leaves it out).
          { ...entry, temp: 27 + index / 4, pop: 0.8, weather: [lightSnow], rain: undefined, snow: { '1h': 0.5 } }
        : entry,
    ),
    daily: [
      { ...today, temp: { ...today?.temp, min: 18.2, max: 31.1 }, pop: 0.8, snow: 3.2, weather: [lightSnow] },
      { ...tomorrow, pop: 0.55, rain: 0.6, snow: 1.2, weather: [sky(616, 'Snow', 'rain and snow', '13d')] },
      ...later,
    ],
  };
}
