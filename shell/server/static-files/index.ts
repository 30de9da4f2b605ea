/**
 * The static files plugin: the shell's bundles (/assets/), its public folder (favicon, share
 * image), and each area's browser files (/remotes/<area>/<version>/ deployed, /dev-remotes/ in
 * development), each with its cache headers. Site-wide (site-plugin.ts): its request checks
 * run for every request, before any route, as they did when app.ts added them.
 */
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { areaNames, areas } from '@estes/shared';
import type { ServerConfig } from '../config';
import { devRemotesUrlPrefix, type RemoteSource } from '../remote-source';
import { siteWidePlugin } from '../site-plugin';
import { refuseUnservableFileRequests } from './file-requests';

export interface StaticFilesOptions extends Record<string, unknown> {
  config: ServerConfig;
  /** The shell's build folder (dist/ or dist-dev/): browser/ holds its bundles. */
  shellDistDir: string;
  shellPublicDir: string;
  repositoryRoot: string;
  remoteSource: RemoteSource;
}

const immutable = 'public, max-age=31536000, immutable';
const revalidate = 'no-cache';

export const staticFiles = siteWidePlugin<StaticFilesOptions>('static-files', async function staticFiles(app, options) {
  const { config } = options;
  app.addHook('onRequest', refuseUnservableFileRequests(config.devRemotes));
  // Shell bundles: the entry keeps its name across builds, so it revalidates; the rest is hashed.
  await app.register(fastifyStatic, {
    root: path.join(options.shellDistDir, 'browser'),
    prefix: '/assets/',
    preCompressed: true,
    decorateReply: false,
    cacheControl: false,
    setHeaders: (res, filePath) => {
      // main.js as sent, or its .br or .gz: every encoding of the entry revalidates.
      res.setHeader('cache-control', /[\\/]main\.js(\.br|\.gz)?$/.test(filePath) ? revalidate : immutable);
    },
  });
  await app.register(fastifyStatic, {
    root: options.shellPublicDir,
    prefix: '/',
    wildcard: false,
    decorateReply: false,
    cacheControl: false,
    setHeaders: (res) => res.setHeader('cache-control', 'public, max-age=86400'),
  });
  registerServiceWorker(app, options.shellDistDir);
  if (config.devRemotes) await registerDevRemotes(app, options.repositoryRoot);
  else await registerDeployedRemotes(app, config.deployDir, options.remoteSource);
});

/**
 * The service worker (decision 080), at the root so its scope is the whole site. Browsers check
 * it for updates on navigations; `no-cache` makes every cache in between (the fleet's nginx
 * keeps no `no-cache` answer) ask this instance, so a new worker is never hidden by an old copy.
 */
function registerServiceWorker(app: FastifyInstance, shellDistDir: string) {
  const workerFile = path.join(shellDistDir, 'worker', 'sw.js');
  let worker: Promise<Buffer | undefined> | undefined;
  app.get('/sw.js', async (request, reply) => {
    worker ??= readFile(workerFile).catch((error: unknown) => {
      request.log.warn({ err: error }, 'the service worker is not built');
      worker = undefined;
      return undefined;
    });
    const script = await worker;
    if (!script) return reply.code(404).header('cache-control', 'no-store').send({ error: 'Not Found' });
    return reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('cache-control', revalidate)
      .send(script);
  });
}

/** Each area's development build, never kept. */
async function registerDevRemotes(app: FastifyInstance, repositoryRoot: string) {
  for (const area of areaNames) {
    await app.register(fastifyStatic, {
      root: path.join(repositoryRoot, areas[area].folder, 'dist-dev', 'browser'),
      prefix: `${devRemotesUrlPrefix}${area}/`,
      decorateReply: false,
      cacheControl: false,
      setHeaders: (res) => res.setHeader('cache-control', 'no-store'),
    });
  }
}

async function registerDeployedRemotes(app: FastifyInstance, deployDir: string, remoteSource: RemoteSource) {
  // A version published from another machine: its browser files come from the database the
  // first time this instance is asked for one of them (only for versions the registry keeps).
  app.addHook('onRequest', async (request) => {
    const match = /^\/remotes\/([a-z]+)\/([\w.+-]+)\//.exec(request.url);
    const area = match?.[1] as (typeof areaNames)[number] | undefined;
    if (!match?.[2] || !area || !areaNames.includes(area)) return;
    await remoteSource.ensureBrowserFiles?.(area, match[2]).catch((error: unknown) => {
      request.log.warn({ err: error }, 'browser files of a kept version could not be copied from the database');
    });
  });
  // Published versions never change: a new deploy is a new folder (copied here on first need).
  await mkdir(path.join(deployDir, 'remotes'), { recursive: true });
  await app.register(fastifyStatic, {
    root: path.join(deployDir, 'remotes'),
    prefix: '/remotes/',
    preCompressed: true,
    decorateReply: false,
    cacheControl: false,
    setHeaders: (res) => {
      res.setHeader('cache-control', immutable);
      res.setHeader('access-control-allow-origin', '*');
    },
  });
}
