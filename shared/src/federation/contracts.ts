/**
 * The contracts between the shell and the remotes. A remote exposes `./routes` (an
 * `AreaRoutesModule`) for the browser, and its server build exports an `AreaServerModule`.
 * The shell imports only these types, never a remote's code.
 */
import type { ComponentType } from 'react';
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { PageMeta } from '../seo/page-meta';
import type { PublicSiteSettings } from '../site-settings';
import type { AreaName, AreaRouteId, RouteId } from '../routing/route-table';
import type { AreaWidgetId } from '../routing/widget-table';
import type { SiteApi } from '../routing/site-api';

export interface RouteMetaContext<Data = unknown> {
  params: Record<string, string | undefined>;
  /** The canonical path of the screen (first path of its route table entry, params filled in). */
  canonicalPath: string;
  settings: PublicSiteSettings;
  /** What the page's loader returned, when the meta is resolved after it (browser). */
  data?: Data;
}

export type RouteMetaResolver = (context: RouteMetaContext) => PageMeta | Promise<PageMeta>;

/**
 * What an area page's loader is given: React Router's arguments and `api`, the way to read
 * the site's own API (in-process on the server, `fetch` in a browser; see site-api.ts).
 */
export interface AreaLoaderArgs extends LoaderFunctionArgs {
  api: SiteApi;
}

/** A lazily loaded page: its component and, when it needs data, a route loader. */
export interface AreaPageModule {
  default: ComponentType;
  loader?: (args: AreaLoaderArgs) => unknown;
}

export interface AreaRouteDefinition {
  meta: RouteMetaResolver;
  load: () => Promise<AreaPageModule>;
  /**
   * The query parameters the page reads (its loader, its components, the forms it hosts). The
   * site server renders and caches the page with these only: any other parameter (`utm_*`, a
   * crawler's `?r=123`) is left out of the render and of the page cache's key (decision 035).
   * The server reads it from the live version's server build, so a deploy of the area that
   * reads a new parameter declares it here, with no deploy of the shell. A version built before
   * this field keeps every parameter but the tracking ones.
   */
  query: readonly string[];
}

/** An area's head metadata, one resolver per route it owns. */
export type AreaRouteMeta<Area extends AreaName> = Readonly<Record<AreaRouteId<Area>, RouteMetaResolver>>;

export type AreaRoutes<Area extends AreaName> = Readonly<Record<AreaRouteId<Area>, AreaRouteDefinition>>;

/** What `<container>/routes` exposes. */
export interface AreaRoutesModule<Area extends AreaName = AreaName> {
  area: Area;
  areaRoutes: AreaRoutes<Area>;
}

/** What a widget's loader is given: the home page's request, the settings and the site's API. */
export interface WidgetLoaderArgs {
  request: Request;
  settings: PublicSiteSettings;
  api: SiteApi;
}

/**
 * A home-page widget (see widget-table.ts): its component and, when it needs data, a loader
 * that runs with the home page's loader (on the server for the first page, in the browser
 * after a client-side navigation). The component renders from the loader's data alone, so
 * the server's HTML and the browser's hydration agree.
 */
export interface AreaWidgetModule<Data = unknown> {
  default: ComponentType<{ data: Data }>;
  loader?: (args: WidgetLoaderArgs) => Data | Promise<Data>;
}

/** A widget module whose data type is not known to the caller (the shell). */
export interface LoadedWidgetModule {
  default: ComponentType<{ data: never }>;
  loader?: (args: WidgetLoaderArgs) => unknown;
}

/** An area's widgets, each loaded on demand. */
export type AreaWidgets<Area extends AreaName> = Readonly<
  Record<AreaWidgetId<Area>, () => Promise<LoadedWidgetModule>>
>;

/** What `<container>/widgets` exposes. */
export interface AreaWidgetsModule<Area extends AreaName = AreaName> {
  area: Area;
  areaWidgets: AreaWidgets<Area>;
}

/**
 * What a remote's server build (`server-bundles/<area>/<version>/index.cjs`) exports: the
 * same route definitions as its browser build, compiled for Node. The site server provides
 * react, react-dom, react-router(-dom), styled-components, zustand and @estes/shared to it,
 * so one copy of each renders the page.
 */
export interface AreaServerModule<Area extends AreaName = AreaName> {
  area: Area;
  areaRoutes: AreaRoutes<Area>;
  /** The area's home-page widgets, when it has any. */
  areaWidgets?: AreaWidgets<Area>;
}

/** The pointer file (/remotes.json): which version of each remote is live. */
export interface RemotePointerEntry {
  /** Module Federation container name, e.g. mfe_lodging. */
  name: string;
  version: string;
  /** URL of the version's mf-manifest.json; site-relative or absolute (CDN). */
  manifest: string;
  /** URL of the version's remoteEntry.js, which browsers load directly (no manifest round trip). */
  entry: string;
}

/**
 * What a remote's browser build needs for each route, written by the build as
 * route-assets.json beside remoteEntry.js (paths relative to it). The server turns it into
 * script tags, so a page's remote files download in parallel with the shell's.
 */
export interface RemoteRouteAssets {
  entry: string;
  /** Files of the exposed `./routes` module. */
  routes: string[];
  /** Files of each route's page (beyond `routes`), by route id. */
  pages: Record<string, string[]>;
}

export type RemotePointer = Readonly<Partial<Record<AreaName, RemotePointerEntry>>>;

export type { RouteId };

/**
 * What an area's loader throws, as the data of a 404 response, when the thing asked for does
 * not exist (a property, an article): the shell shows this screen, inside the frame, with
 * status 404, instead of the generic 404 page.
 */
export interface AreaNotFound {
  kind: 'area-not-found';
  heading: string;
  message: string;
  link: { label: string; href: string };
}

export function isAreaNotFound(value: unknown): value is AreaNotFound {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'area-not-found';
}
