/**
 * The challenges of passkey ceremonies (decision 059): stored in the database, since a fleet's
 * balancer may send a ceremony's options and its verification to different instances; valid 5
 * minutes; taken once (the DELETE that takes one succeeds on one request only, whichever
 * instance it reaches). Expired ones are cleared whenever a new one is made.
 */
import { randomUUID } from 'node:crypto';
import type { Database } from '@estes/shared/server';

export const ceremonyValidityMs = 5 * 60_000;

export type CeremonyKind = 'registration' | 'authentication';

export interface Ceremony {
  id: string;
  kind: CeremonyKind;
  challenge: string;
  /** A registration's invitation, and the WebAuthn user handle the new passkey gets. */
  invitationId: string | null;
  webauthnUserId: string | null;
}

interface CeremonyRow extends Record<string, unknown> {
  challenge: string;
  invitation_id: string | null;
  webauthn_user_id: string | null;
  expires_at: string;
}

export class CeremonyStore {
  constructor(
    private readonly db: Database,
    private readonly now: () => number,
  ) {}

  async create(ceremony: Omit<Ceremony, 'id'>): Promise<string> {
    const id = randomUUID();
    const now = this.now();
    await this.db.execute('DELETE FROM console_ceremonies WHERE expires_at <= ?', [new Date(now).toISOString()]);
    await this.db.execute(
      `INSERT INTO console_ceremonies (id, kind, challenge, invitation_id, webauthn_user_id, expires_at)
       VALUES (?, ?, ?, ?, ?, ?)`,
      [
        id,
        ceremony.kind,
        ceremony.challenge,
        ceremony.invitationId,
        ceremony.webauthnUserId,
        new Date(now + ceremonyValidityMs).toISOString(),
      ],
    );
    return id;
  }

  /** The ceremony, used up by this call; undefined when unknown, of another kind, used or expired. */
  async take(id: string, kind: CeremonyKind): Promise<Ceremony | undefined> {
    const [row] = await this.db.query<CeremonyRow>(
      'SELECT challenge, invitation_id, webauthn_user_id, expires_at FROM console_ceremonies WHERE id = ? AND kind = ?',
      [id, kind],
    );
    if (!row) return undefined;
    const { rowsAffected } = await this.db.execute('DELETE FROM console_ceremonies WHERE id = ?', [id]);
    if (rowsAffected !== 1 || this.now() >= Date.parse(row.expires_at)) return undefined;
    return {
      id,
      kind,
      challenge: row.challenge,
      invitationId: row.invitation_id,
      webauthnUserId: row.webauthn_user_id,
    };
  }
}
