/**
 * One GET to an alerts provider, bounded in time and size, answering its parsed JSON body. Every
 * failure becomes an `AlertsProviderError` whose message is safe to log (never a URL or a key).
 */
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

async function readLimitedText(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? '0');
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw new AlertsProviderError(`the answer is larger than ${maxBytes} bytes`);
  }
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new AlertsProviderError(`the answer is larger than ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
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
    const text = await readLimitedText(response, request.maxBytes ?? alertsMaxBytes);
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
