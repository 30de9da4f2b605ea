import { generatePath } from 'react-router-dom';
import type { RouteEntry } from './route-table';

/** The canonical path of a screen: its first path with the params filled in. */
export function canonicalPathOf(entry: RouteEntry, params: Record<string, string | undefined>): string {
  return generatePath(entry.paths[0], params as Record<string, string>);
}
