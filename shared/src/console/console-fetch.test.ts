/**
 * consoleFetch (decision 064): what it sends (same origin, never cached, JSON only with a body)
 * and how every failure becomes a ConsoleApiError with the server's sentence.
 */
import { ConsoleApiError, consoleErrorMessage, consoleFetch, unreachableSentence } from './console-fetch';

const sent: { url: string; init: RequestInit }[] = [];
function answer(status: number, body?: unknown, raw?: string) {
  globalThis.fetch = (async (url: string, init: RequestInit) => {
    sent.push({ url, init });
    return new Response(raw ?? (body === undefined ? null : JSON.stringify(body)), { status });
  }) as typeof fetch;
}
afterEach(() => {
  sent.length = 0;
});

describe('consoleFetch', () => {
  it('GETs same-origin, no-store, asking for JSON, with no body', async () => {
    answer(200, { items: [] });
    await expect(consoleFetch('/console/api/areas/planning/queue?status=new')).resolves.toEqual({ items: [] });
    expect(sent[0]).toEqual({
      url: '/console/api/areas/planning/queue?status=new',
      init: { method: 'GET', credentials: 'same-origin', cache: 'no-store', headers: { accept: 'application/json' } },
    });
  });

  it('POSTs JSON (an empty object when no body is given); DELETE sends JSON only with a body', async () => {
    answer(204);
    await expect(consoleFetch('/x', { method: 'POST' })).resolves.toBeUndefined();
    await consoleFetch('/x', { method: 'POST', body: { reason: 'spam' } });
    await consoleFetch('/x', { method: 'DELETE' });
    await consoleFetch('/x', { method: 'DELETE', body: { confirm: true } });
    expect(sent.map(({ init }) => [init.method, init.body, init.headers])).toEqual([
      ['POST', '{}', { 'content-type': 'application/json', accept: 'application/json' }],
      ['POST', '{"reason":"spam"}', { 'content-type': 'application/json', accept: 'application/json' }],
      ['DELETE', undefined, { accept: 'application/json' }],
      ['DELETE', '{"confirm":true}', { 'content-type': 'application/json', accept: 'application/json' }],
    ]);
  });

  it('turns an answer’s { error } (or a framework’s message) and a rate limit into a ConsoleApiError', async () => {
    answer(403, { error: 'Only admins may do this; you are signed in as a reviewer.' });
    await expect(consoleFetch('/x')).rejects.toEqual(
      new ConsoleApiError(403, 'Only admins may do this; you are signed in as a reviewer.'),
    );
    answer(404, { error: 'Not Found', message: 'No GET /api/planning/console/nope here.' });
    await expect(consoleFetch('/x')).rejects.toMatchObject({
      status: 404,
      message: 'No GET /api/planning/console/nope here.',
    });
    answer(429, { error: 'Too many attempts.', retryAfterSeconds: 30 });
    const limited = await consoleFetch('/x').catch((error: unknown) => error);
    expect(limited).toMatchObject({ status: 429, retryAfterSeconds: 30 });
    expect(consoleErrorMessage(limited)).toBe('Too many attempts. Try again in 30 seconds.');
  });

  it('says what happened when the answer is not JSON, or nothing arrives', async () => {
    answer(502, undefined, '<html>Bad gateway</html>');
    await expect(consoleFetch('/x')).rejects.toMatchObject({
      status: 502,
      message: 'The server answered 502 without saying why. Try again in a moment.',
    });
    globalThis.fetch = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    await expect(consoleFetch('/x')).rejects.toMatchObject({ status: 0, message: unreachableSentence });
    expect(consoleErrorMessage(new Error('boom'))).toBe(
      'Something went wrong in the console. Reload the page and try again.',
    );
  });
});
