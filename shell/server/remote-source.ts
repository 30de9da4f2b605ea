/**
 * Where the live remotes are: the deploy registry in production, or each remote's own dist
 * folder under `npm run dev`. The HTML, the pointer file and the server-side metadata all
 * ask this one place, so they always agree on a version.
 */
import { readFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as sharedPackage from '@estes/shared';
import { areaNames, areas, type AreaName, type AreaServerModule, type RemotePointer } from '@estes/shared';
import {
  browserFilesDir,
  entryUrlOf,
  liveVersion,
  pointerOf,
  RegistryWatcher,
  serverBundleDir,
} from './remote-registry';

export interface ServerBundleLocation {
  version: string;
  file: string;
  /** Where browsers load this version's files from: the server build's asset URLs start with it. */
  publicPath: string;
}

export interface RemoteSource {
  pointer(): Promise<RemotePointer>;
  serverBundle(area: AreaName): Promise<ServerBundleLocation | undefined>;
  /** Where a file of a version's browser build is on disk (e.g. its route-assets.json). */
  browserFile(area: AreaName, version: string, file: string): string;
  /** Whether a version's files never change (published), so what is read from them may be kept. */
  readonly immutableVersions: boolean;
}

export function deployedRemoteSource(deployDir: string): RemoteSource {
  const registry = new RegistryWatcher(deployDir);
  return {
    immutableVersions: true,
    browserFile: (area, version, file) => path.join(browserFilesDir(deployDir, area, version), file),
    pointer: async () => pointerOf(await registry.current()),
    async serverBundle(area) {
      const live = liveVersion((await registry.current()).remotes[area]);
      return live
        ? {
            version: live.version,
            file: path.join(serverBundleDir(deployDir, area, live.version), 'index.cjs'),
            publicPath: entryUrlOf(live).replace(/[^/]*$/, ''),
          }
        : undefined;
    },
  };
}

export const devRemotesUrlPrefix = '/dev-remotes/';

/** `npm run dev`: every remote straight from its watch build (mfe-<area>/dist-dev). */
export function devRemoteSource(repositoryRoot: string): RemoteSource {
  return {
    immutableVersions: false,
    browserFile: (area, _version, file) => path.join(repositoryRoot, areas[area].folder, 'dist-dev', 'browser', file),
    async pointer() {
      const pointer: Partial<Record<AreaName, RemotePointer[AreaName]>> = {};
      for (const area of areaNames) {
        pointer[area] = {
          name: areas[area].container,
          version: 'dev',
          manifest: `${devRemotesUrlPrefix}${area}/mf-manifest.json`,
          entry: `${devRemotesUrlPrefix}${area}/remoteEntry.js`,
        };
      }
      return pointer;
    },
    async serverBundle(area) {
      const file = path.join(repositoryRoot, areas[area].folder, 'dist-dev', 'server', 'index.cjs');
      const { mtimeMs } = await stat(file).catch(() => ({ mtimeMs: 0 }));
      return mtimeMs ? { version: `dev-${mtimeMs}`, file, publicPath: `${devRemotesUrlPrefix}${area}/` } : undefined;
    },
  };
}

const nodeRequire = createRequire(__filename);

/**
 * The singletons a remote's server build imports, answered from this process, like the share
 * scope in browsers: one React renders the page and one @estes/shared holds the settings.
 * Packages are taken from Node's module cache (CommonJS exports, as the server bundle
 * expects); @estes/shared is this bundle's own instance.
 */
const hostModules: Readonly<Record<string, unknown>> = {
  react: nodeRequire('react'),
  'react/jsx-runtime': nodeRequire('react/jsx-runtime'),
  'react/jsx-dev-runtime': nodeRequire('react/jsx-dev-runtime'),
  'react-dom': nodeRequire('react-dom'),
  'react-router-dom': nodeRequire('react-router-dom'),
  'styled-components': nodeRequire('styled-components'),
  zustand: nodeRequire('zustand'),
  '@estes/shared': sharedPackage,
};

/**
 * What a remote's server build asks the host about itself (`@estes/remote-context`): the URL
 * its version's browser files are served from, so the asset URLs it renders are the ones
 * the browser build uses.
 */
export interface RemoteContext {
  publicPath: string;
}

/** Evaluates a remote's server build (CommonJS) with the host's singletons. */
function evaluateServerBundle(file: string, context: RemoteContext): unknown {
  const code = readFileSync(file, 'utf8');
  const module = { exports: {} as unknown };
  const requireFromBundle = (id: string) =>
    id === '@estes/remote-context' ? context : id in hostModules ? hostModules[id] : nodeRequire(id);
  // Like require, but with our own require for the bundle: loading our own deployed build.
  const run = new Function('exports', 'require', 'module', '__filename', '__dirname', code) as (
    ...args: unknown[]
  ) => void;
  run(module.exports, requireFromBundle, module, file, path.dirname(file));
  return module.exports;
}

/**
 * Loads (once per version) the server build of an area's live version. Versions are
 * immutable, so a loaded one is kept; a rollback simply asks for another file.
 */
export class AreaServerModules {
  private readonly loaded = new Map<string, AreaServerModule>();

  constructor(private readonly source: RemoteSource) {}

  async get(area: AreaName): Promise<{ module: AreaServerModule; version: string } | undefined> {
    const location = await this.source.serverBundle(area);
    if (!location) return undefined;
    const key = `${area}@${location.version}`;
    const cached = this.loaded.get(key);
    if (cached) return { module: cached, version: location.version };
    const module = evaluateServerBundle(location.file, { publicPath: location.publicPath }) as AreaServerModule;
    if (module.area !== area || typeof module.areaRoutes !== 'object') {
      throw new Error(`${location.file} is not the server build of the ${area} area`);
    }
    this.loaded.set(key, module);
    return { module, version: location.version };
  }
}
