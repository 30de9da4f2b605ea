/**
 * The console's Deploys section (issue 32 point 7, decision 066), for operators and admins:
 * per area its live version and its kept versions with when and by whom each was published,
 * who holds the deploy lock, every instance's last report, and making a kept version live (a
 * rollback, or a roll-forward to a newer kept one). The switch is the command line's own
 * (`switchLiveVersion`, under the same deploy lock in the database); every instance follows
 * the registry and serves it within 2 s. Each switch is written to the audit log.
 *
 * A staged version (uploaded by `npm run remotes -- stage`, decision 078) is listed with who
 * staged it, and publishing it is the command line's own too (`publishStagedVersion`: under
 * the same lock, its migrations and then the switch).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { areaNames, areas, type AreaName } from '@estes/shared/core';
import {
  liveVersion,
  LockTimeoutError,
  publishAuditDetail,
  PublishError,
  publishStagedVersion,
  RegistryError,
  RegistryStore,
  switchAuditAction,
  switchAuditDetail,
  switchLiveVersion,
  type LockHolderInfo,
  type Registry,
  type SiteDatabase,
} from '@estes/platform';
import { readInstances, type SeenInstance } from '../instances';
import type { ConsoleContext } from './console-context';
import { ConsoleError } from './console-requests';
import { sessionWithRole } from './session-guard';

/** The deploy lock's name: the one `npm run remotes` takes (registry-store.ts). */
const deployLock = 'deploy';
/**
 * How long a switch waits for the lock before saying who holds it: long enough for another
 * person's switch (a moment), short enough that a publish under way is reported, not waited on.
 */
export const consoleLockWaitMs = 2_000;

export interface KeptVersion {
  version: string;
  publishedAt: string;
  /** A console account's email or `cli:<user>@<host>`; null for versions published before it was recorded. */
  publishedBy: string | null;
  live: boolean;
}

/** A version uploaded but not live (decision 078): publishing it applies its migrations, then makes it live. */
export interface StagedVersion {
  version: string;
  stagedAt: string;
  /** Who staged it (`cli:<user>@<host>`); null when not recorded. */
  stagedBy: string | null;
}

export interface AreaDeploys {
  area: AreaName;
  label: string;
  live: string | null;
  /** Newest first. */
  versions: KeptVersion[];
  /** Newest first. */
  staged: StagedVersion[];
}

export interface DeploysAnswer {
  areas: AreaDeploys[];
  lock: LockHolderInfo | null;
  instances: SeenInstance[];
  /** The answering instance's clock, which `secondsSinceSeen` was counted by. */
  now: string;
}

/** The body of both switches: an area and one of its versions (kept, or staged). */
const versionBody = z.object({
  area: z.enum(areaNames),
  version: z
    .string()
    .max(120)
    .regex(/^[\w.+-]+$/),
});

function areasOf(registry: Registry): AreaDeploys[] {
  return areaNames.map((area) => {
    const entry = registry.remotes[area];
    const live = liveVersion(entry)?.version ?? null;
    return {
      area,
      label: areas[area].label,
      live,
      versions: [...(entry?.versions ?? [])].reverse().map((kept) => ({
        version: kept.version,
        publishedAt: kept.publishedAt,
        publishedBy: kept.publishedBy ?? null,
        live: kept.version === live,
      })),
      staged: [...(entry?.staged ?? [])].reverse().map((staged) => ({
        version: staged.version,
        stagedAt: staged.stagedAt,
        stagedBy: staged.stagedBy ?? null,
      })),
    };
  });
}

const clock = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Denver',
  dateStyle: 'medium',
  timeStyle: 'medium',
});

/** Who holds the lock, in a sentence an operator can act on. */
export function busySentence(holder: LockHolderInfo | undefined): string {
  if (!holder) return 'Another deploy command holds the deploy lock. Try again when it has finished.';
  const since =
    holder.since && !Number.isNaN(Date.parse(holder.since)) ? clock.format(new Date(holder.since)) : undefined;
  return `Another deploy is under way: ${holder.what}${holder.host ? ` on ${holder.host}` : ''}${since ? `, since ${since} MT` : ''}. Try again when it has finished.`;
}

