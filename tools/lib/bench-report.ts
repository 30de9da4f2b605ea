/**
 * The pure parts of `npm run bench` (tools/bench.ts): the trip requests it sends, the rows
 * and table it prints, the problems it must shout about, and the crash test's comparison of
 * what the server acknowledged with what the database holds after the restart.
 */
import type { Result } from 'autocannon';
import type { ProcessCpu } from './process-cpu';

/** One measured target, from one autocannon run. */
export interface LoadRow {
  target: string;
  /** Mean of the per-second request counts. */
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Responses received in the measured run (any status). */
  responses: number;
  /** Connection errors and timeouts. */
  errors: number;
  non2xx: number;
  /** Bodies the run's check refused (wrong status or content). */
  mismatches: number;
  /** Mean bytes per second received (headers and body). */
  bytesPerSecond: number;
  /** Responses per status code, e.g. { 200: 5120 }. */
  statusCounts: Record<string, number>;
  /**
   * CPU the answering server's process used over the run (wrk rows of a process the bench
   * started): per answer, the figure a shared machine moves least (decision 076).
   */
  serverCpu?: ProcessCpu;
}

export function rowFromResult(target: string, result: Result): LoadRow {
  const statusCounts: Record<string, number> = {};
  for (const [status, stats] of Object.entries(result.statusCodeStats ?? {})) {
    statusCounts[status] = Number(stats?.count ?? 0);
  }
  return {
    target,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    responses: Object.values(statusCounts).reduce((sum, count) => sum + count, 0),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    mismatches: result.mismatches,
    bytesPerSecond: result.throughput.average,
    statusCounts,
  };
}

/**
 * One row of runs of equal length taken in turns with another target's (decision 057): the
 * requests per second and bytes their mean, counts summed, p50 the slices' upper median and p99
 * the highest slice's (a bound, not a merged percentile).
 */
export function rowOfSlices(target: string, slices: readonly LoadRow[]): LoadRow {
  if (slices.length === 0) throw new Error(`${target}: no runs to merge`);
  const mean = (pick: (row: LoadRow) => number) => slices.reduce((sum, row) => sum + pick(row), 0) / slices.length;
  const sum = (pick: (row: LoadRow) => number) => slices.reduce((total, row) => total + pick(row), 0);
  const p50s = slices.map((row) => row.p50Ms).sort((a, b) => a - b);
  const statusCounts: Record<string, number> = {};
  for (const row of slices) {
    for (const [status, count] of Object.entries(row.statusCounts))
      statusCounts[status] = (statusCounts[status] ?? 0) + count;
  }
  return {
    target,
    requestsPerSecond: mean((row) => row.requestsPerSecond),
    p50Ms: p50s[Math.floor(p50s.length / 2)] ?? 0,
    p99Ms: Math.max(...slices.map((row) => row.p99Ms)),
    responses: sum((row) => row.responses),
    errors: sum((row) => row.errors),
    non2xx: sum((row) => row.non2xx),
    mismatches: sum((row) => row.mismatches),
    bytesPerSecond: mean((row) => row.bytesPerSecond),
    statusCounts,
    ...(slices.every((row) => row.serverCpu)
      ? {
          serverCpu: {
            totalMs: sum((row) => row.serverCpu?.totalMs ?? 0),
            mainThreadMs: sum((row) => row.serverCpu?.mainThreadMs ?? 0),
          },
        }
      : {}),
  };
}

/** The server's CPU per answer of a row, in microseconds: all its threads, and its main thread. */
export function cpuPerAnswer(row: LoadRow): { totalUs: number; mainThreadUs: number } | undefined {
  if (!row.serverCpu || row.responses === 0) return undefined;
  return {
    totalUs: (row.serverCpu.totalMs * 1000) / row.responses,
    mainThreadUs: (row.serverCpu.mainThreadMs * 1000) / row.responses,
  };
}

/** "28.4 (25.1)": µs of CPU per answer, all threads (main thread); a dash when not measured. */
export function formatCpuPerAnswer(row: LoadRow): string {
  const cpu = cpuPerAnswer(row);
  if (!cpu) return '—';
  const digits = cpu.totalUs < 100 ? 1 : 0;
  return `${cpu.totalUs.toFixed(digits)} (${cpu.mainThreadUs.toFixed(digits)})`;
}

