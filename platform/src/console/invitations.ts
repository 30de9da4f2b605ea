/**
 * Invitations to the operator console (decision 059): the only way an account is made or a lost
 * passkey replaced. An invitation names an email and a role, is valid 24 hours and is used once.
 * Its token travels only in the link's fragment (`/console/welcome#<token>`, never sent to a
 * server log or in a Referer); the database keeps only the token's SHA-256.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Database } from '@estes/shared/server';
import type { ConsoleRole } from '@estes/shared/console';
import { appendAudit } from './audit-log';

// One role per account: reviewer (submissions), operator (deploys, health), admin (people,
// audit, everything). Defined once, in `@estes/shared/console` (decision 064).
export { consoleRoles, type ConsoleRole } from '@estes/shared/console';

export const invitationValidityMs = 24 * 60 * 60_000;

export const hashSecret = (secret: string) => createHash('sha256').update(secret, 'utf8').digest('hex');

/** An email as the console keeps it: trimmed, lower case (one account per address). */
export const normalEmail = (email: string) => email.trim().toLowerCase();

export function invitationLink(siteUrl: string, token: string): string {
  return `${new URL(siteUrl).origin}/console/welcome#${token}`;
}

export interface NewInvitation {
  id: string;
  link: string;
  email: string;
  role: ConsoleRole;
  expiresAt: string;
}

export interface InvitationRequest {
  email: string;
  role: ConsoleRole;
  /** Who invites: an admin's email, or `cli:<user>@<host>`. */
  invitedBy: string;
  /** Where: the instance, or the command line's host. */
  instance: string;
  siteUrl: string;
  now?: number;
}

/** Stores an invitation and its audit entry in one transaction; the link is shown once. */
export async function createInvitation(db: Database, request: InvitationRequest): Promise<NewInvitation> {
  const now = request.now ?? Date.now();
  const token = randomBytes(32).toString('base64url');
  const id = randomUUID();
  const email = normalEmail(request.email);
  const expiresAt = new Date(now + invitationValidityMs).toISOString();
  await db.transaction(async (tx) => {
    await tx.execute(
      `INSERT INTO console_invitations (id, token_hash, email, role, invited_by, created_at, expires_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
      [id, hashSecret(token), email, request.role, request.invitedBy, new Date(now).toISOString(), expiresAt],
    );
    await appendAudit(
      tx,
      {
        actor: request.invitedBy,
        action: 'invitation-created',
        target: email,
        // The entry's own time (`at`) says when; a raw UTC time here only made people convert it.
        detail: `role ${request.role}, valid for ${invitationValidityMs / 3_600_000} hours`,
        instance: request.instance,
      },
      now,
    );
  });
  return { id, link: invitationLink(request.siteUrl, token), email, role: request.role, expiresAt };
}
