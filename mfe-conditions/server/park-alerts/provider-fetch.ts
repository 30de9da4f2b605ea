/**
 * One GET to an alerts provider, bounded in time and size, answering its parsed JSON body. Every
 * failure becomes an `AlertsProviderError` whose message is safe to log (never a URL or a key).
 */
import type { z } from 'zod';
import type { ParkAlert } from '../../src/domain/park-alerts';
import { readLimitedBody } from '../http/read-limited-body';

export const alertsTimeoutMs = 8_000;
/** Real answers are a few tens of KB; a body over this is refused, not read on. */
export const alertsMaxBytes = 1024 * 1024;

export class AlertsProviderError extends Error {
  override name = 'AlertsProviderError';
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

export interface ProviderGet {
  url: URL;
  headers: Record<string, string>;
  timeoutMs?: number;
  maxBytes?: number;
  fetch?: typeof fetch;
}

/** Reads a string field of a thrown value (which may come from another realm, so no instanceof). */
function errorField(error: unknown, field: 'name' | 'message' | 'code'): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const value = (error as Record<string, unknown>)[field];
  return typeof value === 'string' ? value : undefined;
}

function describeFailure(error: unknown, timeoutMs: number): string {
  const name = errorField(error, 'name');
  if (name === 'TimeoutError' || name === 'AbortError') return `no answer within ${timeoutMs} ms`;
  if (error instanceof AlertsProviderError) return error.message;
  const cause = typeof error === 'object' && error !== null ? (error as { cause?: unknown }).cause : undefined;
  return `could not reach the provider (${errorField(cause, 'code') ?? errorField(error, 'message') ?? 'unknown error'})`;
}

/** GETs the URL and answers its JSON body; throws `AlertsProviderError` on any failure. */
export async function getProviderJson(
  request: ProviderGet,
  describeStatus: (status: number) => string,
): Promise<unknown> {
  const timeoutMs = request.timeoutMs ?? alertsTimeoutMs;
  const doFetch = request.fetch ?? fetch;
  // One time limit for the whole exchange: the headers and the body together.
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const response = await doFetch(request.url, { headers: request.headers, signal, redirect: 'error' });
    if (!response.ok) {
      await response.body?.cancel();
      throw new AlertsProviderError(describeStatus(response.status), response.status);
    }
    const maxBytes = request.maxBytes ?? alertsMaxBytes;
    const text = (
      await readLimitedBody(
        response,
        maxBytes,
        () => new AlertsProviderError(`the answer is larger than ${maxBytes} bytes`),
      )
    ).toString('utf8');
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new AlertsProviderError('the provider answered with something other than JSON');
    }
  } catch (error) {
    if (error instanceof AlertsProviderError) throw error;
    throw new AlertsProviderError(describeFailure(error, timeoutMs));
  }
}

export interface ProviderAlertsRead<Answer> {
  get: ProviderGet;
  describeStatus: (status: number) => string;
  /** The answer's shape, and what to say when it is not that. */
  schema: z.ZodType<Answer>;
  badShape: string;
  entries: (answer: Answer) => unknown[];
  /** One entry as an alert, or undefined when it cannot be shown. */
  map: (entry: unknown) => ParkAlert | undefined;
}

/** A provider's alerts, each id once; throws `AlertsProviderError` when they cannot be had. */
export async function fetchProviderAlerts<Answer>(read: ProviderAlertsRead<Answer>): Promise<ParkAlert[]> {
  const body = await getProviderJson(read.get, read.describeStatus);
  const parsed = read.schema.safeParse(body);
  if (!parsed.success) throw new AlertsProviderError(read.badShape);
  const seen = new Set<string>();
  return read.entries(parsed.data).flatMap((entry) => {
    const alert = read.map(entry);
    if (!alert || seen.has(alert.id)) return [];
    seen.add(alert.id);
    return [alert];
  });
}
