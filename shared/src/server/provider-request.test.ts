/**
 * @jest-environment node
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ProviderRequestError, requestProviderJson, retryAfterMs } from './provider-request';

type Handler = (request: IncomingMessage, body: string, response: ServerResponse) => void;

let server: Server;
let origin: string;
let handler: Handler;
const hanging = new Set<ServerResponse>();

beforeEach(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => handler(request, body, response));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  for (const response of hanging) response.destroy();
  hanging.clear();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const describeStatus = (status: number) => `the test API answered ${status}`;
const request = (overrides: Partial<Parameters<typeof requestProviderJson>[0]> = {}) =>
  requestProviderJson(
    {
      url: new URL(`${origin}/things`),
      headers: { accept: 'application/json' },
      timeoutMs: 2_000,
      maxBytes: 1024,
      ...overrides,
    },
    describeStatus,
  );

const failureOf = async (promise: Promise<unknown>): Promise<ProviderRequestError> => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ProviderRequestError) return error;
    throw error;
  }
  throw new Error('expected the request to fail');
};

describe('requestProviderJson', () => {
  it('POSTs the JSON body with the headers given and answers the parsed JSON', async () => {
    let seen: { method?: string; auth?: string; body?: string } = {};
    handler = (incoming, body, response) => {
      seen = { method: incoming.method, auth: incoming.headers.authorization, body };
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"data":[1,2]}');
    };
    const answer = await request({
      method: 'POST',
      headers: { authorization: 'Bearer token-1', 'content-type': 'application/json' },
      body: '{"q":1}',
    });
    expect(answer).toEqual({ data: [1, 2] });
    expect(seen).toEqual({ method: 'POST', auth: 'Bearer token-1', body: '{"q":1}' });
  });

  it('keeps the status, the Retry-After and the JSON error body of a refusal, with a message safe to log', async () => {
    handler = (_incoming, _body, response) =>
      response
        .writeHead(429, { 'content-type': 'application/json', 'retry-after': '7' })
        .end('{"request_id":"r1","errors":[{"id":"too_many_requests","message":"slow down"}]}');
    const failure = await failureOf(request({ headers: { authorization: 'Bearer secret-token' } }));
    expect(failure.kind).toBe('status');
    expect(failure.status).toBe(429);
    expect(failure.details.retryAfterMs).toBe(7_000);
    expect(failure.details.errorBody).toEqual({
      request_id: 'r1',
      errors: [{ id: 'too_many_requests', message: 'slow down' }],
    });
    expect(failure.message).toBe('the test API answered 429');
    expect(failure.message).not.toContain('secret-token');
    expect(failure.message).not.toContain(origin);
  });

  it('gives up when no answer comes in time', async () => {
    handler = (_incoming, _body, response) => hanging.add(response);
    const failure = await failureOf(request({ timeoutMs: 100 }));
    expect(failure).toMatchObject({ kind: 'timeout', message: 'no answer within 100 ms' });
  });

  it('refuses an answer larger than the limit, declared or streamed', async () => {
    handler = (_incoming, _body, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write(`{"padding":"${'x'.repeat(600)}`);
      response.end(`${'y'.repeat(600)}"}`);
    };
    const failure = await failureOf(request({ maxBytes: 1000 }));
    expect(failure).toMatchObject({ kind: 'too-large', message: 'the answer is larger than 1000 bytes' });
  });

  it('refuses an answer that is not JSON', async () => {
    handler = (_incoming, _body, response) =>
      response.writeHead(200, { 'content-type': 'text/html' }).end('<html>maintenance</html>');
    expect(await failureOf(request())).toMatchObject({ kind: 'not-json' });
  });

  it('refuses to follow a redirect', async () => {
    handler = (_incoming, _body, response) => response.writeHead(302, { location: 'http://127.0.0.1:9/' }).end();
    expect(await failureOf(request())).toMatchObject({ kind: 'unreachable' });
  });

  it('says when the provider cannot be reached', async () => {
    const port = (server.address() as AddressInfo).port;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    const failure = await failureOf(request({ url: new URL(`http://127.0.0.1:${port}/things`) }));
    expect(failure).toMatchObject({ kind: 'unreachable', message: 'could not reach the provider (ECONNREFUSED)' });
    server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
});

describe('retryAfterMs', () => {
  const now = Date.parse('2027-06-01T12:00:00Z');
  it.each([
    ['120', 120_000],
    [' 3 ', 3_000],
    ['Tue, 01 Jun 2027 12:00:30 GMT', 30_000],
    ['Tue, 01 Jun 2027 11:00:00 GMT', 0],
  ])('reads %p', (value, expected) => {
    expect(retryAfterMs(value, now)).toBe(expected);
  });

  it.each([null, undefined, '', 'soon', '-5', '1.5'])('reads nothing from %p', (value) => {
    expect(retryAfterMs(value, now)).toBeUndefined();
  });
});