/** 1234567 → "1.18 MiB"; binary units, as autocannon itself prints them. */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KiB', 'MiB', 'GiB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(unit === 0 ? 0 : 2)} ${units[unit]}`;
}

const formatMs = (ms: number) => (ms >= 100 ? ms.toFixed(0) : ms.toFixed(1));

/** The results as a Markdown table (it reads as well in a terminal as in the README). */
export function formatTable(rows: readonly LoadRow[]): string[] {
  const header = [
    'target',
    'req/s (mean)',
    'p50 ms',
    'p99 ms',
    'responses',
    'errors / non-2xx',
    'bytes/s',
    'server CPU µs/answer (main thread)',
  ];
  const body = rows.map((row) => [
    row.target,
    Math.round(row.requestsPerSecond).toLocaleString('en-US'),
    formatMs(row.p50Ms),
    formatMs(row.p99Ms),
    row.responses.toLocaleString('en-US'),
    `${row.errors} / ${row.non2xx}`,
    `${formatBytes(row.bytesPerSecond)}/s`,
    formatCpuPerAnswer(row),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...body.map((cells) => cells[column]?.length ?? 0)),
  );
  // Text left, numbers right.
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join(' | ')} |`;
  const rule = `|${widths.map((width, column) => (column === 0 ? `${'-'.repeat(width + 2)}` : `${'-'.repeat(width + 1)}:`)).join('|')}|`;
  return [line(header), rule, ...body.map(line)];
}

/** Every row that measured anything but successful answers: a bench of 429s or 400s is wrong. */
export function problemsOf(rows: readonly LoadRow[]): string[] {
  const problems: string[] = [];
  for (const row of rows) {
    const others = Object.entries(row.statusCounts)
      .filter(([status]) => !status.startsWith('2'))
      .map(([status, count]) => `${count} × ${status}`);
    if (row.errors > 0) problems.push(`${row.target}: ${row.errors} connection errors or timeouts`);
    if (row.non2xx > 0) problems.push(`${row.target}: ${row.non2xx} non-2xx answers (${others.join(', ')})`);
    if (row.mismatches > 0) problems.push(`${row.target}: ${row.mismatches} answers failed the body check`);
    if (row.responses === 0) problems.push(`${row.target}: no responses at all`);
  }
  return problems;
}

/** A trip request as the /trip-planning form sends it, unique by its number within a run. */
export function tripRequest(runId: string, number: number): Record<string, unknown> {
  const groupSizes = ['1-2', '3-4', '5-8', '9+'];
  const budgets = ['under-1000', '1000-2500', '2500-5000', 'over-5000'];
  const interests = ['hiking', 'wildlife', 'photography', 'scenic-drives', 'dining', 'family'];
  const packages = ['rocky-mountain-explorer', 'family-mountain-getaway', 'backcountry-adventure'];
  const pick = <T>(list: readonly T[], offset = 0) => list[(number + offset) % list.length] as T;
  return {
    formType: 'trip-planning',
    name: `Bench Visitor ${number}`,
    email: benchEmail(runId, number),
    phone: `(970) 555-${String(number % 10_000).padStart(4, '0')}`,
    message: `Trip request ${number} of bench run ${runId}: three nights in September, Bear Lake at sunrise and elk in Moraine Park.`,
    dates: 'September 12-15',
    groupSize: pick(groupSizes),
    budget: pick(budgets, 1),
    interests: [pick(interests), pick(interests, 3)],
    packageId: pick(packages),
  };
}

/** What every address of one run starts with. */
export const benchEmailPrefix = (runId: string) => `trip-${runId}-`;
export const benchEmail = (runId: string, number: number) => `${benchEmailPrefix(runId)}${number}@bench.example.com`;

export interface CrashCount {
  sent: number;
  /** Answered 2xx with the stored submission's id. */
  acknowledged: number;
  /** Refused (non-2xx) or never answered: the connection failed when the server died. */
  unacknowledged: number;
  /** Of this run's submissions, how many the database holds after the restart. */
  stored: number;
  /** Acknowledged, yet not stored (or stored under another id): must be none. */
  acknowledgedButMissing: string[];
  /** Stored although the visitor never saw the answer: in flight when the server was killed. */
  storedUnacknowledged: number;
}

/**
 * Compares the acknowledgements (email → id the server answered) with the stored rows of the
 * same run (its emails only), after the restart.
 */
export function compareCrash(
  sent: number,
  acknowledged: ReadonlyMap<string, string>,
  stored: readonly { email: string; id: string }[],
): CrashCount {
  const storedIds = new Map(stored.map((row) => [row.email, row.id]));
  const acknowledgedButMissing = [...acknowledged]
    .filter(([email, id]) => storedIds.get(email) !== id)
    .map(([email, id]) => `${email} (${id})`);
  return {
    sent,
    acknowledged: acknowledged.size,
    unacknowledged: sent - acknowledged.size,
    stored: storedIds.size,
    acknowledgedButMissing,
    storedUnacknowledged: [...storedIds.keys()].filter((email) => !acknowledged.has(email)).length,
  };
}

