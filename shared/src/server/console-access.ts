/**
 * Who is asking an area's console API (decision 064). The shell alone hands console requests
 * to an area, in-process, after checking the session, and names the signed-in account in the
 * `x-console-account` header (JSON of a ConsoleAccount); the site server removes that header
 * from every request from outside and answers an outside request to `/api/<area>/console/…`
 * with 404, so an area may trust it. An area checks the role on every console route with
 * `requireConsoleRole`, which answers the refusal itself in the shell's own words.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  consoleRefusals,
  parseConsoleAccount,
  roleMay,
  type ConsoleAccount,
  type ConsoleRole,
} from '../console/console-types';

export const consoleAccountHeader = 'x-console-account';

/** The path segment under an area's API prefix that only the shell's hand-over reaches. */
export const areaConsoleSegment = 'console';

/**
 * The header's value for an account: JSON in ASCII only (`\uXXXX` for anything else), since a
 * header carries Latin-1 at most and an address may hold other letters.
 */
export function consoleAccountHeaderValue(account: ConsoleAccount): string {
  const { id, email, role } = account;
  return JSON.stringify({ id, email, role }).replace(
    /[^\x20-\x7e]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** The account the shell handed the request over for, or undefined (no header, or not one account). */
export function consoleAccountOf(request: Pick<FastifyRequest, 'headers'>): ConsoleAccount | undefined {
  const header = request.headers[consoleAccountHeader];
  if (typeof header !== 'string' || header.length > 2_000) return undefined;
  try {
    return parseConsoleAccount(JSON.parse(header));
  } catch {
    return undefined;
  }
}

/**
 * The account when it may do what `role` may (admins pass every check); otherwise answers
 * 401 (no account) or 403 (another role) with `{ error }` and returns undefined: the route
 * then returns without answering again.
 */
export function requireConsoleRole(
  request: Pick<FastifyRequest, 'headers'>,
  reply: FastifyReply,
  role: ConsoleRole,
): ConsoleAccount | undefined {
  const account = consoleAccountOf(request);
  if (!account) {
    void reply.code(401).header('cache-control', 'private, no-store').send({ error: consoleRefusals.signedOut });
    return undefined;
  }
  if (!roleMay(account.role, [role])) {
    void reply
      .code(403)
      .header('cache-control', 'private, no-store')
      .send({ error: consoleRefusals.roleNeeded(role, account.role) });
    return undefined;
  }
  return account;
}

/** What an area's console change writes to the audit log (never what a visitor wrote, nor their address). */
export interface ConsoleActionEntry {
  /** One of the audit log's actions (platform/src/console/audit-log.ts); another is refused. */
  action: string;
  /** What it was about: an id and kind (`event-submission 42`), a version. */
  target: string;
  /** A short line: counts, versions, a status; never a visitor's words or address. */
  detail: string;
}
