/**
 * The two yardsticks `npm run bench` measures the site's pages against (decision 048), each
 * serving a page's very bytes with the site server's own headers:
 *
 * - nginx as an operator runs it for static files: a worker per core, sendfile with tcp_nopush
 *   and tcp_nodelay (without tcp_nodelay a keep-alive answer's last segment waits for the
 *   client's delayed ACK: the 40 ms stalls of decision 020's nginx row), keep-alive that is never
 *   recycled mid-run, an open-file cache, no access log;
 * - a bare Node `http` server in a process of its own that writes each page's buffer with its
 *   headers: what one Node process can do, the ceiling of the site's cached path.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { nginxConfigStart } from './system-packages';

/** A page as the site server answered it, served again by a yardstick at `target`'s path. */
export interface PageBytes {
  /** Path and query as the bench asks for it; the yardsticks match on the path. */
  target: string;
  body: Buffer;
  /** The server's response headers, as Node's `rawHeaders` (name, value, name, value…). */
  rawHeaders: readonly string[];
}

export interface RunningBaseline {
  baseUrl: string;
  /** For the bench's facts: what ran, with which settings. */
  description: string;
  /** The one process that answers, when there is one (the bench reads its CPU per answer). */
  pid?: number;
  stop(): Promise<void>;
}

const host = '127.0.0.1';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Headers a server makes itself for each answer; the others are copied from the site's. */
const perAnswerHeaders = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
  'content-type',
  'server',
]);

/** The path part of a target: both yardsticks match on it (the query is not part of it). */
export const pathOf = (target: string) => target.split('?')[0] ?? '/';

/** The page's headers a yardstick copies, as [name, value] pairs. */
export function copiedHeaders(page: PageBytes): [string, string][] {
  const pairs: [string, string][] = [];
  for (let index = 0; index < page.rawHeaders.length; index += 2) {
    const name = page.rawHeaders[index] ?? '';
    if (!perAnswerHeaders.has(name.toLowerCase())) pairs.push([name, page.rawHeaders[index + 1] ?? '']);
  }
  return pairs;
}

export function contentTypeOf(page: PageBytes): string {
  for (let index = 0; index < page.rawHeaders.length; index += 2) {
    if (page.rawHeaders[index]?.toLowerCase() === 'content-type') return page.rawHeaders[index + 1] ?? '';
  }
  return 'text/html; charset=utf-8';
}

function ensureOnePagePerPath(pages: readonly PageBytes[]) {
  const paths = pages.map((page) => pathOf(page.target));
  if (new Set(paths).size !== paths.length)
    throw new Error('a yardstick serves one page per path: give pages of other paths');
}

function fetchBody(url: string): Promise<{ status: number; body: Buffer } | undefined> {
  return new Promise((resolve) => {
    const request = http.get(url, { agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks) }));
      response.on('error', () => resolve(undefined));
    });
    request.on('error', () => resolve(undefined));
    request.setTimeout(5000, () => request.destroy());
  });
}

/** Waits until the yardstick answers every page with its very bytes (or fails, naming why). */
async function untilServingTheSameBytes(
  child: ChildProcess,
  baseUrl: string,
  pages: readonly PageBytes[],
  what: string,
  output: () => string,
) {
  for (const started = Date.now(); Date.now() - started < 10_000; await sleep(100)) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${what} exited at start: ${output()}`);
    const first = pages[0];
    if (!first || !(await fetchBody(`${baseUrl}${first.target}`))) continue;
    for (const page of pages) {
      const copy = await fetchBody(`${baseUrl}${page.target}`);
      if (copy?.status !== 200 || !copy.body.equals(page.body)) {
        throw new Error(
          `${what} answered ${copy?.status ?? 'nothing'} for ${page.target} with other bytes than the page`,
        );
      }
    }
    return;
  }
  throw new Error(`${what} did not answer within 10 s: ${output()}`);
}

function stopperOf(child: ChildProcess, signal: NodeJS.Signals) {
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill(signal);
    await Promise.race([exited, sleep(5000).then(() => child.kill('SIGKILL'))]);
  };
}

/** A config value in double quotes; undefined when nginx would read a variable in it. */
const nginxString = (value: string) => (value.includes('$') ? undefined : `"${value.replace(/(["\\])/g, '\\$1')}"`);

/** The http-level settings of nginx serving files as an operator tunes it (decision 048). */
export const staticFileTuning = `  sendfile on;
  tcp_nopush on;
  tcp_nodelay on;
  sendfile_max_chunk 512k;
  keepalive_timeout 75s;
  keepalive_requests 1000000;
  open_file_cache max=1000 inactive=60s;
  open_file_cache_valid 60s;
  server_tokens off;
`;

export function nginxVersion(binary: string): string {
  const answer = spawnSync(binary, ['-v'], { encoding: 'utf8' });
  return `${answer.stderr}${answer.stdout}`.trim().replace(/^nginx version:\s*/, '');
}

