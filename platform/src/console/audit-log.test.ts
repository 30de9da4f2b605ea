/** @jest-environment node */
/**
 * The console's audit log on each engine (PostgreSQL when TEST_DATABASE_URL is set): newest
 * first in pages, append-only in the database itself (UPDATE, early DELETE and TRUNCATE refused
 * by triggers), and the retention job the one deletion, of entries past 730 days.
 */
import { applyMigrations } from '../db/migrations';
import { openDatabase } from '../db/open-database';
import type { SiteDatabase } from '../db/site-database';
import { createTestDatabase, testEngines, type TestDatabase } from '../testing/test-databases';
import { appendAudit, readAudit, removeExpiredAudit } from './audit-log';
import { auditRetentionDays, consoleMigrations } from './console-migrations';
import { createInvitation } from './invitations';

const dayMs = 24 * 60 * 60_000;

describe.each(testEngines())('the audit log on %s', (engine) => {
  let database: TestDatabase;
  let db: SiteDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    db = await openDatabase({ databaseUrl: database.url, dataDir: '/nonexistent' });
    expect(await applyMigrations(db, consoleMigrations)).toEqual([
      'shell-console-001-accounts-sessions',
      'shell-console-002-audit-log',
    ]);
    expect(await applyMigrations(db, consoleMigrations)).toEqual([]);
  });
  afterAll(async () => {
    await db.close();
    await database.drop();
  });

  const entry = (target: string) =>
    ({ actor: 'admin@estes.example', action: 'sign-in', target, detail: '', instance: 'a' }) as const;

  test('reads newest first, a page at a time, to the end', async () => {
    for (let index = 1; index <= 5; index += 1)
      await appendAudit(db, entry(`t${index}`), Date.now() - (10 - index) * 1000);
    const first = await readAudit(db, { limit: 2 });
    expect(first.entries.map((row) => row.target)).toEqual(['t5', 't4']);
    expect(first.entries[0]).toEqual({
      id: expect.any(Number),
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      actor: 'admin@estes.example',
      action: 'sign-in',
      target: 't5',
      detail: '',
      instance: 'a',
    });
    const second = await readAudit(db, { before: first.nextBefore ?? 0, limit: 2 });
    expect(second.entries.map((row) => row.target)).toEqual(['t3', 't2']);
    const last = await readAudit(db, { before: second.nextBefore ?? 0, limit: 2 });
    expect(last).toEqual({ entries: [expect.objectContaining({ target: 't1' })], nextBefore: null });
  });

  test('refuses to change an entry, or to remove one before its retention ends, whoever asks', async () => {
    await expect(db.execute("UPDATE console_audit SET actor = 'someone else'")).rejects.toThrow(/append-only/);
    await expect(db.execute('DELETE FROM console_audit')).rejects.toThrow(/append-only/);
    if (engine === 'PostgreSQL') await expect(db.execute('TRUNCATE console_audit')).rejects.toThrow(/append-only/);
    expect((await readAudit(db, { limit: 100 })).entries).toHaveLength(5);
  });

  test('the retention job removes entries older than the retention period, and only those', async () => {
    const now = Date.now();
    await appendAudit(db, entry('old'), now - (auditRetentionDays + 2) * dayMs);
    await appendAudit(db, entry('nearly old'), now - (auditRetentionDays - 1) * dayMs);
    expect(await removeExpiredAudit(db, now)).toBe(1);
    // An instance whose clock runs ahead of the database's still asks only for what the trigger lets go.
    expect(await removeExpiredAudit(db, now + 2 * dayMs - 60_000)).toBe(0);
    const targets = (await readAudit(db, { limit: 100 })).entries.map((row) => row.target);
    expect(targets).toContain('nearly old');
    expect(targets).not.toContain('old');
  });

  test('an invitation and its audit entry are stored together', async () => {
    const invitation = await createInvitation(db, {
      email: ' New@Estes.example ',
      role: 'reviewer',
      invitedBy: 'cli:ops@host',
      instance: 'host (command line)',
      siteUrl: 'https://www.estes.example/some/path',
    });
    expect(invitation.link).toMatch(/^https:\/\/www\.estes\.example\/console\/welcome#[\w-]{43}$/);
    expect(invitation.email).toBe('new@estes.example');
    const [stored] = await db.query<{ token_hash: string }>('SELECT token_hash FROM console_invitations');
    expect(stored?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(invitation.link).not.toContain(stored?.token_hash);
    const [latest] = (await readAudit(db, { limit: 1 })).entries;
    expect(latest).toMatchObject({ actor: 'cli:ops@host', action: 'invitation-created', target: 'new@estes.example' });
  });
});
