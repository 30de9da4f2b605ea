/**
 * GET /healthz: the load balancer's check and the operator's report (decision 035).
 *
 * The status is decided once, here, from the whole report: `degraded` when the database, the
 * registry, an area's version or anything an area reports of itself (`reportHealth`) is wrong.
 * The answer is 503 only when the database does not answer (the instance is unfit for traffic;
 * anything else still leaves pages served). The public gets `{ status }` alone, with the same
 * code; an operator (operator-access.ts) gets the whole report. A bearer token that is not the
 * server's is told so (401), so a monitor with a stale token does not read the short answer as
 * the whole one.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AreaHealth } from '@estes/shared/server';
import type { OperatorAccess } from '../operator-access';

export interface HealthReport {
  instance: string;
  status: 'ok' | 'degraded';
  database: 'ok' | 'unavailable';
  remotes: Record<string, string | null>;
  registry: { state: 'ok' } | { state: 'stale'; problem: string };
  areasUnavailable: string[];
  /** What the live areas report of themselves (a provider refusing our key), by area and check. */
  areas: Partial<Record<string, Record<string, AreaHealth> | undefined>>;
  versionsInMemory: string[];
  pageCache: unknown;
  memory: { rssBytes: number; heapUsedBytes: number };
}

/** What the report is made of, as the site server knows it. */
export type HealthFacts = Omit<HealthReport, 'status' | 'registry' | 'memory'> & { registryProblem?: string };

export function healthReport(facts: HealthFacts): HealthReport {
  const areaDegraded = Object.values(facts.areas).some((checks) =>
    Object.values(checks ?? {}).some((check) => check.state !== 'ok'),
  );
  const healthy =
    facts.database === 'ok' && !facts.registryProblem && facts.areasUnavailable.length === 0 && !areaDegraded;
  const memory = process.memoryUsage();
  return {
    instance: facts.instance,
    status: healthy ? 'ok' : 'degraded',
    database: facts.database,
    remotes: facts.remotes,
    registry: facts.registryProblem ? { state: 'stale', problem: facts.registryProblem } : { state: 'ok' },
    areasUnavailable: facts.areasUnavailable,
    areas: facts.areas,
    versionsInMemory: facts.versionsInMemory,
    pageCache: facts.pageCache,
    memory: { rssBytes: memory.rss, heapUsedBytes: memory.heapUsed },
  };
}

export function registerHealthz(
  app: FastifyInstance,
  options: { facts: () => Promise<HealthFacts>; accessOf: (request: FastifyRequest) => OperatorAccess },
): void {
  app.get('/healthz', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const access = options.accessOf(request);
    if (access === 'refused-token') {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer realm="healthz"')
        .send({ error: 'Unauthorized', message: 'The bearer token is not this server’s HEALTHZ_TOKEN.' });
    }
    const report = healthReport(await options.facts());
    // Only a database that does not answer makes this instance unfit for traffic; a stale
    // registry or one area's broken version still leaves every other page served.
    reply.code(report.database === 'ok' ? 200 : 503);
    return access === 'operator' ? report : { status: report.status };
  });
}
