/**
 * The part of the shared package with no React components and no assets: safe for the site
 * server and for remotes' server builds. Browser code imports '@estes/shared' instead.
 */
export * from './site-settings';
export * from './routing/route-table';
export * from './routing/widget-table';
export * from './routing/canonical-path';
export * from './routing/page-query';
export * from './routing/site-api';
export * from './routing/area-documents';
export * from './routing/outbound-links';
export * from './seo';
export * from './federation/contracts';
