/**
 * Validation of the site-wide public settings, run by the server against its environment at
 * start. Server-only: the browser receives values this schema already accepted, so zod stays
 * out of the first-load JavaScript (docs/decisions/010-first-load-budget.md).
 */
import { z } from 'zod';
import { phoneDigits, type PublicSiteSettings } from '../site-settings';

z.config({ jitless: true });

export const publicSiteSettingsSchema = z.object({
  siteName: z.string().trim().min(1),
  /** Absolute origin used for canonical links and share images, without a trailing slash. */
  siteUrl: z
    .url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL such as https://example.com' })
    .transform((url) => url.replace(/(?<!\/)\/+$/, '')),
  /** The customer-service phone as visitors read it, e.g. (970) 555-0142. */
  phone: z
    .string()
    .trim()
    .refine(
      (value) =>
        phoneDigits(value).length === 10 || (phoneDigits(value).length === 11 && phoneDigits(value).startsWith('1')),
      { error: 'must be a US phone number with 10 digits, e.g. (970) 555-0142' },
    ),
  contactEmail: z.email({ error: 'must be an e-mail address such as hello@example.com' }),
  /** The sponsored affiliate link behind every site-wide Book Now button. */
  bookingPartnerUrl: z.url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' }),
}) satisfies z.ZodType<PublicSiteSettings>;
