/**
 * The areas' deployed versions in this process: each live version loaded once, as one unit
 * (decision 021):
 * - its server build (this instance's copy, or the database's) checked against the sha256 the
 *   registry recorded, then evaluated: the
 *   pages and widgets (`index.cjs`, with the host's React, router, styled-components and
 *   `@estes/shared`) and the API (`api.cjs`);
 * - its migrations applied (none are new when the deploy tool has already applied them);
 * - its API started on its own Fastify instance (area-api-host.ts).
 *
 * A request takes one snapshot of the source (`scope()`), and leases each version it uses
 * for as long as it runs, so a deploy or rollback mid-request never mixes versions and never
 * pulls a version from under a request. A version that is no longer live is released once
 * its last lease ends: its API instance is closed (its background work stops) and nothing of
 * it stays referenced. A version that fails to load (tampered, missing, a failing migration)
 * leaves its area unavailable, the other areas unaffected, and is tried again after a pause.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import * as sharedPackage from '@estes/shared';
import * as sharedMyTrip from '@estes/shared/my-trip';
import * as styledComponents from 'styled-components';
import { areaNames, isSiteApiPath, type AreaName, type AreaServerModule, type SiteApi } from '@estes/shared';
import {
  readPageFreshness,
  type AreaApi,
  type AreaApiContext,
  type AreaApiModule,
  type AreaEnvironment,
  type AreaHealth,
  type Database,
} from '@estes/shared/server';
import type { TrustedProxies } from './config';
import type { FastifyBaseLogger, FastifyRequest, InjectOptions, LightMyRequestResponse } from 'fastify';
import { AreaSettingsError, createAreaApiHost, type AreaApiHost } from './area-api-host';
import { applyMigrations, evaluateCommonJs, serverBundleFiles } from '@estes/platform';
import { withLegacySecrets } from './legacy-area-secrets';
import type { RemoteSource, ServerBundleLocation, SourceSnapshot } from './remote-source';
import { answerHeaders, readThrough, type ApiReadCache } from './api-reads';
import { withPageModulesEvaluated } from './area-page-modules';
import { answerFromMemory } from './in-memory-answer';

const nodeRequire = createRequire(__filename);

/**
 * The singletons a remote's server build imports, answered from this process, like the share
 * scope in browsers: one React renders the page and one @estes/shared holds the settings.
 * Packages are taken from Node's module cache (CommonJS exports, as the server bundle
 * expects); @estes/shared and styled-components are this bundle's own instances.
 */
const hostModules: Readonly<Record<string, unknown>> = {
  react: nodeRequire('react'),
  'react/jsx-runtime': nodeRequire('react/jsx-runtime'),
  'react/jsx-dev-runtime': nodeRequire('react/jsx-dev-runtime'),
  'react-dom': nodeRequire('react-dom'),
  'react-router-dom': nodeRequire('react-router-dom'),
  // This bundle's own copy (bundled for speed, decision 058), the one the shell renders with.
  'styled-components': styledComponents,
  zustand: nodeRequire('zustand'),
  '@estes/shared': sharedPackage,
  '@estes/shared/my-trip': sharedMyTrip,
};

export class AreaVersionUnavailableError extends Error {
  override name = 'AreaVersionUnavailableError';
  constructor(
    readonly area: AreaName,
    reason: string,
    options?: ErrorOptions,
  ) {
    super(`the ${area} area is unavailable: ${reason}`, options);
  }
}

export interface LoadedAreaVersion {
  area: AreaName;
  version: string;
  module: AreaServerModule;
  api: AreaApiHost;
}

export interface AreaVersionsOptions {
  source: RemoteSource;
  db: Database;
  /** What every area's API is given (database, public settings, the data folder). */
  apiContext: Omit<AreaApiContext, 'areaSettings' | 'reportHealth'>;
  /** The server's environment: each area is given only the variables it declares (decision 034). */
  environment: AreaEnvironment;
  logger: FastifyBaseLogger;
  trustProxy: TrustedProxies;
  /** Whether a request from outside may see the areas' page-cache headers (operator-access.ts). */
  showsOperatorHeaders: (request: FastifyRequest) => boolean;
  databaseStatus: () => Promise<'ok' | 'unavailable'>;
  /** How long a version that failed to load is left alone before the next try. */
  retryAfterMs?: number;
  now?: () => number;
}

