/**
 * `npm run console -- invite <email> --role <role>` (decision 059): the way in for the first
 * admin, and for anyone when no admin can sign in. It stores an invitation valid 24 hours and
 * prints its one-time link as the last line of stdout, and writes the audit entry an admin's
 * invitation writes, with the person at the keyboard as `cli:<user>@<host>`.
 */
import os from 'node:os';
import {
  appendAudit,
  applyMigrations,
  consoleMigrations,
  consoleRoles,
  createInvitation,
  type AuditAction,
  type ConsoleRole,
} from '@estes/platform';
import type { Database } from '@estes/shared/server';

export interface ConsoleCliContext {
  db: Database;
  env: NodeJS.ProcessEnv;
  out: (line: string) => Promise<void>;
  err: (line: string) => Promise<void>;
  now?: number;
}

const usage = `Usage: npm run console -- invite <email> --role <${consoleRoles.join('|')}>
  Prints a one-time link, valid 24 hours, that makes an account (or replaces a lost passkey).`;

/** The site's public origin, by the server's rule: SITE_URL, else http://HOST:PORT. */
export function siteUrlOf(env: NodeJS.ProcessEnv): string {
  const host = env.HOST?.trim() || 'localhost';
  const siteUrl =
    env.SITE_URL?.trim() ||
    `http://${host === '0.0.0.0' || host === '::' ? 'localhost' : host}:${env.PORT?.trim() || 3000}`;
  const parsed = URL.canParse(siteUrl) ? new URL(siteUrl) : undefined;
  if (!parsed || !/^https?:$/.test(parsed.protocol)) throw new Error(`SITE_URL is not an http(s) address: ${siteUrl}`);
  return parsed.origin;
}

export const cliActor = () => `cli:${os.userInfo().username}@${os.hostname()}`;

/** Where a command-line entry of the audit log says it was made. */
const cliInstance = () => `${os.hostname()} (command line)`;

/**
 * Writes what an operator's command changed to the audit log the console shows (issue 32), as
 * the person at the keyboard. The log's tables are made first: a tool may run before the
 * server ever started on this database.
 */
export async function recordCliChange(
  db: Database,
  change: { action: AuditAction; target: string; detail: string },
): Promise<void> {
  await applyMigrations(db, consoleMigrations);
  await appendAudit(db, { ...change, actor: cliActor(), instance: cliInstance() });
}

function parseInvite(args: readonly string[]): { email: string; role: ConsoleRole } | string {
  const [email, ...rest] = args;
  const roleAt = rest.indexOf('--role');
  const role = roleAt >= 0 ? rest[roleAt + 1] : undefined;
  const others = rest.filter((_, index) => index !== roleAt && index !== roleAt + 1);
  if (!email || !/^[^\s@]{1,64}@[^\s@]{1,189}\.[^\s@]+$/.test(email) || email.length > 254) {
    return 'Give the email address of the person to invite.';
  }
  if (!role) return `Give a role with --role (${consoleRoles.join(', ')}).`;
  if (!(consoleRoles as readonly string[]).includes(role))
    return `There is no role “${role}”: use ${consoleRoles.join(', ')}.`;
  if (others.length > 0) return `Unexpected: ${others.join(' ')}`;
  return { email, role: role as ConsoleRole };
}

export async function runConsoleCli(args: readonly string[], context: ConsoleCliContext): Promise<number> {
  const [command, ...rest] = args;
  if (command !== 'invite') {
    await context.err(command && command !== 'help' ? `Unknown command: ${command}\n${usage}` : usage);
    return command && command !== 'help' ? 2 : 0;
  }
  const request = parseInvite(rest);
  if (typeof request === 'string') {
    await context.err(`${request}\n${usage}`);
    return 2;
  }
  const siteUrl = siteUrlOf(context.env);
  if (!context.env.SITE_URL?.trim()) await context.err(`SITE_URL is not set: the link uses ${siteUrl}.`);
  const invitation = await createInvitation(context.db, {
    ...request,
    invitedBy: cliActor(),
    instance: cliInstance(),
    siteUrl,
    now: context.now,
  });
  await context.out(`Invitation for ${invitation.email} as ${invitation.role}, valid until ${invitation.expiresAt}.`);
  await context.out('Send this link to them (it works once; whoever holds it can use it):');
  await context.out(invitation.link);
  return 0;
}
