/**
 * TEMPORARY until the contract's branch (decision 064) is merged: the parts of
 * `@estes/shared/console` this page uses, as the contract defines them.
 */
import type { ComponentType } from 'react';

export type ConsoleRole = 'reviewer' | 'operator' | 'admin';
export interface ConsoleAccount {
  id: string;
  email: string;
  role: ConsoleRole;
}
export interface AreaConsolePageProps {
  account: ConsoleAccount;
  apiBase: string;
}
export interface AreaConsolePage {
  path: string;
  title: string;
  description: string;
  roles: readonly ConsoleRole[];
  Page: ComponentType<AreaConsolePageProps>;
}
export interface AreaConsoleModule {
  pages: readonly AreaConsolePage[];
}

export class ConsoleApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export async function consoleFetch<T>(url: string, init: { method?: 'GET' | 'POST'; body?: unknown } = {}): Promise<T> {
  const method = init.method ?? 'GET';
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: 'same-origin',
      cache: 'no-store',
      headers:
        method === 'POST'
          ? { 'content-type': 'application/json', accept: 'application/json' }
          : { accept: 'application/json' },
      ...(method === 'POST' ? { body: JSON.stringify(init.body ?? {}) } : {}),
    });
  } catch {
    throw new ConsoleApiError(0, 'The console could not reach the server. Check your connection and try again.');
  }
  const answer = (await response.json().catch(() => undefined)) as Record<string, unknown> | undefined;
  if (response.ok && answer !== undefined) return answer as T;
  const message = typeof answer?.error === 'string' ? answer.error : `The server answered ${response.status}.`;
  throw new ConsoleApiError(response.status, message);
}

export function consoleErrorMessage(error: unknown): string {
  return error instanceof ConsoleApiError
    ? error.message
    : 'Something went wrong in the console. Reload the page and try again.';
}
