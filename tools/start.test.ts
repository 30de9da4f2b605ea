/**
 * @jest-environment node
 *
 * How `npm start` ends (tools/lib/supervise.ts, decision 035): non-zero whenever its server went
 * down without being asked, so a supervisor set to restart on failure brings the site back; the
 * operator's Ctrl-C or SIGTERM ends it with 128 + the signal's number. The real supervision, in
 * a process of its own, over a stand-in server (tools/testing/supervised-stand-in.ts), and under
 * npm with the package's own start script.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { repositoryRoot } from './lib/apps';
import { exitAfterServer, signalExitCode } from './lib/supervise';

const standIn = path.join(repositoryRoot, 'tools', 'testing', 'supervised-stand-in.ts');

/** Resolves once the stand-in server behind `supervisor` listens, with its pid. */
async function startSupervised(
  env: NodeJS.ProcessEnv = {},
  supervisor = spawn(process.execPath, ['--import', 'tsx', standIn], {
    cwd: repositoryRoot,
    env: { ...process.env, ...env },
  }),
) {
  let stderrText = '';
  supervisor.stderr.on('data', (chunk: Buffer) => (stderrText += chunk.toString()));
  // Everything it wrote to stderr (once its end of the pipe closes).
  const stderr = new Promise<string>((resolve) => supervisor.stderr.once('end', () => resolve(stderrText)));
  // The process's end, as its supervisor sees it (a child it left behind may hold its pipes open).
  const ended = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    supervisor.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const serverPid = await new Promise<number>((resolve, reject) => {
    let stdout = '';
    supervisor.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const ready = /stand-in ready, pid (\d+)/.exec(stdout);
      if (ready) resolve(Number(ready[1]));
    });
    void ended.then((end) => reject(new Error(`ended before its server was ready: ${JSON.stringify(end)}`)));
  });
  return { supervisor, serverPid, ended, stderr };
}

describe('npm start’s exit code', () => {
  it('is 137, not 0, when the server is killed by SIGKILL (the OOM killer), and says so', async () => {
    const { serverPid, ended, stderr } = await startSupervised();
    process.kill(serverPid, 'SIGKILL');
    expect(await ended).toEqual({ code: 137, signal: null });
    expect(await stderr).toContain('the site server was killed by SIGKILL, which npm start did not send');
  }, 30_000);

  it.each([
    ['SIGTERM', 143],
    ['SIGINT', 130],
  ] as const)(
    'is 128 + the signal when the operator stops it with %s (the server closes cleanly)',
    async (signal, code) => {
      const { supervisor, ended, stderr } = await startSupervised();
      supervisor.kill(signal);
      expect(await ended).toEqual({ code, signal: null });
      expect(await stderr).toBe('');
    },
    30_000,
  );

  it('is non-zero when the server stops although npm start was not asked to', async () => {
    const graceful = await startSupervised();
    // Someone stopped the server itself: it closed cleanly (0), but the site is down.
    process.kill(graceful.serverPid, 'SIGTERM');
    expect(await graceful.ended).toEqual({ code: 1, signal: null });
    expect(await graceful.stderr).toContain('the site server stopped although npm start was not asked to stop it');

    const failing = await startSupervised({ STAND_IN_EXIT: '3' });
    expect(await failing.ended).toEqual({ code: 3, signal: null });
  }, 30_000);
});

describe('npm start under a supervisor that signals npm alone', () => {
  it('stops the server too (the script execs tsx, so no shell swallows the signal), and exits 143', async () => {
    // The package's own start script, run by npm, with the stand-in in place of tools/start.ts.
    const { scripts } = JSON.parse(await readFile(path.join(repositoryRoot, 'package.json'), 'utf8')) as {
      scripts: { start: string };
    };
    const dir = await mkdtemp(path.join(os.tmpdir(), 'npm-start-'));
    const start = scripts.start.replace('tools/start.ts', standIn);
    await writeFile(path.join(dir, 'package.json'), JSON.stringify({ name: 'npm-start-test', scripts: { start } }));
    const npm = spawn('npm', ['start', '--silent'], {
      cwd: dir,
      env: {
        ...process.env,
        PATH: `${path.join(repositoryRoot, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH ?? ''}`,
      },
    });
    const { serverPid, ended } = await startSupervised({}, npm);
    const running = (pid: number) => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    };
    try {
      npm.kill('SIGTERM');
      expect(await ended).toEqual({ code: 143, signal: null });
      // npm ended only once its script had, which ended only once the server had.
      expect(running(serverPid)).toBe(false);
    } finally {
      if (running(serverPid)) process.kill(serverPid, 'SIGKILL');
    }
  }, 60_000);
});

describe('exitAfterServer', () => {
  it('answers 128 + the signal for any signal, asked for or not, and never 0 for a server that went down', () => {
    expect(signalExitCode('SIGKILL')).toBe(137);
    expect(exitAfterServer({ code: null, signal: 'SIGSEGV' }, undefined).code).toBe(139);
    expect(exitAfterServer({ code: null, signal: 'SIGTERM' }, undefined).code).toBe(143);
    expect(exitAfterServer({ code: null, signal: 'SIGTERM' }, 'SIGTERM')).toEqual({ code: 143 });
    expect(exitAfterServer({ code: 0, signal: null }, 'SIGINT')).toEqual({ code: 130 });
    // A shutdown that failed keeps its own code.
    expect(exitAfterServer({ code: 1, signal: null }, 'SIGTERM').code).toBe(1);
    expect(exitAfterServer({ code: 0, signal: null }, undefined).code).toBe(1);
    expect(exitAfterServer({ code: 2, signal: null }, undefined).code).toBe(2);
  });
});