interface Entry {
  key: string;
  location: ServerBundleLocation;
  loading: Promise<LoadedAreaVersion>;
  leases: number;
  live: boolean;
  failedAt?: number;
  /** Why it failed, when it was the area's own settings (they name the variables). */
  settingsProblem?: string;
  /** The loaded version, once `loading` has settled well. */
  settled?: LoadedAreaVersion;
}

const keyOf = (location: Pick<ServerBundleLocation, 'area' | 'version'>) => `${location.area}@${location.version}`;

function asServerModule(value: unknown, area: AreaName): AreaServerModule {
  const module = value as Partial<AreaServerModule> | null;
  if (module?.area !== area || typeof module.areaRoutes !== 'object') {
    throw new Error(`its ${serverBundleFiles.render} is not the server build of the ${area} area`);
  }
  return module as AreaServerModule;
}

function asApiModule(value: unknown, area: AreaName): AreaApiModule {
  const module = value as { area?: unknown; areaApi?: Partial<AreaApi> } | null;
  const api = module?.areaApi;
  if (
    module?.area !== area ||
    api?.area !== area ||
    typeof api.routes !== 'function' ||
    !Array.isArray(api.migrations)
  ) {
    throw new Error(`its ${serverBundleFiles.api} is not the API of the ${area} area`);
  }
  const { settings } = api;
  if (settings !== undefined && (!Array.isArray(settings.variables) || typeof settings.read !== 'function')) {
    throw new Error(`its ${serverBundleFiles.api} declares settings that are not a list of variables and a check`);
  }
  // A version built before areas declared their settings reads the secrets object of then.
  return { area, areaApi: settings ? (api as AreaApi) : withLegacySecrets(api as Omit<AreaApi, 'settings'>) };
}

export class AreaVersions {
  private readonly entries = new Map<string, Entry>();
  /** The live versions as the newest snapshot saw them. */
  private liveKeys = new Set<string>();
  private readonly retryAfterMs: number;
  private readonly now: () => number;

  constructor(private readonly options: AreaVersionsOptions) {
    this.retryAfterMs = options.retryAfterMs ?? 10_000;
    this.now = options.now ?? Date.now;
  }

  /** Versions held in memory now, live or still leased (for /healthz and the memory check). */
  loaded(): string[] {
    return [...this.entries.values()]
      .filter((entry) => entry.failedAt === undefined)
      .map((entry) => entry.key)
      .sort();
  }

  /**
   * What the live, loaded versions' APIs report of themselves (`context.reportHealth`), by
   * area; a version still loading or not loaded on this instance is left out (never loaded for this).
   */
  async liveHealth(): Promise<Partial<Record<AreaName, Record<string, AreaHealth>>>> {
    const live = [...this.entries.values()].filter((entry) => entry.live && entry.failedAt === undefined);
    const reports = await Promise.all(
      live.map(async (entry) => {
        const loaded = entry.settled;
        if (!loaded) return undefined;
        const checks = await loaded.api.health();
        return Object.keys(checks).length > 0 ? ([loaded.area, checks] as const) : undefined;
      }),
    );
    return Object.fromEntries(reports.filter((report) => report !== undefined));
  }

  /** Live versions that could not be loaded (their areas show their unavailable state). */
  failed(): string[] {
    return [...this.entries.values()]
      .filter((entry) => entry.failedAt !== undefined && entry.live)
      .map((entry) => entry.key)
      .sort();
  }

  /**
   * The settings problems of live versions that could not load because of them (each names its
   * area and variables): at start the server stops on them rather than serve without the area.
   */
  settingsProblems(): string[] {
    return [...this.entries.values()].flatMap((entry) =>
      entry.live && entry.settingsProblem !== undefined ? [entry.settingsProblem] : [],
    );
  }

  /** One snapshot of the source, for one request; `release()` it when the request is done. */
  async scope(): Promise<RequestScope> {
    const snapshot = await this.options.source.snapshot();
    this.markLive(snapshot);
    return new RequestScope(this, snapshot);
  }

  /** A new scope on a snapshot already taken (a page rendered for the cache after its request). */
  scopeOf(snapshot: SourceSnapshot): RequestScope {
    return new RequestScope(this, snapshot);
  }

  /** Loads the live version of every area now (at start), one after the other (decision 069). */
  async warmUp(): Promise<void> {
    const scope = await this.scope();
    try {
      for (const area of areaNames) await scope.area(area).catch(() => undefined);
    } finally {
      scope.release();
    }
  }

