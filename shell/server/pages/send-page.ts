/**
 * How a page of the site is answered: `sendPage` takes the request's snapshot of the live
 * versions, keeps only the query parameters the route reads, and answers from the page cache
 * (decision 027) or has `buildPage` render it, within the address's render budget (decision
 * 035). A page showing what this visitor just sent is rendered for them alone and kept nowhere.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PublicSiteSettings, RemotePointer } from '@estes/shared';
import type { ApiReadCache } from '../api-reads';
import type { AreaVersions, RequestScope, SiteInject } from '../area-versions';
import { safeLocation } from '../request-target';
import { remoteOrigins } from '../security-headers';
import { pageViewSubjectOf, viewedRequestOf, type SiteCounter } from '../site-counts';
import type { AreaScripts } from './area-scripts';
import { renderDocument } from './html-document';
import type { PageTemplate } from './page-template';
import { renderPage, type RenderedPage } from './render-page';
import type { RenderBudget } from './render-budget';
import { sendRenderBudgetSpent } from './render-budget-page';
import type { PageBuild, PageCache } from './page-cache/page-cache';
import type { FastPageHits } from './page-cache/fast-hits';
import { cachedPageOf, sendPageResponse } from './page-cache/page-document';
import { hasPerVisitorQuery, pageCacheControl, pageCacheKey } from './page-cache/page-key';
import { declaredQueryOf, withDeclaredQuery } from './page-cache/page-query';

/** What making a page needs, opened once with the server (pages/index.ts). */
export interface PageMaking {
  settings: PublicSiteSettings;
  siteOrigin: string;
  siteIsHttps: boolean;
  template: PageTemplate;
  areaScripts: AreaScripts;
  pageCache: PageCache;
  apiReads: ApiReadCache;
  renderBudget: RenderBudget;
  versions: AreaVersions;
  scopeFor(request: FastifyRequest): Promise<RequestScope>;
  /** Hits answered before Fastify (decision 054): told which targets the pages route answered from the cache. */
  fastHits: FastPageHits;
  /** Counts each search page served that found nothing (decisions 061, 073), as the fast path does. */
  siteCounter: SiteCounter;
  /** Whether this request may see the operators' headers (`x-page-cache`; response-basics.ts). */
  showsOperatorHeaders(request: FastifyRequest): boolean;
  /** The server's own in-process client, for a refresh that outlives its request. */
  siteInject: SiteInject;
  now(): number;
}

/** Pages that read nothing stay right until a deploy, or for this long (dates move on). */
const unreadPageSeconds = 300;

/**
 * `fastHitTarget`: the raw request target, when this is the pages route's answer to it (the
 * fast path may answer the same target again); not for an answer made for another address.
 */
