/**
 * Page head metadata: the tag builder, structured data and the simple-page helper. Not part
 * of the browser singleton ('@estes/shared'): the first paint's head comes from the server,
 * so browsers load the builder only when they navigate (`@estes/shared/seo`).
 */
export * from './page-meta';
export * from './structured-data';
export * from './simple-page-meta';
export * from './absolute-url';
