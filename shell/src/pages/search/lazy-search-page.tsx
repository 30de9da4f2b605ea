/**
 * The search page (/search?q=), loaded only when needed: none of it is in the first load of
 * other pages. Its loader waits for the chunk, which brings the loader's own code as well.
 */
import type { LoaderFunctionArgs } from 'react-router-dom';
import { siteApiOf } from '@estes/shared';
import { lazyComponent } from '../../app/lazy-component';

const searchPage = lazyComponent(
  () => import(/* webpackChunkName: "page-search" */ './search-screen'),
  (screen) => <screen.SearchPage />,
);

export const LazySearchPage = searchPage.Component;
export const preloadSearchPage = searchPage.preload;
export const searchPageLoader = async ({ request, context }: LoaderFunctionArgs) =>
  (await preloadSearchPage()).loadSearchPageData(request, siteApiOf(context));
