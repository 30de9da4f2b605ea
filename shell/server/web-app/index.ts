/**
 * The site as an installable web app (decision 080): its manifest (`/manifest.webmanifest`,
 * named in every page's head) and the branded offline page the service worker precaches
 * (`/offline`). No install prompt is ever shown by the site: the browser offers it, or not.
 */
import type { FastifyPluginAsync } from 'fastify';
import { siteFacts, theme, type PublicSiteSettings } from '@estes/shared';
import { contentSecurityPolicy } from '../security-headers';
import { offlinePagePath, renderOfflineDocument, type OfflineDocument } from './offline-page';

export interface WebAppOptions extends Record<string, unknown> {
  settings: PublicSiteSettings;
  siteIsHttps: boolean;
}

export const manifestPath = '/manifest.webmanifest';

/** The manifest: the site's name, its colours, and icons drawn from its logo (shell/public/icons/). */
export function webAppManifest(settings: PublicSiteSettings) {
  return {
    name: settings.siteName,
    short_name: settings.siteName.replace(/ Guide$/, ''),
    description: 'Lodging, things to do, weather and park conditions for Estes Park and Rocky Mountain National Park.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: siteFacts.themeColor,
    background_color: theme.color.white,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

export const webAppRoutes: FastifyPluginAsync<WebAppOptions> = async function webAppRoutes(app, options) {
  const manifest = JSON.stringify(webAppManifest(options.settings));
  let offline: OfflineDocument | undefined;

  app.get(manifestPath, async (_request, reply) =>
    reply
      .header('content-type', 'application/manifest+json; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(manifest),
  );

  app.get(offlinePagePath, async (_request, reply) => {
    // The same for every visitor and every request of this process: rendered on first need.
    offline ??= renderOfflineDocument(options.settings);
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('x-robots-tag', 'noindex')
      .header(
        'content-security-policy',
        contentSecurityPolicy({ styleHashes: offline.styleHashes, remoteOrigins: [], https: options.siteIsHttps }),
      )
      .send(offline.html);
  });
};
