/**
 * Who is asking (decision 059): the session the cookie names, checked on the server for every
 * console call, and the role a call needs. No or ended session: 401 (and the stale cookie is
 * cleared); a role that may not: 403. Admins may do everything the other roles may.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { consoleRefusals, roleMay, type ConsoleRole } from '@estes/shared/console';
import type { ConsoleContext } from './console-context';
import { ConsoleError } from './console-requests';
import { clearSessionCookie, sessionIdOf, type ConsoleSession } from './sessions';

export async function sessionOf(
  context: ConsoleContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<ConsoleSession> {
  const sessionId = sessionIdOf(request);
  const session = sessionId === undefined ? undefined : await context.sessions.read(sessionId);
  if (session) return session;
  if (sessionId !== undefined) clearSessionCookie(reply);
  throw new ConsoleError(401, consoleRefusals.signedOut);
}

export async function sessionWithRole(
  context: ConsoleContext,
  request: FastifyRequest,
  reply: FastifyReply,
  role: ConsoleRole,
): Promise<ConsoleSession> {
  const session = await sessionOf(context, request, reply);
  if (!roleMay(session.account.role, [role])) {
    throw new ConsoleError(403, consoleRefusals.roleNeeded(role, session.account.role));
  }
  return session;
}
