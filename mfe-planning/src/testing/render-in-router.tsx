/**
 * What the area's component tests share: rendering inside a router of their own (the shell's
 * is not there in a test), with the page's loader data, and a probe showing the current URL.
 */
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, RouterProvider, createMemoryRouter, useLocation } from 'react-router-dom';

/** Renders `element` in a memory router at `url`. */
export function renderInRouter(element: ReactElement, url = '/'): RenderResult {
  return render(<MemoryRouter initialEntries={[url]}>{element}</MemoryRouter>);
}

/** Renders an area page at `url` of its route `path`, its loader answering `data` (as `useAreaPageData` reads it). */
export function renderAreaPage(path: string, page: ReactElement, data: unknown, url = path): RenderResult {
  const router = createMemoryRouter([{ path, element: page, loader: () => ({ data }), HydrateFallback: () => null }], {
    initialEntries: [url],
  });
  return render(<RouterProvider router={router} />);
}

/** The router's current path and query, readable as the `location` output. */
export function CurrentLocation() {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname}${location.search}`}</output>;
}