/** nginx serving each page's bytes from a file at the page's path, with the server's headers. */
export async function startStaticNginx(options: {
  binary: string;
  /** An empty folder of its own: config, files, logs. */
  prefix: string;
  port: number;
  pages: readonly PageBytes[];
  warn?: (text: string) => void;
}): Promise<RunningBaseline> {
  const { prefix, pages } = options;
  ensureOnePagePerPath(pages);
  const htmlDir = path.join(prefix, 'html');
  await mkdir(htmlDir, { recursive: true });
  for (const sub of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) await mkdir(path.join(prefix, sub));
  // nginx's workers drop root rights: let them read the pages.
  await chmod(prefix, 0o755);
  await chmod(htmlDir, 0o755);
  const locations: string[] = [];
  for (const [index, page] of pages.entries()) {
    const file = `page-${index}.html`;
    await writeFile(path.join(htmlDir, file), page.body);
    await chmod(path.join(htmlDir, file), 0o644);
    const copied: string[] = [];
    for (const [name, raw] of copiedHeaders(page)) {
      const value = nginxString(raw);
      if (value === undefined) options.warn?.(`  (header ${name} not copied to nginx: it holds a $)`);
      else copied.push(`      add_header ${name} ${value} always;`);
    }
    locations.push(`    location = ${pathOf(page.target)} {
      default_type ${nginxString(contentTypeOf(page)) ?? '"text/html; charset=utf-8"'};
      try_files /${file} =404;
${copied.join('\n')}
    }`);
  }
  const workers = os.availableParallelism();
  const config = `${nginxConfigStart(prefix, workers, 'Written by tools/lib/page-baselines.ts for one bench run.')}  types { }
${staticFileTuning}  etag off;
  server {
    listen ${host}:${options.port} backlog=4096;
    root ${htmlDir};
${locations.join('\n')}
  }
}
`;
  const configFile = path.join(prefix, 'nginx.conf');
  await writeFile(configFile, config);
  const child = spawn(options.binary, ['-p', prefix, '-c', configFile, '-e', path.join(prefix, 'error.log')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const stop = stopperOf(child, 'SIGQUIT');
  const baseUrl = `http://${host}:${options.port}`;
  try {
    await untilServingTheSameBytes(child, baseUrl, pages, 'nginx', () => stderr.trim());
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    baseUrl,
    description: `nginx ${nginxVersion(options.binary)}, ${workers} workers, sendfile + tcp_nopush + tcp_nodelay, keep-alive 1,000,000 requests, open_file_cache`,
    stop,
  };
}

/**
 * The bare Node server's whole program: a map from path to [status line headers, body], one
 * `writeHead` and one `end` per request. Run with `node -e`, so nothing of the bench's own
 * process (tsx, autocannon) shares its thread.
 */
const bareServerProgram = `
const http = require('node:http');
const fs = require('node:fs');
const listing = JSON.parse(fs.readFileSync(process.env.BARE_PAGES, 'utf8'));
const pages = new Map(listing.pages.map((page) => [page.path, { headers: page.headers, body: fs.readFileSync(page.file) }]));
const server = http.createServer((request, response) => {
  const page = pages.get(request.url.split('?')[0]);
  if (!page) { response.writeHead(404); response.end(); return; }
  response.writeHead(200, page.headers);
  response.end(page.body);
});
server.keepAliveTimeout = 75000;
server.listen(listing.port, listing.host);
`;

/** A bare Node `http` server writing each page's buffer with the site's headers. */
export async function startBareNode(options: {
  folder: string;
  port: number;
  pages: readonly PageBytes[];
}): Promise<RunningBaseline> {
  ensureOnePagePerPath(options.pages);
  await mkdir(options.folder, { recursive: true });
  const listedPages = [];
  for (const [index, page] of options.pages.entries()) {
    const file = path.join(options.folder, `page-${index}.html`);
    await writeFile(file, page.body);
    const headers: [string, string][] = [
      ...copiedHeaders(page),
      ['Content-Type', contentTypeOf(page)],
      ['Content-Length', String(page.body.length)],
    ];
    listedPages.push({ path: pathOf(page.target), file, headers: headers.flat() });
  }
  const listingFile = path.join(options.folder, 'pages.json');
  await writeFile(listingFile, JSON.stringify({ host, port: options.port, pages: listedPages }));
  const child = spawn(process.execPath, ['-e', bareServerProgram], {
    env: { PATH: process.env.PATH, NODE_ENV: 'production', BARE_PAGES: listingFile },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const stop = stopperOf(child, 'SIGTERM');
  const baseUrl = `http://${host}:${options.port}`;
  try {
    await untilServingTheSameBytes(child, baseUrl, options.pages, 'the bare Node server', () => stderr.trim());
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, description: `bare Node ${process.version} http server, one process`, pid: child.pid, stop };
}
