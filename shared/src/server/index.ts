/**
 * Server-only contracts (never imported by browser code): the database every area shares
 * and the shape of an area's API plugin, which the site server mounts under /api/<area>/.
 */
import type { FastifyInstance } from 'fastify';
import type { AreaName } from '../routing/route-table';
import type { PublicSiteSettings } from '../site-settings';
import type { AreaSettings } from './area-settings';
import type { ConsoleAccount } from '../console/console-types';
import type { ConsoleActionEntry } from './console-access';

/** A parameter or a column value; bytes are BLOB on SQLite and BYTEA on PostgreSQL. */
export type SqlValue = string | number | boolean | null | Uint8Array;

export interface Database {
  readonly dialect: 'sqlite' | 'postgres';
  /** Rows of a query. Placeholders are `?` in every dialect. */
  query<Row extends Record<string, unknown>>(sql: string, params?: readonly SqlValue[]): Promise<Row[]>;
  /** A statement that returns no rows; answers how many rows it changed. */
  execute(sql: string, params?: readonly SqlValue[]): Promise<{ rowsAffected: number }>;
  /** Runs `work` in one transaction: all of it is kept, or none. */
  transaction<T>(work: (db: Database) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface Migration {
  /** Unique and stable forever, e.g. planning-001-newsletter-subscribers. */
  id: string;
  /** Portable SQL (SQLite and PostgreSQL), one or more statements separated by `;`. */
  up: string;
}

export interface AreaApiContext<Settings = unknown> {
  db: Database;
  settings: PublicSiteSettings;
  /**
   * The area's own settings and secrets, as its `AreaApi.settings` read them from the variables
   * it declared (and only those). Server-only: an area's API may use them to call its providers,
   * never send them out.
   */
  areaSettings: Settings;
  /** The server's data folder (DATA_DIR, absolute): files an area keeps, such as uploads. */
  dataDir: string;
  /**
   * Tells the site's page cache, on every instance, that the data behind these tags changed
   * (page-freshness.ts). Optional: a host without a page cache leaves it out.
   */
  pageDataChanged?: (tags: readonly string[]) => Promise<void>;
  /**
   * Adds a named check to the site's /healthz (under `areas.<area>.<name>`), such as a provider
   * refusing the area's credentials. A check answering `degraded` makes /healthz `degraded`
   * (still 200: the site serves). Optional: a host without /healthz leaves it out.
   */
  reportHealth?: (name: string, check: () => Promise<AreaHealth>) => void;
  /**
   * Writes a console change to the site's audit log, with the account as the actor and this
   * instance as where (decision 064). Rejects an action the audit log does not know. Optional:
   * a host without the console leaves it out.
   */
  recordConsoleAction?: (account: ConsoleAccount, entry: ConsoleActionEntry) => Promise<void>;
}

/** One health check of an area, as /healthz shows it: a state and what an operator needs. */
export interface AreaHealth {
  state: 'ok' | 'degraded';
  /** What is wrong and what to do, for the operator (never a secret). */
  problem?: string;
  [detail: string]: unknown;
}

/**
 * A page of an area that the sitemap lists beyond the route table's fixed paths (a property,
 * an article). An area that has such pages answers `GET /api/<area>/sitemap-entries` with
 * `{ entries: SitemapEntry[] }`; the site server reads it in-process for /sitemap.xml.
 */
export interface SitemapEntry {
  path: string;
  /** YYYY-MM-DD or an ISO date-time, when the page's last change is known. */
  lastModified?: string;
}

export const sitemapEntriesPath = '/sitemap-entries';

/** What the site search finds, in the order its result groups are labelled. */
export const searchDocumentKinds = [
  'lodging',
  'activity',
  'restaurant',
  'article',
  'event',
  'business',
  'guide',
] as const;
export type SearchDocumentKind = (typeof searchDocumentKinds)[number];

/**
 * One page (or one entry on a page) the site search can lead to. An area that has such
 * things answers `GET /api/<area>/search-documents` with `{ documents: SearchDocument[] }`;
 * the site server reads it in-process for /search.
 */
export interface SearchDocument {
  kind: SearchDocumentKind;
  title: string;
  /** A sentence or two shown under the result. */
  summary: string;
  /** The site path the result links to, e.g. /property/hotel-1 or /events?event=elk-fest. */
  path: string;
  /** More words to match that are not shown: category, cuisine, area, features, tags. */
  keywords: string;
}

export const searchDocumentsPath = '/search-documents';

export interface AreaApi<Settings = unknown> {
  area: AreaName;
  /** The environment variables the area reads and how they are validated (area-settings.ts). */
  settings: AreaSettings<Settings>;
  /**
   * Expand-only: a version never drops or renames what an earlier version reads, since a
   * rollback runs no down migration (decision 021). Ids start with the area's name.
   */
  migrations: readonly Migration[];
  /** Registers the area's routes; `app` is already prefixed with /api/<area>. */
  routes(app: FastifyInstance, context: AreaApiContext<Settings>): Promise<void>;
}

/**
 * What the `api.cjs` file of a remote's server build exports (entry `server/index.ts`): the
 * area's API plugin with its migrations. It is deployed with the area's pages, as one
 * version, and imports no React: the deploy tool reads its migrations without rendering.
 */
export interface AreaApiModule {
  area: AreaName;
  areaApi: AreaApi;
}
export * from './site-settings-schema';
export * from './area-settings';
export * from '../newsletter/newsletter-schema';
export * from '../newsletter/newsletter-rules';

export * from './page-freshness';
export * from './same-origin';
export * from './outbound-clicks';
export * from './outbound-click-days';
export * from './report-csv';
export * from '../my-trip/trip-contract';
export * from '../my-trip/trip-share-link';
export * from './trip-items';
export * from './serve-endpoint';
export * from './multipart-body';
export * from './xml-text';
export * from './sender-address';
export * from './provider-request';
export * from './provider-calls';
export * from './provider-health';
export * from './answer-cache';
export * from './console-access';
export * from './partner-click-console';
