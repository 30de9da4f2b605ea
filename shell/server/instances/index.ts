/**
 * Each instance tells the database how it is, every few seconds (decision 066): its id, when it
 * started, the live version it serves per area and /healthz's status with its reasons. The
 * console's Deploys page reads every instance's row (instance-store.ts). Opened with the server;
 * the table is the shell's own migration, applied here on either engine.
 */
import type { FastifyInstance } from 'fastify';
import { applyMigrations } from '@estes/platform';
import type { Database } from '@estes/shared/server';
import { healthReport, type HealthFacts } from '../health/healthz';
import { instanceMigrations, removeGoneInstances, writeInstanceReport, type InstanceReport } from './instance-store';

export { goneAfterMs, instanceMigrations, readInstances, type SeenInstance } from './instance-store';

/** How often an instance reports: "last seen" is at most this old for a running one. */
export const instanceReportEveryMs = 5_000;

/** /healthz's reasons for `degraded`, as short sentences. */
export function problemsOf(facts: HealthFacts): string[] {
  const problems: string[] = [];
  if (facts.database !== 'ok') problems.push('The database does not answer.');
  if (facts.registryProblem) problems.push(`Serving the last good registry: ${facts.registryProblem}`);
  for (const key of facts.areasUnavailable) problems.push(`${key} could not be loaded.`);
  for (const [area, checks] of Object.entries(facts.areas)) {
    for (const [name, check] of Object.entries(checks ?? {})) {
      if (check.state !== 'ok') problems.push(`${area} ${name}: ${check.problem ?? check.state}`);
    }
  }
  return problems;
}

export interface InstanceReports {
  /** Writes this instance's report now (tests; the timer calls it too). */
  report(): Promise<void>;
}

export async function openInstanceReports(
  app: FastifyInstance,
  options: {
    db: Database;
    instanceId: string;
    facts: () => Promise<HealthFacts>;
    now: () => number;
    reportEveryMs?: number;
  },
): Promise<InstanceReports> {
  const { db, now } = options;
  await applyMigrations(db, instanceMigrations, { area: 'shell' });
  const startedAt = new Date(now()).toISOString();
  let removedDay = '';
  const reportOnce = async () => {
    const facts = await options.facts();
    const report: InstanceReport = {
      id: options.instanceId,
      startedAt,
      status: healthReport(facts).status,
      versions: facts.remotes as InstanceReport['versions'],
      problems: problemsOf(facts),
    };
    await writeInstanceReport(db, report, now());
    const today = new Date(now()).toISOString().slice(0, 10);
    if (today !== removedDay) {
      removedDay = today;
      await removeGoneInstances(db, now());
    }
  };
  let running: Promise<void> | undefined;
  // One report at a time: a slow database makes the next tick wait, never two writes at once.
  const report = () =>
    (running ??= reportOnce()
      .catch((error: unknown) => app.log.warn({ err: error }, 'instance report not written; tried again shortly'))
      .finally(() => (running = undefined)));
  const timer = setInterval(() => void report(), options.reportEveryMs ?? instanceReportEveryMs);
  timer.unref();
  app.addHook('onReady', async () => {
    await report();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
  return { report };
}
