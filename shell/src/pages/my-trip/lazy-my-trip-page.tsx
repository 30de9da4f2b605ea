/**
 * /my-trip, loaded only when needed: none of it (nor the list's store) is in the first load of
 * other pages. Its loader waits for the chunk, which brings the loader's own code as well.
 */
import type { LoaderFunctionArgs } from 'react-router-dom';
import { siteApiOf } from '@estes/shared';
import { lazyComponent } from '../../app/lazy-component';

const myTripPage = lazyComponent(
  () => import(/* webpackChunkName: "page-my-trip" */ './my-trip-screen'),
  (screen) => <screen.MyTripPage />,
);

export const LazyMyTripPage = myTripPage.Component;
export const preloadMyTripPage = myTripPage.preload;
export const myTripPageLoader = async ({ request, context }: LoaderFunctionArgs) =>
  (await preloadMyTripPage()).loadMyTripPageData(request, siteApiOf(context));
