/**
 * @jest-environment node
 *
 * The operators' tools through a pipe, as they are run (`npm run submissions -- list | less`,
 * `export --format csv | gzip`, `report -- clicks --json | jq`): the real commands in a child
 * process on a SQLite database of 5,000 rows, read by a reader slower than the tool writes.
 * Every row arrives and the exit code is 0; a reader that stops early (`| head`) ends the tool
 * quietly with its usual code.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { outboundHourlyClicksTable } from '@estes/shared/server';
import { applyMigrations, openDatabase } from '@estes/platform';
import { planningMigrations } from '../mfe-planning/server/migrations';
import { newSubmissionId } from '../mfe-planning/server/submissions/submission-store';
import { lodgingMigrations } from '@estes/mfe-lodging/click-log';
import { repositoryRoot } from './lib/apps';

const rows = 5000;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'operator-output-'));
  const db = await openDatabase({ databaseUrl: undefined, dataDir });
  try {
    await applyMigrations(db, planningMigrations, { area: 'planning' });
    await applyMigrations(db, lodgingMigrations, { area: 'lodging' });
    // One transaction (5,000 commits of their own would take most of the test's time).
    const start = Date.parse('2026-11-20T08:00:00Z');
    await db.transaction(async (tx) => {
      for (let number = 1; number <= rows; number += 1) {
        await tx.execute(
          `INSERT INTO planning_submissions (id, kind, status, created_at, reviewed_at, name, email, summary, payload)
           VALUES (?, 'trip-request', 'new', ?, NULL, ?, ?, ?, ?)`,
          [
            newSubmissionId(),
            new Date(start + number * 1000).toISOString(),
            `Visitor ${number}`,
            `visitor-${number}@example.com`,
            `Trip request ${number}: June 12-15, 3-4 people`,
            JSON.stringify({ message: `Three days in June, request number ${number}.` }),
          ],
        );
      }
    });
    // As many partner links, each clicked once this hour.
    const hour = new Date().toISOString().slice(0, 13);
    await db.transaction(async (tx) => {
      for (let number = 1; number <= rows; number += 1) {
        await tx.execute(
          `INSERT INTO ${outboundHourlyClicksTable('lodging')} (hour, kind, target_id, from_page, clicks) VALUES (?, 'book', ?, '/accommodations', 1)`,
          [hour, `hotel-${number}`],
        );
      }
    });
  } finally {
    await db.close();
  }
}, 120_000);

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** A tool of tools/ as `npm run <tool> -- …` runs it, its stdout and stderr piped to this test. */
const run = (tool: string, args: readonly string[]) =>
  spawn(process.execPath, ['--import', 'tsx', path.join('tools', `${tool}.ts`), ...args], {
    cwd: repositoryRoot,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
  });

/** Reads `stream` to its end, one chunk at a time with a pause after each: the pipe fills and the tool must wait. */
async function readSlowly(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) {
    chunks.push(chunk as Buffer);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Buffer.concat(chunks).toString('utf8');
}

const readAll = async (stream: Readable) => {
  let text = '';
  for await (const chunk of stream) text += String(chunk);
  return text;
};

const exitCode = (child: ReturnType<typeof run>) =>
  new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));

async function slowlyRead(tool: string, args: readonly string[]) {
  const child = run(tool, args);
  const [out, err, code] = await Promise.all([readSlowly(child.stdout), readAll(child.stderr), exitCode(child)]);
  return { out, err, code };
}

describe('the operators’ tools through a slow pipe', () => {
  it('submissions list: every one of 5,000 rows, then the count, exit code 0', async () => {
    const { out, err, code } = await slowlyRead('submissions', ['list']);
    expect(err).toBe('');
    expect(code).toBe(0);
    const lines = out.trimEnd().split('\n');
    expect(lines).toHaveLength(rows + 2);
    expect(lines.filter((line) => / trip-request {2}new /.test(line))).toHaveLength(rows);
    // The newest rows come last: exactly what an early exit lost.
    expect(lines.at(-2)).toContain(`Visitor ${rows} <visitor-${rows}@example.com>`);
    expect(lines.at(-1)).toBe(`${rows} submissions.`);
  }, 60_000);

  it('submissions export --format csv: the header and 5,000 records, exit code 0', async () => {
    const { out, err, code } = await slowlyRead('submissions', ['export', '--format', 'csv']);
    expect(err).toBe('');
    expect(code).toBe(0);
    const lines = out.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^id,type,status,received_at/);
    expect(lines).toHaveLength(rows + 1);
    expect(lines.at(-1)).toContain(`visitor-${rows}@example.com`);
  }, 60_000);

  it('report clicks --json: the whole JSON document, exit code 0', async () => {
    const { out, err, code } = await slowlyRead('report', ['clicks', '--since', '1d', '--json']);
    expect(err).toBe('');
    expect(code).toBe(0);
    const report = JSON.parse(out) as { total: number; byLink: unknown[] };
    expect(report.total).toBe(rows);
    expect(report.byLink).toHaveLength(rows);
  }, 60_000);

  it('a reader that stops early (| head) ends the tool quietly with its usual exit code', async () => {
    const child = run('submissions', ['list']);
    const stderr = readAll(child.stderr);
    const closed = exitCode(child);
    // The first chunk, then the reader goes away, as `head -1` does.
    const [first] = (
      await new Promise<Buffer[]>((resolve) => child.stdout.once('data', (chunk) => resolve([chunk])))
    ).map(String);
    child.stdout.destroy();
    expect(first).toMatch(/^ID {2}/);
    expect(await closed).toBe(0);
    expect(await stderr).toBe('');
  }, 60_000);
});
