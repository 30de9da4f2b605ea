/**
 * Console accounts and their passkeys (decision 059). An account is made by accepting an
 * invitation; accepting another for the same email replaces the account's passkeys (a lost
 * one) and takes the invitation's role. One role per account.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { Database } from '@estes/shared/server';
import type { ConsoleRole } from '@estes/platform';
import type { ConsoleAccount } from './sessions';

export interface StoredPasskey {
  id: string;
  accountId: string;
  publicKey: Uint8Array<ArrayBuffer>;
  counter: number;
  transports: string[];
  webauthnUserId: string;
  account: ConsoleAccount;
}

interface PasskeyRow extends Record<string, unknown> {
  id: string;
  public_key: string;
  counter: number | string;
  transports: string;
  account_id: string;
  email: string;
  role: ConsoleRole;
  webauthn_user_id: string;
}

export async function passkeyById(db: Database, credentialId: string): Promise<StoredPasskey | undefined> {
  const [row] = await db.query<PasskeyRow>(
    `SELECT p.id, p.public_key, p.counter, p.transports, a.id AS account_id, a.email, a.role, a.webauthn_user_id
     FROM console_passkeys p JOIN console_accounts a ON a.id = p.account_id WHERE p.id = ?`,
    [credentialId],
  );
  if (!row) return undefined;
  return {
    id: row.id,
    accountId: row.account_id,
    publicKey: new Uint8Array(Buffer.from(row.public_key, 'base64url')),
    counter: Number(row.counter),
    transports: JSON.parse(row.transports) as string[],
    webauthnUserId: row.webauthn_user_id,
    account: { id: row.account_id, email: row.email, role: row.role },
  };
}

export async function recordPasskeyUse(
  db: Database,
  credentialId: string,
  counter: number,
  now: number,
): Promise<void> {
  await db.execute('UPDATE console_passkeys SET counter = ?, last_used_at = ? WHERE id = ?', [
    counter,
    new Date(now).toISOString(),
    credentialId,
  ]);
}

export async function accountByEmail(
  db: Database,
  email: string,
): Promise<(ConsoleAccount & { webauthnUserId: string }) | undefined> {
  const [row] = await db.query<{ id: string; email: string; role: ConsoleRole; webauthn_user_id: string }>(
    'SELECT id, email, role, webauthn_user_id FROM console_accounts WHERE email = ?',
    [email],
  );
  return row && { id: row.id, email: row.email, role: row.role, webauthnUserId: row.webauthn_user_id };
}

/** A fresh WebAuthn user handle: random, never the email (authenticators may show or sync it). */
export const newWebauthnUserId = () => randomBytes(32).toString('base64url');

export interface NewPasskey {
  id: string;
  publicKey: Uint8Array;
  counter: number;
  transports: string[];
}

/**
 * In `tx`: the invited account made (or, for an email that has one, its passkeys removed and its
 * role set to the invitation's) and the new passkey stored. Answers the account and whether it
 * already existed.
 */
export async function storeInvitedAccount(
  tx: Database,
  invited: { email: string; role: ConsoleRole; webauthnUserId: string },
  passkey: NewPasskey,
  now: number,
): Promise<{ account: ConsoleAccount; replaced: boolean }> {
  const at = new Date(now).toISOString();
  const existing = await accountByEmail(tx, invited.email);
  let accountId: string;
  if (existing) {
    accountId = existing.id;
    await tx.execute('DELETE FROM console_passkeys WHERE account_id = ?', [accountId]);
    // The new passkey carries the user handle the ceremony gave it.
    await tx.execute('UPDATE console_accounts SET role = ?, webauthn_user_id = ?, last_sign_in_at = ? WHERE id = ?', [
      invited.role,
      invited.webauthnUserId,
      at,
      accountId,
    ]);
  } else {
    accountId = randomUUID();
    await tx.execute(
      `INSERT INTO console_accounts (id, email, role, webauthn_user_id, created_at, last_sign_in_at)
       VALUES (?, ?, ?, ?, ?, ?)`,
      [accountId, invited.email, invited.role, invited.webauthnUserId, at, at],
    );
  }
  await tx.execute(
    `INSERT INTO console_passkeys (id, account_id, public_key, counter, transports, created_at, last_used_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
    [
      passkey.id,
      accountId,
      Buffer.from(passkey.publicKey).toString('base64url'),
      passkey.counter,
      JSON.stringify(passkey.transports.slice(0, 8)),
      at,
      at,
    ],
  );
  return { account: { id: accountId, email: invited.email, role: invited.role }, replaced: existing !== undefined };
}
