/** The chunk the 404 screens load in: the site's 404 page and an area's own "not found". */
export { NotFoundPage } from './not-found-page';
export { AreaNotFoundScreen } from './area-not-found-screen';
