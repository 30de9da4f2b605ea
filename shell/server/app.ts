/**
 * The site server: the HTML of every route (with its head), static files with the right
 * cache headers, the pointer file, each area's API under /api/<area>/ (handed to the area's
 * live version, which is deployed with its pages: area-versions.ts), the site search
 * (/api/search), the sitemap, health, compression and security headers. No area's code is
 * compiled in: every area, pages and API, comes from its deployed server build.
 */
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type HTTPMethods } from 'fastify';
import { areaNames, areas, configureSiteSettings, paths, type RemotePointer } from '@estes/shared';
import { areaDocuments, outboundPath, parseOutboundPath } from '@estes/shared/core';
import { notifyPageDataChange, pageDataChannel, sitemapEntriesPath } from '@estes/shared/server';
import { ConfigError, fastifyTrustProxy, type ServerConfig } from './config';
import { importFileRegistry, RegistryStore, type SiteDatabase } from '@estes/platform';
import { assertTemplate, parseStartupAssets, renderDocument, withStartupPreloads } from './html-document';
import { renderPage, type RenderedPage } from './render-page';
import { AreaScripts } from './area-scripts';
import { AreaVersions, type RequestScope } from './area-versions';
import { fixedSitemapEntries, parseSitemapEntries, robotsTxt, sitemapXml } from './sitemap';
import { gatherFromAreas, registerSiteSearch, SiteSearch } from './site-search';
import { deployedRemoteSource, devRemoteSource, devRemotesUrlPrefix, type RemoteSource } from './remote-source';
import { answersBeforeRouting, notFoundJson, pathnameOf, registerResponseBasics } from './response-basics';
import { operatorAccess } from './operator-access';
import { registerHealthz } from './healthz';
import { pageUrl, parseRequestTarget, safeLocation } from './request-target';
import { remoteOrigins } from './security-headers';
import { PageCache, type PageBuild } from './page-cache/page-cache';
import { cachedPageOf, nonceSlot, sendPageResponse } from './page-cache/page-document';
import { hasPerVisitorQuery, pageCacheKey, pageCacheControl } from './page-cache/page-key';
import { declaredQueryOf, withDeclaredQuery } from './page-cache/page-query';
import { RenderBudget } from './render-budget';
import { sendRenderBudgetSpent } from './render-budget-page';

export interface ServerDependencies {
  config: ServerConfig;
  db: SiteDatabase;
  /** The shell's build folder (dist/ or dist-dev/): index.html and browser/. */
  shellDistDir: string;
  /** The shell's public/ folder (favicon, share image). */
  shellPublicDir: string;
  repositoryRoot: string;
  /** Pino options, or false to stay quiet (tests). */
  logger?: boolean | Record<string, unknown>;
  /** Load every area's live version before answering (npm start); tests load on demand. */
  warmUp?: boolean;
  /** How often Node checks the timeouts below (tests shorten both). */
  timeouts?: { headersMs: number; checkingIntervalMs: number };
  /** The clock pages are kept by (built at, fresh until, stale until); tests move their own. */
  now?: () => number;
}

const immutable = 'public, max-age=31536000, immutable';
/** How long a client has to send a whole request, and its headers (decision 028). */
export const requestTimeoutMs = 120_000;
export const headersTimeoutMs = 15_000;
/**
 * Node acts on the headers and request timeouts only when it checks its connections, every
 * 30 s unless told: a 15 s headers timeout acted at about 45 s (issue 28). Each check walks the
 * open connections, which is cheap next to a second of a slow client's socket.
 */
export const connectionsCheckingIntervalMs = 1_000;
const staticFilePrefix = /^\/(assets|remotes|dev-remotes)\//;
/** One byte range a file handler can serve: `bytes=0-99`, `bytes=100-`, `bytes=-50`. */
const isSimpleByteRange = (range: string) => {
  const match = /^bytes=(\d{1,15})?-(\d{1,15})?$/.exec(range.trim());
  if (!match || (match[1] === undefined && match[2] === undefined)) return false;
  return match[1] === undefined || match[2] === undefined || Number(match[1]) <= Number(match[2]);
};
/** The path of a built file: letters, digits and `._~+@-` in segments, no `..`, no escapes. */
const isPlainFilePath = (url: string) => {
  const filePath = url.split('?')[0] ?? '';
  return /^(\/[\w.~+@-]+)+$/.test(filePath) && !filePath.split('/').some((segment) => /^\.+$/.test(segment));
};
/** A source map: kept with the build for whoever debugs it, never served in production. */
const isSourceMap = (url: string) => /\.map$/i.test(pathnameOf(url));
const revalidate = 'no-cache';
const everyMethod: HTTPMethods[] = ['DELETE', 'GET', 'HEAD', 'PATCH', 'POST', 'PUT', 'OPTIONS'];

