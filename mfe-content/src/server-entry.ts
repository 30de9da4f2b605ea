/**
 * The remote's server build: the same routes and home widgets as the browser build, compiled
 * for Node, read by the site server from each deployed version to render the area's pages.
 */
export { area, areaRoutes } from './routes';
export { areaWidgets } from './widgets';
