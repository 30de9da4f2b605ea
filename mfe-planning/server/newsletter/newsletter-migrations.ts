/**
 * The newsletter outbox: every sign-up is a row before anything else happens, then the
 * provider forwarding updates it. Portable SQL (SQLite and PostgreSQL); times are ISO-8601
 * UTC text, which sorts in time order in both.
 */
import type { Migration } from '@estes/shared/server';

export const newsletterMigrations: readonly Migration[] = [
  {
    id: 'planning-newsletter-001-signups',
    up: `CREATE TABLE newsletter_signups (
      id TEXT PRIMARY KEY,
      email TEXT NOT NULL UNIQUE,
      placement TEXT NOT NULL,
      status TEXT NOT NULL,
      attempts INTEGER NOT NULL DEFAULT 0,
      next_attempt_at TEXT NOT NULL,
      last_error TEXT,
      provider_status INTEGER,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL,
      forwarded_at TEXT
    );
    CREATE INDEX newsletter_signups_due ON newsletter_signups (status, next_attempt_at);
    CREATE INDEX newsletter_signups_created ON newsletter_signups (created_at)`,
  },
];
