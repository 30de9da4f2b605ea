/** The chunk the search page loads in: its screen, and its loader's data and head. */
export { SearchPage } from './search-page';
export { loadSearchPageData } from './search-data';
