/** @jest-environment node */
import type { Result } from 'autocannon';
import { tripRequestSchema } from '../../mfe-planning/src/domain/submission-schemas';
import {
  benchEmail,
  benchGoals,
  compareCrash,
  fleetPageChecks,
  pageChecks,
  verdictLines,
  formatBytes,
  formatTable,
  problemsOf,
  rowFromResult,
  rowOfSlices,
  tripRequest,
  type LoadRow,
} from './bench-report';

const histogram = (average: number, p50: number, p99: number) => ({
  average,
  mean: average,
  stddev: 0,
  min: 0,
  max: p99,
  total: 0,
  p0_001: 0,
  p0_01: 0,
  p0_1: 0,
  p1: 0,
  p2_5: 0,
  p10: 0,
  p25: 0,
  p50,
  p75: 0,
  p90: 0,
  p97_5: 0,
  p99,
  p99_9: 0,
  p99_99: 0,
  p99_999: 0,
  sent: 0,
});

function result(overrides: Partial<Result>): Result {
  return {
    requests: histogram(480.4, 470, 520),
    latency: histogram(20, 13, 273),
    throughput: histogram(247_552, 0, 0),
    errors: 0,
    timeouts: 0,
    mismatches: 0,
    non2xx: 0,
    statusCodeStats: { 201: { count: 1434 } },
    ...overrides,
  } as Result;
}

const row = (overrides: Partial<LoadRow> = {}): LoadRow => ({
  target: 'form POST',
  requestsPerSecond: 480.4,
  p50Ms: 13,
  p99Ms: 273,
  responses: 1434,
  errors: 0,
  non2xx: 0,
  mismatches: 0,
  bytesPerSecond: 247_552,
  statusCounts: { 201: 1434 },
  ...overrides,
});

