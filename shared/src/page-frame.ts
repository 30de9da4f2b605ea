/**
 * `@estes/shared/page-frame`: page furniture the areas' screens and the home page's lazy
 * sections use, kept out of the browser singleton (`@estes/shared`) so the first load of a
 * page that shows none of it does not carry it. Each app that imports it bundles its own copy;
 * the pieces are stateless and style through the shared styled-components instance.
 */
export * from './ui/area-page-frame';
export * from './ui/link-card-grid';
