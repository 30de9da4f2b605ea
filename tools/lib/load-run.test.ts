import { problemsOf } from './bench-report';
import { rowFromWrk } from './load-run';

const summary = {
  requests: 80_000,
  durationUs: 8_000_000,
  bytes: 80_000 * 15_000,
  connectErrors: 0,
  readErrors: 0,
  writeErrors: 0,
  statusErrors: 0,
  timeouts: 0,
  p50Us: 1_234,
  p99Us: 9_876,
};

describe("a wrk run's row", () => {
  it('gives requests and bytes per second over the run, and its percentiles in ms', () => {
    const row = rowFromWrk('/ (page cache, 50)', summary);
    expect(row.requestsPerSecond).toBe(10_000);
    expect(row.bytesPerSecond).toBe(150_000_000);
    expect(row.p50Ms).toBe(1.2);
    expect(row.p99Ms).toBe(9.9);
    expect(problemsOf([row])).toEqual([]);
  });

  it('makes a run with refused answers, broken connections or timeouts a problem of the bench', () => {
    const row = rowFromWrk('/events (tuned nginx, 50)', { ...summary, statusErrors: 12, readErrors: 2, timeouts: 1 });
    expect(row.non2xx).toBe(12);
    expect(row.errors).toBe(3);
    expect(problemsOf([row])).toEqual([
      '/events (tuned nginx, 50): 3 connection errors or timeouts',
      '/events (tuned nginx, 50): 12 non-2xx answers (12 × 4xx/5xx)',
    ]);
  });

  it('makes a run with no answer at all a problem', () => {
    const row = rowFromWrk('/ (bare Node, 50)', { ...summary, requests: 0, bytes: 0, connectErrors: 50 });
    expect(problemsOf([row])).toContain('/ (bare Node, 50): no responses at all');
  });
});
