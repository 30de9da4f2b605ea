/**
 * Starts the site in the browser. A page the server rendered is hydrated with the server's
 * router state, once the code of the matched area pages is loaded; a page that cannot be
 * hydrated as it is (an area failed on the server, or cannot be loaded here) is rendered
 * afresh, which also gives a failed area its second try.
 */
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom';
import { configureSiteSettings, type PreloadableRouteHandle } from '@estes/shared';
import { fetchRemotePointer, readBootData, type BootData } from './boot-data';
import { createSiteRoutes } from './app/create-routes';
import { deserializeRouteErrors } from './app/hydration';
import { deferPopstateUpdates } from './app/popstate-updates';
import { loadAreaRoutes, loadAreaWidgets, registerAreaRemotes } from './federation/area-remotes';
import { yieldToBrowser } from './yield-to-browser';

/** Loads every matched area page's code; false if any cannot be loaded. */
async function preloadMatchedPages(routes: RouteObject[]): Promise<boolean> {
  const matches = matchRoutes(routes, window.location) ?? [];
  const results = await Promise.all(
    matches.map((match) => {
      const handle = match.route.handle as Partial<PreloadableRouteHandle> | undefined;
      return handle?.preload
        ? handle.preload().then(
            () => true,
            () => false,
          )
        : true;
    }),
  );
  return results.every(Boolean);
}

async function canHydrate(boot: BootData | undefined, container: HTMLElement, routes: RouteObject[]): Promise<boolean> {
  if (!boot?.hydration || !container.firstElementChild) return false;
  if (boot.hydration.errors && Object.keys(boot.hydration.errors).length > 0) return false;
  return preloadMatchedPages(routes);
}

async function start(): Promise<void> {
  const boot = readBootData(document);
  if (boot) configureSiteSettings(boot.settings);
  const pointer = boot?.remotes ?? (await fetchRemotePointer().catch(() => ({})));
  registerAreaRemotes(pointer);
  const routes = createSiteRoutes(loadAreaRoutes, loadAreaWidgets);
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  // Each step of the start-up in a task of its own (decision 053): loading the areas' code
  // (their entries and page chunks run as they arrive), then the router, then hydration.
  await yieldToBrowser();

  if (boot?.hydration && (await canHydrate(boot, container, routes))) {
    await yieldToBrowser();
    // Back, Forward and `#id` links must not re-render the home page's sleeping pieces
    // synchronously (popstate-updates.ts).
    const router = deferPopstateUpdates(
      createBrowserRouter(routes, {
        hydrationData: { loaderData: boot.hydration.loaderData, errors: deserializeRouteErrors(boot.hydration.errors) },
      }),
    );
    container.dataset.render = 'hydrated';
    // As a transition, hydration yields to the browser every few milliseconds instead of
    // blocking it in one long task: the page (already painted from the server's HTML) stays
    // responsive while it becomes interactive.
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <RouterProvider router={router} />
        </StrictMode>,
      );
    });
    return;
  }
  container.replaceChildren();
  container.dataset.render = 'client';
  const router = deferPopstateUpdates(createBrowserRouter(routes));
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
  });
}

void start();