/**
 * The goals `npm run bench` holds the site to on this machine, each measured against a
 * yardstick of the same run (issue 35, decision 048):
 * - through the fleet's nginx (`--fleet`), a cached page answers at least half the requests per
 *   second of nginx serving the same bytes from files, with p99 within 20 ms, at 50 connections;
 * - one instance's cached path answers at least 0.7 of what a bare Node server writing the
 *   same buffer answers, at the highest connection count measured;
 * - `/` rendered on every request (page cache off) answers at least 150 a second.
 */
export const benchGoals = {
  fleetShareOfTunedNginx: 0.5,
  fleetP99Ms: 20,
  cachedShareOfBareNode: 0.7,
  uncachedHomeRequestsPerSecond: 150,
} as const;

/** One goal of one run: met or not, and the line that says so with the figures. */
export interface GoalCheck {
  met: boolean;
  text: string;
}

const share = (row: LoadRow, baseline: LoadRow) =>
  baseline.requestsPerSecond > 0 ? row.requestsPerSecond / baseline.requestsPerSecond : 0;

/** `row` answers at least `least` times the requests per second of `baseline`. */
export function shareCheck(what: string, row: LoadRow, baseline: LoadRow, least: number, of: string): GoalCheck {
  const measured = share(row, baseline);
  const cpu = cpuPerAnswer(row);
  const baselineCpu = cpuPerAnswer(baseline);
  // For information (the goal is req/s): the same share as CPU capacity, which a busy machine moves less.
  const asCpu =
    cpu && baselineCpu && cpu.totalUs > 0
      ? `; by CPU per answer ${(baselineCpu.totalUs / cpu.totalUs).toFixed(2)}×, ${cpu.totalUs.toFixed(1)} against ${baselineCpu.totalUs.toFixed(1)} µs`
      : '';
  return {
    met: measured >= least,
    text: `${what}: ${measured.toFixed(2)}× ${of} (${Math.round(row.requestsPerSecond).toLocaleString('en-US')} against ${Math.round(baseline.requestsPerSecond).toLocaleString('en-US')} req/s; goal ≥ ${least}×${asCpu})`,
  };
}

export function p99Check(what: string, row: LoadRow, mostMs: number): GoalCheck {
  return { met: row.p99Ms <= mostMs, text: `${what}: p99 ${formatMs(row.p99Ms)} ms (goal ≤ ${mostMs} ms)` };
}

export function rateCheck(what: string, row: LoadRow, least: number): GoalCheck {
  return {
    met: row.requestsPerSecond >= least,
    text: `${what}: ${Math.round(row.requestsPerSecond).toLocaleString('en-US')} req/s (goal ≥ ${least})`,
  };
}

/** The rows of one page in a single-server run (`npm run bench`). */
export interface PageRows {
  target: string;
  /** The connection count the cached and bare Node rows were measured at (the highest). */
  connections: number;
  /** The page cache, at `connections`. */
  cached: LoadRow;
  /** The bare Node server writing the same buffer, at the same connection count. */
  bareNode: LoadRow;
  /** The page cache off (rendered on every request). */
  uncached: LoadRow;
}

/** The goals of a single-server run for one page: every page against bare Node, `/` rendered. */
export function pageChecks(rows: PageRows, goals = benchGoals): GoalCheck[] {
  const checks = [
    shareCheck(
      `${rows.target} cached, ${rows.connections} connections`,
      rows.cached,
      rows.bareNode,
      goals.cachedShareOfBareNode,
      'a bare Node server writing the same buffer',
    ),
  ];
  if (rows.target === '/') {
    checks.push(
      rateCheck('/ rendered on every request (page cache off)', rows.uncached, goals.uncachedHomeRequestsPerSecond),
    );
  }
  return checks;
}

/** The goals of a page through the fleet's nginx against tuned nginx serving its bytes from files. */
export function fleetPageChecks(target: string, fleet: LoadRow, tunedNginx: LoadRow, goals = benchGoals): GoalCheck[] {
  return [
    shareCheck(
      `${target} through the fleet`,
      fleet,
      tunedNginx,
      goals.fleetShareOfTunedNginx,
      'tuned nginx serving the same bytes from a file',
    ),
    p99Check(`${target} through the fleet`, fleet, goals.fleetP99Ms),
  ];
}

/** The verdict lines, each marked, and the closing list of what was missed (empty: all met). */
export function verdictLines(checks: readonly GoalCheck[]): { lines: string[]; missed: string[] } {
  return {
    lines: checks.map((check) => `${check.met ? 'met    ' : 'NOT MET'}  ${check.text}`),
    missed: checks.filter((check) => !check.met).map((check) => check.text),
  };
}