export async function buildServer(deps: ServerDependencies): Promise<FastifyInstance> {
  const { config, db, shellDistDir, shellPublicDir, repositoryRoot } = deps;
  const settings = config.publicSettings;
  const siteOrigin = new URL(settings.siteUrl).origin;
  // The public origin is https: every answer says so (HSTS, upgrade-insecure-requests), with
  // or without a proxy that tells us the visitor's scheme.
  const siteIsHttps = siteOrigin.startsWith('https:');
  const accessOf = operatorAccess({ token: config.healthzToken, trustProxy: config.trustProxy });
  const timeouts = deps.timeouts ?? { headersMs: headersTimeoutMs, checkingIntervalMs: connectionsCheckingIntervalMs };
  // Route loaders read the settings from the shared store, on the server as in browsers.
  configureSiteSettings(settings);
  const app = Fastify({
    // Every line names the instance: several serve one site behind a load balancer.
    logger: deps.logger ?? { level: config.logLevel, base: { instance: config.instanceId } },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // A client that sends slowly holds a socket: whole request (body included) within 2
    // minutes (a 15 MB upload at 128 KB/s), nothing heard for 30 s ends the connection, idle
    // keep-alive sockets close after 5 s (a balancer keeps its own pool).
    requestTimeout: requestTimeoutMs,
    connectionTimeout: 30_000,
    keepAliveTimeout: 5_000,
    // Headers must arrive within 15 s (Node's default is a minute), checked every second.
    http: { headersTimeout: timeouts.headersMs, connectionsCheckingInterval: timeouts.checkingIntervalMs },
    ...answersBeforeRouting(siteIsHttps),
  });

  // A request target that is not a path (absolute-form `GET http://host/x`) is for proxies.
  // A file path with an escape (`%2e%2e`, `%2f`), a parent segment or a backslash names no file
  // this site serves: refused here, before the static file handlers see it.
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/')) {
      return reply.code(400).send({ error: 'Bad Request', message: 'The request target must be a path on this site.' });
    }
    if (staticFilePrefix.test(request.url) && !isPlainFilePath(request.url)) {
      return reply.code(400).send({
        error: 'Bad Request',
        message: 'Not a file of this site: file paths have no escapes, parent folders or backslashes.',
      });
    }
    // Source maps stay with the build, never served in production (decision 035).
    if (staticFilePrefix.test(request.url) && !config.devRemotes && isSourceMap(request.url)) {
      return reply.code(404).send(notFoundJson(request.method, pathnameOf(request.url)));
    }
    // A Range the file handler cannot serve (`bytes=9-1`, several ranges, another unit) is
    // ignored, as HTTP allows: the whole file is sent (such a range made it never answer).
    const range = request.headers.range;
    if (range !== undefined && !isSimpleByteRange(range)) delete request.raw.headers.range;
  });
  await registerResponseBasics(app, {
    siteIsHttps,
    showsOperatorHeaders: (request) => accessOf(request) === 'operator',
  });

  // Pages kept in memory (decision 027): dropped when the live versions switch or their data changes.
  const now = deps.now ?? Date.now;
  const pageCache = new PageCache({
    maxBytes: config.devRemotes ? 0 : config.pageCache.maxBytes,
    staleSeconds: config.pageCache.staleSeconds,
    now,
  });
  const pageDataChanged = async (tags: readonly string[]) => {
    pageCache.invalidate(tags);
    // Every other instance too (they listen below); SQLite has one machine and no channel.
    await notifyPageDataChange(db, tags);
  };
  if (db.listen && pageCache.enabled) {
    const listener = await db
      .listen(
        pageDataChannel,
        (payload) => pageCache.invalidate(payload.split(' ')),
        // Announcements may have been lost while the channel was down: start afresh.
        () => pageCache.clear(),
      )
      .catch((error: unknown) => {
        app.log.warn({ err: error }, 'cannot listen for page-data changes; cached pages follow their time to live');
        return undefined;
      });
    app.addHook('onClose', async () => listener?.close());
  }

  // Load the new live versions as soon as a deploy or rollback is announced (set below).
  let onRegistryChange = () => {};
  const remoteSource: RemoteSource = config.devRemotes ? devRemoteSource(repositoryRoot) : await openDeployedSource();
  async function openDeployedSource(): Promise<RemoteSource> {
    const store = await RegistryStore.open(db);
    // A deploy folder from before the registry moved into the database is taken over once.
    if (await importFileRegistry(store, config.deployDir))
      app.log.info(`took over ${config.deployDir}/registry.json into the database`);
    return deployedRemoteSource({
      deployDir: config.deployDir,
      store,
      db,
      onProblem: (problem) => app.log.error(problem),
      onChange: () => onRegistryChange(),
    });
  }
  app.addHook('onClose', async () => remoteSource.close?.());
  const databaseStatus = async () => {
    try {
      await db.query('SELECT 1 AS ok');
      return 'ok' as const;
    } catch (error) {
      app.log.error({ err: error }, 'database check failed');
      return 'unavailable' as const;
    }
  };
  const versions = new AreaVersions({
    source: remoteSource,
    db,
    apiContext: { db, settings, dataDir: config.dataDir, pageDataChanged },
    environment: config.areaEnvironment,
    logger: app.log,
    trustProxy: config.trustProxy,
    showsOperatorHeaders: (request) => accessOf(request) === 'operator',
    databaseStatus,
  });
  app.addHook('onClose', async () => versions.closeAll());
  onRegistryChange = () => {
    // Keys hold the live versions, so no old page is served; this frees their memory at once.
    pageCache.clear();
    versions.warmUp().catch((error: unknown) => app.log.warn({ err: error }, 'loading the new live versions failed'));
  };
  const areaScripts = new AreaScripts(remoteSource, (message) => app.log.warn(message));

  /** One request's snapshot of the live versions, with its in-process API client. */
  const scopeFor = async (request: FastifyRequest): Promise<RequestScope> => {
    const scope = await versions.scope();
    scope.siteInject = (options) => app.inject(options);
    scope.visitorAddress = request.ip;
    return scope;
  };

  // Shell bundles: the entry keeps its name across builds, so it revalidates; the rest is hashed.
  await app.register(fastifyStatic, {
    root: path.join(shellDistDir, 'browser'),
    prefix: '/assets/',
    preCompressed: true,
    decorateReply: false,
    cacheControl: false,
    setHeaders: (res, filePath) => {
      // main.js as sent, or its .br or .gz: every encoding of the entry revalidates.
      res.setHeader('cache-control', /[\\/]main\.js(\.br|\.gz)?$/.test(filePath) ? revalidate : immutable);
    },
  });
  await app.register(fastifyStatic, {
    root: shellPublicDir,
    prefix: '/',
    wildcard: false,
    decorateReply: false,
    cacheControl: false,
    setHeaders: (res) => res.setHeader('cache-control', 'public, max-age=86400'),
  });
  if (config.devRemotes) {
    for (const area of areaNames) {
      await app.register(fastifyStatic, {
        root: path.join(repositoryRoot, areas[area].folder, 'dist-dev', 'browser'),
        prefix: `${devRemotesUrlPrefix}${area}/`,
        decorateReply: false,
        cacheControl: false,
        setHeaders: (res) => res.setHeader('cache-control', 'no-store'),
      });
    }
  } else {
    // A version published from another machine: its browser files come from the database the
    // first time this instance is asked for one of them (only for versions the registry keeps).
    app.addHook('onRequest', async (request) => {
      const match = /^\/remotes\/([a-z]+)\/([\w.+-]+)\//.exec(request.url);
      const area = match?.[1] as (typeof areaNames)[number] | undefined;
      if (!match?.[2] || !area || !areaNames.includes(area)) return;
      await remoteSource.ensureBrowserFiles?.(area, match[2]).catch((error: unknown) => {
        request.log.warn({ err: error }, 'browser files of a kept version could not be copied from the database');
      });
    });
    // Published versions never change: a new deploy is a new folder (copied here on first need).
    await mkdir(path.join(config.deployDir, 'remotes'), { recursive: true });
    await app.register(fastifyStatic, {
      root: path.join(config.deployDir, 'remotes'),
      prefix: '/remotes/',
      preCompressed: true,
      decorateReply: false,
      cacheControl: false,
      setHeaders: (res) => {
        res.setHeader('cache-control', immutable);
        res.setHeader('access-control-allow-origin', '*');
      },
    });
  }

  app.get('/remotes.json', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return (await remoteSource.snapshot()).pointer;
  });

  registerHealthz(app, {
    accessOf,
    facts: async () => {
      const [database, snapshot, areas] = await Promise.all([
        databaseStatus(),
        remoteSource.snapshot(),
        versions.liveHealth(),
      ]);
      return {
        instance: config.instanceId,
        database,
        remotes: Object.fromEntries(areaNames.map((area) => [area, snapshot.pointer[area]?.version ?? null])),
        registryProblem: snapshot.problem,
        areasUnavailable: versions.failed(),
        areas,
        versionsInMemory: versions.loaded(),
        pageCache: pageCache.stats(),
      };
    },
  });

  // /api/<area>/…: the live version's own API answers, on the raw request (body unread here),
  // before this server parses or compresses anything.
  for (const area of areaNames) {
    const handOver = async (request: FastifyRequest, reply: FastifyReply) => {
      const scope = await scopeFor(request);
      let loaded;
      try {
        loaded = await scope.area(area);
      } catch {
        scope.release();
        return reply
          .code(503)
          .header('cache-control', 'no-store')
          .send({
            error: 'Service Unavailable',
            message: `This part of the site (${area}) is temporarily unavailable. Please try again in a moment.`,
          });
      }
      reply.hijack();
      reply.raw.once('close', () => scope.release());
      loaded.api.dispatch(request.raw, reply.raw);
    };
    for (const url of [`/api/${area}`, `/api/${area}/*`]) {
      app.route({
        method: everyMethod,
        url,
        // The area's instance logs the request; compression and body parsing are its own too.
        logLevel: 'silent',
        config: { compress: false, decompress: false, handsBodyOver: true },
        onRequest: handOver,
        // Never reached: onRequest has handed the request over (or answered 503).
        handler: async (_request, reply) => reply.code(503).send(),
      });
    }
  }

  // /go/<kind>/<id>: a partner link, answered by the area that owns the kind (shared's table),
  // in-process; it counts the click and names the partner URL, sent on as a 302 that no cache
  // keeps and no search engine indexes (decision 033). An unknown kind or id is the 404 page.
  app.get('/go/*', async (request, reply) => {
    const target = parseRequestTarget(request.url);
    if (target.kind === 'invalid') return reply.code(400).send({ error: 'Bad Request', message: target.message });
    if (target.kind === 'redirect') return reply.redirect(target.location, 301);
    reply.header('x-robots-tag', 'noindex, nofollow');
    const link = parseOutboundPath(target.path);
    if (link) {
      const scope = await scopeFor(request);
      let answer: Response;
      try {
        // The in-process path is rebuilt from the parsed kind and id (not the request's path); the
        // query is data the area validates param by param.
        answer = await scope.siteApi(`/api/${link.area}${outboundPath(link.kind, link.id)}${target.search}`, {
          method: request.method === 'HEAD' ? 'HEAD' : 'GET',
        });
      } finally {
        scope.release();
      }
      const location = answer.headers.get('location');
      if (answer.status === 302 && location && /^https:\/\//.test(location)) {
        return reply.code(302).header('cache-control', 'no-store').header('location', location).send();
      }
      // The area's version cannot be loaded, or failed: say so (anything else it answered is "not a link of ours").
      if (answer.status >= 500) {
        return reply
          .code(503)
          .header('cache-control', 'no-store')
          .send({ error: 'Service Unavailable', message: 'Our booking partner links are unavailable for a moment.' });
      }
    }
    return sendPage(pageUrl(settings.siteUrl, target.path, ''), request, reply);
  });

  // Documents an area answers beyond its pages and API (the blog's feed), from shared's table.
  for (const document of areaDocuments) {
    app.get(document.path, async (request, reply) => {
      const scope = await scopeFor(request);
      let answer: Response;
      let body: string;
      try {
        answer = await scope.siteApi(`/api/${document.area}${document.apiPath}`);
        body = await answer.text();
      } finally {
        scope.release();
      }
      if (answer.status !== 200) {
        return reply
          .code(answer.status === 404 ? 404 : 503)
          .header('cache-control', 'no-store')
          .send({ error: 'Unavailable', message: `${document.path} cannot be served right now.` });
      }
      return reply
        .header('content-type', answer.headers.get('content-type') ?? 'application/octet-stream')
        .header('cache-control', answer.headers.get('cache-control') ?? revalidate)
        .send(body);
    });
  }

  // The site search over every area's documents (an area that fails is left out).
  const liveGeneration = async () => {
    const { bundles } = await remoteSource.snapshot();
    return areaNames.map((area) => bundles[area]?.version ?? '-').join(' ');
  };
  registerSiteSearch(
    app,
    new SiteSearch({
      generation: liveGeneration,
      gather: async () => {
        const scope = await versions.scope();
        try {
          return await gatherFromAreas(scope.siteApi, areaNames, (message) => app.log.warn(message));
        } finally {
          scope.release();
        }
      },
    }),
  );

  app.get('/robots.txt', async (_request, reply) =>
    reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('cache-control', revalidate)
      .send(robotsTxt(settings)),
  );

  app.get('/sitemap.xml', async (request, reply) => {
    // Each area's own pages, asked of its live API in-process; an area that fails leaves its pages out.
    const scope = await scopeFor(request);
    let areaEntries;
    try {
      areaEntries = await Promise.all(
        areaNames.map(async (area) => {
          const answer = await scope.siteApi(`/api/${area}${sitemapEntriesPath}`);
          if (answer.status === 404) return [];
          if (answer.status !== 200) {
            app.log.warn(`the ${area} area could not list its sitemap entries (HTTP ${answer.status})`);
            return [];
          }
          return parseSitemapEntries(await answer.json());
        }),
      );
    } finally {
      scope.release();
    }
    return reply
      .header('content-type', 'application/xml; charset=utf-8')
      .header('cache-control', revalidate)
      .send(sitemapXml(settings, [...fixedSitemapEntries(), ...areaEntries.flat()]));
  });

  let template: string | undefined;
  const loadTemplate = async () => {
    if (template && !config.devRemotes) return template;
    const text = await readFile(path.join(shellDistDir, 'index.html'), 'utf8');
    assertTemplate(text);
    const startupScripts = await readFile(path.join(shellDistDir, 'browser', 'startup-assets.json'), 'utf8')
      .then((json) => parseStartupAssets(json))
      .catch((error: unknown) => {
        app.log.warn(`No usable startup-assets.json in the shell build (${String(error)}): chunks load in sequence`);
        return [];
      });
    template = withStartupPreloads(text, startupScripts, '/assets/');
    return template;
  };
  await loadTemplate();

  /** The area page's remote files, when the browser will load the same version the server rendered. */
  const areaScriptsOf = async (page: RenderedPage, pointer: RemotePointer) => {
    const rendered = page.areaPage;
    const pointerEntry = rendered ? pointer[rendered.area] : undefined;
    if (!rendered || !pointerEntry || pointerEntry.version !== rendered.version) return undefined;
    return { area: rendered.area, urls: await areaScripts.urlsFor(rendered.area, pointerEntry, rendered.routeId) };
  };

  /** Pages that read nothing stay right until a deploy, or for this long (dates move on). */
  const unreadPageSeconds = 300;

  /**
   * Renders one page on a snapshot, with a placeholder where each response's nonce goes, and
   * says whether it may be kept: what its loaders read declared its freshness, and it is a
   * page (200) or the not-found page (404), not an error or an unavailable area.
   */
  const buildPage = async (url: URL, scope: RequestScope): Promise<PageBuild> => {
    const [result, html] = await Promise.all([renderPage(url, scope), loadTemplate()]);
    if (result.kind === 'redirect') {
      return { kind: 'redirect', status: result.status, location: safeLocation(result.location, siteOrigin) };
    }
    const { page } = result;
    const pointer = scope.pointer;
    const reads = scope.freshness();
    const freshSeconds = Math.min(reads.maxAgeSeconds, unreadPageSeconds);
    const headers: Record<string, string> = { 'content-type': 'text/html; charset=utf-8' };
    // Which deployed version of the area rendered this page: for operators, and for checking a rollback.
    if (page.areaPage?.version) headers['x-area-version'] = `${page.areaPage.area}@${page.areaPage.version}`;
    const areasUsed = Object.keys(scope.versionsUsed()).map((area) => `area-${area}`);
    const document = renderDocument(html, {
      ...page,
      settings,
      pointer,
      nonce: nonceSlot,
      areaScripts: await areaScriptsOf(page, pointer),
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
          builtAt: now(),
          freshSeconds,
        },
        { compressNow: cacheable && pageCache.enabled },
      ),
    };
  };

  // Renders each address may cause (decision 035): a page the cache holds costs none. Off in
  // development, where the page cache is too (every reload renders).
  const renderBudget = new RenderBudget(config.devRemotes ? { perMinute: 0, burst: 1 } : config.renderBudget);

  const sendPage = async (url: URL, request: FastifyRequest, reply: FastifyReply) => {
    const https = siteIsHttps || request.protocol === 'https';
    const scope = await scopeFor(request);
    try {
      // Rendered and kept with the parameters its route reads only (decision 035): `?utm_source=`
      // or a crawler's `?r=123` is the same page, and the same cache entry, as none.
      const renderUrl = withDeclaredQuery(url, await declaredQueryOf(url.pathname, scope));
      const admit = () => renderBudget.take(request.ip);
      const refused = (retryAfterSeconds: number) =>
        sendRenderBudgetSpent(reply, { settings, retryAfterSeconds, https });
      // A page showing what this visitor just sent is theirs alone: rendered for them, kept nowhere.
      if (hasPerVisitorQuery(renderUrl.searchParams)) {
        const answer = await pageCache.renderUnkept(() => buildPage(renderUrl, scope), admit);
        if (answer.from === 'refused') return refused(answer.refused.retryAfterSeconds);
        const built = answer.build;
        if (built.kind === 'redirect') return reply.redirect(built.location, built.status);
        return sendPageResponse(request, reply, built.page, {
          cacheControl: pageCacheControl('per-visitor', built.page, now()),
          https,
          cacheState: 'bypass',
        });
      }
      const { snapshot } = scope;
      const answer = await pageCache.get(
        pageCacheKey(snapshot.pointer, renderUrl),
        async () => {
          // Its own scope on the same snapshot: a refresh may outlive the request that started it.
          const renderScope = versions.scopeOf(snapshot);
          renderScope.siteInject = (options) => app.inject(options);
          try {
            return await buildPage(renderUrl, renderScope);
          } finally {
            renderScope.release();
          }
        },
        admit,
      );
      if (answer.from === 'refused') return refused(answer.refused.retryAfterSeconds);
      const { build, from } = answer;
      if (build.kind === 'redirect') return reply.redirect(build.location, build.status);
      return sendPageResponse(request, reply, build.page, {
        cacheControl: pageCacheControl(build.cacheable ? 'shared' : 'revalidate', build.page, now()),
        https,
        cacheState: from,
      });
    } finally {
      scope.release();
    }
  };

  // Every other GET is a page of the site (a route of the table, or the 404 page).
  app.get('/*', async (request, reply) => {
    const target = parseRequestTarget(request.url);
    if (target.kind === 'invalid') return reply.code(400).send({ error: 'Bad Request', message: target.message });
    // A path that is not in its canonical form (`//`, `\`, a trailing slash) goes to it, on this site.
    if (target.kind === 'redirect') return reply.redirect(target.location, 301);
    if (/^\/(api|assets|remotes|dev-remotes)\//.test(target.path))
      return reply.code(404).send(notFoundJson(request.method, target.path));
    // The old home-page search (/?search=elk) lives at /search?q=elk now.
    const oldSearch = target.path === '/' ? new URLSearchParams(target.search).get('search') : null;
    if (oldSearch !== null) return reply.redirect(paths.search(oldSearch), 301);
    return sendPage(pageUrl(settings.siteUrl, target.path, target.search), request, reply);
  });

  if (deps.warmUp) {
    await versions.warmUp();
    // A live version whose own settings are bad stops the start, as a bad site setting does.
    const problems = versions.settingsProblems();
    if (problems.length > 0) {
      await app.close();
      throw new ConfigError(problems.join('\n'));
    }
  }
  return app;
}