describe('bench report', () => {
  it('reads an autocannon result into a row: mean req/s, p50 and p99, responses by status', () => {
    expect(rowFromResult('form POST', result({}))).toEqual(row());
    const refused = rowFromResult(
      'form POST',
      result({ non2xx: 30, timeouts: 2, errors: 1, statusCodeStats: { 201: { count: 20 }, 429: { count: 30 } } }),
    );
    expect(refused).toMatchObject({ responses: 50, errors: 3, non2xx: 30, statusCounts: { 201: 20, 429: 30 } });
  });

  it('merges runs taken in turns: mean rate and bytes, counts summed, median p50, highest p99', () => {
    const merged = rowOfSlices('/ (page cache, 50)', [
      row({
        requestsPerSecond: 30_000,
        p50Ms: 1.2,
        p99Ms: 3,
        responses: 60_000,
        bytesPerSecond: 100,
        statusCounts: { '2xx/3xx': 60_000 },
      }),
      row({
        requestsPerSecond: 10_000,
        p50Ms: 4,
        p99Ms: 40,
        responses: 20_000,
        bytesPerSecond: 50,
        statusCounts: { '2xx/3xx': 19_990, '4xx/5xx': 10 },
        non2xx: 10,
      }),
      row({
        requestsPerSecond: 20_000,
        p50Ms: 2,
        p99Ms: 9,
        responses: 40_000,
        errors: 2,
        bytesPerSecond: 60,
        statusCounts: { '2xx/3xx': 40_000 },
      }),
    ]);
    expect(merged).toEqual({
      target: '/ (page cache, 50)',
      requestsPerSecond: 20_000,
      p50Ms: 2,
      p99Ms: 40,
      responses: 120_000,
      errors: 2,
      non2xx: 10,
      mismatches: 0,
      bytesPerSecond: 70,
      statusCounts: { '2xx/3xx': 119_990, '4xx/5xx': 10 },
    });
    expect(() => rowOfSlices('/', [])).toThrow(/no runs/);
  });

  it('prints a Markdown table with numbers aligned right', () => {
    const lines = formatTable([row(), row({ target: 'nginx, same HTML bytes', requestsPerSecond: 2436.2, p50Ms: 3 })]);
    expect(lines[0]).toBe(
      '| target                 | req/s (mean) | p50 ms | p99 ms | responses | errors / non-2xx |      bytes/s | server CPU µs/answer (main thread) |',
    );
    expect(lines[1]).toBe(
      '|------------------------|-------------:|-------:|-------:|----------:|-----------------:|-------------:|-----------------------------------:|',
    );
    expect(lines[2]).toBe(
      '| form POST              |          480 |   13.0 |    273 |     1,434 |            0 / 0 | 241.75 KiB/s |                                  — |',
    );
    expect(lines[3]).toContain('| nginx, same HTML bytes |        2,436 |    3.0 |');
  });

  it("shows the server's CPU per answer where it was measured, summed over runs taken in turns", () => {
    const slices = [
      row({ responses: 40_000, serverCpu: { totalMs: 1000, mainThreadMs: 900 } }),
      row({ responses: 10_000, serverCpu: { totalMs: 400, mainThreadMs: 350 } }),
    ];
    const merged = rowOfSlices('/ (page cache, 50)', slices);
    expect(merged.serverCpu).toEqual({ totalMs: 1400, mainThreadMs: 1250 });
    expect(formatTable([merged])[2]).toMatch(/ 28\.0 \(25\.0\) \|$/);
    // A slice without the figure leaves the merged row without it rather than understate it.
    expect(rowOfSlices('/', [slices[0] ?? row(), row()]).serverCpu).toBeUndefined();
  });

  it('gives the cached share as CPU capacity too, beside the goal judged on req/s', () => {
    const [check] = pageChecks({
      target: '/events',
      connections: 50,
      cached: row({ requestsPerSecond: 20_000, responses: 100_000, serverCpu: { totalMs: 2500, mainThreadMs: 2200 } }),
      bareNode: row({
        requestsPerSecond: 30_000,
        responses: 100_000,
        serverCpu: { totalMs: 2000, mainThreadMs: 2000 },
      }),
      uncached: row(),
    });
    expect(check?.met).toBe(false);
    expect(check?.text).toContain('0.67× a bare Node server');
    expect(check?.text).toContain('by CPU per answer 0.80×, 25.0 against 20.0 µs');
  });

  it('formats bytes in binary units', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(247_552)).toBe('241.75 KiB');
    expect(formatBytes(254_237_696)).toBe('242.46 MiB');
  });

  it('names every run that got anything but successes, with its status codes', () => {
    expect(problemsOf([row()])).toEqual([]);
    expect(
      problemsOf([
        row({ target: 'form', non2xx: 30, errors: 2, statusCounts: { 201: 20, 429: 25, 400: 5 } }),
        row({ target: 'page', responses: 0, statusCounts: {} }),
      ]),
    ).toEqual([
      'form: 2 connection errors or timeouts',
      'form: 30 non-2xx answers (5 × 400, 25 × 429)',
      'page: no responses at all',
    ]);
  });

  it('sends trip requests the form itself accepts, each with its own address', () => {
    const first = tripRequest('a1b2c3', 0);
    const second = tripRequest('a1b2c3', 1);
    expect(tripRequestSchema.safeParse(first).success).toBe(true);
    expect(tripRequestSchema.safeParse(tripRequest('a1b2c3', 12_345)).success).toBe(true);
    expect(first.email).toBe(benchEmail('a1b2c3', 0));
    expect(second.email).not.toBe(first.email);
    expect(second.message).not.toBe(first.message);
  });

  it('counts acknowledged submissions missing after the crash, or stored under another id', () => {
    const acknowledged = new Map([
      ['a@x', 's1'],
      ['b@x', 's2'],
      ['c@x', 's3'],
    ]);
    const allThere = compareCrash(5, acknowledged, [
      { email: 'a@x', id: 's1' },
      { email: 'b@x', id: 's2' },
      { email: 'c@x', id: 's3' },
      { email: 'd@x', id: 's4' },
    ]);
    expect(allThere).toEqual({
      sent: 5,
      acknowledged: 3,
      unacknowledged: 2,
      stored: 4,
      acknowledgedButMissing: [],
      storedUnacknowledged: 1,
    });
    const lost = compareCrash(3, acknowledged, [
      { email: 'a@x', id: 's1' },
      { email: 'b@x', id: 's9' },
    ]);
    expect(lost.acknowledgedButMissing).toEqual(['b@x (s2)', 'c@x (s3)']);
  });

  describe('goals (decision 048)', () => {
    const at = (target: string, requestsPerSecond: number, p99Ms = 5) => row({ target, requestsPerSecond, p99Ms });

    it('holds every page’s cached path to 0.7× bare Node, and only / rendered to 150 req/s', () => {
      const home = pageChecks({
        target: '/',
        connections: 50,
        cached: at('/ (page cache, 50)', 7000),
        bareNode: at('/ (bare Node, 50)', 10_000),
        uncached: at('/ (cache off, 10)', 150),
      });
      expect(home.map((check) => check.met)).toEqual([true, true]);
      expect(home[0]?.text).toBe(
        '/ cached, 50 connections: 0.70× a bare Node server writing the same buffer (7,000 against 10,000 req/s; goal ≥ 0.7×)',
      );
      expect(home[1]?.text).toBe('/ rendered on every request (page cache off): 150 req/s (goal ≥ 150)');

      const slow = pageChecks({
        target: '/',
        connections: 50,
        cached: at('/ (page cache, 50)', 6999),
        bareNode: at('/ (bare Node, 50)', 10_000),
        uncached: at('/ (cache off, 10)', 45),
      });
      expect(slow.map((check) => check.met)).toEqual([false, false]);

      const article = pageChecks({
        target: '/blog/elk-viewing-guide',
        connections: 50,
        cached: at('cached', 3000),
        bareNode: at('bare', 9000),
        uncached: at('uncached', 10),
      });
      expect(article).toHaveLength(1);
      expect(article[0]?.met).toBe(false);
    });

    it('holds a page through the fleet to half of tuned nginx and a p99 of 20 ms', () => {
      const checks = fleetPageChecks('/events', at('fleet', 20_000, 20), at('nginx', 40_000));
      expect(checks.map((check) => check.met)).toEqual([true, true]);
      expect(checks[1]?.text).toBe('/events through the fleet: p99 20.0 ms (goal ≤ 20 ms)');
      const late = fleetPageChecks('/events', at('fleet', 20_000, 21), at('nginx', 40_001));
      expect(late.map((check) => check.met)).toEqual([false, false]);
      // A yardstick that answered nothing fails the share rather than dividing by zero.
      expect(fleetPageChecks('/', at('fleet', 100), at('nginx', 0))[0]?.met).toBe(false);
    });

    it('lists every goal missed, so the bench can exit non-zero and say which', () => {
      const { lines, missed } = verdictLines([
        { met: true, text: 'a' },
        { met: false, text: 'b' },
        { met: false, text: 'c' },
      ]);
      expect(lines).toEqual(['met      a', 'NOT MET  b', 'NOT MET  c']);
      expect(missed).toEqual(['b', 'c']);
      expect(verdictLines([{ met: true, text: 'a' }]).missed).toEqual([]);
    });

    it('states the goals of issue 35', () => {
      expect(benchGoals).toEqual({
        fleetShareOfTunedNginx: 0.5,
        fleetP99Ms: 20,
        cachedShareOfBareNode: 0.7,
        uncachedHomeRequestsPerSecond: 150,
      });
    });
  });
});
