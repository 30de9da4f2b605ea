/**
 * The site server, composed of one named Fastify plugin per capability, each in its own folder
 * with its tests (decision 044):
 * - `static-files/`: the shell's bundles and public files, each area's browser files, and the
 *   checks every request passes before a file handler sees it;
 * - `health/`: /healthz and the pointer file /remotes.json;
 * - `area-api/`: each area's API under /api/<area>/, handed to the area's live version (which
 *   is deployed with its pages: area-versions.ts);
 * - `partner-links/`: /go/<kind>/<id>, answered by the owning area;
 * - `feeds/`: an area's documents (the blog's feed), robots.txt and the sitemap;
 * - `site-search/`: /api/search over every area's documents;
 * - `console-frame/`: the operator console's document at /console and /console/<page>, which
 *   loads the console's own browser build (decision 060);
 * - `pages/`: every other GET is a page, rendered on the server and kept in the page cache;
 *   a kept page's hit is answered before Fastify, by the server's request listener
 *   (pages/page-cache/fast-hits.ts, decision 054);
 * - `site-counts/`: page views, counted from the browser's beacon at /api/page-view (decisions
 *   070 and 073), and searches that found nothing, counted by the pages route, the fast path
 *   and the site search; written to the database every few seconds (decision 061);
 * - `instances/`: each instance's health and live versions, written to the database every few
 *   seconds for the console's Deploys page (decision 066).
 * What they share, the live versions and a request's snapshot of them, is live-site.ts;
 * compression, security headers and JSON errors are response-basics.ts. No area's code is
 * compiled in: every area, pages and API, comes from its deployed server build.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import Fastify, { type FastifyHttpOptions, type FastifyInstance, type FastifyRequest } from 'fastify';
import { configureSiteSettings } from '@estes/shared';
import { ConfigError, fastifyTrustProxy, type ServerConfig } from './config';
import type { SiteDatabase } from '@estes/platform';
import { openLiveSite } from './live-site';
import { operatorAccess } from './operator-access';
import { answersBeforeRouting, registerResponseBasics } from './response-basics';
import { areaApiRoutes } from './area-api';
import { consoleRoutes } from './console';
import { removeConsoleAccount } from './console/outside-requests';
import type { CeremonyLimits } from './console/rate-limits';
import { consoleFrameRoutes } from './console-frame';
import { feedRoutes } from './feeds';
import { healthFacts, healthRoutes } from './health';
import { openInstanceReports } from './instances';
import { openPageMaking, pageRoutes } from './pages';
import { openFastPageHits } from './pages/page-cache/fast-hits';
import { openPageData } from './pages/page-data';
import { evaluateShellModules } from './pages/shell-modules';
import { partnerLinkRoutes } from './partner-links';
import { siteSearchRoutes } from './site-search';
import { openSiteCounts } from './site-counts';
import { pageViewBeaconRoutes } from './site-counts/page-view-beacon';
import { endSilentConnections } from './silent-connections';
import { staticFiles } from './static-files';
import { webAppRoutes } from './web-app';

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
  /**
   * How often Node checks the timeouts below, and the silence that ends a connection (tests
   * shorten them; `silenceMs` defaults to the production 30 s).
   */
  timeouts?: { headersMs: number; checkingIntervalMs: number; silenceMs?: number };
  /** The clock pages are kept by (built at, fresh until, stale until); tests move their own. */
  now?: () => number;
  /** The console's ceremony rate limits (decision 074); tests lower them. */
  ceremonyLimits?: CeremonyLimits;
}

/** How long a client has to send a whole request, and its headers (decision 028). */
export const requestTimeoutMs = 120_000;
export const headersTimeoutMs = 15_000;
/**
 * Node acts on the headers and request timeouts only when it checks its connections, every
 * 30 s unless told: a 15 s headers timeout acted at about 45 s (issue 28). Each check walks the
 * open connections, which is cheap next to a second of a slow client's socket.
 */
