/** @jest-environment node */
/**
 * `npm run console -- invite` as an operator runs it (a child process, on each engine): the
 * link last on stdout, for SITE_URL, valid 24 hours; the invitation stored by its hash with an
 * audit entry naming the person at the keyboard; a wrong command line explained, exit code 2.
 */
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { auditRetentionDays, openDatabase, readAudit } from '@estes/platform';
import { legalDocuments } from '@estes/mfe-content/legal-documents';
import { createTestDatabase, testEngines } from '@estes/platform/testing';
import { repositoryRoot } from './lib/apps';

const runConsole = (args: readonly string[], env: Record<string, string>) =>
  spawnSync(process.execPath, ['--import', 'tsx', path.join('tools', 'console.ts'), ...args], {
    cwd: repositoryRoot,
    env: { ...process.env, DATA_DIR: '', DATABASE_URL: '', SITE_URL: '', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });

describe.each(testEngines())('npm run console on %s', (engine) => {
  test('invite prints a one-time link last, and the audit log says who made it', async () => {
    const database = await createTestDatabase(engine);
    try {
      const env = { DATABASE_URL: database.url, SITE_URL: 'https://www.estes.example' };
      const result = runConsole(['invite', 'Chief@Estes.example', '--role', 'admin'], env);
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
      const lines = result.stdout.trim().split('\n');
      expect(lines.at(-1)).toMatch(/^https:\/\/www\.estes\.example\/console\/welcome#[\w-]{43}$/);
      expect(result.stdout).toContain('chief@estes.example as admin');

      const db = await openDatabase({ databaseUrl: database.url, dataDir: os.tmpdir() });
      try {
        const [invitation] = await db.query<{ email: string; role: string; invited_by: string; expires_at: string }>(
          'SELECT email, role, invited_by, expires_at FROM console_invitations',
        );
        const actor = `cli:${os.userInfo().username}@${os.hostname()}`;
        expect(invitation).toMatchObject({ email: 'chief@estes.example', role: 'admin', invited_by: actor });
        const hoursValid = (Date.parse(invitation?.expires_at ?? '') - Date.now()) / 3_600_000;
        expect(hoursValid).toBeGreaterThan(23.9);
        expect(hoursValid).toBeLessThanOrEqual(24);
        const { entries } = await readAudit(db, { limit: 5 });
        expect(entries).toEqual([
          expect.objectContaining({
            actor,
            action: 'invitation-created',
            target: 'chief@estes.example',
            detail: 'role admin, valid for 24 hours',
          }),
        ]);
      } finally {
        await db.close();
      }

      const wrongRole = runConsole(['invite', 'someone@estes.example', '--role', 'owner'], env);
      expect(wrongRole.status).toBe(2);
      expect(wrongRole.stderr).toContain('There is no role “owner”: use reviewer, operator, admin.');
      const noEmail = runConsole(['invite', '--role', 'admin'], env);
      expect(noEmail.status).toBe(2);
      expect(noEmail.stderr).toContain('Give the email address');
    } finally {
      await database.drop();
    }
  }, 120_000);
});

test('the privacy policy states the audit log’s retention the retention job applies', () => {
  const section = legalDocuments['privacy-policy'].sections.find(
    (candidate) => candidate.id === 'the-operator-console',
  );
  const text = JSON.stringify(section);
  expect(text).toContain(`${auditRetentionDays} days`);
  expect(text).toContain('deleted automatically');
  expect(text).toContain('no visitor’s IP address');
});
