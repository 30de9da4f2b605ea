/**
 * The pages plugin: every GET no other plugin answers is a page of the site (a route of the
 * table, or the 404 page), answered by `getPage` → `sendPage` → `buildPage` (send-page.ts) →
 * `renderPage` (render-page.tsx), kept in the page cache (page-cache/, decision 027).
 */
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { paths, type PublicSiteSettings } from '@estes/shared';
import type { ServerConfig } from '../config';
import type { LiveSite } from '../live-site';
import { pageUrl, parseRequestTarget } from '../request-target';
import { notFoundJson } from '../response-basics';
import { AreaScripts } from './area-scripts';
import type { FastPageHits } from './page-cache/fast-hits';
import type { SiteCounter } from '../site-counts';
import type { PageData } from './page-data';
import { pageTemplate } from './page-template';
import { RenderBudget } from './render-budget';
import { sendPage, type PageMaking } from './send-page';

export { sendPage, type PageMaking } from './send-page';

/** Opens what pages are made with; the shell's page is read now, so a broken build stops the start. */
export async function openPageMaking(
  app: FastifyInstance,
  options: {
    config: ServerConfig;
    settings: PublicSiteSettings;
    siteIsHttps: boolean;
    shellDistDir: string;
    liveSite: LiveSite;
    pageData: PageData;
    showsOperatorHeaders: (request: FastifyRequest) => boolean;
    fastHits: FastPageHits;
    siteCounter: SiteCounter;
    now: () => number;
  },
): Promise<PageMaking> {
  const { config, liveSite } = options;
  const template = pageTemplate(options.shellDistDir, { rereads: config.devRemotes, log: app.log });
  await template();
  return {
    settings: options.settings,
    siteOrigin: new URL(options.settings.siteUrl).origin,
    siteIsHttps: options.siteIsHttps,
    template,
    areaScripts: new AreaScripts(liveSite.remoteSource, (message) => app.log.warn(message)),
    pageCache: options.pageData.cache,
    apiReads: options.pageData.apiReads,
    // Renders each address may cause (decision 035): a page the cache holds costs none. Off in
    // development, where the page cache is too (every reload renders).
    renderBudget: new RenderBudget(config.devRemotes ? { perMinute: 0, burst: 1 } : config.renderBudget),
    versions: liveSite.versions,
    scopeFor: liveSite.scopeFor,
    fastHits: options.fastHits,
    siteCounter: options.siteCounter,
    showsOperatorHeaders: options.showsOperatorHeaders,
    siteInject: (injected) => app.inject(injected),
    now: options.now,
  };
}

/** GET of a page: checks the address, sends old forms on to their place, and answers the page. */
export async function getPage(making: PageMaking, request: FastifyRequest, reply: FastifyReply) {
  const target = parseRequestTarget(request.url);
  if (target.kind === 'invalid') return reply.code(400).send({ error: 'Bad Request', message: target.message });
  // A path that is not in its canonical form (`//`, `\`, a trailing slash) goes to it, on this site.
  if (target.kind === 'redirect') return reply.redirect(target.location, 301);
  if (/^\/(api|assets|remotes|dev-remotes)\//.test(target.path))
    return reply.code(404).send(notFoundJson(request.method, target.path));
  // The old home-page search (/?search=elk) lives at /search?q=elk now.
  const oldSearch = target.path === '/' ? new URLSearchParams(target.search).get('search') : null;
  if (oldSearch !== null) return reply.redirect(paths.search(oldSearch), 301);
  return sendPage(making, pageUrl(making.settings.siteUrl, target.path, target.search), request, reply, request.url);
}

export const pageRoutes: FastifyPluginAsync<{ making: PageMaking }> = async function pageRoutes(app, { making }) {
  app.get('/*', (request, reply) => getPage(making, request, reply));
};
