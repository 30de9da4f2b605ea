/**
 * Making a kept version of an area live again (a rollback, or a roll-forward to a newer kept
 * one): the one way `npm run remotes -- rollback` and the console's Deploys page do it, under
 * the same deploy lock, with the same history entry and the same audit action.
 */
import type { AreaName } from '@estes/shared/core';
import type { LockOptions } from './db/file-lock';
import type { RegistryStore } from './registry-store';
import { withRollback, type SwitchDirection } from './remote-registry';

export interface AreaSwitch {
  from: string | null;
  to: string;
  direction: SwitchDirection;
}

/**
 * Points `area` back to the previous (or the named) kept version; no migration runs (schema
 * changes are expand-only, so an older version works on the newer schema). `by` is recorded in
 * the registry's history. Throws RegistryError for a version that is not kept or already live,
 * LockTimeoutError when another command held the lock longer than `lock.waitMs`.
 */
export async function switchLiveVersion(
  store: RegistryStore,
  area: AreaName,
  options: { version?: string; lock?: LockOptions; by?: string; now?: () => Date } = {},
): Promise<AreaSwitch> {
  const { before, after } = await store.change(
    `rollback ${area}`,
    (current) => withRollback(current, area, options.version, options.now?.() ?? new Date(), options.by),
    options.lock,
  );
  const entry = after.remotes[area];
  return {
    from: before.remotes[area]?.live ?? null,
    to: entry?.live ?? '',
    direction: entry?.history.at(-1)?.direction ?? 'back',
  };
}

/** The audit log's action for a switch: back is a rollback, forward makes a newer kept version live. */
export const switchAuditAction = (direction: SwitchDirection) =>
  direction === 'forward' ? ('area-made-live' as const) : ('area-rolled-back' as const);

/** The audit entry's detail, the same from the command line and the console: which way, from and to. */
export const switchAuditDetail = (area: AreaName, change: AreaSwitch) =>
  `${area} ${change.direction === 'forward' ? 'rolled forward' : 'rolled back'}: ${change.from ?? '(none)'} → ${change.to}`;
