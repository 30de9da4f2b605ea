/**
 * What the console's routes share, opened once by the plugin (index.ts): the database and its
 * stores, the relying party WebAuthn checks against (SITE_URL's hostname and origin), the clock
 * (tests move their own), and how an audit entry is written from this instance.
 */
import type { Database } from '@estes/shared/server';
import { appendAudit, type AuditEntryInput } from '@estes/platform';
import { CeremonyStore } from './ceremonies';
import { CeremonyRateLimit, type CeremonyLimits } from './rate-limits';
import { SessionStore } from './sessions';

export interface RelyingParty {
  /** SITE_URL's hostname (an IP address is not a valid rpID: tests use localhost). */
  id: string;
  name: string;
  /** SITE_URL's origin: the only origin a ceremony or a POST may come from. */
  origin: string;
}

export interface ConsoleContext {
  db: Database;
  sessions: SessionStore;
  ceremonies: CeremonyStore;
  rateLimit: CeremonyRateLimit;
  relyingParty: RelyingParty;
  siteUrl: string;
  instanceId: string;
  now: () => number;
  audit(entry: Omit<AuditEntryInput, 'instance'>, tx?: Database): Promise<void>;
}

export interface ConsoleContextOptions {
  db: Database;
  siteUrl: string;
  siteName: string;
  instanceId: string;
  now: () => number;
  limits: CeremonyLimits;
}

export function openConsoleContext(options: ConsoleContextOptions): ConsoleContext {
  const { db, now } = options;
  const site = new URL(options.siteUrl);
  return {
    db,
    sessions: new SessionStore(db, now),
    ceremonies: new CeremonyStore(db, now),
    rateLimit: new CeremonyRateLimit(db, options.limits, now),
    relyingParty: { id: site.hostname, name: `${options.siteName} console`, origin: site.origin },
    siteUrl: options.siteUrl,
    instanceId: options.instanceId,
    now,
    audit: (entry, tx = db) => appendAudit(tx, { ...entry, instance: options.instanceId }, now()),
  };
}
