/** @jest-environment node */
/**
 * The ceremonies' rate limit, counted in the site's database (decision 074), on SQLite and,
 * with TEST_DATABASE_URL, PostgreSQL: per sender and overall in fixed one-minute windows, with
 * the time to wait; calls arriving at once on two connections (two instances) let exactly the
 * limit through; the rows stay bounded and hold no address; past windows are deleted.
 */
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { applyMigrations, openDatabase, type SiteDatabase } from '@estes/platform';
import { createTestDatabase, testEngines, type TestDatabase } from '@estes/platform/testing';
import { ConsoleError } from './console-requests';
import { ceremonyCallMigrations, CeremonyRateLimit, type CeremonyLimits } from './rate-limits';

/** The refusal a call met (status and seconds to wait), or undefined when it was counted. */
const refusal = async (taking: Promise<void>) => {
  try {
    await taking;
  } catch (error) {
    if (error instanceof ConsoleError) {
      return { status: error.statusCode, retryAfterSeconds: error.retryAfterSeconds, message: error.message };
    }
    throw error;
  }
  return undefined;
};

describe.each(testEngines())('on %s', (engine) => {
  let database: TestDatabase;
  let db: SiteDatabase;
  let other: SiteDatabase;
  let clock: number;
  const limitOn = (on: SiteDatabase, limits: Partial<CeremonyLimits> = {}) =>
    new CeremonyRateLimit(
      on,
      { perAddressPerMinute: 2, overallPerMinute: 100, senderBuckets: 10_000, ...limits },
      () => clock,
    );
  const rows = () =>
    db.query<{ window_start: string; sender: string; calls: number }>(
      'SELECT window_start, sender, calls FROM console_ceremony_calls ORDER BY window_start, sender',
    );

  beforeEach(async () => {
    database = await createTestDatabase(engine);
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ceremony-calls-'));
    db = await openDatabase({ databaseUrl: database.url, dataDir });
    // A second connection, as a second instance of the site holds.
    other = await openDatabase({ databaseUrl: database.url, dataDir });
    await applyMigrations(db, ceremonyCallMigrations);
    clock = Date.parse('2026-11-27T17:02:15Z');
  });
  afterEach(async () => {
    await other.close();
    await db.close();
    await database.drop();
  });

  test('holds each sender to its limit and says how long to wait, until the next minute', async () => {
    const limit = limitOn(db);
    await limit.take('192.0.2.1');
    await limit.take('192.0.2.1');
    expect(await refusal(limit.take('192.0.2.1'))).toEqual({
      status: 429,
      retryAfterSeconds: 45,
      message: 'Too many sign-in attempts from your address: try again in 45 s.',
    });
    expect(await refusal(limit.take('192.0.2.2'))).toBeUndefined();
    if (db.dialect === 'postgres') {
      // The counts' commit skipped waiting for the disk in its own transaction only.
      const [setting] = await db.query<{ value: string }>("SELECT current_setting('synchronous_commit') AS value");
      expect(setting?.value).toBe('on');
    }
    clock += 45_000;
    expect(await refusal(limit.take('192.0.2.1'))).toBeUndefined();
  });

  test('counts an IPv6 /64 as one sender, as the forms’ limits do', async () => {
    const limit = limitOn(db);
    await limit.take('2001:db8:1:2::a');
    await limit.take('2001:db8:1:2::b');
    expect((await refusal(limit.take('2001:db8:1:2:ffff::c')))?.status).toBe(429);
    expect(await refusal(limit.take('2001:db8:1:3::a'))).toBeUndefined();
  });

  test('holds the whole site to the overall limit; calls refused for their sender do not use it up', async () => {
    const limit = limitOn(db, { perAddressPerMinute: 2, overallPerMinute: 3 });
    // One sender far over its limit: only its first two calls count overall.
    for (let call = 0; call < 10; call += 1) await refusal(limit.take('192.0.2.9'));
    expect(await refusal(limit.take('192.0.2.10'))).toBeUndefined();
    expect(await refusal(limit.take('192.0.2.11'))).toEqual({
      status: 429,
      retryAfterSeconds: 45,
      message: 'The console is receiving too many sign-in attempts: try again in 45 s.',
    });
  });

  test('two instances counting at the same moment let exactly the limit through', async () => {
    const first = limitOn(db, { perAddressPerMinute: 5, overallPerMinute: 8 });
    const second = limitOn(other, { perAddressPerMinute: 5, overallPerMinute: 8 });
    const oneSender = await Promise.all(
      Array.from({ length: 12 }, (_, call) => refusal((call % 2 ? first : second).take('198.51.100.4'))),
    );
    expect(oneSender.filter((refused) => refused === undefined)).toHaveLength(5);
    const manySenders = await Promise.all(
      Array.from({ length: 12 }, (_, call) => refusal((call % 2 ? first : second).take(`203.0.113.${call}`))),
    );
    // 5 counted overall already: 3 more of the fleet's 8.
    expect(manySenders.filter((refused) => refused === undefined)).toHaveLength(3);
  });

  test('keeps at most one row per bucket and one for everyone, with no address in them', async () => {
    const limit = limitOn(db, { perAddressPerMinute: 1000, overallPerMinute: 1000, senderBuckets: 3 });
    for (let sender = 0; sender < 40; sender += 1) await limit.take(`192.0.2.${sender}`);
    const counted = await rows();
    expect(counted.length).toBeLessThanOrEqual(4);
    expect(counted.map((row) => row.sender)).toContain('everyone');
    expect(counted.reduce((sum, row) => sum + (row.sender === 'everyone' ? 0 : Number(row.calls)), 0)).toBe(40);
    expect(JSON.stringify(counted)).not.toMatch(/192\.0\.2/);
  });

  test('deletes past minutes when it first counts in a new one, and when swept', async () => {
    const limit = limitOn(db);
    await limit.take('192.0.2.1');
    clock += 60_000;
    await limit.take('192.0.2.1');
    expect((await rows()).map((row) => row.window_start)).toEqual([
      '2026-11-27T17:03:00.000Z',
      '2026-11-27T17:03:00.000Z',
    ]);
    // No ceremony call for minutes: the console's hourly housekeeping deletes what is left.
    clock += 120_000;
    expect(await limit.sweep()).toBe(2);
    expect(await rows()).toEqual([]);
  });
});
