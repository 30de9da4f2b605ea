/**
 * One deployed version's API, on a Fastify instance of its own. The site server hands every
 * request under /api/<area>/ to the instance of the area's live version (raw request and
 * response, body unread), and its in-process API client asks the same instance for server
 * rendering (`inject`, no network). So a version's pages, server rendering and API switch
 * together, and no area's code is compiled into the site server (decision 021).
 *
 * Each instance has the site's response basics (compression, security headers, JSON 404s
 * and errors), says which version answered (`X-Area-Version: <area>@<version>`), and offers
 * `/api/<area>/health`. Closing it runs the area's own onClose hooks (the newsletter outbox
 * stops its timer), which is how a version that is no longer live lets go of its work.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyRequest,
  type InjectOptions,
  type LightMyRequestResponse,
} from 'fastify';
import type { AreaName } from '@estes/shared/core';
import {
  areaConsoleSegment,
  declaredEnvironment,
  type AreaApi,
  type AreaApiContext,
  type AreaEnvironment,
  type AreaHealth,
} from '@estes/shared/server';
import { answersBeforeRouting, notFoundJson, pathnameOf, registerResponseBasics } from './response-basics';
import { fastifyTrustProxy, type TrustedProxies } from './config';

export interface AreaApiHost {
  /** Answers one raw HTTP request (the site server's socket), as if it were listening itself. */
  dispatch(request: IncomingMessage, response: ServerResponse): void;
  /** Answers a request in-process (server rendering, the sitemap, the site search, the console's hand-over). */
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  /** Whether the version registers console routes (`/api/<area>/console/…`, decision 064). */
  readonly hasConsoleApi: boolean;
  /** The checks the area reported (`context.reportHealth`), run now; a check that throws is degraded. */
  health(): Promise<Record<string, AreaHealth>>;
  close(): Promise<void>;
}

export interface AreaApiHostOptions {
  area: AreaName;
  version: string;
  api: AreaApi;
  /** What every area is given; the host adds the area's own settings and its health reports. */
  context: Omit<AreaApiContext, 'areaSettings' | 'reportHealth'>;
  /**
   * The server's environment: the area is given only the variables its `settings` declare,
   * validated by them (decision 034).
   */
  environment: AreaEnvironment;
  /** The site server's logger (each line then names the area and version), or a level of its own. */
  logger: FastifyBaseLogger | { level: string };
  trustProxy: TrustedProxies;
  /**
   * Whether a request from outside may see the headers the area's answers declare to the page
   * cache (`operatorOnlyHeaders`); the site's own in-process reads always see them.
   */
  showsOperatorHeaders: (request: FastifyRequest) => boolean;
  /** Whether the database answers, for /api/<area>/health. */
  databaseStatus: () => Promise<'ok' | 'unavailable'>;
}

export const areaVersionHeader = 'x-area-version';

/** An area's settings are missing or invalid: the message names the area and each variable. */
export class AreaSettingsError extends Error {
  override name = 'AreaSettingsError';
}

/**
 * The area's own settings, read by its `settings` from the variables it declares and no
 * others. Whatever its check throws is a settings problem of that area.
 */
export function readAreaSettings(
  area: AreaName,
  api: Pick<AreaApi, 'settings'>,
  environment: AreaEnvironment,
): unknown {
  try {
    return api.settings.read(declaredEnvironment(api.settings, environment));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const lines = reason.split('\n').map((line) => `  ${line.trim()}`);
    throw new AreaSettingsError(`Invalid settings of the ${area} area:\n${lines.join('\n')}`);
  }
}

/** An area's health check that takes longer is reported degraded (/healthz never hangs on one). */
const healthCheckTimeoutMs = 2_000;

export async function createAreaApiHost(options: AreaApiHostOptions): Promise<AreaApiHost> {
  const { area, version, api, context, trustProxy } = options;
  const { logger } = options;
  const areaSettings = readAreaSettings(area, api, options.environment);
  const siteIsHttps = new URL(context.settings.siteUrl).protocol === 'https:';
  const instance = Fastify({
    ...('child' in logger
      ? { loggerInstance: logger.child({ area, version }) }
      : { logger: { level: logger.level, base: { area, version } } }),
    trustProxy: fastifyTrustProxy(trustProxy),
    ...answersBeforeRouting(siteIsHttps),
  });
  /** Requests handed over from the site's socket (the public), as opposed to in-process reads. */
  const fromOutside = new WeakSet<IncomingMessage>();
  await registerResponseBasics(instance, {
    siteIsHttps,
    showsOperatorHeaders: (request) => !fromOutside.has(request.raw) || options.showsOperatorHeaders(request),
  });
  const healthChecks = new Map<string, () => Promise<AreaHealth>>();
  const hostContext: AreaApiContext = {
    ...context,
    areaSettings,
    reportHealth: (name, check) => healthChecks.set(name, check),
  };
  instance.addHook('onSend', async (_request, reply) => {
    reply.header(areaVersionHeader, `${area}@${version}`);
  });
  // The console API is reached only through the shell's hand-over (in-process, decision 064):
  // a request from outside to one of its routes, however its path is spelled, is not found.
  const consolePrefix = `/api/${area}/${areaConsoleSegment}`;
  const isConsoleRoute = (url: string | undefined) =>
    url !== undefined && (url === consolePrefix || url.startsWith(`${consolePrefix}/`));
  let hasConsoleApi = false;
  instance.addHook('onRoute', (route) => {
    if (isConsoleRoute(route.url)) hasConsoleApi = true;
  });
  instance.addHook('onRequest', async (request, reply) => {
    if (fromOutside.has(request.raw) && isConsoleRoute(request.routeOptions.url)) {
      return reply.code(404).send(notFoundJson(request.method, pathnameOf(request.url)));
    }
  });
  await instance.register(
    async (scope) => {
      scope.get('/health', async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        return { area, version, database: await options.databaseStatus() };
      });
      await api.routes(scope, hostContext);
    },
    { prefix: `/api/${area}` },
  );
  await instance.ready();
  return {
    dispatch: (request, response) => {
      fromOutside.add(request);
      // Only the shell's in-process hand-over names a console account (the site server removes
      // it from every request too: this keeps it out whatever hands a request over).
      delete request.headers['x-console-account']; // consoleAccountHeader
      instance.routing(request, response);
    },
    inject: (injected) => instance.inject(injected),
    get hasConsoleApi() {
      return hasConsoleApi;
    },
    health: async () =>
      Object.fromEntries(
        await Promise.all(
          [...healthChecks].map(async ([name, check]): Promise<[string, AreaHealth]> => {
            let timer: NodeJS.Timeout | undefined;
            const late = new Promise<never>((_resolve, reject) => {
              timer = setTimeout(
                () => reject(new Error(`no answer within ${healthCheckTimeoutMs} ms`)),
                healthCheckTimeoutMs,
              );
            });
            try {
              return [name, await Promise.race([check(), late])];
            } catch (error) {
              return [
                name,
                {
                  state: 'degraded',
                  problem: `the check failed: ${error instanceof Error ? error.message : String(error)}`,
                },
              ];
            } finally {
              clearTimeout(timer);
            }
          }),
        ),
      ),
    close: () => instance.close(),
  };
}