/** The console's answer for a refused switch or publish: the lock's holder, or the registry's sentence. */
async function refusal(error: unknown, db: SiteDatabase): Promise<unknown> {
  if (error instanceof LockTimeoutError) {
    return new ConsoleError(409, busySentence(error.holder ?? (await db.lockHolder(deployLock))));
  }
  if (error instanceof RegistryError) return new ConsoleError(409, `${error.message}.`);
  // A migration that failed: nothing of it stays, the live version is unchanged, and the version stays staged.
  if (error instanceof PublishError) return new ConsoleError(409, `${error.message}.`);
  return error;
}

export async function deployRoutes(
  app: FastifyInstance,
  context: ConsoleContext,
  db: SiteDatabase,
  deployDir: string,
): Promise<void> {
  const store = await RegistryStore.open(db);

  app.get('/console/api/deploys', async (request, reply): Promise<DeploysAnswer> => {
    // The page reads again every few seconds by itself: that is not the person using the
    // console, so it leaves the session's idle time as it was (it still ends 30 minutes after use).
    const background = (request.query as Record<string, unknown>).refresh === 'background';
    await sessionWithRole(context, request, reply, 'operator', { renew: !background });
    const now = context.now();
    // Read from the database, not this instance's copy: the page shows what every instance follows.
    const [{ registry }, lock, instances] = await Promise.all([
      store.read(),
      db.lockHolder(deployLock),
      readInstances(db, now),
    ]);
    return { areas: areasOf(registry), lock: lock ?? null, instances, now: new Date(now).toISOString() };
  });

  app.post('/console/api/deploys/make-live', { bodyLimit: 1024 }, async (request, reply) => {
    const session = await sessionWithRole(context, request, reply, 'operator');
    const parsed = versionBody.safeParse(request.body ?? {});
    if (!parsed.success) {
      throw new ConsoleError(400, `Name an area (${areaNames.join(', ')}) and one of its kept versions.`);
    }
    const { area, version } = parsed.data;
    const by = session.account.email;
    let change;
    try {
      change = await switchLiveVersion(store, area, {
        version,
        by,
        now: () => new Date(context.now()),
        lock: { holder: `make ${area} ${version} live by ${by}`, waitMs: consoleLockWaitMs },
      });
    } catch (error) {
      throw await refusal(error, db);
    }
    await context.audit({
      actor: by,
      action: switchAuditAction(change.direction),
      target: area,
      detail: switchAuditDetail(area, change),
    });
    return {
      ...change,
      area,
      message: `${switchAuditDetail(area, change)}. Every instance serves it within 2 seconds.`,
    };
  });

  app.post('/console/api/deploys/publish', { bodyLimit: 1024 }, async (request, reply) => {
    const session = await sessionWithRole(context, request, reply, 'operator');
    const parsed = versionBody.safeParse(request.body ?? {});
    if (!parsed.success) {
      throw new ConsoleError(400, `Name an area (${areaNames.join(', ')}) and one of its staged versions.`);
    }
    const { area, version } = parsed.data;
    const by = session.account.email;
    let made;
    try {
      made = await publishStagedVersion(store, db, area, {
        version,
        deployDir,
        by,
        now: () => new Date(context.now()),
        lock: { holder: `publish ${area} ${version} by ${by}`, waitMs: consoleLockWaitMs },
      });
    } catch (error) {
      throw await refusal(error, db);
    }
    await context.audit({ actor: by, action: 'area-published', target: area, detail: publishAuditDetail(made) });
    const migrations = made.migrationsApplied.length
      ? ` Migrations applied: ${made.migrationsApplied.join(', ')}.`
      : '';
    return {
      area,
      from: made.previous,
      to: made.published.version,
      migrationsApplied: made.migrationsApplied,
      message: `${area} ${made.published.version} is live (it was ${made.previous ?? 'none'}).${migrations} Every instance serves it within 2 seconds.`,
    };
  });
}
