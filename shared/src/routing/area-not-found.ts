import { data } from 'react-router-dom';
import type { AreaNotFound } from '../federation/contracts';

/** Throw from an area page's loader: `throw areaNotFound({ heading, message, link })`. */
export function areaNotFound(screen: Omit<AreaNotFound, 'kind'>) {
  return data<AreaNotFound>({ kind: 'area-not-found', ...screen }, { status: 404 });
}
