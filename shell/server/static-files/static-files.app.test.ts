/** @jest-environment node */
/**
 * The site server with the static files plugin: the shell's and the areas' files, their cache
 * headers, and the requests no file handler sees (the site: testing/test-site.ts).
 */
import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { openTestSiteAroundSuite } from '../testing/test-site';

describe('site server: static files', () => {
  let app: FastifyInstance;

  openTestSiteAroundSuite((site) => {
    ({ app } = site);
  });

  it('serves the pointer with no-store and remote files as immutable', async () => {
    const pointer = await app.inject({ method: 'GET', url: '/remotes.json' });
    expect(pointer.headers['cache-control']).toBe('no-store');
    expect(pointer.json().lodging.version).toBe('1.0.0-a');
    const manifest = await app.inject({ method: 'GET', url: '/remotes/lodging/1.0.0-a/mf-manifest.json' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await app.inject({ method: 'GET', url: '/remotes/lodging/9.9.9/mf-manifest.json' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('application/json');
  });

  it('answers file paths with escapes, parent folders or backslashes at once with a 400 that says why', async () => {
    // Sent as raw bytes on a socket: an HTTP client library would resolve the dots first.
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const rawGet = (target: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(Number(port), '127.0.0.1');
        const timer = setTimeout(() => {
          socket.destroy();
          reject(new Error(`no answer to ${target} within 3 s`));
        }, 3000);
        let received = '';
        socket.on('data', (chunk) => {
          received += chunk.toString();
          if (received.includes('\r\n\r\n') && /"\}$/.test(received)) {
            clearTimeout(timer);
            socket.destroy();
            resolve(received);
          }
        });
        socket.on('error', reject);
        socket.write(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
      });
    try {
      for (const target of [
        '/remotes/lodging/..%2f..%2fregistry.json',
        '/remotes/lodging/%2e%2e/%2e%2e/site.db',
        '/assets/..%2f..%2fpackage.json',
        '/assets/%2e%2e/index.html',
        '/assets/../index.html',
        '/remotes/lodging/1.0.0-a/..\\..\\x',
        '/assets/chunks/%00.js',
      ]) {
        const answer = await rawGet(target);
        expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request');
        expect(answer).toContain('Not a file of this site');
      }
    } finally {
      await app.server.close();
    }
  });

  it.each(['bytes=9-1', 'bytes=0-1,5-9', 'lines=1', 'bytes=-', 'bytes=x-y'])(
    'ignores the Range %s a file cannot be served by, and sends the whole file',
    async (range) => {
      const answer = await app.inject({ method: 'GET', url: '/assets/main.js', headers: { range } });
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toBe('console.log("entry")');
    },
  );

  it('serves a simple byte range of a file', async () => {
    const answer = await app.inject({ method: 'GET', url: '/assets/main.js', headers: { range: 'bytes=0-6' } });
    expect(answer.statusCode).toBe(206);
    expect(answer.body).toBe('console');
  });

  it('lets the shell entry revalidate and caches hashed chunks for good, compressed', async () => {
    const entry = await app.inject({ method: 'GET', url: '/assets/main.js' });
    expect(entry.headers['cache-control']).toBe('no-cache');
    const chunk = await app.inject({
      method: 'GET',
      url: '/assets/chunks/app.1234567890.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers['content-encoding']).toBe('gzip');
    const favicon = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(favicon.statusCode).toBe(200);
  });
});
