/**
 * The operator console's server side (issue 32, decision 059): passkey sign-in from
 * invitations, sessions in the site's database, roles checked on every call, and the audit
 * log, as the API under /console/api/ (the console's pages are console-frame's). The shell's
 * console tables are migrated when the plugin opens, on either engine. Every answer is
 * `private, no-store` and `noindex`; every request from another site's page is refused.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { applyMigrations, consoleMigrations, removeExpiredAudit, type SiteDatabase } from '@estes/platform';
import { pathnameOf } from '../request-messages';
import { openConsoleContext } from './console-context';
import { answerConsoleError, checkConsoleRequest, ConsoleError, consoleHeaders } from './console-requests';
import type { LiveSite } from '../live-site';
import { adminRoutes } from './admin-routes';
import { reportRoutes } from './report-routes';
import { areaConsoleRoutes } from './area-console-routes';
import { deployRoutes } from './deploy-routes';
import { signInRoutes } from './sign-in-routes';
import { ceremonyCallMigrations, defaultCeremonyLimits, type CeremonyLimits } from './rate-limits';

export interface ConsoleRoutesOptions extends Record<string, unknown> {
  /** The areas' live versions: their console APIs are handed requests in-process (decision 064). */
  liveSite: LiveSite;
  /** The site's database: the console's tables, and the deploy registry and lock (decision 066). */
  db: SiteDatabase;
  siteUrl: string;
  siteName: string;
  instanceId: string;
  /** This instance's deploy folder: publishing a staged version removes the files of versions no longer kept (decision 078). */
  deployDir: string;
  now: () => number;
  /** The ceremonies' rate limits (decision 074); tests lower them. */
  limits?: CeremonyLimits;
}

/** How often each instance removes ended sessions and audit entries past their retention. */
const housekeepingEveryMs = 60 * 60_000;

export const consoleRoutes: FastifyPluginAsync<ConsoleRoutesOptions> = async (app, options) => {
  await applyMigrations(options.db, consoleMigrations);
  await applyMigrations(options.db, ceremonyCallMigrations);
  const context = openConsoleContext({ ...options, limits: options.limits ?? defaultCeremonyLimits });
  const siteOrigin = context.relyingParty.origin;

  app.setErrorHandler(answerConsoleError);
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(consoleHeaders);
    checkConsoleRequest(request, siteOrigin);
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.headers(consoleHeaders);
  });

  await signInRoutes(app, context);
  await adminRoutes(app, context);
  await deployRoutes(app, context, options.db, options.deployDir);
  await reportRoutes(app, context);
  await areaConsoleRoutes(app, context, options.liveSite);
  const unknown = async (request: FastifyRequest) => {
    throw new ConsoleError(404, `The console has no ${request.method} ${pathnameOf(request.url)}.`);
  };
  app.all('/console/api', unknown);
  app.all('/console/api/*', unknown);

  const housekeeping = async () => {
    await context.sessions.removeEnded();
    // The ceremonies' counts of past minutes, when no ceremony call came since to delete them.
    await context.rateLimit.sweep();
    const removed = await removeExpiredAudit(options.db, context.now());
    if (removed > 0) app.log.info({ removed }, 'audit entries past their retention removed');
  };
  const failed = (error: unknown) => app.log.error({ err: error }, 'console housekeeping failed');
  await housekeeping().catch(failed);
  const timer = setInterval(() => void housekeeping().catch(failed), housekeepingEveryMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
};
