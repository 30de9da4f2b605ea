/**
 * CPU time a process has used, read from Linux's /proc (decision 076): the bench's figure that
 * a shared machine does not move much. Requests a second fall when other work takes the cores;
 * the CPU a server spends per answer stays close to what the server itself does per answer.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

export interface ProcessCpu {
  /** User and system time of every thread of the process, in milliseconds. */
  totalMs: number;
  /** The same for its main thread alone (a Node server's JavaScript runs there; V8's helpers do not). */
  mainThreadMs: number;
}

let ticksPerSecond: number | undefined;

/** The kernel's clock ticks a second, in which /proc counts CPU time (100 on most systems). */
function clockTicks(): number {
  if (ticksPerSecond === undefined) {
    const answer = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout?.trim());
    ticksPerSecond = Number.isFinite(answer) && answer > 0 ? answer : 100;
  }
  return ticksPerSecond;
}

/**
 * utime + stime of a /proc stat line, in ticks. The process's name (field 2) is in parentheses
 * and may hold spaces, so the fields are counted from its closing one: utime and stime are
 * fields 14 and 15.
 */
export function ticksOfStatLine(line: string): number | undefined {
  const afterName = line.slice(line.lastIndexOf(')') + 2).split(' ');
  const user = Number(afterName[11]);
  const system = Number(afterName[12]);
  return Number.isFinite(user) && Number.isFinite(system) ? user + system : undefined;
}

function ticksOf(file: string): number | undefined {
  try {
    return ticksOfStatLine(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** The CPU a running process has used so far; undefined when it is gone or /proc is not there. */
export function processCpu(pid: number): ProcessCpu | undefined {
  // The main thread first: the whole process, read after it, has had at least as long to run.
  const main = ticksOf(`/proc/${pid}/task/${pid}/stat`);
  const total = ticksOf(`/proc/${pid}/stat`);
  if (total === undefined || main === undefined) return undefined;
  const msPerTick = 1000 / clockTicks();
  return { totalMs: total * msPerTick, mainThreadMs: main * msPerTick };
}

/** What a process used between two readings. */
export function cpuBetween(before: ProcessCpu | undefined, after: ProcessCpu | undefined): ProcessCpu | undefined {
  if (!before || !after) return undefined;
  return { totalMs: after.totalMs - before.totalMs, mainThreadMs: after.mainThreadMs - before.mainThreadMs };
}
