/**
 * How `npm start` ends, so that whatever runs it (systemd, a container's restart policy, a
 * shell) learns the truth (decision 035). The site server runs as a child; `npm start` ends
 * when it ends:
 *
 * - Stopped by the operator (Ctrl-C or SIGTERM to `npm start`, passed on to the server, which
 *   closes cleanly): 128 + the signal's number (130, 143), the shell's convention for a command
 *   ended by a signal, and what tsx and npm themselves report for one. A supervisor stopping the
 *   site gets the signal's usual code (systemd: `SuccessExitStatus=130 143` makes it clean).
 * - Killed by a signal nobody sent through `npm start` (SIGKILL from the kernel's OOM killer, a
 *   SIGSEGV): 128 + that signal's number, never 0, and a line on stderr saying so. A supervisor
 *   set to restart on failure restarts the site.
 * - Ended on its own with an exit code: that code; a 0 that nobody asked for (the server was
 *   sent SIGTERM directly) is 1, since the site is down although `npm start` was not stopped.
 *
 * The package's start script is `exec tsx tools/start.ts`: npm runs a script through `sh -c`,
 * and without `exec` a SIGTERM sent to npm alone (a supervisor signalling its main process)
 * ended the shell and npm with 143 while tsx, this process and the server ran on, orphaned.
 */
import type { ChildProcess } from 'node:child_process';
import { constants } from 'node:os';

/** The signals `npm start` passes on to the server: the operator's ways of stopping it. */
export const stopSignals = ['SIGINT', 'SIGTERM'] as const;
export type StopSignal = (typeof stopSignals)[number];

export interface ServerEnd {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** 128 + a signal's number, as a shell reports a command a signal ended. */
export const signalExitCode = (signal: NodeJS.Signals): number => 128 + (constants.signals[signal] ?? 0);

/** The exit code of `npm start` once its server has ended, and what to tell the operator. */
export function exitAfterServer(
  end: ServerEnd,
  stopRequested: StopSignal | undefined,
): { code: number; message?: string } {
  if (stopRequested) {
    // The shutdown the operator asked for; a failing one keeps its own code.
    if (end.code !== null && end.code !== 0) {
      return { code: end.code, message: `the site server failed while stopping (exit code ${end.code})` };
    }
    return { code: signalExitCode(stopRequested) };
  }
  if (end.signal) {
    return {
      code: signalExitCode(end.signal),
      message: `the site server was killed by ${end.signal}, which npm start did not send${end.signal === 'SIGKILL' ? ' (out of memory?)' : ''}: the site is down`,
    };
  }
  if (end.code === 0 || end.code === null) {
    return {
      code: 1,
      message: 'the site server stopped although npm start was not asked to stop it: the site is down',
    };
  }
  return { code: end.code, message: `the site server ended with exit code ${end.code}: the site is down` };
}

/**
 * Passes the operator's stop signals on to `server` and, once it has ended, calls `end` with
 * the exit code `exitAfterServer` gives (after writing its message to stderr).
 */
export function superviseServer(server: ChildProcess, end: (code: number) => void): void {
  let stopRequested: StopSignal | undefined;
  for (const signal of stopSignals) {
    process.on(signal, () => {
      stopRequested ??= signal;
      server.kill(signal);
    });
  }
  server.once('error', (error) => {
    console.error(`npm start: the site server could not be started: ${error.message}`);
    end(1);
  });
  server.once('exit', (code, signal) => {
    const outcome = exitAfterServer({ code, signal }, stopRequested);
    if (outcome.message) console.error(`npm start: ${outcome.message}`);
    end(outcome.code);
  });
}
