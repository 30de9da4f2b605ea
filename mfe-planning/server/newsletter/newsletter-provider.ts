/**
 * The newsletter provider's subscription call (spec §7: POST
 * /publications/{publicationId}/subscriptions with a bearer key) and what each answer means
 * for the outbox (spec §8). Answers are read with zod; nothing here throws for a bad answer.
 */
import { z } from 'zod';
import { newsletterMessages } from '@estes/shared/server';

export const defaultNewsletterApiUrl = 'https://api.beehiiv.com/v2';

export interface ProviderCredentials {
  apiUrl: string;
  apiKey: string;
  publicationId: string;
}

export interface SubscriptionRequest {
  email: string;
  utmSource: string;
  utmMedium: string;
  referringSite: string;
}

export type ProviderOutcome =
  /** 200/201: subscribed. */
  | { kind: 'subscribed'; status: number }
  /** 409: already on the list, which is success too. */
  | { kind: 'already-subscribed'; status: number }
  /** 400 or 422: the provider refuses this address; retrying cannot help. */
  | { kind: 'refused'; status: number; message: string }
  /** 401: our key is wrong or revoked; kept for later, the visitor is told to try again. */
  | { kind: 'unauthorized'; status: number }
  /** Down, timed out, rate-limited or any other answer: kept and retried in the background. */
  | { kind: 'retry'; status: number | null; reason: string; retryAfterMs?: number };

const errorBodySchema = z
  .object({
    errors: z.array(z.object({ detail: z.string().optional() }).loose()).optional(),
    message: z.string().optional(),
  })
  .loose();

async function errorDetail(response: Response): Promise<string | undefined> {
  const body: unknown = await response.json().catch(() => undefined);
  const parsed = errorBodySchema.safeParse(body);
  if (!parsed.success) return undefined;
  const detail = parsed.data.errors?.[0]?.detail ?? parsed.data.message;
  return detail?.trim() ? detail.trim() : undefined;
}

/** Retry-After in seconds or as an HTTP date, as milliseconds from now. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

export async function sendSubscription(
  credentials: ProviderCredentials,
  request: SubscriptionRequest,
  timeoutMs: number,
): Promise<ProviderOutcome> {
  const url = `${credentials.apiUrl.replace(/\/+$/, '')}/publications/${encodeURIComponent(credentials.publicationId)}/subscriptions`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${credentials.apiKey}`,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body: JSON.stringify({
        email: request.email,
        reactivate_existing: true,
        send_welcome_email: true,
        utm_source: request.utmSource,
        utm_medium: request.utmMedium,
        referring_site: request.referringSite,
      }),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    // A DOMException, which is not always an Error of this realm: read its name.
    const name = typeof error === 'object' && error !== null ? (error as { name?: unknown }).name : undefined;
    const timedOut = name === 'TimeoutError' || name === 'AbortError';
    return {
      kind: 'retry',
      status: null,
      reason: timedOut ? `no answer within ${timeoutMs} ms` : 'provider unreachable',
    };
  }
  const { status } = response;
  if (status === 200 || status === 201) {
    await response.body?.cancel();
    return { kind: 'subscribed', status };
  }
  if (status === 409) return { kind: 'already-subscribed', status };
  if (status === 400) {
    return { kind: 'refused', status, message: (await errorDetail(response)) ?? newsletterMessages.invalidEmail };
  }
  if (status === 422) return { kind: 'refused', status, message: newsletterMessages.invalidEmail };
  if (status === 401) return { kind: 'unauthorized', status };
  const detail = await errorDetail(response);
  return {
    kind: 'retry',
    status,
    reason: `HTTP ${status}${detail ? `: ${detail}` : ''}`,
    retryAfterMs: status === 429 || status === 503 ? retryAfterMs(response.headers.get('retry-after')) : undefined,
  };
}
