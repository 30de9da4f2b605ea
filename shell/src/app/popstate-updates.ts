/**
 * Router updates made during a `popstate` event (Back, Forward, a link to `#id` such as the skip
 * link) reach React one task later, as ordinary transitions.
 *
 * Why: React renders a transition started inside `popstate` synchronously, so that the browser
 * can restore the scroll position at once (this site restores it itself: scroll-position.tsx).
 * Every router update re-renders the whole route tree, home page pieces included; a synchronous
 * update that reaches a piece whose code has not loaded yet (decision 017: pieces hydrate when a
 * visitor comes to them) cannot wait for it, so React drops the piece's server HTML for its
 * loading placeholder, and the placeholder stays until the code comes, which may be never.
 * Started from a later task, the same update is a plain transition: React keeps the server HTML
 * on screen and holds the update until the pieces it touches have hydrated (or until a later
 * navigation leaves the page). Updates keep their order: while one waits, later ones queue
 * behind it.
 */
import type { createBrowserRouter } from 'react-router-dom';

/** What of the router this needs: its subscription, which RouterProvider takes its state from. */
type RouterSubscription = Pick<ReturnType<typeof createBrowserRouter>, 'subscribe'>;

/** What of the window this needs: the event being dispatched, and a timer. */
export type PopstateWindow = Pick<Window, 'event' | 'setTimeout'>;

export function deferPopstateUpdates<Router extends RouterSubscription>(
  router: Router,
  target: PopstateWindow = window,
): Router {
  const subscribe = router.subscribe.bind(router);
  router.subscribe = (subscriber) => {
    const waiting: Parameters<typeof subscriber>[] = [];
    let listening = true;
    const deliverWaiting = () => {
      for (const update of waiting.splice(0)) if (listening) subscriber(...update);
    };
    const unsubscribe = subscribe((...update) => {
      // Mirrors React's own test for a transition it would render synchronously.
      const duringPopstate = target.event?.type === 'popstate';
      if (!duringPopstate && waiting.length === 0) {
        subscriber(...update);
        return;
      }
      if (waiting.push(update) === 1) target.setTimeout(deliverWaiting, 0);
    });
    return () => {
      listening = false;
      waiting.length = 0;
      unsubscribe();
    };
  };
  return router;
}
