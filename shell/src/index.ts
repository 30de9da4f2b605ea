import { sendLoadedPageViewBeacon } from './app/page-view-beacon';
import { yieldToBrowser } from './yield-to-browser';

// The page arrived rendered by the server: let the browser paint it before the start-up work
// (loading and running the app's code) takes the main thread. Then an async boundary, so
// Module Federation negotiates the shared singletons before any of them runs.
const afterFirstPaint = (start: () => void) =>
  requestAnimationFrame(() => {
    setTimeout(start, 0);
  });

/**
 * The app's libraries are evaluated one per task before the app itself (decision 053): a
 * module's code runs, and is compiled, on its first import, so importing the bootstrap alone
 * ran react-dom, styled-components (which re-reads the server's style rules when it starts),
 * the site's UI kit, the router and the layout in one long task. The bootstrap then finds the
 * libraries loaded.
 */
async function startInSteps(): Promise<void> {
  await import('react-dom/client');
  await yieldToBrowser();
  await import('styled-components');
  await yieldToBrowser();
  await import('@estes/shared');
  await yieldToBrowser();
  // The bootstrap brings the router, the routes and the layout (about 55 ms at 4x together): a
  // step of their own was a chunk more on every first load, over /weather's budget.
  await import(/* webpackChunkName: "bootstrap" */ './bootstrap');
}

// The loaded page is counted from here (decision 073), first: a shared cache in front may have
// answered it without asking the server, the app may yet fail to start, and a visitor who leaves
// at once has seen the page (a queued beacon is sent after the page is gone).
sendLoadedPageViewBeacon();

afterFirstPaint(() => {
  void startInSteps();
});

// The service worker (decision 080) once the page has loaded and the browser is idle, so it
// never competes with a page's start-up; left out of development builds, whose files it would keep.
if (process.env.NODE_ENV === 'production')
  addEventListener('load', () =>
    (self.requestIdleCallback || setTimeout)(() => void navigator.serviceWorker?.register('/sw.js')),
  );
