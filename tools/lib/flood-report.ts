/**
 * The pure parts of the bench's flood figure (tools/lib/flood-bench.ts): which URLs the crawler
 * asks for in each phase, how its order is passed to its process, and the goals a phase is
 * judged by (decision 035, cache keys).
 */

/**
 * - `junk`: the crawler, `/events?r=<N>`: a parameter no page reads, a new value each time.
 * - `unknown`: parameters no page reads under new names, tracking parameters (`utm_*`, `fbclid`,
 *   `gclid`), and the case and escape variants of a path (`/EvEnts`, `/ev%65nts`).
 * - `read`: a new value each time of a parameter the page does read (searches): each one is a
 *   page nobody asked for before, which only the per-address render budget holds back.
 */
export const floodKinds = ['junk', 'unknown', 'read'] as const;
export type FloodKind = (typeof floodKinds)[number];

export interface FloodOrder {
  baseUrl: string;
  connections: number;
  seconds: number;
  kind: FloodKind;
}

export interface FloodSummary {
  /** Requests the crawler started. */
  sent: number;
  /** Answers per status code. */
  statusCounts: Record<string, number>;
  /** Connection errors and timeouts. */
  errors: number;
}

/** `/events` with its letters' case chosen by the bits of n: 64 spellings of one path. */
function caseVariant(path: string, n: number): string {
  let bit = 0;
  return path.replace(/[a-z]/g, (letter) => ((n >> bit++) & 1 ? letter.toUpperCase() : letter));
}

/** The path of the crawler's request number n in a phase. */
export function floodPathOf(kind: FloodKind, n: number): string {
  if (kind === 'junk') return `/events?r=${n}`;
  const word = `w${n}`;
  const paths =
    kind === 'read'
      ? [`/blog?search=${word}`, `/search?q=${word}`, `/things-to-do?q=${word}`, `/restaurants?q=${word}`]
      : [
          `/things-to-do?x${n}=1`,
          `/weather?utm_source=news&utm_campaign=${n}`,
          `/blog?fbclid=${n}&gclid=${n}`,
          `${caseVariant('/events', Math.floor(n / 5) + 1)}?c${n}=1`,
          `/ev%65nts?s${n}=${n}`,
        ];
  return paths[n % paths.length] ?? '/';
}

export function parseFloodOrder(text: string): FloodOrder {
  const order = JSON.parse(text) as Partial<FloodOrder>;
  const { baseUrl, connections, seconds, kind } = order;
  if (
    typeof baseUrl !== 'string' ||
    !Number.isInteger(connections) ||
    !Number.isInteger(seconds) ||
    !floodKinds.includes(kind as FloodKind)
  ) {
    throw new Error(`not a flood order: ${text}`);
  }
  return { baseUrl, connections: Number(connections), seconds: Number(seconds), kind: kind as FloodKind };
}

/** The goals (decision 035): a hot page stays fast, and a crawler gets no renders it was not budgeted. */
export const floodGoals = {
  /** The cached page's p99 while the crawler runs (the page cache's own goal, decision 027). */
  hotPageP99Ms: 20,
  /** Renders a second the junk and unknown phases may cause: none but the first of each clean page. */
  junkRendersPerSecond: 1,
};

export interface FloodPhase {
  kind: FloodKind;
  seconds: number;
  /** The visitor's cached page, measured while the crawler ran. */
  hotPage: { target: string; p50Ms: number; p99Ms: number; responses: number; non2xx: number; errors: number };
  /** Pages the server rendered during the phase (its /healthz page-cache figures). */
  renders: number;
  crawler: FloodSummary;
}

export interface RenderAllowance {
  /** Uncached renders one address may cause in a minute (0: no budget). */
  perMinute: number;
  /** How many of them may come at once. */
  burst: number;
}

/** The most renders one address may cause in `seconds`: its whole burst, plus what refills meanwhile. */
export const rendersAllowed = (allowance: RenderAllowance, seconds: number): number =>
  allowance.perMinute === 0 ? Number.POSITIVE_INFINITY : allowance.burst + (allowance.perMinute * seconds) / 60;

const formatMs = (ms: number) => (ms >= 100 ? ms.toFixed(0) : ms.toFixed(1));
const statusText = (counts: Record<string, number>) =>
  Object.entries(counts)
    .map(([status, count]) => `${count.toLocaleString('en-US')} × ${status}`)
    .join(', ') || 'none';

/** One line per goal of a phase, `met` or `NOT MET`, and whether all were met. */
export function floodVerdicts(phase: FloodPhase, allowance: RenderAllowance): { lines: string[]; met: boolean } {
  const lines: string[] = [];
  let met = true;
  const verdict = (ok: boolean, text: string) => {
    met &&= ok;
    lines.push(`${ok ? 'met    ' : 'NOT MET'}  ${text}`);
  };
  const { hotPage } = phase;
  verdict(
    hotPage.p99Ms <= floodGoals.hotPageP99Ms && hotPage.non2xx === 0 && hotPage.errors === 0 && hotPage.responses > 0,
    `${phase.kind}: ${hotPage.target} p99 ${formatMs(hotPage.p99Ms)} ms, ${hotPage.responses} answers, ${hotPage.non2xx} not 2xx, ${hotPage.errors} errors (goal: p99 ≤ ${floodGoals.hotPageP99Ms} ms, every answer 2xx)`,
  );
  const perSecond = phase.renders / phase.seconds;
  const limit =
    phase.kind === 'read' ? rendersAllowed(allowance, phase.seconds) / phase.seconds : floodGoals.junkRendersPerSecond;
  verdict(
    perSecond <= limit,
    `${phase.kind}: ${perSecond.toFixed(1)} renders/s (goal ≤ ${limit.toFixed(1)}: ${phase.kind === 'read' ? 'one address’s render budget' : 'parameters no page reads render nothing new'})`,
  );
  verdict(
    phase.crawler.errors === 0 && Object.keys(phase.crawler.statusCounts).every((status) => Number(status) < 500),
    `${phase.kind}: the crawler got no 5xx and no connection error (${statusText(phase.crawler.statusCounts)}; ${phase.crawler.errors} errors)`,
  );
  return { lines, met };
}

/** The phases as a Markdown table. */
export function floodTable(phases: readonly FloodPhase[], connections: number): string[] {
  return [
    `| crawler (${connections} connections) | cached page p50 ms | p99 ms | renders/s | crawler answers |`,
    '|---|---:|---:|---:|---|',
    ...phases.map(
      (phase) =>
        `| ${phase.kind}: ${floodPathOf(phase.kind, 1)}, … | ${formatMs(phase.hotPage.p50Ms)} | ${formatMs(phase.hotPage.p99Ms)} | ${(phase.renders / phase.seconds).toFixed(1)} | ${statusText(phase.crawler.statusCounts)} |`,
    ),
  ];
}
