/**
 * The site server: the HTML of every route (with its head), static files with the right
 * cache headers, the pointer file, each area's API under /api/<area>/, the site search
 * (/api/search), health, compression and security headers.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { areaNames, areas, configureSiteSettings, paths, type RemotePointer } from '@estes/shared';
import { sitemapEntriesPath, type AreaApi, type Database } from '@estes/shared/server';
import type { ServerConfig } from './config';
import { applyMigrations } from './db/migrations';
import { assertTemplate, parseStartupAssets, renderDocument, withStartupPreloads } from './html-document';
import { renderPage, type RenderedPage } from './render-page';
import { AreaScripts } from './area-scripts';
import { fixedSitemapEntries, parseSitemapEntries, robotsTxt, sitemapXml } from './sitemap';
import { gatherFromAreas, registerSiteSearch, SiteSearch } from './site-search';
import {
  AreaServerModules,
  deployedRemoteSource,
  devRemoteSource,
  devRemotesUrlPrefix,
  type RemoteSource,
} from './remote-source';
import {
  baseSecurityHeaders,
  contentSecurityPolicy,
  createNonce,
  remoteOrigins,
  strictTransportSecurity,
} from './security-headers';

export interface ServerDependencies {
  config: ServerConfig;
  db: Database;
  apis: readonly AreaApi[];
  /** The shell's build folder (dist/ or dist-dev/): index.html and browser/. */
  shellDistDir: string;
  /** The shell's public/ folder (favicon, share image). */
  shellPublicDir: string;
  repositoryRoot: string;
  /** Pino options, or false to stay quiet (tests). */
  logger?: boolean | Record<string, unknown>;
}

const immutable = 'public, max-age=31536000, immutable';
const revalidate = 'no-cache';

