/**
 * Signing in with a passkey (decision 059): discoverable credentials, so no email is asked;
 * the authenticator says which passkey it used, and its signature over the stored challenge is
 * checked with the public key kept at registration. A failed sign-in is a 401 and an audit
 * entry (without the caller's address: the log keeps no visitor addresses).
 */
import { generateAuthenticationOptions, verifyAuthenticationResponse } from '@simplewebauthn/server';
import { passkeyById, recordPasskeyUse } from './accounts';
import type { ConsoleContext } from './console-context';
import { ConsoleError } from './console-requests';
import { errorText } from './invitation-ceremony';
import type { AuthenticationResponse } from './request-schemas';
import type { ConsoleAccount } from './sessions';

export async function signInOptions(context: ConsoleContext) {
  const options = await generateAuthenticationOptions({
    rpID: context.relyingParty.id,
    userVerification: 'required',
    timeout: 120_000,
  });
  const ceremonyId = await context.ceremonies.create({
    kind: 'authentication',
    challenge: options.challenge,
    invitationId: null,
    webauthnUserId: null,
  });
  return { ceremonyId, options };
}

async function refuse(context: ConsoleContext, target: string, reason: string, sentence: string): Promise<never> {
  await context.audit({ actor: 'anonymous', action: 'sign-in-failed', target, detail: reason });
  throw new ConsoleError(401, sentence);
}

const notRecognised =
  'This passkey was not recognised: use the passkey you made for this console, or ask an admin for a new invitation.';

export async function signIn(
  context: ConsoleContext,
  body: { ceremonyId: string; response: AuthenticationResponse },
): Promise<{ account: ConsoleAccount; sessionId: string }> {
  const ceremony = await context.ceremonies.take(body.ceremonyId, 'authentication');
  if (!ceremony) {
    return refuse(
      context,
      '',
      'the sign-in step had expired or was used',
      'The sign-in took too long or was already used: start again.',
    );
  }
  const passkey = await passkeyById(context.db, body.response.id);
  if (!passkey) return refuse(context, '', 'an unknown passkey', notRecognised);
  const { userHandle } = body.response.response;
  if (userHandle !== undefined && userHandle !== passkey.webauthnUserId) {
    return refuse(context, passkey.account.email, 'the passkey answered for another user', notRecognised);
  }
  const verification = await verifyAuthenticationResponse({
    response: body.response,
    expectedChallenge: ceremony.challenge,
    expectedOrigin: context.relyingParty.origin,
    expectedRPID: context.relyingParty.id,
    credential: {
      id: passkey.id,
      publicKey: passkey.publicKey,
      counter: passkey.counter,
      transports: passkey.transports,
    },
    requireUserVerification: true,
  }).catch((error: unknown) => ({ verified: false as const, reason: errorText(error) }));
  if (!verification.verified) {
    const reason = 'reason' in verification ? verification.reason : 'the signature did not verify';
    return refuse(context, passkey.account.email, reason, notRecognised);
  }
  const now = context.now();
  return context.db.transaction(async (tx) => {
    await recordPasskeyUse(tx, passkey.id, verification.authenticationInfo.newCounter, now);
    await tx.execute('UPDATE console_accounts SET last_sign_in_at = ? WHERE id = ?', [
      new Date(now).toISOString(),
      passkey.accountId,
    ]);
    const sessionId = await context.sessions.create(passkey.accountId, tx);
    await context.audit(
      { actor: passkey.account.email, action: 'sign-in', target: passkey.account.email, detail: 'with a passkey' },
      tx,
    );
    return { account: passkey.account, sessionId };
  });
}
