/**
 * The submissions API's settings from the server's environment, checked at start:
 * SUBMISSIONS_RATE_LIMIT accepted submissions per address within
 * SUBMISSIONS_RATE_WINDOW_MINUTES (defaults 20 in 10), the global caps, and how many photo jobs
 * run at once (SUBMISSIONS_PHOTO_CONCURRENCY, default 1; decision 035).
 */
import { z } from 'zod';
import type { AreaEnvironment } from '@estes/shared/server';
import type { AddressLimitSettings as RateLimitSettings } from '../limits/address-limit';
import { defaultCapacity, type CapacitySettings } from './capacity';
import { defaultPhotoWorkLimits, type PhotoWorkLimits } from './photo-work-queue';

const megabytes = 1024 ** 2;

const settingsSchema = z.object({
  SUBMISSIONS_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(20),
  SUBMISSIONS_RATE_WINDOW_MINUTES: z.coerce
    .number()
    .positive()
    .max(24 * 60)
    .default(10),
  SUBMISSIONS_MAX_PENDING: z.coerce.number().int().min(1).max(10_000_000).default(defaultCapacity.maxPending),
  SUBMISSIONS_MAX_PHOTO_MB: z.coerce
    .number()
    .min(0)
    .max(10_000_000)
    .default(defaultCapacity.maxPhotoBytes / megabytes),
  SUBMISSIONS_MIN_FREE_DISK_MB: z.coerce
    .number()
    .min(0)
    .max(10_000_000)
    .default(defaultCapacity.minFreeDiskBytes / megabytes),
  // At most 4: libuv's pool has 8 threads unless the operator says otherwise (shell/server/thread-pool.ts),
  // and files, compression and name lookups keep at least 4 of them.
  SUBMISSIONS_PHOTO_CONCURRENCY: z.coerce.number().int().min(1).max(4).default(defaultPhotoWorkLimits.concurrency),
});

/** The variables the submissions' settings are read from. */
export const submissionVariables = Object.keys(settingsSchema.shape);

export function submissionSettingsFrom(env: AreaEnvironment): {
  rateLimit: RateLimitSettings;
  capacity: CapacitySettings;
  photoWork: PhotoWorkLimits;
} {
  const parsed = settingsSchema.safeParse({
    SUBMISSIONS_RATE_LIMIT: env.SUBMISSIONS_RATE_LIMIT || undefined,
    SUBMISSIONS_RATE_WINDOW_MINUTES: env.SUBMISSIONS_RATE_WINDOW_MINUTES || undefined,
    SUBMISSIONS_MAX_PENDING: env.SUBMISSIONS_MAX_PENDING || undefined,
    SUBMISSIONS_MAX_PHOTO_MB: env.SUBMISSIONS_MAX_PHOTO_MB || undefined,
    SUBMISSIONS_MIN_FREE_DISK_MB: env.SUBMISSIONS_MIN_FREE_DISK_MB || undefined,
    SUBMISSIONS_PHOTO_CONCURRENCY: env.SUBMISSIONS_PHOTO_CONCURRENCY || undefined,
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
    capacity: {
      maxPending: parsed.data.SUBMISSIONS_MAX_PENDING,
      maxPhotoBytes: Math.floor(parsed.data.SUBMISSIONS_MAX_PHOTO_MB * megabytes),
      minFreeDiskBytes: Math.floor(parsed.data.SUBMISSIONS_MIN_FREE_DISK_MB * megabytes),
    },
    photoWork: { ...defaultPhotoWorkLimits, concurrency: parsed.data.SUBMISSIONS_PHOTO_CONCURRENCY },
  };
}
