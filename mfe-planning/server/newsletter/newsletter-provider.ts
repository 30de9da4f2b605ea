/**
 * The newsletter provider's subscription call (docs/rules/planning.md#newsletter-sign-up: beehiiv
 * v2, POST /publications/{publicationId}/subscriptions with a bearer key) and what each answer
 * means for the outbox (docs/rules/planning.md#newsletter-sign-up). Answers are read with zod in
 * beehiiv's format (`data` on success, `errors: [{ message, code }]` otherwise); nothing here
 * throws for a bad answer, and the provider's own message is kept for the logs and the outbox row.
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
  /** 200/201 with the subscription: subscribed (beehiiv's `data.status` is validating, pending or active). */
  | { kind: 'subscribed'; status: number; subscriptionId: string }
  /**
   * Already on the list, which is success too: beehiiv answers an existing subscriber with the
   * subscription it already has (created earlier); a 409 is read the same way.
   */
  | { kind: 'already-subscribed'; status: number }
  /** 400 or 422, or a subscription marked invalid: the provider refuses this address; retrying cannot help. */
  | { kind: 'refused'; status: number; message: string }
  /**
   * 401, 403 or 404: our key is wrong or revoked, or the publication id is wrong. A configuration
   * problem: no retry helps until an operator fixes it, so the row waits
   * (docs/rules/planning.md#newsletter-sign-up: the visitor is told to try again later).
   */
  | { kind: 'misconfigured'; status: number; message: string }
  /** Down, timed out, rate-limited (429) or a 5xx: kept and retried in the background. */
  | { kind: 'retry'; status: number | null; reason: string; retryAfterMs?: number };

/** beehiiv v2's error answer: `{"errors":[{"message":…,"code":…}]}`. */
const errorBodySchema = z
  .object({
    errors: z
      .array(z.object({ message: z.string(), code: z.union([z.string(), z.number()]).optional() }).loose())
      .min(1),
  })
  .loose();
/** A bare `{"message":…}`, as a proxy in front of the provider may answer. */
const messageBodySchema = z.object({ message: z.string() }).loose();

/** beehiiv v2's subscription answer: `{"data":{"id":"sub_…","email":…,"status":…,"created":<unix s>}}`. */
const subscriptionBodySchema = z
  .object({
    data: z
      .object({
        id: z.string().min(1),
        email: z.string().optional(),
        status: z.string().optional(),
        created: z.number().optional(),
      })
      .loose(),
  })
  .loose();

/** A subscription created this long before our call was there already (an existing subscriber). */
const existingSubscriptionAgeMs = 60_000;

/** The provider's own words for an error (its first `errors[].message`, trimmed, bounded), if it sent any. */
export async function providerErrorMessage(response: Response): Promise<string | undefined> {
  const body: unknown = await response.json().catch(() => undefined);
  const errors = errorBodySchema.safeParse(body);
  const bare = messageBodySchema.safeParse(body);
  const message = (errors.success ? errors.data.errors[0]?.message : bare.success ? bare.data.message : '')?.trim();
  if (!message) return undefined;
  return message.slice(0, 300);
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
  const url = `${credentials.apiUrl.replace(/(?<!\/)\/+$/, '')}/publications/${encodeURIComponent(credentials.publicationId)}/subscriptions`;
  let response: Response;
  const calledAt = Date.now();
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
    const body: unknown = await response.json().catch(() => undefined);
    const parsed = subscriptionBodySchema.safeParse(body);
    if (!parsed.success) {
      return { kind: 'retry', status, reason: `HTTP ${status} without a subscription in the answer` };
    }
    const subscription = parsed.data.data;
    if (subscription.status === 'invalid') {
      return { kind: 'refused', status, message: newsletterMessages.invalidEmail };
    }
    if (subscription.created !== undefined && subscription.created * 1000 < calledAt - existingSubscriptionAgeMs) {
      return { kind: 'already-subscribed', status };
    }
    return { kind: 'subscribed', status, subscriptionId: subscription.id };
  }
  const message = await providerErrorMessage(response);
  if (status === 409) return { kind: 'already-subscribed', status };
  if (status === 400) return { kind: 'refused', status, message: message ?? newsletterMessages.invalidEmail };
  if (status === 422) return { kind: 'refused', status, message: newsletterMessages.invalidEmail };
  if (status === 401 || status === 403 || status === 404) {
    const meaning =
      status === 404
        ? 'the publication was not found (check NEWSLETTER_PUBLICATION_ID)'
        : 'our API key was refused (check NEWSLETTER_API_KEY)';
    return {
      kind: 'misconfigured',
      status,
      message: `HTTP ${status}: ${meaning}${message ? `; the provider said: ${message}` : ''}`,
    };
  }
  return {
    kind: 'retry',
    status,
    reason: `HTTP ${status}${message ? `: ${message}` : ''}`,
    retryAfterMs: status === 429 || status === 503 ? retryAfterMs(response.headers.get('retry-after')) : undefined,
  };
}
