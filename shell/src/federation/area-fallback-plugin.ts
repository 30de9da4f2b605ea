/**
 * Module Federation runtime plugin: when a remote's module cannot be loaded (its files
 * missing, its server down, its code throwing while it starts), answer with a marker module
 * instead of an exception, so the shell can tell "that area is unavailable" from a bug in
 * the shell. Only the `onLoad` step may return a module; earlier steps (manifest fetch)
 * reach `onLoad` too, so nothing else is answered here.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export const unavailableMarker = '__areaUnavailable';

export interface UnavailableAreaModule {
  [unavailableMarker]: true;
  reason: string;
}

export function isUnavailableAreaModule(value: unknown): value is UnavailableAreaModule {
  return typeof value === 'object' && value !== null && unavailableMarker in value;
}

export default function areaFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'area-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad') return undefined;
      const reason = error instanceof Error ? error.message : String(error);
      console.error(`[federation] ${id} could not be loaded: ${reason}`);
      const fallback: UnavailableAreaModule = { [unavailableMarker]: true, reason };
      return fallback;
    },
  };
}
