/**
 * npm run fleet: the site as it runs on several machines, on this one. PostgreSQL (installed
 * with apt when missing and run as root), two site servers with their own data folders and
 * ports, and nginx in front as the load balancer; prints the address. Ctrl-C stops all of it.
 * A deploy or rollback from another terminal reaches every instance (see the printed command).
 *
 * Options: --port N (the balancer, default 3080; instances on the next ports, PostgreSQL after
 * them), --instances N (default 2), --dir DIR (default var/fleet: the database and each
 * instance's data are kept between runs).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { repositoryRoot } from './lib/apps';
import { exitWhenWritten } from './lib/cli-output';
import { startFleet } from './lib/fleet';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '3080' },
    instances: { type: 'string', default: '2' },
    dir: { type: 'string', default: path.join(repositoryRoot, 'var', 'fleet') },
    help: { type: 'boolean', short: 'h' },
  },
});

const usage = 'Usage: npm run fleet -- [--port 3080] [--instances 2] [--dir var/fleet]';

async function main(): Promise<void> {
  if (values.help) {
    console.log(usage);
    return;
  }
  const port = Number(values.port);
  const instances = Number(values.instances);
  if (!Number.isInteger(port) || port < 1 || port > 65_000 || !Number.isInteger(instances) || instances < 1) {
    throw new Error(`--port and --instances take whole numbers.\n${usage}`);
  }
  const fleet = await startFleet({ dir: values.dir, port, instances, env: { LOG_LEVEL: 'warn' } });
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping the fleet…');
    void fleet.stop().then(() => exitWhenWritten(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  console.log(`
The site: ${fleet.url}  (nginx → ${fleet.instances.map((instance) => `${instance.id} ${instance.url}`).join(', ')})
Each instance's health: <instance>/healthz (the whole report from this machine, or with HEALTHZ_TOKEN). Deploy or roll back one area on every instance:
  DATABASE_URL=${fleet.databaseUrl} npm run remotes -- rollback lodging
Ctrl-C stops the fleet (the database and data folders stay in ${path.relative(process.cwd(), values.dir) || '.'}).`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  void exitWhenWritten(1);
});
