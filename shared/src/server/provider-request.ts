/**
 * One request to an outside provider's JSON API, bounded in time and size, for the areas'
 * server clients (the park alerts' NPS and NWS, the lodging partner). Every failure becomes a
 * `ProviderRequestError` whose message is safe to log: it never holds a URL, a header or a key,
 * only what went wrong ("no answer within 8000 ms", "the NPS API answered 503").
 *
 * - One time limit for the whole exchange (headers and body together).
 * - The body is read as a stream and refused, not read on, past `maxBytes` (`readLimitedBody`).
 * - Redirects are refused: a provider's answer is at the address we asked, never elsewhere.
 * - A 4xx/5xx answer keeps its status, its `Retry-After` (as milliseconds) and, when small and
 *   JSON, its body, so the caller can tell a refused key from a provider that is down and
 *   honour the provider's wait.
 */

/** Why a provider request failed; the caller decides whether to try again. */
export type ProviderFailureKind = 'status' | 'timeout' | 'unreachable' | 'too-large' | 'not-json';

export class ProviderRequestError extends Error {
  override name = 'ProviderRequestError';
  constructor(
    message: string,
    readonly kind: ProviderFailureKind,
    readonly details: {
      status?: number;
      /** The provider's Retry-After, as milliseconds from when the answer came. */
      retryAfterMs?: number;
      /** The error answer's body when it was JSON and small (providers describe the problem there). */
      errorBody?: unknown;
    } = {},
  ) {
    super(message);
  }

  get status(): number | undefined {
    return this.details.status;
  }
}

export interface ProviderRequest {
  url: URL;
  method?: 'GET' | 'POST';
  headers: Readonly<Record<string, string>>;
  /** A JSON body, already serialized (POST). */
  body?: string;
  /** For the whole exchange, headers and body. */
  timeoutMs: number;
  /** The largest answer read; a larger one is refused. */
  maxBytes: number;
  fetch?: typeof fetch;
  /** For Retry-After given as an HTTP date. */
  now?: () => number;
}

/** Error answers are read up to this size, for the provider's own description of the problem. */
const errorBodyMaxBytes = 16 * 1024;

/**
 * Reads a provider's answer body, refusing (before or while reading) one larger than `maxBytes`:
 * `tooLarge` makes the error to throw, so each caller keeps its own error type and message.
 */
export async function readLimitedBody(response: Response, maxBytes: number, tooLarge: () => Error): Promise<Buffer> {
  const declared = Number(response.headers.get('content-length') ?? '0');
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw tooLarge();
  }
  const reader = response.body?.getReader();
  if (!reader) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/**
 * `Retry-After` as milliseconds (RFC 9110 §10.2.3: delay-seconds or an HTTP date), or undefined
 * when absent or not readable. A date in the past is 0.
 */
export function retryAfterMs(value: string | null | undefined, now: number): number | undefined {
  if (value === null || value === undefined) return undefined;
  const text = value.trim();
  if (/^\d{1,9}$/.test(text)) return Number(text) * 1000;
  const date = Date.parse(text);
  if (!/[a-z]/i.test(text) || Number.isNaN(date)) return undefined;
  return Math.max(0, date - now);
}

/** Reads a string field of a thrown value (which may come from another realm, so no instanceof). */
function errorField(error: unknown, field: 'name' | 'message' | 'code'): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const value = (error as Record<string, unknown>)[field];
  return typeof value === 'string' ? value : undefined;
}

function failureOf(error: unknown, timeoutMs: number): ProviderRequestError {
  if (error instanceof ProviderRequestError) return error;
  const name = errorField(error, 'name');
  if (name === 'TimeoutError' || name === 'AbortError') {
    return new ProviderRequestError(`no answer within ${timeoutMs} ms`, 'timeout');
  }
  const cause = typeof error === 'object' && error !== null ? (error as { cause?: unknown }).cause : undefined;
  const reason = errorField(cause, 'code') ?? errorField(error, 'message') ?? 'unknown error';
  return new ProviderRequestError(`could not reach the provider (${reason})`, 'unreachable');
}

async function errorBodyOf(response: Response): Promise<unknown> {
  try {
    const text = (await readLimitedBody(response, errorBodyMaxBytes, () => new Error('error body too large'))).toString(
      'utf8',
    );
    return JSON.parse(text) as unknown;
  } catch {
    // The status says enough; a body we cannot read changes nothing.
    return undefined;
  }
}

/**
 * Sends the request and answers its JSON body; throws `ProviderRequestError` on any failure,
 * with `describeStatus(status)` as the message of a 4xx/5xx answer.
 */
export async function requestProviderJson(
  request: ProviderRequest,
  describeStatus: (status: number) => string,
): Promise<unknown> {
  const doFetch = request.fetch ?? fetch;
  const now = request.now ?? Date.now;
  const signal = AbortSignal.timeout(request.timeoutMs);
  try {
    const response = await doFetch(request.url, {
      method: request.method ?? 'GET',
      headers: request.headers,
      ...(request.body === undefined ? {} : { body: request.body }),
      signal,
      redirect: 'error',
    });
    if (!response.ok) {
      const retryAfter = retryAfterMs(response.headers.get('retry-after'), now());
      const errorBody = await errorBodyOf(response);
      throw new ProviderRequestError(describeStatus(response.status), 'status', {
        status: response.status,
        ...(retryAfter === undefined ? {} : { retryAfterMs: retryAfter }),
        ...(errorBody === undefined ? {} : { errorBody }),
      });
    }
    const text = (
      await readLimitedBody(
        response,
        request.maxBytes,
        () => new ProviderRequestError(`the answer is larger than ${request.maxBytes} bytes`, 'too-large'),
      )
    ).toString('utf8');
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new ProviderRequestError('the provider answered with something other than JSON', 'not-json');
    }
  } catch (error) {
    throw failureOf(error, request.timeoutMs);
  }
}
