/**
 * What admins see and do here (decision 059): the people (accounts and open invitations), new
 * invitations (the link shown once, to pass on), and the audit log, newest first.
 */
import type { FastifyInstance } from 'fastify';
import { createInvitation, readAudit, type ConsoleRole } from '@estes/platform';
import type { ConsoleContext } from './console-context';
import { auditQuery, newInvitationBody, parseInput } from './request-schemas';
import { sessionWithRole } from './session-guard';

interface AccountRow extends Record<string, unknown> {
  id: string;
  email: string;
  role: ConsoleRole;
  created_at: string;
  passkeys: number | string;
  last_sign_in_at: string | null;
}

interface InvitationRow extends Record<string, unknown> {
  id: string;
  email: string;
  role: ConsoleRole;
  created_at: string;
  expires_at: string;
  invited_by: string;
}

/** A console has a handful of people; the bound keeps one answer small whatever happens. */
const peopleLimit = 500;

export async function adminRoutes(app: FastifyInstance, context: ConsoleContext): Promise<void> {
  app.get('/console/api/people', async (request, reply) => {
    await sessionWithRole(context, request, reply, 'admin');
    const accounts = await context.db.query<AccountRow>(
      `SELECT a.id, a.email, a.role, a.created_at, a.last_sign_in_at,
         (SELECT COUNT(*) FROM console_passkeys p WHERE p.account_id = a.id) AS passkeys
       FROM console_accounts a ORDER BY a.email LIMIT ?`,
      [peopleLimit],
    );
    const invitations = await context.db.query<InvitationRow>(
      `SELECT id, email, role, created_at, expires_at, invited_by FROM console_invitations
       WHERE used_at IS NULL AND expires_at > ? ORDER BY created_at DESC LIMIT ?`,
      [new Date(context.now()).toISOString(), peopleLimit],
    );
    return {
      accounts: accounts.map((row) => ({
        id: row.id,
        email: row.email,
        role: row.role,
        createdAt: row.created_at,
        passkeys: Number(row.passkeys),
        lastSignInAt: row.last_sign_in_at,
      })),
      invitations: invitations.map((row) => ({
        id: row.id,
        email: row.email,
        role: row.role,
        createdAt: row.created_at,
        expiresAt: row.expires_at,
        invitedBy: row.invited_by,
      })),
    };
  });

  app.post('/console/api/invitations', { bodyLimit: 2048 }, async (request, reply) => {
    const session = await sessionWithRole(context, request, reply, 'admin');
    const { email, role } = parseInput(newInvitationBody, request.body);
    const invitation = await createInvitation(context.db, {
      email,
      role,
      invitedBy: session.account.email,
      instance: context.instanceId,
      siteUrl: context.siteUrl,
      now: context.now(),
    });
    return reply.code(201).send({
      link: invitation.link,
      email: invitation.email,
      role: invitation.role,
      expiresAt: invitation.expiresAt,
    });
  });

  app.get('/console/api/audit', async (request, reply) => {
    await sessionWithRole(context, request, reply, 'admin');
    const query = parseInput(auditQuery, request.query);
    return readAudit(context.db, query);
  });
}
