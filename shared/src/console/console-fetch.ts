/**
 * How every console page calls the server (the shell's own API and each area's console API
 * through the shell): same origin, never cached, JSON. Every error the console sends is
 * `{ error }`, a sentence a person can act on (an area's framework answer may put it in
 * `message`); a 429 adds `retryAfterSeconds`. A call that fails on the way (offline, a proxy's
 * HTML page) becomes a sentence too, never a thrown TypeError.
 */

/** What an unsuccessful call tells the page: the status and the server's sentence. */
export class ConsoleApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ConsoleApiError';
  }
}

export type ConsoleFetchMethod = 'GET' | 'POST' | 'DELETE';

export const unreachableSentence = 'The console could not reach the server. Check your connection and try again.';

const sentenceIn = (fields: Record<string, unknown>, key: string) =>
  typeof fields[key] === 'string' && (fields[key] as string).trim() !== '' ? (fields[key] as string) : undefined;

function errorOf(status: number, answer: unknown): ConsoleApiError {
  const fields = typeof answer === 'object' && answer !== null ? (answer as Record<string, unknown>) : {};
  // Fastify's own answers are `{ error: 'Not Found', message: '…' }`: the message is the sentence.
  const message =
    sentenceIn(fields, 'message') ??
    sentenceIn(fields, 'error') ??
    `The server answered ${status} without saying why. Try again in a moment.`;
  const retryAfter = typeof fields.retryAfterSeconds === 'number' ? fields.retryAfterSeconds : undefined;
  return new ConsoleApiError(status, message, retryAfter);
}

/** fetch for console pages: same-origin, no-store, JSON headers on POST; errors become ConsoleApiError. */
export async function consoleFetch<T>(
  url: string,
  init: { method?: ConsoleFetchMethod; body?: unknown } = {},
): Promise<T> {
  const method = init.method ?? 'GET';
  const sendsBody = method === 'POST' || (method === 'DELETE' && init.body !== undefined);
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: 'same-origin',
      cache: 'no-store',
      headers: sendsBody
        ? { 'content-type': 'application/json', accept: 'application/json' }
        : { accept: 'application/json' },
      ...(sendsBody ? { body: JSON.stringify(init.body ?? {}) } : {}),
    });
  } catch {
    throw new ConsoleApiError(0, unreachableSentence);
  }
  if (response.status === 204) return undefined as T;
  const answer: unknown = await response.json().catch(() => undefined);
  if (response.ok && answer !== undefined) return answer as T;
  throw errorOf(response.status, answer);
}

/** The sentence for a failed call, with the wait a rate limit asks for. */
export function consoleErrorMessage(error: unknown): string {
  if (error instanceof ConsoleApiError) {
    return error.retryAfterSeconds !== undefined && !/\d/.test(error.message)
      ? `${error.message} Try again in ${error.retryAfterSeconds} seconds.`
      : error.message;
  }
  return 'Something went wrong in the console. Reload the page and try again.';
}
