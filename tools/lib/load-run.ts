/**
 * The bench's load client for GETs (decision 048): wrk, one thread, keep-alive connections.
 *
 * autocannon, which the bench used before, keeps every answer's body as a JavaScript string
 * (`body += chunk`): a compressed page is decoded as UTF-8 on every chunk, and one autocannon
 * thread topped out near 3,300 answers a second whatever answered it — tuned nginx, a bare Node
 * server and the site alike — so every row measured the client. wrk (C, epoll) does not look at
 * bodies: against the same nginx and bytes it answered 102,000 a second on this machine. The
 * trip-request POSTs, each built distinct, stay with autocannon (tools/bench.ts).
 */
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { repositoryRoot } from './apps';
import type { LoadRow } from './bench-report';
import { cpuBetween, processCpu } from './process-cpu';

export interface LoadOrder {
  url: string;
  connections: number;
  seconds: number;
  headers: Record<string, string>;
  /** The answering server's process: its CPU over the run is put in the row (decision 076). */
  serverPid?: number;
}

interface WrkSummary {
  requests: number;
  durationUs: number;
  bytes: number;
  connectErrors: number;
  readErrors: number;
  writeErrors: number;
  /** Answers with a status of 400 or more (wrk does not tell 2xx and 3xx apart). */
  statusErrors: number;
  timeouts: number;
  p50Us: number;
  p99Us: number;
}

/** Where wrk is, or why the bench cannot run without it. */
export function findWrk(): { binary: string } | { missing: string } {
  for (const binary of ['wrk', '/usr/bin/wrk', '/usr/local/bin/wrk']) {
    if (spawnSync(binary, ['--version'], { encoding: 'utf8' }).error === undefined) return { binary };
  }
  return { missing: 'wrk is not installed: apt-get install wrk (the bench load client, decision 048)' };
}

export function rowFromWrk(target: string, summary: WrkSummary): LoadRow {
  const seconds = summary.durationUs / 1e6;
  const successes = summary.requests - summary.statusErrors;
  return {
    target,
    requestsPerSecond: seconds > 0 ? summary.requests / seconds : 0,
    p50Ms: Math.round(summary.p50Us / 100) / 10,
    p99Ms: Math.round(summary.p99Us / 100) / 10,
    responses: summary.requests,
    errors: summary.connectErrors + summary.readErrors + summary.writeErrors + summary.timeouts,
    non2xx: summary.statusErrors,
    mismatches: 0,
    bytesPerSecond: seconds > 0 ? summary.bytes / seconds : 0,
    statusCounts: {
      ...(successes > 0 ? { '2xx/3xx': successes } : {}),
      ...(summary.statusErrors > 0 ? { '4xx/5xx': summary.statusErrors } : {}),
    },
  };
}

/** Runs wrk for one target and returns its row. */
export function runLoad(target: string, order: LoadOrder): Promise<LoadRow> {
  const wrk = findWrk();
  if ('missing' in wrk) return Promise.reject(new Error(wrk.missing));
  const cpuBefore = order.serverPid === undefined ? undefined : processCpu(order.serverPid);
  const headerArguments = Object.entries(order.headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
  const child = spawn(
    wrk.binary,
    [
      '-t1',
      `-c${order.connections}`,
      `-d${order.seconds}s`,
      '--timeout',
      '5s',
      '-s',
      path.join(repositoryRoot, 'tools/lib/wrk-summary.lua'),
      ...headerArguments,
      order.url,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  let errors = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => {
      const last = output.trim().split('\n').at(-1) ?? '';
      if (code !== 0 || !last.startsWith('{')) {
        reject(new Error(`wrk failed (exit ${code}): ${errors.trim() || output.trim()}`));
        return;
      }
      const row = rowFromWrk(target, JSON.parse(last) as WrkSummary);
      const serverCpu = order.serverPid === undefined ? undefined : cpuBetween(cpuBefore, processCpu(order.serverPid));
      resolve(serverCpu ? { ...row, serverCpu } : row);
    });
  });
}
