/** The chunk the 404 screens load in: the site's 404 page, an area's own "not found", and the 404 head. */
export { NotFoundPage } from './not-found-page';
export { AreaNotFoundScreen } from './area-not-found-screen';
export { notFoundMeta } from './not-found-meta';
