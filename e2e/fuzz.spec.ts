/**
 * The short run of `npm run fuzz` (tools/lib/fuzz.ts) in the suite: 1,500 generated hostile
 * requests as raw bytes against the production server. No answer of 500 or above, none that
 * hangs, the server alive and within its memory bound, and nothing of the run stored.
 */
import path from 'node:path';
import { createClient } from '@libsql/client';
import { e2eDataDir } from '../playwright.config';
import { describeRequest, runFuzz } from '../tools/lib/fuzz';
import { expect, test } from './fixtures';

test('1,500 hostile requests: no 5xx, no hang, nothing stored, the server alive', async ({ request, baseURL }) => {
  test.setTimeout(180_000);
  const { hostname, port } = new URL(baseURL ?? '');
  const mark = `fz${Date.now().toString(36)}`;
  const report = await runFuzz({
    host: hostname === 'localhost' ? '127.0.0.1' : hostname,
    port: Number(port),
    count: 1500,
    concurrency: 4,
    mark,
    seed: 17,
  });
  expect(report.sent).toBe(1500);
  expect(report.serverErrors.map((answer) => `${answer.status} ${describeRequest(answer.request)}`)).toEqual([]);
  expect(report.unanswered.map((answer) => describeRequest(answer.request))).toEqual([]);

  const health = await request.get('/healthz');
  expect(health.status()).toBe(200);
  const { memory } = (await health.json()) as { memory: { rssBytes: number } };
  expect(memory.rssBytes).toBeLessThan(768 * 1024 * 1024);

  const database = createClient({ url: `file:${path.resolve(e2eDataDir, 'site.db')}` });
  try {
    const submissions = await database.execute({
      sql: 'SELECT COUNT(*) AS total FROM planning_submissions WHERE name LIKE ? OR email LIKE ?',
      args: [`%${mark}%`, `%${mark}%`],
    });
    const signups = await database.execute({
      sql: 'SELECT COUNT(*) AS total FROM newsletter_signups WHERE email LIKE ?',
      args: [`%${mark}%`],
    });
    expect(Number(submissions.rows[0]?.total) + Number(signups.rows[0]?.total)).toBe(0);
  } finally {
    database.close();
  }
});
