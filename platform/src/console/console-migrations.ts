/**
 * The operator console's tables (issue 32, decision 059), the shell's own: applied by the site
 * server at start and by `npm run console` before it writes, on SQLite and PostgreSQL alike.
 * Times are ISO 8601 text in UTC (`Date#toISOString`), which sorts as it reads on both engines.
 * Secrets are never stored as given: a session id and an invitation token are kept as their
 * SHA-256 (a copy of the database opens no session and accepts no invitation).
 */
import type { SiteMigration } from '../db/migrations';

/** Days an audit entry is kept before the retention job removes it (the privacy policy says so). */
export const auditRetentionDays = 730;

const tables = `
  CREATE TABLE console_accounts (
    id TEXT PRIMARY KEY,
    email TEXT NOT NULL UNIQUE,
    role TEXT NOT NULL,
    webauthn_user_id TEXT NOT NULL UNIQUE,
    created_at TEXT NOT NULL,
    last_sign_in_at TEXT
  );
  CREATE TABLE console_passkeys (
    id TEXT PRIMARY KEY,
    account_id TEXT NOT NULL REFERENCES console_accounts (id),
    public_key TEXT NOT NULL,
    counter INTEGER NOT NULL,
    transports TEXT NOT NULL,
    created_at TEXT NOT NULL,
    last_used_at TEXT
  );
  CREATE INDEX console_passkeys_account ON console_passkeys (account_id);
  CREATE TABLE console_invitations (
    id TEXT PRIMARY KEY,
    token_hash TEXT NOT NULL UNIQUE,
    email TEXT NOT NULL,
    role TEXT NOT NULL,
    invited_by TEXT NOT NULL,
    created_at TEXT NOT NULL,
    expires_at TEXT NOT NULL,
    used_at TEXT
  );
  CREATE TABLE console_ceremonies (
    id TEXT PRIMARY KEY,
    kind TEXT NOT NULL,
    challenge TEXT NOT NULL,
    invitation_id TEXT,
    webauthn_user_id TEXT,
    expires_at TEXT NOT NULL
  );
  CREATE INDEX console_ceremonies_expiry ON console_ceremonies (expires_at);
  CREATE TABLE console_sessions (
    id_hash TEXT PRIMARY KEY,
    account_id TEXT NOT NULL REFERENCES console_accounts (id),
    created_at TEXT NOT NULL,
    last_seen_at TEXT NOT NULL,
    expires_at TEXT NOT NULL
  );
  CREATE INDEX console_sessions_account ON console_sessions (account_id)
`;

const auditColumns = `
    at TEXT NOT NULL,
    actor TEXT NOT NULL,
    action TEXT NOT NULL,
    target TEXT NOT NULL,
    detail TEXT NOT NULL,
    instance TEXT NOT NULL`;

const refusal = `the console audit log is append-only: entries are never changed, and removed only after ${auditRetentionDays} days`;

/**
 * The audit log refuses UPDATE always, and DELETE of an entry younger than the retention period,
 * in the database itself: the application (or anyone with its credentials) cannot rewrite
 * history; the retention job's DELETE of old entries is the one thing let through.
 */
const sqliteAuditLog = [
  `CREATE TABLE console_audit (
    id INTEGER PRIMARY KEY AUTOINCREMENT,${auditColumns}
  )`,
  `CREATE TRIGGER console_audit_no_update BEFORE UPDATE ON console_audit
   BEGIN SELECT RAISE(ABORT, '${refusal}'); END`,
  `CREATE TRIGGER console_audit_no_early_delete BEFORE DELETE ON console_audit
   WHEN OLD.at > strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-${auditRetentionDays} days')
   BEGIN SELECT RAISE(ABORT, '${refusal}'); END`,
];

const postgresAuditLog = [
  `CREATE TABLE console_audit (
    id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,${auditColumns}
  )`,
  `CREATE FUNCTION console_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     IF TG_OP = 'DELETE' THEN
       IF OLD.at <= to_char(now() AT TIME ZONE 'UTC' - interval '${auditRetentionDays} days', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') THEN
         RETURN OLD;
       END IF;
     END IF;
     RAISE EXCEPTION '${refusal}';
   END $$`,
  `CREATE TRIGGER console_audit_append_only BEFORE UPDATE OR DELETE ON console_audit
   FOR EACH ROW EXECUTE FUNCTION console_audit_append_only()`,
  // TRUNCATE skips row triggers: refused by a statement trigger of its own.
  `CREATE TRIGGER console_audit_no_truncate BEFORE TRUNCATE ON console_audit
   FOR EACH STATEMENT EXECUTE FUNCTION console_audit_append_only()`,
];

export const consoleMigrations: readonly SiteMigration[] = [
  { id: 'shell-console-001-accounts-sessions', up: tables },
  {
    id: 'shell-console-002-audit-log',
    statements: {
      sqlite: [...sqliteAuditLog, 'CREATE INDEX console_audit_at ON console_audit (at)'],
      postgres: [...postgresAuditLog, 'CREATE INDEX console_audit_at ON console_audit (at)'],
    },
  },
];
