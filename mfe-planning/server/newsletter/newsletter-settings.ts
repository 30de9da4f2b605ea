/**
 * Tuning of the newsletter outbox and sign-up limits, read from the server's environment at
 * start and validated with zod, part of the planning area's own settings (planning-settings.ts). Defaults suit production; the end-to-end suite shortens the retry.
 */
import { z } from 'zod';
import type { AreaEnvironment } from '@estes/shared/server';

const positiveInteger = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const newsletterEnvironmentSchema = z.object({
  /** The first background retry after a failed forward; each next waits twice as long. */
  NEWSLETTER_RETRY_BASE_MS: positiveInteger(30_000),
  /** The longest wait between two retries. */
  NEWSLETTER_RETRY_MAX_MS: positiveInteger(60 * 60_000),
  /** How long a provider call may take. */
  NEWSLETTER_TIMEOUT_MS: positiveInteger(5_000),
  /** Sign-ups one address may send per 10 minutes (a family trying several addresses fits). */
  NEWSLETTER_SIGNUPS_PER_10_MIN: positiveInteger(30),
});

export interface NewsletterTuning {
  retryBaseMs: number;
  maxDelayMs: number;
  timeoutMs: number;
  claimExpiryMs: number;
  signupsPerWindow: number;
  windowMs: number;
}

/** The variables the tuning is read from (the planning area's settings pass them). */
export const newsletterTuningVariables = Object.keys(newsletterEnvironmentSchema.shape);

export function readNewsletterTuning(env: AreaEnvironment): NewsletterTuning {
  const parsed = newsletterEnvironmentSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
    throw new Error(`Invalid newsletter settings:\n${problems}`);
  }
  const e = parsed.data;
  return {
    retryBaseMs: e.NEWSLETTER_RETRY_BASE_MS,
    maxDelayMs: Math.max(e.NEWSLETTER_RETRY_MAX_MS, e.NEWSLETTER_RETRY_BASE_MS),
    timeoutMs: e.NEWSLETTER_TIMEOUT_MS,
    claimExpiryMs: Math.max(2 * 60_000, e.NEWSLETTER_TIMEOUT_MS * 4),
    signupsPerWindow: e.NEWSLETTER_SIGNUPS_PER_10_MIN,
    windowMs: 10 * 60_000,
  };
}
