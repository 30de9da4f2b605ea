import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/**
 * A link to a page of the site. One that points into a page (`#its-card`) opens as a page load,
 * so the browser scrolls to it; the others navigate in place.
 */
export function PathLink({ path, children }: { path: string; children: ReactNode }) {
  return path.includes('#') ? <a href={path}>{children}</a> : <Link to={path}>{children}</Link>;
}
