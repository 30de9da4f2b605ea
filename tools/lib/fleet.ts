/**
 * The fleet on one machine (decision 025): PostgreSQL (Debian's package, a cluster of its
 * own in the fleet folder), several site servers — each its own process, port and data folder,
 * sharing nothing but the database, as on separate machines — and nginx in front as the load
 * balancer. nginx passes a request that failed on one instance (refused connection, reset,
 * 502/504) to the next one only when it is idempotent (GET, HEAD…), or when a form post
 * never reached the first; a post that may have been received is never sent twice.
 *
 * Used by `npm run fleet` (ops: try a deploy or a rollback against several instances) and
 * `npm run bench -- --fleet`.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, chown, mkdir, writeFile } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { areaNames } from '@estes/shared/core';
import { liveVersion, resolveDeployDir } from '@estes/platform';
import { appDir, buildApps, isBuilt, repositoryRoot, type AppName } from './apps';
import { currentRegistry, publishArea } from './publish';
import { serverNodeOptions, withServerProcessDefaults } from './server-process';
import { withSiteDatabase } from './site-database';
import { staticFileTuning } from './page-baselines';
import { ensureNginx, ensurePostgres, isRoot, nginxConfigStart } from './system-packages';

export interface FleetOptions {
  /** Where the fleet keeps its database cluster, instances' data folders and nginx files. */
  dir: string;
  /** The balancer's port; instances take the next ones, PostgreSQL the one after them. */
  port: number;
  instances: number;
  /** Added to every instance's environment (e.g. LOG_LEVEL, limits for a benchmark). */
  env?: Record<string, string>;
  /** Where progress and the instances' log lines go. */
  log?: (line: string) => void;
}

export interface FleetInstance {
  id: string;
  port: number;
  /** The instance itself, not through the balancer. */
  url: string;
  dataDir: string;
  child: ChildProcess | undefined;
}

export interface Fleet {
  /** The site, through the balancer. */
  url: string;
  databaseUrl: string;
  instances: FleetInstance[];
  /** The environment the deploy command needs to reach this fleet's registry. */
  deployEnv: NodeJS.ProcessEnv;
  startInstance(instance: FleetInstance): Promise<void>;
  /** kill -9: the instance dies mid-request, as a machine that loses power. */
  killInstance(instance: FleetInstance): Promise<void>;
  stop(): Promise<void>;
}

const host = '127.0.0.1';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, host, () => probe.close(() => resolve(true)));
  });
}

