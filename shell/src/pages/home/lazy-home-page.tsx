/**
 * The home page, loaded only when needed: none of its code is in other pages' first load
 * (decision 079). Before the browser hydrates `/` it waits for it (the route's `preload`, as for
 * the shell's other pages); the home page's loader waits for it too, so the server and a later
 * visit render it at once.
 */
// First, where the home page's modules were evaluated before: it keeps the style groups' numbers.
import './home-piece-styles';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { getSiteSettings, siteApiOf } from '@estes/shared';
import { lazyComponent } from '../../app/lazy-component';
import type { HomeLoaderData } from './home-page';
import type { AreaWidgetsLoader, HomePieces } from './home-widgets';

export const loadHomeScreen = () => import(/* webpackChunkName: "page-home" */ './home-screen');

/** The home route's page, its preload and its loader, with one set of pieces for them all. */
export function lazyHomePage(loadAreaWidgets: AreaWidgetsLoader) {
  let pieces: HomePieces | undefined;
  const piecesOf = (screen: Awaited<ReturnType<typeof loadHomeScreen>>) =>
    (pieces ??= new screen.HomePieces(loadAreaWidgets));
  const page = lazyComponent(loadHomeScreen, (screen) => <screen.HomePage pieces={piecesOf(screen)} />);
  return {
    Component: page.Component,
    preload: page.preload,
    // The head's structured data is built only when the loader runs (on the server, or on a
    // later visit to home): a hydrated first page already has its head.
    loader: async ({ request, context }: LoaderFunctionArgs): Promise<HomeLoaderData & { meta: unknown }> => {
      const screen = await page.preload();
      const [homeMeta, states] = await Promise.all([
        import(/* webpackChunkName: "home-meta" */ './home-meta'),
        piecesOf(screen).loadAll(request, siteApiOf(context)),
      ]);
      return { meta: homeMeta.homeMeta(getSiteSettings()), pieces: states };
    },
  };
}