  /** Closes every version's API (the server is shutting down). */
  async closeAll(): Promise<void> {
    const entries = [...this.entries.values()];
    this.entries.clear();
    await Promise.all(entries.map((entry) => this.close(entry)));
  }

  acquire(location: ServerBundleLocation): { entry: Entry; loaded: Promise<LoadedAreaVersion> } {
    const key = keyOf(location);
    let entry = this.entries.get(key);
    if (entry?.failedAt !== undefined && this.now() - entry.failedAt >= this.retryAfterMs && entry.leases === 0) {
      this.entries.delete(key);
      entry = undefined;
    }
    if (!entry) {
      // A request that started before a switch may still load the version it began with; it is
      // let go as soon as that request ends.
      const created: Entry = { key, location, leases: 0, live: this.liveKeys.has(key), loading: this.load(location) };
      created.loading.then(
        (loaded) => {
          created.settled = loaded;
        },
        () => undefined,
      );
      created.loading.catch((error: unknown) => {
        created.failedAt = this.now();
        if (error instanceof AreaVersionUnavailableError && error.cause instanceof AreaSettingsError) {
          created.settingsProblem = error.cause.message;
        }
        this.options.logger.error(
          { area: location.area, version: location.version, reason: error instanceof Error ? error.message : error },
          'an area version could not be loaded',
        );
      });
      this.entries.set(key, created);
      entry = created;
    }
    entry.leases += 1;
    return { entry, loaded: entry.loading };
  }

  release(entry: Entry): void {
    entry.leases -= 1;
    if (entry.leases <= 0 && !entry.live) this.retire(entry);
  }

  private markLive(snapshot: SourceSnapshot): void {
    const live = new Set(Object.values(snapshot.bundles).map((location) => keyOf(location)));
    this.liveKeys = live;
    for (const entry of this.entries.values()) {
      entry.live = live.has(entry.key);
      if (!entry.live && entry.leases <= 0) this.retire(entry);
    }
  }

  private retire(entry: Entry): void {
    if (this.entries.get(entry.key) !== entry) return;
    this.entries.delete(entry.key);
    void this.close(entry);
  }

  private async close(entry: Entry): Promise<void> {
    const loaded = await entry.loading.catch(() => undefined);
    await loaded?.api
      .close()
      .catch((error: unknown) =>
        this.options.logger.warn({ err: error, version: entry.key }, 'closing an area version failed'),
      );
  }

  private async load(location: ServerBundleLocation): Promise<LoadedAreaVersion> {
    const { area, version } = location;
    try {
      if (location.verify && location.sha256 === undefined) {
        throw new Error(
          `version ${version} was published before server builds were checked (no sha256 in the registry): publish it again`,
        );
      }
      const files = await this.options.source.serverFiles(location);
      /** Runs one file of the build (its bytes as checked above) with the host's singletons. */
      const run = (name: string) => {
        const bytes = files.get(name);
        if (!bytes) throw new Error(`its server build has no ${name}`);
        const context = { publicPath: location.publicPath };
        return evaluateCommonJs(bytes.toString('utf8'), path.join(location.dir, name), context, hostModules);
      };
      const apiModule = asApiModule(run(serverBundleFiles.api), area);
      const module = await withPageModulesEvaluated(asServerModule(run(serverBundleFiles.render), area));
      await applyMigrations(this.options.db, apiModule.areaApi.migrations, { area });
      const api = await createAreaApiHost({
        area,
        version,
        api: apiModule.areaApi,
        context: this.options.apiContext,
        environment: this.options.environment,
        logger: this.options.logger,
        trustProxy: this.options.trustProxy,
        showsOperatorHeaders: this.options.showsOperatorHeaders,
        databaseStatus: this.options.databaseStatus,
      });
      return { area, version, module, api };
    } catch (error) {
      throw new AreaVersionUnavailableError(
        area,
        `${version}: ${error instanceof Error ? error.message : String(error)}`,
        {
          cause: error,
        },
      );
    }
  }
}

/** The API client of one request, for anything that is not an area's (the site search). */
export type SiteInject = (options: InjectOptions) => Promise<LightMyRequestResponse>;

/**
 * How long what a page's loaders read stays right: the shortest time to live of the answers
 * and all their tags (page-freshness.ts). `declared` is false when any answer declared none
 * (or failed): such a page is not kept.
 */
export interface ReadsFreshness {
  declared: boolean;
  /** Infinity when nothing was read. */
  maxAgeSeconds: number;
  tags: string[];
}