export async function sendPage(
  making: PageMaking,
  url: URL,
  request: FastifyRequest,
  reply: FastifyReply,
  fastHitTarget?: string,
) {
  const { pageCache, now } = making;
  const https = making.siteIsHttps || request.protocol === 'https';
  const scope = await making.scopeFor(request);
  try {
    // Rendered and kept with the parameters its route reads only (decision 035): `?utm_source=`
    // or a crawler's `?r=123` is the same page, and the same cache entry, as none.
    const renderUrl = withDeclaredQuery(url, await declaredQueryOf(url.pathname, scope));
    const admit = () => making.renderBudget.take(request.ip);
    const refused = (retryAfterSeconds: number) =>
      sendRenderBudgetSpent(reply, { settings: making.settings, retryAfterSeconds, https });
    // A page showing what this visitor just sent is theirs alone: rendered for them, kept nowhere.
    if (hasPerVisitorQuery(renderUrl.searchParams)) {
      const answer = await pageCache.renderUnkept(() => buildPage(making, renderUrl, scope), admit);
      if (answer.from === 'refused') return refused(answer.refused.retryAfterSeconds);
      const built = answer.build;
      if (built.kind === 'redirect') return reply.redirect(built.location, built.status);
      making.siteCounter.countServedPage(viewedRequestOf(request.raw), built.page.pageView);
      return sendPageResponse(request, reply, built.page, {
        cacheControl: pageCacheControl('per-visitor', built.page, now()),
        https,
        cacheState: 'bypass',
        showsOperatorHeaders: making.showsOperatorHeaders(request),
      });
    }
    const { snapshot } = scope;
    const key = pageCacheKey(snapshot.pointer, renderUrl);
    const answer = await pageCache.get(
      key,
      async () => {
        // Its own scope on the same snapshot: a refresh may outlive the request that started it.
        const renderScope = making.versions.scopeOf(snapshot);
        renderScope.siteInject = making.siteInject;
        // A shared page: what it reads is the same for everyone, so kept answers may serve it.
        renderScope.apiReads = making.apiReads;
        try {
          return await buildPage(making, renderUrl, renderScope);
        } finally {
          renderScope.release();
        }
      },
      admit,
    );
    if (answer.from === 'refused') return refused(answer.refused.retryAfterSeconds);
    const { build, from } = answer;
    if (build.kind === 'redirect') return reply.redirect(build.location, build.status);
    if (build.cacheable && fastHitTarget !== undefined) making.fastHits.remember(fastHitTarget, key, snapshot);
    making.siteCounter.countServedPage(viewedRequestOf(request.raw), build.page.pageView);
    return sendPageResponse(request, reply, build.page, {
      cacheControl: pageCacheControl(build.cacheable ? 'shared' : 'revalidate', build.page, now()),
      https,
      cacheState: from,
      showsOperatorHeaders: making.showsOperatorHeaders(request),
    });
  } finally {
    scope.release();
  }
}

/**
 * Renders one page on a snapshot, the same bytes for every anonymous visitor, and says
 * whether it may be kept: what its loaders read declared its freshness, and it is a
 * page (200) or the not-found page (404), not an error or an unavailable area.
 */
export async function buildPage(making: PageMaking, url: URL, scope: RequestScope): Promise<PageBuild> {
  const [result, templates] = await Promise.all([renderPage(url, scope), making.template()]);
  if (result.kind === 'redirect') {
    return { kind: 'redirect', status: result.status, location: safeLocation(result.location, making.siteOrigin) };
  }
  const { page } = result;
  const pointer = scope.pointer;
  const reads = scope.freshness();
  const freshSeconds = Math.min(reads.maxAgeSeconds, unreadPageSeconds);
  const headers: Record<string, string> = { 'content-type': 'text/html; charset=utf-8' };
  // Which deployed version of the area rendered this page: for operators, and for checking a rollback.
  if (page.areaPage?.version) headers['x-area-version'] = `${page.areaPage.area}@${page.areaPage.version}`;
  const areasUsed = Object.keys(scope.versionsUsed()).map((area) => `area-${area}`);
  const document = renderDocument(page.homePage ? templates.home : templates.page, {
    ...page,
    settings: making.settings,
    pointer,
    areaScripts: await areaScriptsOf(making.areaScripts, page, pointer),
  });
  const cacheable = reads.declared && freshSeconds > 0 && (page.status === 200 || page.status === 404);
  return {
    kind: 'page',
    cacheable,
    page: cachedPageOf(
      {
        status: page.status,
        headers,
        document,
        remoteOrigins: remoteOrigins(pointer),
        tags: [...reads.tags, ...areasUsed],
        builtAt: making.now(),
        freshSeconds,
        pageView: pageViewSubjectOf(url, page.status, reads.tags),
      },
      { compressNow: cacheable && making.pageCache.enabled },
    ),
  };
}

/** The area page's remote files, when the browser will load the same version the server rendered. */
async function areaScriptsOf(areaScripts: AreaScripts, page: RenderedPage, pointer: RemotePointer) {
  const rendered = page.areaPage;
  const pointerEntry = rendered ? pointer[rendered.area] : undefined;
  if (!rendered || !pointerEntry || pointerEntry.version !== rendered.version) return undefined;
  return { area: rendered.area, urls: await areaScripts.urlsFor(rendered.area, pointerEntry, rendered.routeId) };
}
