/**
 * Debian packages the ops tools and the end-to-end suite run (nginx, PostgreSQL, Java for the
 * HTML checker): found where Debian puts them, and, as CI does for Chromium, installed with apt
 * when missing and this process is root.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

export const isRoot = (): boolean => process.getuid?.() === 0;

function aptInstall(pkg: string): boolean {
  if (!isRoot() || !existsSync('/usr/bin/apt-get')) return false;
  console.log(`${pkg} is not installed: apt-get install -y ${pkg}…`);
  const install = () => spawnSync('apt-get', ['install', '-y', '-qq', pkg], { stdio: 'inherit' }).status === 0;
  if (install()) return true;
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  return install();
}

export function findNginx(): string | undefined {
  const candidates = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx', '/usr/bin/nginx'];
  const onPath = (process.env.PATH ?? '').split(path.delimiter).map((dir) => path.join(dir, 'nginx'));
  return [...candidates, ...onPath].find((file) => existsSync(file));
}

/** nginx, installed first when missing (root with apt); undefined with how to install it. */
export function ensureNginx(): { binary: string } | { missing: string } {
  const found = findNginx() ?? (aptInstall('nginx') ? findNginx() : undefined);
  return found
    ? { binary: found }
    : { missing: 'nginx is not installed. Install it with:\n  sudo apt-get install -y nginx' };
}

const javaRuns = (): boolean => spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0;

/** Java (17+, Debian's default), for the Nu HTML Checker of the end-to-end suite (html-checker.ts). */
export function ensureJava(): { ok: true } | { missing: string } {
  return javaRuns() || (aptInstall('default-jre-headless') && javaRuns())
    ? { ok: true }
    : { missing: 'No Java for the HTML checker. Install it with: sudo apt-get install -y default-jre-headless' };
}

/** The newest PostgreSQL server programs (initdb, pg_ctl) Debian installed. */
export function findPostgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((version) => existsSync(path.join(root, version, 'bin', 'initdb')))
    .sort((a, b) => Number(a) - Number(b));
  const newest = versions.at(-1);
  return newest ? path.join(root, newest, 'bin') : undefined;
}

export function ensurePostgres(): { bin: string } | { missing: string } {
  const found = findPostgresBin() ?? (aptInstall('postgresql') ? findPostgresBin() : undefined);
  return found
    ? { bin: found }
    : { missing: 'PostgreSQL is not installed. Install it with:\n  sudo apt-get install -y postgresql' };
}

/**
 * The start of an nginx config that runs as a child of a tool, in the folder `prefix`: in the
 * foreground, its pid, log and temporary files there, no access log. The tool adds its own
 * lines inside `http { … }` and closes it.
 */
export function nginxConfigStart(prefix: string, workers: number, comment: string): string {
  return `# ${comment}
worker_processes ${workers};
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${prefix}/client_body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
`;
}
