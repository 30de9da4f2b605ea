/**
 * How an outside provider last answered, for an area's /healthz check (decision 043): the
 * lodging partner's and the places provider's caches each kept their own copy. Every call to
 * the provider goes through `observe`; `health` answers from what is remembered and never asks
 * the provider. Only a refused key makes the check `degraded`: a provider that is down or busy
 * is not the operator's to fix (the pages say so to visitors), so it is `ok` with its failure.
 */
import type { AreaHealth } from './index';

/** The provider as /healthz names it. */
export interface ProviderHealthSubject {
  /** The field that names it: `partner` (lodging), `provider` (places). */
  role: string;
  name: string;
  /** What the operator checks when the provider refuses the site's key ("PLACES_API_KEY"). */
  keyToCheck: string;
  /** Whether a failure was the provider refusing the site's key. */
  isRefusal: (error: Error) => boolean;
}

export interface ProviderAnswerLogOptions {
  now?: () => number;
  /** Told why the provider could not answer (the message names no key and no URL). */
  onFailure?: (error: unknown) => void;
}

type LastAnswer = { kind: 'none' } | { kind: 'ok'; at: number } | { kind: 'failed'; at: number; error: Error };

export class ProviderAnswerLog {
  private last: LastAnswer = { kind: 'none' };
  private readonly now: () => number;

  constructor(private readonly options: ProviderAnswerLogOptions = {}) {
    this.now = options.now ?? Date.now;
  }

  /** Runs a call to the provider, remembering how it went. */
  async observe<T>(call: () => Promise<T>): Promise<T> {
    try {
      const value = await call();
      this.last = { kind: 'ok', at: this.now() };
      return value;
    } catch (error) {
      this.last = { kind: 'failed', at: this.now(), error: error instanceof Error ? error : new Error(String(error)) };
      this.options.onFailure?.(error);
      throw error;
    }
  }

  /** The /healthz check, with how many answers of each kind are kept (`cached`). */
  health(subject: ProviderHealthSubject, cached: Record<string, number>): AreaHealth {
    const { role, name } = subject;
    const last = this.last;
    if (last.kind === 'none') return { state: 'ok', [role]: name, status: 'not asked yet', cached };
    if (last.kind === 'ok') {
      return { state: 'ok', [role]: name, status: `ok, last answer ${new Date(last.at).toISOString()}`, cached };
    }
    const failure = `${last.error.message} (${new Date(last.at).toISOString()})`;
    if (subject.isRefusal(last.error)) {
      return {
        state: 'degraded',
        problem: `${name} refuses the site's key: check ${subject.keyToCheck} (${failure})`,
        [role]: name,
        status: 'refusing our key',
        cached,
      };
    }
    return { state: 'ok', [role]: name, status: `failing: ${failure}`, cached };
  }
}
