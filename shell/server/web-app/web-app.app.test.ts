/** @jest-environment node */
/**
 * The site server's answers that make it an installable web app that works offline (decision
 * 080): the service worker's script, the manifest, the offline page the worker precaches.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { openTestSiteAroundSuite } from '../testing/test-site';

describe('site server: the web app', () => {
  let app: FastifyInstance;

  openTestSiteAroundSuite((site) => {
    ({ app } = site);
  });

  it('serves the service worker at the root, revalidated on every check so no cache hides a new one', async () => {
    const worker = await app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.body).toContain('addEventListener("fetch"');
  });

  it('describes the app: its name, start, standalone display, colours and icons, with none of them a prompt', async () => {
    const answer = await app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('application/manifest+json');
    const manifest = answer.json();
    expect(manifest).toMatchObject({
      name: 'Estes Park Guide',
      short_name: 'Estes Park',
      start_url: '/',
      display: 'standalone',
      theme_color: '#0f766e',
    });
    expect(manifest.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
  });

  it('answers the offline page in the site’s frame, linking to what works offline, its styles admitted by hash', async () => {
    const answer = await app.inject({ method: 'GET', url: '/offline' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['x-robots-tag']).toBe('noindex');
    const html = answer.body;
    expect(html).toContain('<h1>You are offline</h1>');
    for (const href of ['/park-pack', '/my-trip', '/weather']) expect(html).toContain(`href="${href}"`);
    expect(html).toMatch(/<header class="[^"]+">/);
    expect(html).toMatch(/<footer class="[^"]+">/);
    expect(html).not.toContain('<script');
    const policy = String(answer.headers['content-security-policy']);
    for (const [, style] of html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)) {
      expect(policy).toContain(
        `'sha256-${createHash('sha256')
          .update(style ?? '')
          .digest('base64')}'`,
      );
    }
  });
});
