/** The home page's code that loads on demand (lazy-home-page.tsx): the page and its pieces. */
export { HomePage } from './home-page';
export { HomePieces } from './home-widgets';
