/** @jest-environment node */
/**
 * The site server with the console's frame: /console and its pages answer the console's
 * document (its own build's scripts, the strict policy, never stored, never indexed); the
 * console API's addresses are never answered with the document; the page cache never keeps /console.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { JSDOM } from 'jsdom';
import { openTestSiteAroundSuite, type TestSite } from '../testing/test-site';
import { consoleAssetsFile } from './console-document';

describe('site server: the console frame', () => {
  let app: FastifyInstance;
  let site: TestSite;

  openTestSiteAroundSuite((opened) => {
    site = opened;
    ({ app } = opened);
  });

  const consoleBuild = () => path.dirname(consoleAssetsFile(site.shellFolders().shellDistDir));
  const build = async () => {
    await mkdir(consoleBuild(), { recursive: true });
    await writeFile(
      consoleAssetsFile(site.shellFolders().shellDistDir),
      JSON.stringify({ scripts: ['console.0123456789.js'] }),
    );
    await writeFile(path.join(consoleBuild(), 'console.0123456789.js'), 'document.title = "console";');
  };

  const expectConsoleHeaders = (headers: Record<string, unknown>) => {
    expect(headers['cache-control']).toBe('private, no-store');
    expect(headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(headers['x-page-cache']).toBeUndefined();
  };

  it('says plainly that the console is not built when its files are missing, and finds them once built', async () => {
    await rm(consoleBuild(), { recursive: true, force: true });
    const missing = await app.inject({ method: 'GET', url: '/console' });
    expect(missing.statusCode).toBe(503);
    expectConsoleHeaders(missing.headers);
    expect(missing.body).toContain('Run <code>npm run build</code>');
    expect(missing.body).toContain('<meta name="robots" content="noindex">');

    await build();
    const built = await app.inject({ method: 'GET', url: '/console' });
    expect(built.statusCode).toBe(200);
  });

  it.each([
    '/console',
    '/console/sign-in',
    '/console/welcome',
    '/console/people',
    '/console/audit',
    '/console/no-such-page',
  ])(
    'answers %s with the console document: its build’s scripts, no inline code, never stored or indexed',
    async (url) => {
      await build();
      const answer = await app.inject({ method: 'GET', url });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expectConsoleHeaders(answer.headers);
      const policy = String(answer.headers['content-security-policy']);
      expect(policy).toContain("script-src 'self';");
      expect(policy).toContain("style-src 'self' 'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=';");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).not.toContain('unsafe');
      const { document } = new JSDOM(answer.body).window;
      expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
      expect([...document.querySelectorAll('script')].map((script) => script.getAttribute('src'))).toEqual([
        '/assets/console/console.0123456789.js',
      ]);
      expect(document.querySelectorAll('style, [style]')).toHaveLength(0);
      expect(document.getElementById('console-root')).not.toBeNull();
      // A visitor page's markers: the frame is not the page route's answer.
      expect(answer.body).not.toContain('data-render');
      expect(answer.headers['x-area-version']).toBeUndefined();
    },
  );

  it('serves the console’s scripts from the shell’s assets, and answers HEAD like GET', async () => {
    await build();
    const script = await app.inject({ method: 'GET', url: '/assets/console/console.0123456789.js' });
    expect(script.statusCode).toBe(200);
    expect(script.body).toBe('document.title = "console";');
    const head = await app.inject({ method: 'HEAD', url: '/console/people' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expectConsoleHeaders(head.headers);
  });

  it('is never kept by the page cache, whose answers carry x-page-cache for operators (these requests are local)', async () => {
    await build();
    const visitorPage = await app.inject({ method: 'GET', url: '/search' });
    expect(visitorPage.headers['x-page-cache']).toBeDefined();
    for (let round = 0; round < 3; round += 1) {
      const answer = await app.inject({ method: 'GET', url: '/console/sign-in' });
      expectConsoleHeaders(answer.headers);
      expect(answer.headers.etag).toBeUndefined();
    }
  });

  it.each(['/console/api', '/console/api/nothing-here', '/console/api/session/extra'])(
    'leaves %s to the console API, which answers an address it has no route for with its JSON 404',
    async (url) => {
      await build();
      const answer = await app.inject({ method: 'GET', url });
      expect(answer.statusCode).toBe(404);
      expectConsoleHeaders(answer.headers);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(answer.json()).toEqual({ error: expect.stringContaining(`GET ${url}`) });
    },
  );
});
