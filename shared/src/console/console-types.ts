/**
 * The operator console's contract between the shell and the areas (issue 32, decision 064):
 * who is signed in, and what an area's `./console` module gives the shell's console. Browser
 * safe (types, constants and sentences only): the shell's console build, the areas' console
 * pages and every server side read the same definitions.
 */
import type { ComponentType } from 'react';

export const consoleRoles = ['reviewer', 'operator', 'admin'] as const;
export type ConsoleRole = (typeof consoleRoles)[number];

export interface ConsoleAccount {
  id: string;
  email: string;
  role: ConsoleRole;
}

export interface ConsoleSession {
  account: ConsoleAccount;
  signedInAt: string;
  idleExpiresAt: string;
  expiresAt: string;
}

export interface AreaConsolePageProps {
  account: ConsoleAccount;
  /** `/console/api/areas/<area>`: the area's console API, called with `consoleFetch`. */
  apiBase: string;
}

export interface AreaConsolePage {
  /** Under /console/, unique on the site, e.g. `/console/submissions`. */
  path: string;
  /** The navigation's label and the page's <h1>. */
  title: string;
  /** One sentence on the console's home. */
  description: string;
  /** Who may open it (admins may open every page anyway). */
  roles: readonly ConsoleRole[];
  Page: ComponentType<AreaConsolePageProps>;
}

/** The default export of an area's `./console` module. */
export interface AreaConsoleModule {
  pages: readonly AreaConsolePage[];
}

/** One area's live version as the console loads it (`GET /console/api/areas`). */
export interface ConsoleArea {
  area: string;
  version: string;
  /**
   * The entry of the version's console container (its `console/remoteEntry.js`, decision 075),
   * which the console loads the area's `./console` from; the visitor pages' remoteEntry.js for
   * a version without console pages, or one built before decision 075 (whose visitor container
   * held them).
   */
  entry: string;
  /**
   * The container's name in that entry (`mfe_<area>_console`, or `mfe_<area>` for a version built
   * before decision 075); absent from a server before it, when it was always the area's own.
   */
  container?: string;
  /**
   * Whether the version exposes `./console` (its console manifest says so; decisions 071, 075). An
   * area without it has no console pages by design and is not loaded; absent when the server
   * could not read the manifest, and the console then tries the module.
   */
  exposesConsole?: boolean;
}

/** Whether a role may do what `needed` may: admins may do everything. */
export const roleMay = (role: ConsoleRole, needed: readonly ConsoleRole[]): boolean =>
  role === 'admin' || needed.includes(role);

const roleNames: Record<ConsoleRole, string> = { reviewer: 'reviewers', operator: 'operators', admin: 'admins' };
const aRole: Record<ConsoleRole, string> = { reviewer: 'a reviewer', operator: 'an operator', admin: 'an admin' };

/**
 * The refusals every console answer uses, the shell's session guard and an area's
 * `requireConsoleRole` alike, so a person reads the same sentence wherever they are refused.
 */
export const consoleRefusals = {
  signedOut: 'You are not signed in, or your session has ended: sign in again.',
  roleNeeded: (needed: ConsoleRole, role: ConsoleRole) =>
    needed === 'admin'
      ? `Only admins may do this; you are signed in as ${aRole[role]}.`
      : `Only ${roleNames[needed]} and admins may do this; you are signed in as ${aRole[role]}.`,
};

/** Reads an account from untrusted JSON (the hand-over header): undefined unless it is exactly one. */
export function parseConsoleAccount(value: unknown): ConsoleAccount | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { id, email, role } = value as Record<string, unknown>;
  if (typeof id !== 'string' || id === '' || id.length > 200) return undefined;
  if (typeof email !== 'string' || email === '' || email.length > 320) return undefined;
  if (typeof role !== 'string' || !(consoleRoles as readonly string[]).includes(role)) return undefined;
  return { id, email, role: role as ConsoleRole };
}
