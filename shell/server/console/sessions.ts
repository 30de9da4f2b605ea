/**
 * Console sessions (issue 32 point 2, decision 059), kept in the site's database so any instance
 * of a fleet reads the session another made. The browser holds a random id in an HttpOnly,
 * Secure, SameSite=Strict cookie scoped to /console; the database keeps only its SHA-256. A new
 * id at every sign-in. A session ends after 30 minutes without a request (idle) and 12 hours
 * after sign-in (absolute), at sign-out, or when its account signs out everywhere or has its
 * passkey replaced.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '@estes/shared/server';
import { hashSecret } from '@estes/platform';
import type { ConsoleRole, ConsoleSession as ConsoleSessionContract } from '@estes/shared/console';

export type { ConsoleAccount } from '@estes/shared/console';

export const sessionCookieName = 'console_session';
export const idleTimeoutMs = 30 * 60_000;
export const absoluteTimeoutMs = 12 * 60 * 60_000;
/**
 * A request within this long of the last recorded one leaves `last_seen_at` as it is: a page
 * of the console makes several calls, and one write a minute is enough for a 30-minute timeout.
 */
const touchEveryMs = 60_000;

export interface ConsoleSession extends ConsoleSessionContract {
  /** The hash the session is stored by (to end it). */
  idHash: string;
}

interface SessionRow extends Record<string, unknown> {
  id_hash: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  account_id: string;
  email: string;
  role: ConsoleRole;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** The session id a request's Cookie header carries, if it has one that could be ours. */
export function sessionIdOf(request: Pick<FastifyRequest, 'headers'>): string | undefined {
  const header = request.headers.cookie;
  if (!header || header.length > 8192) return undefined;
  for (const part of header.split(';')) {
    const [name, value] = part.split('=', 2).map((text) => text.trim());
    if (name === sessionCookieName && value && /^[\w-]{43}$/.test(value)) return value;
  }
  return undefined;
}

const cookieAttributes = 'Path=/console; HttpOnly; Secure; SameSite=Strict';

export function setSessionCookie(reply: FastifyReply, sessionId: string): void {
  // No Max-Age: the browser forgets it when closed; the server ends it in 12 hours anyway.
  reply.header('set-cookie', `${sessionCookieName}=${sessionId}; ${cookieAttributes}`);
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.header('set-cookie', `${sessionCookieName}=; ${cookieAttributes}; Max-Age=0`);
}

export class SessionStore {
  constructor(
    private readonly db: Database,
    private readonly now: () => number,
  ) {}

  /** A new session for the account (in `tx` when given); answers the id for the cookie. */
  async create(accountId: string, tx: Database = this.db): Promise<string> {
    const id = randomBytes(32).toString('base64url');
    const now = this.now();
    await tx.execute(
      'INSERT INTO console_sessions (id_hash, account_id, created_at, last_seen_at, expires_at) VALUES (?, ?, ?, ?, ?)',
      [hashSecret(id), accountId, iso(now), iso(now), iso(now + absoluteTimeoutMs)],
    );
    return id;
  }

  /** The live session of this id (its idle time renewed), or undefined; an ended one is removed. */
  async read(sessionId: string): Promise<ConsoleSession | undefined> {
    const idHash = hashSecret(sessionId);
    const [row] = await this.db.query<SessionRow>(
      `SELECT s.id_hash, s.created_at, s.last_seen_at, s.expires_at, a.id AS account_id, a.email, a.role
       FROM console_sessions s JOIN console_accounts a ON a.id = s.account_id WHERE s.id_hash = ?`,
      [idHash],
    );
    if (!row) return undefined;
    const now = this.now();
    const lastSeen = Date.parse(row.last_seen_at);
    if (now >= Date.parse(row.expires_at) || now >= lastSeen + idleTimeoutMs) {
      await this.end(idHash);
      return undefined;
    }
    let seen = lastSeen;
    if (now - lastSeen >= touchEveryMs) {
      await this.db.execute('UPDATE console_sessions SET last_seen_at = ? WHERE id_hash = ?', [iso(now), idHash]);
      seen = now;
    }
    return {
      account: { id: row.account_id, email: row.email, role: row.role },
      signedInAt: row.created_at,
      idleExpiresAt: iso(Math.min(seen + idleTimeoutMs, Date.parse(row.expires_at))),
      expiresAt: row.expires_at,
      idHash,
    };
  }

  async end(idHash: string): Promise<void> {
    await this.db.execute('DELETE FROM console_sessions WHERE id_hash = ?', [idHash]);
  }

  /** Ends every session of the account, on every instance (in `tx` when given). */
  async endAll(accountId: string, tx: Database = this.db): Promise<number> {
    return (await tx.execute('DELETE FROM console_sessions WHERE account_id = ?', [accountId])).rowsAffected;
  }

  /** Sessions past either timeout: removed now and then, so the table holds live ones only. */
  async removeEnded(): Promise<void> {
    const now = this.now();
    await this.db.execute('DELETE FROM console_sessions WHERE expires_at <= ? OR last_seen_at <= ?', [
      iso(now),
      iso(now - idleTimeoutMs),
    ]);
  }
}
