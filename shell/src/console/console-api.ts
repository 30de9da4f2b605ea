/**
 * The console's calls to the shell's console API (shell/server/console/, decision 059): one
 * function per endpoint of the contract, JSON in and out, through `consoleFetch` (decision 064):
 * every error becomes a ConsoleApiError with the server's sentence.
 */
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';

import {
  consoleErrorMessage,
  consoleFetch,
  type ConsoleAccount,
  type ConsoleArea,
  type ConsoleRole,
  type ConsoleSession,
} from '@estes/shared/console';

// The contract's types and the fetch every console page uses are defined once, in
// `@estes/shared/console` (decision 064); the shell's pages import them from here.
export {
  ConsoleApiError,
  consoleRoles,
  type ConsoleAccount,
  type ConsoleArea,
  type ConsoleRole,
  type ConsoleSession,
} from '@estes/shared/console';

export interface PeopleAccount extends ConsoleAccount {
  createdAt: string;
  passkeys: number;
  lastSignInAt: string | null;
}

export interface OpenInvitation {
  id: string;
  email: string;
  role: ConsoleRole;
  createdAt: string;
  expiresAt: string;
  invitedBy: string;
}

export interface People {
  accounts: PeopleAccount[];
  invitations: OpenInvitation[];
}

export interface CreatedInvitation {
  link: string;
  email: string;
  role: ConsoleRole;
  expiresAt: string;
}

export interface AuditEntry {
  id: string | number;
  at: string;
  actor: string;
  action: string;
  target: string | null;
  detail: unknown;
  instance: string | null;
}

export interface AuditPage {
  entries: AuditEntry[];
  nextBefore: string | number | null;
}

export const apiBase = '/console/api';

const call = <Answer>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Answer> =>
  consoleFetch<Answer>(`${apiBase}${path}`, method === 'POST' ? { method, body: body ?? {} } : { method });

export const consoleApi = {
  session: () => call<ConsoleSession>('GET', '/session'),
  invitationOptions: (token: string) =>
    call<{ ceremonyId: string; email: string; role: ConsoleRole; options: PublicKeyCredentialCreationOptionsJSON }>(
      'POST',
      '/invitation/options',
      { token },
    ),
  invitationVerify: (token: string, ceremonyId: string, response: RegistrationResponseJSON) =>
    call<{ account: ConsoleAccount }>('POST', '/invitation/verify', { token, ceremonyId, response }),
  signInOptions: () =>
    call<{ ceremonyId: string; options: PublicKeyCredentialRequestOptionsJSON }>('POST', '/sign-in/options', {}),
  signInVerify: (ceremonyId: string, response: AuthenticationResponseJSON) =>
    call<{ account: ConsoleAccount }>('POST', '/sign-in/verify', { ceremonyId, response }),
  signOut: () => call<undefined>('POST', '/sign-out', {}),
  signOutEverywhere: () => call<undefined>('POST', '/sign-out-everywhere', {}),
  people: () => call<People>('GET', '/people'),
  invite: (email: string, role: ConsoleRole) => call<CreatedInvitation>('POST', '/invitations', { email, role }),
  /** Each area's live version, whose `./console` the console loads (decision 064). */
  areas: () => call<{ areas: ConsoleArea[] }>('GET', '/areas'),
  audit: (before?: string | number) =>
    call<AuditPage>(
      'GET',
      `/audit?${new URLSearchParams({ limit: '50', ...(before === undefined ? {} : { before: String(before) }) })}`,
    ),
};

/** The sentence for a failed call, with the wait a rate limit asks for. */
export const messageOf = consoleErrorMessage;