/**
 * One request's view: the snapshot it started with, the versions it leased, and the
 * in-process API client its loaders use (`siteApi`).
 */
export class RequestScope {
  private readonly leased = new Map<AreaName, { entry: Entry; loaded: Promise<LoadedAreaVersion> }>();
  private released = false;
  private readonly reads = { undeclared: 0, maxAgeSeconds: Number.POSITIVE_INFINITY, tags: new Set<string>() };
  /** Answers `/api/…` paths other than an area's (the site search), when set. */
  siteInject: SiteInject | undefined;
  /** Forwarded to the area APIs as the caller's address (their per-address rules). */
  visitorAddress = '127.0.0.1';
  apiReads: ApiReadCache | undefined; // where a shared page's render keeps area answers (api-reads.ts); unset: none

  constructor(
    private readonly versions: AreaVersions,
    readonly snapshot: SourceSnapshot,
  ) {}

  get pointer() {
    return this.snapshot.pointer;
  }

  /** The area's version of this snapshot, loaded; throws AreaVersionUnavailableError. */
  area(area: AreaName): Promise<LoadedAreaVersion> {
    if (this.released) return Promise.reject(new Error('this request has ended'));
    const held = this.leased.get(area);
    if (held) return held.loaded;
    const location = this.snapshot.bundles[area];
    if (!location) return Promise.reject(new AreaVersionUnavailableError(area, 'no version of it is deployed'));
    const acquired = this.versions.acquire(location);
    this.leased.set(area, acquired);
    return acquired.loaded;
  }

  /** Versions this request used, by area. */
  versionsUsed(): Partial<Record<AreaName, string>> {
    return Object.fromEntries([...this.leased].map(([area, { entry }]) => [area, entry.location.version]));
  }

  /** The freshness of everything the loaders read through `siteApi` so far. */
  freshness(): ReadsFreshness {
    return {
      declared: this.reads.undeclared === 0,
      maxAgeSeconds: this.reads.maxAgeSeconds,
      tags: [...this.reads.tags].sort(),
    };
  }

  private noteRead(method: string, status: number, headers: Headers | undefined): void {
    if (method !== 'GET' && method !== 'HEAD') return;
    const declared = headers && status < 500 ? readPageFreshness(headers) : undefined;
    if (!declared) {
      this.reads.undeclared += 1;
      return;
    }
    this.reads.maxAgeSeconds = Math.min(this.reads.maxAgeSeconds, declared.maxAgeSeconds);
    for (const tag of declared.tags ?? []) this.reads.tags.add(tag);
  }

  release(): void {
    if (this.released) return;
    this.released = true;
    for (const { entry } of this.leased.values()) this.versions.release(entry);
  }

  /**
   * The loaders' API client on the server: the area's path is answered by this snapshot's
   * version of the area, in-process; nothing leaves the machine and no origin is involved.
   */
  readonly siteApi: SiteApi = async (apiPath, init = {}) => {
    if (!isSiteApiPath(apiPath)) throw new Error(`Not a path of the site's API: ${String(apiPath)}`);
    init.signal?.throwIfAborted();
    const area = areaNames.find(
      (name) =>
        apiPath === `/api/${name}` || apiPath.startsWith(`/api/${name}/`) || apiPath.startsWith(`/api/${name}?`),
    );
    const request = {
      method: init.method ?? 'GET',
      url: apiPath,
      headers: { ...init.headers },
      remoteAddress: this.visitorAddress,
      ...(init.body === undefined ? {} : { payload: init.body }),
    };
    let answer;
    if (area) {
      let loaded: LoadedAreaVersion;
      try {
        loaded = await this.area(area);
      } catch (error) {
        this.noteRead(request.method, 503, undefined);
        return Response.json(
          { error: 'Service Unavailable', message: error instanceof Error ? error.message : String(error) },
          { status: 503 },
        );
      }
      answer = await readThrough(this.apiReads, loaded, request);
    } else if (this.siteInject) {
      answer = await this.siteInject(request);
    } else {
      this.noteRead(request.method, 404, undefined);
      return Response.json({ error: 'Not Found', message: `No ${request.method} ${apiPath} here.` }, { status: 404 });
    }
    const headers = new Headers(answerHeaders(answer));
    this.noteRead(request.method, answer.statusCode, headers);
    return answerFromMemory(request.method, answer.rawPayload, { status: answer.statusCode, headers });
  };
}
