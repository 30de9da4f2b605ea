/**
 * The search page (/search?q=), loaded only when needed: none of it is in the first load of
 * other pages. Its loader waits for the chunk, which brings the loader's own code as well.
 */
import type { LoaderFunctionArgs } from 'react-router-dom';
import { lazyComponent } from '../../app/lazy-component';

const loadSearchScreen = () => import(/* webpackChunkName: "page-search" */ './search-screen');

const searchPage = lazyComponent(loadSearchScreen, (screen) => <screen.SearchPage />);

export const LazySearchPage = searchPage.Component;
export const preloadSearchPage = searchPage.preload;

export async function searchPageLoader({ request }: LoaderFunctionArgs) {
  const [screen] = await Promise.all([loadSearchScreen(), searchPage.preload()]);
  return screen.loadSearchPageData(request);
}
