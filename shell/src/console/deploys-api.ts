/**
 * The Deploys section's calls (shell/server/console/deploy-routes.ts, decision 066): what is
 * live and kept per area, who holds the deploy lock, every instance's last report; and making
 * a kept version live, or publishing a staged one.
 */
import { consoleFetch } from '@estes/shared/console';

export interface KeptVersion {
  version: string;
  publishedAt: string;
  /** A console account's email or `cli:<user>@<host>`; null: published before it was recorded. */
  publishedBy: string | null;
  live: boolean;
}

/** A build uploaded with `npm run remotes -- stage`, not live (decision 078). */
export interface StagedVersion {
  version: string;
  stagedAt: string;
  /** `cli:<user>@<host>`; null when not recorded. */
  stagedBy: string | null;
}

export interface AreaDeploys {
  area: string;
  label: string;
  live: string | null;
  /** Newest first. */
  versions: KeptVersion[];
  /** Newest first. */
  staged: StagedVersion[];
}

export interface LockHolder {
  what: string;
  since?: string;
  host?: string;
}

export interface SeenInstance {
  id: string;
  startedAt: string;
  lastSeenAt: string;
  secondsSinceSeen: number;
  gone: boolean;
  status: 'ok' | 'degraded';
  versions: Record<string, string | null>;
  problems: string[];
}

export interface Deploys {
  areas: AreaDeploys[];
  lock: LockHolder | null;
  instances: SeenInstance[];
  now: string;
}

export interface MadeLive {
  area: string;
  from: string | null;
  to: string;
  direction: 'back' | 'forward';
  /** What happened, in a sentence to show. */
  message: string;
}

export interface Published {
  area: string;
  from: string | null;
  to: string;
  migrationsApplied: string[];
  /** What happened, in a sentence to show. */
  message: string;
}

export const deploysApi = {
  /** `background`: the page's own periodic read, which does not keep an idle session open. */
  read: (background = false) =>
    consoleFetch<Deploys>(background ? '/console/api/deploys?refresh=background' : '/console/api/deploys'),
  makeLive: (area: string, version: string) =>
    consoleFetch<MadeLive>('/console/api/deploys/make-live', { method: 'POST', body: { area, version } }),
  /** Publishes a staged version: its migrations, then live (decision 078). */
  publish: (area: string, version: string) =>
    consoleFetch<Published>('/console/api/deploys/publish', { method: 'POST', body: { area, version } }),
};