function get(url: string): Promise<number> {
  return new Promise((resolve) => {
    const request = http.get(url, { agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', () => resolve(0));
    request.setTimeout(5000, () => request.destroy());
  });
}

/** Runs a PostgreSQL program as the postgres user when this is root (its server refuses root). */
function asPostgres(command: string, args: string[]): { status: number | null; output: string } {
  const result = isRoot()
    ? spawnSync('su', ['postgres', '-s', '/bin/sh', '-c', [command, ...args].map(shellQuote).join(' ')], {
        encoding: 'utf8',
      })
    : spawnSync(command, args, { encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout ?? ''}${result.stderr ?? ''}`.trim() };
}

const shellQuote = (value: string) => `'${value.replace(/'/g, `'\\''`)}'`;

async function startPostgres(dir: string, port: number, log: (line: string) => void) {
  const postgres = ensurePostgres();
  if ('missing' in postgres) throw new Error(postgres.missing);
  const dataDir = path.join(dir, 'postgres');
  // The postgres user must reach its cluster inside the fleet folder (mkdtemp makes it 0700).
  if (isRoot()) await chmod(dir, 0o755);
  const socketDir = isRoot() ? os.tmpdir() : dir;
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    await mkdir(dataDir, { recursive: true });
    if (isRoot()) await chown(dataDir, Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout), 0);
    await chmod(dataDir, 0o700);
    const init = asPostgres(path.join(postgres.bin, 'initdb'), ['-D', dataDir, '-A', 'trust', '-U', 'postgres']);
    if (init.status !== 0) throw new Error(`initdb failed:\n${init.output}`);
    log(`PostgreSQL: a new cluster in ${dataDir}`);
  }
  const started = asPostgres(path.join(postgres.bin, 'pg_ctl'), [
    '-D',
    dataDir,
    '-o',
    `-p ${port} -k ${socketDir} -c listen_addresses=${host}`,
    '-l',
    path.join(dataDir, 'server.log'),
    '-w',
    'start',
  ]);
  if (started.status !== 0) throw new Error(`PostgreSQL did not start:\n${started.output}`);
  log(`PostgreSQL ${path.basename(path.dirname(postgres.bin))} on ${host}:${port}`);
  return {
    url: `postgres://postgres@${host}:${port}/postgres`,
    stop: async () => {
      asPostgres(path.join(postgres.bin, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', 'stop']);
    },
  };
}

/** Builds what is missing and publishes every area the registry has no usable live version of. */
async function publishMissing(dir: string, databaseUrl: string, log: (line: string) => void): Promise<void> {
  const env = { DATABASE_URL: databaseUrl, DATA_DIR: path.join(dir, 'publisher') };
  const registry = await withSiteDatabase(env, currentRegistry);
  const unpublished = areaNames.filter((area) => !liveVersion(registry.remotes[area])?.serverBundleSha256);
  const missing: AppName[] = [
    ...(isBuilt('shell') ? [] : (['shell'] as const)),
    ...unpublished.filter((area) => !isBuilt(area)),
  ];
  if (missing.length > 0) {
    log(`Building ${missing.join(', ')} (a minute or two)…`);
    await buildApps(missing, 'production');
  }
  if (unpublished.length === 0) return;
  await withSiteDatabase(env, async (db) => {
    for (const area of unpublished) {
      // Published from a machine of its own: the instances take the files from the database.
      const published = await publishArea(area, { deployDir: resolveDeployDir(env, repositoryRoot), db });
      log(`published ${area} ${published.version}`);
    }
  });
}

/**
 * The balancer's cache of pages (decision 050). It keeps what the site's own Cache-Control lets
 * a shared cache keep, for as long as it says: nginx reads `s-maxage` over `max-age` and keeps
 * nothing marked `private`, `no-store` or `no-cache`, nothing with `s-maxage=0`, no answer with
 * Set-Cookie, and a variant per value of each header the answer's `Vary` names. Pages go out
 * with `s-maxage=1` (page-key.ts), so a deploy, a rollback or a data change is in front of
 * visitors as soon as the kept copy's second is over. While one request fetches a page that
 * ran out, the others get the copy being replaced (`updating`), so an instance renders a page
 * once a second at most whatever the load; the one fetching waits for it (no background
 * update), which bounds how stale a copy can be when it is served. A copy that ran out is
 * fetched whole, not revalidated with its ETag: a 304 would keep the old copy's headers, and the
 * same document can come with other headers after a switch (X-Area-Version, the CSP's remote
 * origins). The areas' APIs and
 * /healthz are never kept here: an API answer is the area's own, with its own Cache-Control
 * for browsers, and a post is never kept by nginx anyway.
 */
function pageCacheConfig(prefix: string): { http: string; pages: string } {
  return {
    http: `  proxy_cache_path ${prefix}/cache levels=1:2 keys_zone=pages:8m max_size=256m inactive=10m use_temp_path=off;
  # Operators on this machine see how the balancer's cache answered; nobody else does (decision 035).
  map $remote_addr $operator_cache_status {
    127.0.0.1 $upstream_cache_status;
    default "";
  }
`,
    pages: `      proxy_cache pages;
      proxy_cache_key $scheme$host$request_uri;
      proxy_cache_lock on;
      proxy_cache_lock_timeout 5s;
      proxy_cache_use_stale updating;
      # A request with credentials is answered for its sender only, and never kept.
      proxy_cache_bypass $http_authorization;
      proxy_no_cache $http_authorization;
      # How the instance's own cache answered is for operators of that answer, not for everyone
      # the copy is handed to.
      proxy_hide_header X-Page-Cache;
      proxy_hide_header Surrogate-Control;
      proxy_hide_header Surrogate-Key;
      add_header X-Balancer-Cache $operator_cache_status always;
`,
  };
}

function nginxConfig(prefix: string, port: number, instances: readonly FleetInstance[]): string {
  const cache = pageCacheConfig(prefix);
  const proxy = `      proxy_pass http://site;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # A failed attempt goes to the next instance: always for GET and HEAD; for a post only
      # when it never reached the first (nginx's default without non_idempotent). Not on 503:
      # the site answers it for an area that is unavailable, the same on every instance.
      proxy_next_upstream error timeout http_502 http_504;
      proxy_next_upstream_tries ${instances.length};
      proxy_connect_timeout 2s;
      proxy_read_timeout 60s;
`;
  return `${nginxConfigStart(prefix, os.availableParallelism(), "Written by tools/lib/fleet.ts: the fleet's load balancer.")}${staticFileTuning}${cache.http}  upstream site {
${instances.map((instance) => `    server ${host}:${instance.port} max_fails=1 fail_timeout=2s;`).join('\n')}
    keepalive 64;
  }
  server {
    listen ${host}:${port} backlog=4096;
    client_max_body_size 30m;
    location / {
${proxy}${cache.pages}    }
    location /api/ {
${proxy}    }
    location = /healthz {
${proxy}    }
  }
}
`;
}

async function startNginx(prefix: string, port: number, instances: readonly FleetInstance[]) {
  const nginx = ensureNginx();
  if ('missing' in nginx) throw new Error(nginx.missing);
  await mkdir(prefix, { recursive: true });
  // nginx's workers drop root rights: they write their temporary files here.
  for (const sub of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi', 'cache']) {
    await mkdir(path.join(prefix, sub), { recursive: true });
    await chmod(path.join(prefix, sub), 0o777);
  }
  const configFile = path.join(prefix, 'nginx.conf');
  await writeFile(configFile, nginxConfig(prefix, port, instances));
  const child = spawn(nginx.binary, ['-p', prefix, '-c', configFile, '-e', path.join(prefix, 'error.log')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const url = `http://${host}:${port}`;
  for (const started = Date.now(); Date.now() - started < 10_000; await sleep(100)) {
    if (child.exitCode !== null) throw new Error(`nginx exited at start: ${stderr.trim()}`);
    if ((await get(`${url}/healthz`)) !== 0) {
      return {
        url,
        stop: async () => {
          if (child.exitCode !== null || child.signalCode !== null) return;
          child.kill('SIGQUIT');
          await Promise.race([exited, sleep(5000).then(() => child.kill('SIGKILL'))]);
        },
      };
    }
  }
  child.kill('SIGKILL');
  throw new Error(`nginx did not answer within 10 s: ${stderr.trim()}`);
}

export async function startFleet(options: FleetOptions): Promise<Fleet> {
  const log = options.log ?? ((line: string) => console.log(line));
  const dir = path.resolve(options.dir);
  await mkdir(dir, { recursive: true });
  const instancePorts = Array.from({ length: options.instances }, (_, index) => options.port + 1 + index);
  const postgresPort = options.port + 1 + options.instances;
  for (const port of [options.port, ...instancePorts, postgresPort]) {
    if (!(await portFree(port))) throw new Error(`port ${port} on ${host} is in use; pick another with --port`);
  }
  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const stopOne of stops.splice(0).reverse()) await stopOne().catch(() => undefined);
  };
  try {
    const postgres = await startPostgres(dir, postgresPort, log);
    stops.push(postgres.stop);
    await publishMissing(dir, postgres.url, log);

    const balancerUrl = `http://localhost:${options.port}`;
    const instances: FleetInstance[] = instancePorts.map((port, index) => ({
      id: `fleet-${index + 1}`,
      port,
      url: `http://${host}:${port}`,
      dataDir: path.join(dir, `instance-${index + 1}`),
      child: undefined,
    }));
    const serverMain = path.join(appDir('shell'), 'dist', 'server', 'main.cjs');

    const startInstance = async (instance: FleetInstance) => {
      const child = spawn(process.execPath, [...serverNodeOptions, serverMain], {
        cwd: repositoryRoot,
        env: withServerProcessDefaults({
          ...process.env,
          NODE_ENV: 'production',
          HOST: host,
          PORT: String(instance.port),
          DATA_DIR: instance.dataDir,
          DEPLOY_DIR: path.join(instance.dataDir, 'deploy'),
          DATABASE_URL: postgres.url,
          INSTANCE_ID: instance.id,
          // The public origin is the balancer's; the balancer is the one proxy in front.
          SITE_URL: balancerUrl,
          TRUST_PROXY: '1',
          ...options.env,
        }),
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      instance.child = child;
      const forward = (chunk: Buffer) => {
        for (const line of chunk.toString().split('\n').filter(Boolean)) log(`[${instance.id}] ${line}`);
      };
      child.stdout?.on('data', forward);
      child.stderr?.on('data', forward);
      for (const started = Date.now(); Date.now() - started < 60_000; await sleep(200)) {
        if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${instance.id} exited at start`);
        if ((await get(`${instance.url}/healthz`)) === 200) return;
      }
      throw new Error(`${instance.id} did not answer /healthz within a minute`);
    };
    const stopInstance = async (instance: FleetInstance, signal: NodeJS.Signals) => {
      const child = instance.child;
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill(signal);
      await Promise.race([exited, sleep(10_000).then(() => child.kill('SIGKILL'))]);
    };
    stops.push(async () => {
      await Promise.all(instances.map((instance) => stopInstance(instance, 'SIGTERM')));
    });
    await Promise.all(instances.map(startInstance));
    log(`Instances: ${instances.map((instance) => `${instance.id} on ${instance.url}`).join(', ')}`);

    const nginx = await startNginx(path.join(dir, 'nginx'), options.port, instances);
    stops.push(nginx.stop);
    return {
      url: balancerUrl,
      databaseUrl: postgres.url,
      instances,
      deployEnv: { DATABASE_URL: postgres.url, DATA_DIR: path.join(dir, 'publisher') },
      startInstance,
      killInstance: (instance) => stopInstance(instance, 'SIGKILL'),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
