/**
 * One GET to an alerts provider, bounded in time and size (the shared `requestProviderJson`),
 * answering its parsed JSON body. Every failure becomes an `AlertsProviderError` whose message is
 * safe to log (never a URL or a key).
 */
import type { z } from 'zod';
import { ProviderRequestError, requestProviderJson } from '@estes/shared/server';
import type { ParkAlert } from '../../src/domain/park-alerts';

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

/** GETs the URL and answers its JSON body; throws `AlertsProviderError` on any failure. */
export async function getProviderJson(
  request: ProviderGet,
  describeStatus: (status: number) => string,
): Promise<unknown> {
  try {
    return await requestProviderJson(
      {
        url: request.url,
        headers: request.headers,
        timeoutMs: request.timeoutMs ?? alertsTimeoutMs,
        maxBytes: request.maxBytes ?? alertsMaxBytes,
        ...(request.fetch ? { fetch: request.fetch } : {}),
      },
      describeStatus,
    );
  } catch (error) {
    if (error instanceof ProviderRequestError) throw new AlertsProviderError(error.message, error.status);
    throw error;
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
