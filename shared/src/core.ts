/**
 * The part of the shared package with no React components and no assets: safe for the site
 * server and for remotes' server builds. Browser code imports '@estes/shared' instead.
 */
export * from './site-settings';
export * from './routing/route-table';
export * from './routing/canonical-path';
export * from './seo/page-meta';
export * from './seo/structured-data';
export * from './federation/contracts';
export * from './seo/simple-page-meta';
