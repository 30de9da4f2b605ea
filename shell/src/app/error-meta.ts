import { isRouteErrorResponse } from 'react-router-dom';
import { isAreaNotFound, type AreaName, type PageMeta } from '@estes/shared';
import { notFoundMeta } from '../pages/not-found/not-found-meta';
import { areaUnavailableMeta } from './area-unavailable-meta';

/** The head of a page an error replaced: a not-found (the area's own, or the site's) or an area that failed. */
export function errorPageMeta(error: unknown, area: AreaName | undefined, pathname: string): PageMeta {
  if (isRouteErrorResponse(error) && error.status === 404) {
    const generic = notFoundMeta(pathname);
    return isAreaNotFound(error.data)
      ? { ...generic, title: error.data.heading, description: error.data.message }
      : generic;
  }
  return area ? areaUnavailableMeta(area, pathname) : notFoundMeta(pathname);
}
