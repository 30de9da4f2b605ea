/**
 * The submissions API's settings from the server's environment, checked at start:
 * SUBMISSIONS_RATE_LIMIT accepted submissions per address within
 * SUBMISSIONS_RATE_WINDOW_MINUTES (defaults 20 in 10).
 */
import { z } from 'zod';
import type { AddressLimitSettings as RateLimitSettings } from '../limits/address-limit';

const settingsSchema = z.object({
  SUBMISSIONS_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(20),
  SUBMISSIONS_RATE_WINDOW_MINUTES: z.coerce
    .number()
    .positive()
    .max(24 * 60)
    .default(10),
});

export function submissionSettingsFrom(env: NodeJS.ProcessEnv): { rateLimit: RateLimitSettings } {
  const parsed = settingsSchema.safeParse({
    SUBMISSIONS_RATE_LIMIT: env.SUBMISSIONS_RATE_LIMIT || undefined,
    SUBMISSIONS_RATE_WINDOW_MINUTES: env.SUBMISSIONS_RATE_WINDOW_MINUTES || undefined,
  });
  if (!parsed.success) {
    const detail = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid submissions settings: ${detail}`);
  }
  return {
    rateLimit: {
      max: parsed.data.SUBMISSIONS_RATE_LIMIT,
      windowMs: parsed.data.SUBMISSIONS_RATE_WINDOW_MINUTES * 60_000,
    },
  };
}
