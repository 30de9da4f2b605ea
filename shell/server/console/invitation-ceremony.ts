/**
 * Accepting an invitation (decision 059): its holder gets registration options for a new
 * passkey (a discoverable one, user verification required, no attestation asked), and with the
 * authenticator's answer an account (or, for an email that has one, its passkeys replaced and
 * every session of it ended), a session, and the invitation used up, in one transaction.
 */
import { generateRegistrationOptions, verifyRegistrationResponse } from '@simplewebauthn/server';
import type { Database } from '@estes/shared/server';
import { hashSecret, type ConsoleRole } from '@estes/platform';
import { accountByEmail, newWebauthnUserId, storeInvitedAccount } from './accounts';
import type { ConsoleContext } from './console-context';
import { ConsoleError } from './console-requests';
import type { RegistrationResponse } from './request-schemas';
import type { ConsoleAccount } from './sessions';

/** ES256 and RS256: what platform authenticators and security keys make (COSE ids). */
const supportedAlgorithmIDs = [-7, -257];

interface OpenInvitation extends Record<string, unknown> {
  id: string;
  email: string;
  role: ConsoleRole;
}

const invitationGone = () =>
  new ConsoleError(410, 'This invitation has been used, has expired or does not exist: ask an admin for a new one.');

async function openInvitation(db: Database, token: string, now: number): Promise<OpenInvitation> {
  const [row] = await db.query<OpenInvitation & { expires_at: string; used_at: string | null }>(
    'SELECT id, email, role, expires_at, used_at FROM console_invitations WHERE token_hash = ?',
    [hashSecret(token)],
  );
  if (!row || row.used_at !== null || now >= Date.parse(row.expires_at)) throw invitationGone();
  return { id: row.id, email: row.email, role: row.role };
}

export async function invitationOptions(context: ConsoleContext, token: string) {
  const invitation = await openInvitation(context.db, token, context.now());
  const existing = await accountByEmail(context.db, invitation.email);
  const webauthnUserId = existing?.webauthnUserId ?? newWebauthnUserId();
  const options = await generateRegistrationOptions({
    rpName: context.relyingParty.name,
    rpID: context.relyingParty.id,
    userName: invitation.email,
    userDisplayName: invitation.email,
    userID: new Uint8Array(Buffer.from(webauthnUserId, 'base64url')),
    attestationType: 'none',
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    supportedAlgorithmIDs,
    timeout: 120_000,
  });
  const ceremonyId = await context.ceremonies.create({
    kind: 'registration',
    challenge: options.challenge,
    invitationId: invitation.id,
    webauthnUserId,
  });
  return { ceremonyId, email: invitation.email, role: invitation.role, options };
}

async function verifiedPasskey(context: ConsoleContext, response: RegistrationResponse, challenge: string) {
  const verification = await verifyRegistrationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: context.relyingParty.origin,
    expectedRPID: context.relyingParty.id,
    requireUserVerification: true,
    supportedAlgorithmIDs,
  }).catch((error: unknown) => {
    throw new ConsoleError(400, `The new passkey could not be verified (${errorText(error)}): try again.`);
  });
  if (!verification.verified) throw new ConsoleError(400, 'The new passkey could not be verified: try again.');
  const { credential } = verification.registrationInfo;
  return {
    id: credential.id,
    publicKey: credential.publicKey,
    counter: credential.counter,
    transports: credential.transports ?? [],
  };
}

export const errorText = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').slice(0, 200);

export async function acceptInvitation(
  context: ConsoleContext,
  body: { token: string; ceremonyId: string; response: RegistrationResponse },
): Promise<{ account: ConsoleAccount; sessionId: string }> {
  const invitation = await openInvitation(context.db, body.token, context.now());
  const ceremony = await context.ceremonies.take(body.ceremonyId, 'registration');
  if (!ceremony || ceremony.invitationId !== invitation.id || !ceremony.webauthnUserId) {
    throw new ConsoleError(
      400,
      'This passkey step has expired or was already used: start again from the invitation link.',
    );
  }
  const passkey = await verifiedPasskey(context, body.response, ceremony.challenge);
  const webauthnUserId = ceremony.webauthnUserId;
  const now = context.now();
  return context.db.transaction(async (tx) => {
    // Two tabs accepting one invitation: the first one uses it up, the second is told it is gone.
    const used = await tx.execute('UPDATE console_invitations SET used_at = ? WHERE id = ? AND used_at IS NULL', [
      new Date(now).toISOString(),
      invitation.id,
    ]);
    if (used.rowsAffected !== 1) throw invitationGone();
    const { account, replaced } = await storeInvitedAccount(tx, { ...invitation, webauthnUserId }, passkey, now);
    if (replaced) await context.sessions.endAll(account.id, tx);
    const sessionId = await context.sessions.create(account.id, tx);
    await context.audit(
      {
        actor: account.email,
        action: replaced ? 'passkey-replaced' : 'account-created',
        target: account.email,
        detail: replaced
          ? `role ${account.role}; the account's earlier passkeys and sessions were ended`
          : `role ${account.role}`,
      },
      tx,
    );
    await context.audit(
      { actor: account.email, action: 'sign-in', target: account.email, detail: 'with a new passkey' },
      tx,
    );
    return { account, sessionId };
  });
}
