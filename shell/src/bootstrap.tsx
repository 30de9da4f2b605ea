import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { configureSiteSettings } from '@estes/shared';
import { fetchRemotePointer, readBootData } from './boot-data';
import { createSiteRoutes } from './app/create-routes';
import { registerAreaRemotes } from './federation/area-remotes';

async function start(): Promise<void> {
  const boot = readBootData(document);
  if (boot) configureSiteSettings(boot.settings);
  const pointer = boot?.remotes ?? (await fetchRemotePointer().catch(() => ({})));
  registerAreaRemotes(pointer);
  const router = createBrowserRouter(createSiteRoutes());
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

void start();
