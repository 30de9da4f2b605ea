/**
 * The weather provider's One Call endpoint (docs/rules/conditions.md#weather-provider): GET
 * {base}/onecall with lat, lon, exclude=minutely, units=imperial and the key, 10 s timeout. The key
 * is read from the server's environment and only ever travels in this request.
 */
import { weatherPlaceInfo, type WeatherPlace } from '../../src/domain/weather-result';
import { oneCallAnswerSchema, type OneCallAnswer } from './one-call-schema';

export const defaultWeatherApiUrl = 'https://api.openweathermap.org/data/3.0';
export const weatherTimeoutMs = 10_000;

export class WeatherProviderError extends Error {
  override name = 'WeatherProviderError';
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

export interface OneCallRequest {
  apiKey: string;
  baseUrl?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export function oneCallUrl(place: WeatherPlace, apiKey: string, baseUrl = defaultWeatherApiUrl): URL {
  const info = weatherPlaceInfo[place];
  const url = new URL(`${baseUrl.replace(/(?<!\/)\/+$/, '')}/onecall`);
  url.search = new URLSearchParams({
    lat: String(info.latitude),
    lon: String(info.longitude),
    exclude: 'minutely',
    units: 'imperial',
    appid: apiKey,
  }).toString();
  return url;
}

function describeStatus(status: number): string {
  if (status === 401) return 'the provider rejected the API key (401)';
  if (status === 429) return 'the provider quota is used up (429)';
  return `the provider answered ${status}`;
}

export async function fetchOneCall(place: WeatherPlace, request: OneCallRequest): Promise<OneCallAnswer> {
  const doFetch = request.fetch ?? fetch;
  const timeoutMs = request.timeoutMs ?? weatherTimeoutMs;
  let response: Response;
  try {
    response = await doFetch(oneCallUrl(place, request.apiKey, request.baseUrl), {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const name = errorField(error, 'name');
    const timedOut = name === 'TimeoutError' || name === 'AbortError';
    // Never echo the URL: it carries the key.
    throw new WeatherProviderError(
      timedOut ? `no answer within ${timeoutMs} ms` : `could not reach the provider (${describeCause(error)})`,
    );
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new WeatherProviderError(describeStatus(response.status), response.status);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new WeatherProviderError('the provider answered with something other than JSON');
  }
  const parsed = oneCallAnswerSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new WeatherProviderError(
      `unexpected answer: ${issue ? `${issue.path.join('.') || '(root)'} ${issue.message}` : 'invalid'}`,
    );
  }
  return parsed.data;
}

/** Reads a string field of a thrown value (which may come from another realm, so no instanceof). */
function errorField(error: unknown, field: 'name' | 'message' | 'code'): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const value = (error as Record<string, unknown>)[field];
  return typeof value === 'string' ? value : undefined;
}

function describeCause(error: unknown): string {
  const cause = typeof error === 'object' && error !== null ? (error as { cause?: unknown }).cause : undefined;
  return errorField(cause, 'code') ?? errorField(error, 'message') ?? 'unknown error';
}
