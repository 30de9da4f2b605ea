/**
 * The site server's listener removes `x-console-account` from every request before anything
 * reads it (decision 064), in any letter case, in the parsed headers and the raw list alike.
 */
import { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { isAreaConsolePath, removeConsoleAccount } from './outside-requests';

/** A request as Node's parser leaves it: the raw list, and the parsed headers (lower case, repeats joined). */
function requestWith(rawHeaders: string[]): IncomingMessage {
  const request = new IncomingMessage(new Socket());
  request.rawHeaders = rawHeaders;
  const parsed: Record<string, string> = {};
  for (let index = 0; index + 1 < rawHeaders.length; index += 2) {
    const name = (rawHeaders[index] ?? '').toLowerCase();
    const value = rawHeaders[index + 1] ?? '';
    parsed[name] = parsed[name] === undefined ? value : `${parsed[name]}, ${value}`;
  }
  request.headers = parsed;
  return request;
}

describe('removeConsoleAccount', () => {
  it('removes the header however it is written, and keeps every other header', () => {
    const request = requestWith([
      'Host',
      'www.estes.example',
      'X-Console-Account',
      '{"id":"x","email":"mallory@evil.example","role":"admin"}',
      'Accept',
      'application/json',
      'x-console-account',
      'again',
    ]);
    expect(request.headers['x-console-account']).toBeDefined();
    removeConsoleAccount(request);
    expect(request.headers['x-console-account']).toBeUndefined();
    expect(request.headers).toEqual({ host: 'www.estes.example', accept: 'application/json' });
    expect(request.rawHeaders).toEqual(['Host', 'www.estes.example', 'Accept', 'application/json']);
  });

  it('looks only at the raw list when the header is absent: no headers object is built for a page-cache hit', () => {
    const request = new IncomingMessage(new Socket());
    request.rawHeaders = ['Host', 'www.estes.example', 'Accept-Encoding', 'br', 'X-Console-Accoun', 'near miss'];
    let headersRead = 0;
    Object.defineProperty(request, 'headers', {
      configurable: true,
      get: () => {
        headersRead += 1;
        return {};
      },
    });
    removeConsoleAccount(request);
    expect(headersRead).toBe(0);
    expect(request.rawHeaders).toHaveLength(6);
  });

  it('leaves a request without it as it was', () => {
    const request = requestWith(['Host', 'www.estes.example']);
    removeConsoleAccount(request);
    expect(request.rawHeaders).toEqual(['Host', 'www.estes.example']);
  });
});

describe('isAreaConsolePath', () => {
  it.each([
    ['/console', true],
    ['/console/queue', true],
    ['/console?x=1', true],
    ['/consoles', false],
    ['/console-like', false],
    ['/whoami', false],
    ['', false],
  ])('%s → %s', (path, expected) => expect(isAreaConsolePath(path)).toBe(expected));
});
