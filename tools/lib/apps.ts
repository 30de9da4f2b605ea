/** The apps of the workspace, where they live, and how to build them with webpack's API. */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import webpack, { type Configuration, type MultiStats } from 'webpack';
import { areaNames, areas, type AreaName } from '@estes/shared/core';

export const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export type AppName = 'shell' | AreaName;
export const appNames: readonly AppName[] = [...areaNames, 'shell'];

export const appDir = (app: AppName): string =>
  path.join(repositoryRoot, app === 'shell' ? 'shell' : areas[app].folder);

export type BuildMode = 'production' | 'development';

/** An app's webpack configurations; `standalone` adds a remote's run-alone app (dev server). */
export async function webpackConfigs(
  app: AppName,
  mode: BuildMode,
  options: { standalone?: boolean } = {},
): Promise<Configuration[]> {
  const configModule = (await import(pathToFileURL(path.join(appDir(app), 'webpack.config.mjs')).href)) as {
    default: (options: { mode: BuildMode; standalone?: boolean }) => Configuration | Configuration[];
  };
  const configs = configModule.default({ mode, ...options });
  return Array.isArray(configs) ? configs : [configs];
}

/** Whether an app has a complete production build on disk. */
export function isBuilt(app: AppName): boolean {
  const dir = appDir(app);
  return app === 'shell'
    ? existsSync(path.join(dir, 'dist', 'index.html')) &&
        existsSync(path.join(dir, 'dist', 'server', 'main.cjs')) &&
        existsSync(path.join(dir, 'dist', 'browser', 'console', 'console-assets.json')) &&
        // A build from before the service worker (decision 080) is built again.
        existsSync(path.join(dir, 'dist', 'worker', 'sw.js'))
    : existsSync(path.join(dir, 'dist', 'browser', 'mf-manifest.json')) &&
        existsSync(path.join(dir, 'dist', 'server', 'index.cjs')) &&
        existsSync(path.join(dir, 'dist', 'server', 'api.cjs'));
}

export function runWebpack(configs: Configuration[]): Promise<MultiStats> {
  return new Promise((resolve, reject) => {
    const compiler = webpack(configs);
    compiler.run((error, stats) => {
      compiler.close(() => {
        if (error) return reject(error);
        if (!stats) return reject(new Error('webpack returned no stats'));
        if (stats.hasErrors())
          return reject(new Error(stats.toString({ all: false, errors: true, errorDetails: true, colors: false })));
        resolve(stats);
      });
    });
  });
}

/** Builds one app in this process. */
export async function buildApp(app: AppName, mode: BuildMode = 'production'): Promise<number> {
  const started = Date.now();
  await runWebpack(await webpackConfigs(app, mode));
  return Date.now() - started;
}

/**
 * Builds several apps, each in its own process so the machine's cores work in parallel
 * (webpack itself mostly uses one).
 */
export async function buildApps(apps: readonly AppName[], mode: BuildMode = 'production'): Promise<void> {
  const queue = [...apps];
  const parallel = Math.max(1, Math.min(queue.length, os.availableParallelism()));
  const worker = async () => {
    for (let app = queue.shift(); app; app = queue.shift()) {
      const current = app;
      await new Promise<void>((resolve, reject) => {
        const child = spawn(
          process.execPath,
          ['--import', 'tsx', path.join(repositoryRoot, 'tools', 'build.ts'), '--single', current, '--mode', mode],
          {
            cwd: repositoryRoot,
            stdio: 'inherit',
          },
        );
        child.on('error', reject);
        child.on('exit', (code) =>
          code === 0 ? resolve() : reject(new Error(`building ${current} failed (exit ${code})`)),
        );
      });
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
}
