/**
 * The router state the server rendered with, carried to the browser in the boot data so the
 * browser hydrates the same tree without running the loaders again. Errors become plain
 * objects on the way (route error responses keep the shape React Router recognises).
 */
import { isRouteErrorResponse } from 'react-router-dom';

export interface SerializedHydration {
  loaderData: Record<string, unknown>;
  errors: Record<string, SerializedRouteError> | null;
}

export type SerializedRouteError =
  | { kind: 'response'; status: number; statusText: string; data: unknown }
  | { kind: 'error'; name: string; message: string };

export function serializeRouteErrors(errors: Record<string, unknown> | null): SerializedHydration['errors'] {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([routeId, error]): [string, SerializedRouteError] => [
      routeId,
      isRouteErrorResponse(error)
        ? { kind: 'response', status: error.status, statusText: error.statusText, data: error.data }
        : {
            kind: 'error',
            name: error instanceof Error ? error.name : 'Error',
            message: error instanceof Error ? error.message : String(error),
          },
    ]),
  );
}

export function deserializeRouteErrors(errors: SerializedHydration['errors']): Record<string, unknown> | null {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([routeId, error]) => [
      routeId,
      error.kind === 'response'
        ? { status: error.status, statusText: error.statusText, data: error.data, internal: false }
        : Object.assign(new Error(error.message), { name: error.name }),
    ]),
  );
}