export async function buildServer(deps: ServerDependencies): Promise<FastifyInstance> {
  const { config, db, apis, shellDistDir, shellPublicDir, repositoryRoot } = deps;
  const settings = config.publicSettings;
  // Route loaders read the settings from the shared store, on the server as in browsers.
  configureSiteSettings(settings);
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
  });

  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } },
  });

  app.addHook('onSend', async (request, reply) => {
    for (const [name, value] of Object.entries(baseSecurityHeaders)) reply.header(name, value);
    if (request.protocol === 'https') reply.header('strict-transport-security', strictTransportSecurity);
  });

  const remoteSource: RemoteSource = config.devRemotes
    ? devRemoteSource(repositoryRoot)
    : deployedRemoteSource(config.deployDir);
  const serverModules = new AreaServerModules(remoteSource);
  const areaScripts = new AreaScripts(remoteSource, (message) => app.log.warn(message));

  // Shell bundles: the entry keeps its name across builds, so it revalidates; the rest is hashed.
  await app.register(fastifyStatic, {
    root: path.join(shellDistDir, 'browser'),
    prefix: '/assets/',
    preCompressed: true,
    decorateReply: false,
    cacheControl: false,
    setHeaders: (res, filePath) => {
      res.setHeader('cache-control', /[\\/]main\.js$/.test(filePath) ? revalidate : immutable);
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
    // Published versions never change: a new deploy is a new folder.
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
    return remoteSource.pointer();
  });

  const databaseStatus = async () => {
    try {
      await db.query('SELECT 1 AS ok');
      return 'ok' as const;
    } catch (error) {
      app.log.error({ err: error }, 'database check failed');
      return 'unavailable' as const;
    }
  };

  app.get('/healthz', async (_request, reply) => {
    const [database, pointer] = await Promise.all([databaseStatus(), remoteSource.pointer()]);
    const remotes = Object.fromEntries(areaNames.map((area) => [area, pointer[area]?.version ?? null]));
    reply.header('cache-control', 'no-store');
    reply.code(database === 'ok' ? 200 : 503);
    return { status: database === 'ok' ? 'ok' : 'degraded', database, remotes };
  });

  await applyMigrations(
    db,
    apis.flatMap((api) => api.migrations),
  );
  for (const api of apis) {
    await app.register(
      async (scope) => {
        scope.get('/health', async () => ({
          area: api.area,
          version: (await remoteSource.pointer())[api.area]?.version ?? null,
          database: await databaseStatus(),
        }));
        await api.routes(scope, { db, settings, secrets: config.secrets, dataDir: config.dataDir });
      },
      { prefix: `/api/${api.area}` },
    );
  }

  // The site search over every area's documents (an area that fails is left out).
  registerSiteSearch(
    app,
    new SiteSearch({
      gather: gatherFromAreas(
        app,
        apis.map((api) => api.area),
      ),
    }),
  );

  app.get('/robots.txt', async (_request, reply) =>
    reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('cache-control', revalidate)
      .send(robotsTxt(settings)),
  );

  app.get('/sitemap.xml', async (_request, reply) => {
    // Each area's own pages, asked of its API in-process; an area that fails leaves its pages out.
    const areaEntries = await Promise.all(
      apis.map(async (api) => {
        const answer = await app.inject({ method: 'GET', url: `/api/${api.area}${sitemapEntriesPath}` });
        if (answer.statusCode === 404) return [];
        if (answer.statusCode !== 200) {
          app.log.warn(`the ${api.area} area could not list its sitemap entries (HTTP ${answer.statusCode})`);
          return [];
        }
        return parseSitemapEntries(answer.json());
      }),
    );
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

  const sendPage = async (url: URL, reply: FastifyReply) => {
    const [pointer, result, html] = await Promise.all([
      remoteSource.pointer(),
      renderPage(url, serverModules),
      loadTemplate(),
    ]);
    if (result.kind === 'redirect') return reply.redirect(result.location, result.status);
    const { page } = result;
    const nonce = createNonce();
    reply
      .code(page.status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', revalidate)
      .header(
        'content-security-policy',
        contentSecurityPolicy({
          nonce,
          remoteOrigins: remoteOrigins(pointer),
          https: reply.request.protocol === 'https',
        }),
      );
    // Which deployed version of the area rendered this page: for operators, and for checking a rollback.
    if (page.areaPage?.version) reply.header('x-area-version', `${page.areaPage.area}@${page.areaPage.version}`);
    return renderDocument(html, { ...page, settings, pointer, nonce, areaScripts: await areaScriptsOf(page, pointer) });
  };

  const notFoundJson = (method: string, pathname: string) => ({
    error: 'Not Found',
    message: `No ${method} ${pathname} here.`,
  });

  // Every other GET is a page of the site (a route of the table, or the 404 page).
  app.get('/*', async (request, reply) => {
    const pathname = new URL(request.url, 'http://site.invalid').pathname;
    if (/^\/(api|assets|remotes|dev-remotes)\//.test(pathname))
      return reply.code(404).send(notFoundJson(request.method, pathname));
    if (pathname.length > 1 && pathname.endsWith('/')) {
      const queryStart = request.url.indexOf('?');
      return reply.redirect(
        `${pathname.replace(/\/+$/, '')}${queryStart >= 0 ? request.url.slice(queryStart) : ''}`,
        301,
      );
    }
    const url = new URL(request.url, settings.siteUrl);
    // The old home-page search (/?search=elk) lives at /search?q=elk now.
    const oldSearch = pathname === '/' ? url.searchParams.get('search') : null;
    if (oldSearch !== null) return reply.redirect(paths.search(oldSearch), 301);
    return sendPage(url, reply);
  });

  app.setNotFoundHandler(async (request, reply) =>
    reply.code(404).send(notFoundJson(request.method, new URL(request.url, 'http://site.invalid').pathname)),
  );

  app.setErrorHandler(async (error: Error & { statusCode?: number }, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    reply.code(status);
    return status >= 500
      ? { error: 'Internal Server Error', message: 'Something went wrong on our side. Please try again.' }
      : { error: error.name, message: error.message };
  });

  return app;
}
