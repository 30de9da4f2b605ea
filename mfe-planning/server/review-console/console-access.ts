/**
 * TEMPORARY until the contract's branch (decision 064) is merged: `consoleAccountOf` and
 * `requireConsoleRole` as the contract defines them for `@estes/shared/server`.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

export const consoleRoles = ['reviewer', 'operator', 'admin'] as const;
export type ConsoleRole = (typeof consoleRoles)[number];
export interface ConsoleAccount {
  id: string;
  email: string;
  role: ConsoleRole;
}

export const consoleAccountHeader = 'x-console-account';

export function consoleAccountOf(request: FastifyRequest): ConsoleAccount | undefined {
  const raw = request.headers[consoleAccountHeader];
  if (typeof raw !== 'string') return undefined;
  try {
    const value = JSON.parse(raw) as Partial<ConsoleAccount>;
    if (
      typeof value.id === 'string' &&
      typeof value.email === 'string' &&
      (consoleRoles as readonly string[]).includes(String(value.role))
    ) {
      return { id: value.id, email: value.email, role: value.role as ConsoleRole };
    }
  } catch {
    return undefined;
  }
  return undefined;
}

const roleNames: Record<ConsoleRole, string> = { reviewer: 'reviewers', operator: 'operators', admin: 'admins' };

export function requireConsoleRole(
  request: FastifyRequest,
  reply: FastifyReply,
  role: ConsoleRole,
): ConsoleAccount | undefined {
  const account = consoleAccountOf(request);
  if (!account) {
    void reply.code(401).send({ error: 'You are not signed in, or your session has ended: sign in again.' });
    return undefined;
  }
  if (account.role !== role && account.role !== 'admin') {
    void reply.code(403).send({
      error: `Only ${roleNames[role]} and admins may do this; you are signed in as a ${account.role}.`,
    });
    return undefined;
  }
  return account;
}
