/**
 * The shell's lazily loaded modules, evaluated once at start in one fixed order (decision 069).
 *
 * styled-components numbers a component's style group when its module is evaluated, and a
 * page's style block lists its rules in group order. Left to the first visitor of each page,
 * the numbers and the order depended on which pages an instance happened to render first, so
 * one page had different bytes and ETags on each instance (a CDN revalidating with one
 * instance's ETag against another got a 200, not a 304). The areas' modules are evaluated the
 * same way when their version loads (area-page-modules.ts).
 */
import { loadAreaErrorBoundary } from '../../src/app/lazy-area-error-boundary';
import { loadHomeScreen } from '../../src/pages/home/lazy-home-page';
import { preloadMyTripPage } from '../../src/pages/my-trip/lazy-my-trip-page';
import { loadNotFoundPage } from '../../src/pages/not-found/lazy-not-found-page';
import { preloadSearchPage } from '../../src/pages/search/lazy-search-page';

/**
 * Every chunk of the shell that a render can load, in the order they are evaluated
 * (shell-modules.test.ts checks that it names every `webpackChunkName` of shell/src but the
 * browser's own start-up and head).
 */
export const shellLazyModules: readonly (readonly [chunk: string, load: () => Promise<unknown>])[] = [
  ['area-error', loadAreaErrorBoundary],
  ['home-meta', () => import(/* webpackChunkName: "home-meta" */ '../../src/pages/home/home-meta')],
  ['home-pieces', () => import(/* webpackChunkName: "home-pieces" */ '../../src/pages/home/home-pieces-loading')],
  ['home-sections', () => import(/* webpackChunkName: "home-sections" */ '../../src/pages/home/home-sections')],
  ['page-home', loadHomeScreen],
  ['page-my-trip', preloadMyTripPage],
  ['page-not-found', loadNotFoundPage],
  ['page-search', preloadSearchPage],
];

/** Evaluates them one after the other; one that fails is left to the render that needs it. */
export async function evaluateShellModules(): Promise<void> {
  for (const [, load] of shellLazyModules) await load().catch(() => undefined);
}
