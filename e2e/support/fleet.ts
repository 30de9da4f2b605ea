/**
 * A fleet of a test's own (tools/lib/fleet.ts: PostgreSQL, two instances of the suite's build,
 * nginx), started the one way the fleet specs start it, in a new temporary folder.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startFleet, type Fleet } from '../../tools/lib/fleet';

export interface TestFleet {
  fleet: Fleet;
  /** The instances' log lines at level error and above: a test expects none. */
  instanceErrors: string[];
  /** Ends the fleet and removes its folder. */
  stop(): Promise<void>;
}

/** Starts the balancer on `port` (the instances and PostgreSQL on the ports after it), in a folder named from `folderPrefix`. */
export async function startTestFleet(port: number, folderPrefix: string): Promise<TestFleet> {
  const dir = await mkdtemp(path.join(os.tmpdir(), folderPrefix));
  const instanceErrors: string[] = [];
  const fleet = await startFleet({
    dir,
    port,
    instances: 2,
    env: { LOG_LEVEL: 'error' },
    log: (line) => {
      if (line.startsWith('[fleet-')) instanceErrors.push(line);
    },
  });
  return {
    fleet,
    instanceErrors,
    async stop() {
      await fleet.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
