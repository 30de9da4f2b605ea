/**
 * The health plugin: /healthz (the load balancer's check and the operator's report, healthz.ts)
 * and /remotes.json (the pointer to each area's live version, never kept).
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { areaNames } from '@estes/shared';
import type { LiveSite } from '../live-site';
import type { OperatorAccess } from '../operator-access';
import type { PageCache } from '../pages/page-cache/page-cache';
import { registerHealthz, type HealthFacts } from './healthz';

export interface HealthOptions {
  instanceId: string;
  liveSite: LiveSite;
  pageCache: PageCache;
  accessOf: (request: FastifyRequest) => OperatorAccess;
}

export const healthRoutes: FastifyPluginAsync<HealthOptions> = async function healthRoutes(app, options) {
  const { remoteSource } = options.liveSite;
  app.get('/remotes.json', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return (await remoteSource.snapshot()).pointer;
  });
  registerHealthz(app, { accessOf: options.accessOf, facts: () => healthFacts(options) });
};

/** What /healthz reports, read now from the database, the registry and the loaded versions. */
export async function healthFacts({ instanceId, liveSite, pageCache }: HealthOptions): Promise<HealthFacts> {
  const { versions } = liveSite;
  const [database, snapshot, areas] = await Promise.all([
    liveSite.databaseStatus(),
    liveSite.remoteSource.snapshot(),
    versions.liveHealth(),
  ]);
  return {
    instance: instanceId,
    database,
    remotes: Object.fromEntries(areaNames.map((area) => [area, snapshot.pointer[area]?.version ?? null])),
    registryProblem: snapshot.problem,
    areasUnavailable: versions.failed(),
    areas,
    versionsInMemory: versions.loaded(),
    pageCache: pageCache.stats(),
  };
}
