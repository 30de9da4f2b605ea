/**
 * Documents of the site that are not pages, answered by the area that owns their data
 * (decision 033): the site server hands a GET of `path` to the area's API in-process, at
 * `/api/<area><apiPath>`, and sends its answer on (status, type, caching, body). The query
 * string is not passed on: a document is the same for every visitor.
 */
import type { AreaName } from './route-table';

export interface AreaDocument {
  /** The public path. */
  path: string;
  area: AreaName;
  /** The path under the area's API prefix. */
  apiPath: `/${string}`;
}

export const areaDocuments = [
  /** The Local Intel blog's RSS 2.0 feed. */
  { path: '/blog/feed.xml', area: 'content', apiPath: '/feed.xml' },
] as const satisfies readonly AreaDocument[];