export const connectionsCheckingIntervalMs = 1_000;
export async function buildServer(deps: ServerDependencies): Promise<FastifyInstance> {
  const { config, db } = deps;
  const settings = config.publicSettings;
  // The public origin is https: every answer says so (HSTS, upgrade-insecure-requests), with
  // or without a proxy that tells us the visitor's scheme.
  const siteIsHttps = new URL(settings.siteUrl).origin.startsWith('https:');
  const accessOf = operatorAccess({ token: config.healthzToken, trustProxy: config.trustProxy });
  // Route loaders read the settings from the shared store, on the server as in browsers.
  configureSiteSettings(settings);
  // Hits of the page cache are answered before Fastify (decision 054), once the cache is open.
  let answersFast: (request: IncomingMessage, response: ServerResponse) => boolean = () => false;
  const app = Fastify(serverOptions(config, deps, siteIsHttps, (request, response) => answersFast(request, response)));
  const showsOperatorHeaders = (request: FastifyRequest) => accessOf(request) === 'operator';
  await registerResponseBasics(app, { siteIsHttps, showsOperatorHeaders });
  const now = deps.now ?? Date.now;
  const pageData = await openPageData(app, { config, db, now });
  const liveSite = await openLiveSite(app, {
    config,
    settings,
    db,
    repositoryRoot: deps.repositoryRoot,
    accessOf,
    pageData,
    now,
  });
  const { shellDistDir, shellPublicDir, repositoryRoot } = deps;
  const { counter: siteCounter } = await openSiteCounts(app, { db, siteUrl: settings.siteUrl, now });
  const fastHits = openFastPageHits(app, {
    cache: pageData.cache,
    settledSnapshot: () => liveSite.remoteSource.settledSnapshot?.(),
    accessOf,
    trustProxy: config.trustProxy,
    siteIsHttps,
    now,
    siteCounter,
  });
  answersFast = (request, response) => fastHits.answer(request, response);
  // Every few seconds this instance's health and versions, for the console's Deploys page.
  await openInstanceReports(app, {
    db,
    instanceId: config.instanceId,
    facts: () => healthFacts({ instanceId: config.instanceId, liveSite, pageCache: pageData.cache, accessOf }),
    now,
  });
  const making = await openPageMaking(app, {
    config,
    settings,
    siteIsHttps,
    shellDistDir,
    liveSite,
    pageData,
    showsOperatorHeaders,
    fastHits,
    siteCounter,
    now,
  });

  // Site-wide first (its checks run for every request), then the routes of each capability.
  await app.register(staticFiles, {
    config,
    shellDistDir,
    shellPublicDir,
    repositoryRoot,
    remoteSource: liveSite.remoteSource,
  });
  await app.register(healthRoutes, { instanceId: config.instanceId, liveSite, pageCache: pageData.cache, accessOf });
  await app.register(areaApiRoutes, { liveSite });
  await app.register(partnerLinkRoutes, { liveSite, making });
  await app.register(feedRoutes, { liveSite, settings });
  await app.register(siteSearchRoutes, { liveSite, siteCounter });
  await app.register(pageViewBeaconRoutes, { siteCounter, siteUrl: settings.siteUrl, siteName: settings.siteName });
  await app.register(consoleRoutes, {
    liveSite,
    db,
    siteUrl: settings.siteUrl,
    siteName: settings.siteName,
    instanceId: config.instanceId,
    deployDir: config.deployDir,
    now,
    ...(deps.ceremonyLimits ? { limits: deps.ceremonyLimits } : {}),
  });
  await app.register(consoleFrameRoutes, { shellDistDir, siteName: settings.siteName, siteIsHttps, liveSite });
  await app.register(webAppRoutes, { settings, siteIsHttps });
  await app.register(pageRoutes, { making });

  if (deps.warmUp) {
    // The shell's modules, then each area's, in one order on every instance (decision 069).
    await evaluateShellModules();
    await liveSite.versions.warmUp();
    // A live version whose own settings are bad stops the start, as a bad site setting does.
    const problems = liveSite.versions.settingsProblems();
    if (problems.length > 0) {
      await app.close();
      throw new ConfigError(problems.join('\n'));
    }
  }
  return app;
}

/**
 * A connection silent this long (nothing read, nothing more sent) is ended; idle keep-alive
 * sockets close sooner. Kept by silent-connections.ts, not by Node's socket timeout (decision 086).
 */
export const connectionSilenceMs = 30_000;
const keepAliveTimeoutMs = 5_000;

function serverOptions(
  config: ServerConfig,
  deps: ServerDependencies,
  siteIsHttps: boolean,
  answersFast: (request: IncomingMessage, response: ServerResponse) => boolean,
): FastifyHttpOptions<Server> {
  const timeouts = deps.timeouts ?? { headersMs: headersTimeoutMs, checkingIntervalMs: connectionsCheckingIntervalMs };
  const http = { headersTimeout: timeouts.headersMs, connectionsCheckingInterval: timeouts.checkingIntervalMs };
  return {
    // Every line names the instance: several serve one site behind a load balancer.
    logger: deps.logger ?? { level: config.logLevel, base: { instance: config.instanceId } },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // A client that sends slowly holds a socket: whole request (body included) within 2
    // minutes (a 15 MB upload at 128 KB/s), 30 s of silence ends the connection (below), idle
    // keep-alive sockets close after 5 s (a balancer keeps its own pool).
    requestTimeout: requestTimeoutMs,
    keepAliveTimeout: keepAliveTimeoutMs,
    // Headers must arrive within 15 s (Node's default is a minute), checked every second.
    http,
    // The server Fastify would make, with the same settings (Fastify leaves a server it is given
    // as it is), whose listener first offers each request to the page cache's fast path.
    serverFactory: (handler) => {
      const server = createServer(http, (request, response) => {
        // Only the console's in-process hand-over may name an account (decision 064).
        removeConsoleAccount(request);
        if (!answersFast(request, response)) handler(request, response);
      });
      server.keepAliveTimeout = keepAliveTimeoutMs;
      server.requestTimeout = requestTimeoutMs;
      // Not `server.setTimeout`: it re-arms a timer on every read and write (decision 086).
      endSilentConnections(server, {
        silenceMs: timeouts.silenceMs ?? connectionSilenceMs,
        checkEveryMs: timeouts.checkingIntervalMs,
      });
      return server;
    },
    ...answersBeforeRouting(siteIsHttps),
  };
}
