import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';

/** Renders an element at a path inside a data router, with a spy route for where links lead. */
export function renderAt(element: ReactElement, path = '/', extraRoutes: RouteObject[] = []) {
  const router = createMemoryRouter([{ path: '*', element }, ...extraRoutes], { initialEntries: [path] });
  const view = render(<RouterProvider router={router} />);
  return { router, ...view };
}
