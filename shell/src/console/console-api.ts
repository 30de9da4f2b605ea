/**
 * The console's calls to the shell's console API (shell/server/console/, decision 059): one
 * function per endpoint of the contract, JSON in and out. Every error the server sends is
 * `{ error }`, a sentence a person can act on; a 429 adds `retryAfterSeconds`. A call that fails
 * on the way (offline, a proxy's HTML page) becomes a sentence too, never a thrown TypeError.
 */
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';

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

/** The console's "Page views" report (decision 067): Estes Park days, newest first. */
export interface PageViewsAnswer {
  from: string;
  to: string;
  timeZone: string;
  pageViews: {
    total: number;
    byDay: { day: string; views: number }[];
    byRoute: { route: string; views: number }[];
    byReferrer: { referrer: string; views: number }[];
  };
  emptySearches: {
    total: number;
    byQuery: { query: string; searches: number; lastDay: string }[];
    byDay: { day: string; searches: number }[];
  };
}

export interface AuditPage {
  entries: AuditEntry[];
  nextBefore: string | number | null;
}

/** What an unsuccessful call tells the page: the status and the server's sentence. */
export class ConsoleApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ConsoleApiError';
  }
}

export const apiBase = '/console/api';

async function call<Answer>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Answer> {
  let response: Response;
  try {
    response = await fetch(`${apiBase}${path}`, {
      method,
      credentials: 'same-origin',
      cache: 'no-store',
      headers:
        method === 'POST'
          ? { 'content-type': 'application/json', accept: 'application/json' }
          : { accept: 'application/json' },
      ...(method === 'POST' ? { body: JSON.stringify(body ?? {}) } : {}),
    });
  } catch {
    throw new ConsoleApiError(0, 'The console could not reach the server. Check your connection and try again.');
  }
  if (response.status === 204) return undefined as Answer;
  const answer: unknown = await response.json().catch(() => undefined);
  if (response.ok && answer !== undefined) return answer as Answer;
  throw errorOf(response.status, answer);
}

function errorOf(status: number, answer: unknown): ConsoleApiError {
  const fields = typeof answer === 'object' && answer !== null ? (answer as Record<string, unknown>) : {};
  const message =
    typeof fields.error === 'string' && fields.error.trim() !== ''
      ? fields.error
      : `The server answered ${status} without saying why. Try again in a moment.`;
  const retryAfter = typeof fields.retryAfterSeconds === 'number' ? fields.retryAfterSeconds : undefined;
  return new ConsoleApiError(status, message, retryAfter);
}

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
  pageViews: (days: number) => call<PageViewsAnswer>('GET', `/reports/page-views?days=${days}`),
  audit: (before?: string | number) =>
    call<AuditPage>(
      'GET',
      `/audit?${new URLSearchParams({ limit: '50', ...(before === undefined ? {} : { before: String(before) }) })}`,
    ),
};

/** The sentence for a failed call, with the wait a rate limit asks for. */
export function messageOf(error: unknown): string {
  if (error instanceof ConsoleApiError) {
    return error.retryAfterSeconds !== undefined && !/\d/.test(error.message)
      ? `${error.message} Try again in ${error.retryAfterSeconds} seconds.`
      : error.message;
  }
  return 'Something went wrong in the console. Reload the page and try again.';
}
