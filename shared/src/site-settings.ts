/**
 * Site-wide public settings: the one place the phone, contact e-mail, site URL and booking
 * partner link live. The server validates its environment against this schema at start and
 * sends the public values to the browser; remotes read them through `useSiteSettings()`.
 */
import { z } from 'zod';

// zod compiles fast parsers with `new Function` unless told not to; the Content-Security-Policy
// forbids eval, so every schema of this zod copy (the shell's, shared with the remotes) is
// built without. Set here because this module loads before any schema is created.
z.config({ jitless: true });

const phoneDigits = (phone: string): string => phone.replace(/\D/g, '');

export const publicSiteSettingsSchema = z.object({
  siteName: z.string().trim().min(1),
  /** Absolute origin used for canonical links and share images, without a trailing slash. */
  siteUrl: z
    .url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL such as https://example.com' })
    .transform((url) => url.replace(/\/+$/, '')),
  /** The customer-service phone as visitors read it, e.g. (970) 555-0142. */
  phone: z
    .string()
    .trim()
    .refine(
      (value) =>
        phoneDigits(value).length === 10 || (phoneDigits(value).length === 11 && phoneDigits(value).startsWith('1')),
      {
        error: 'must be a US phone number with 10 digits, e.g. (970) 555-0142',
      },
    ),
  contactEmail: z.email({ error: 'must be an e-mail address such as hello@example.com' }),
  /** The sponsored affiliate link behind every site-wide Book Now button. */
  bookingPartnerUrl: z.url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' }),
});

export type PublicSiteSettings = z.output<typeof publicSiteSettingsSchema>;

export const defaultSiteSettings: PublicSiteSettings = {
  siteName: 'Estes Park Guide',
  siteUrl: 'http://localhost:3000',
  phone: '(970) 555-0142',
  contactEmail: 'hello@estesparkguide.com',
  bookingPartnerUrl: 'https://www.booking.com/city/us/estes-park.html?label=estes-park-guide',
};

/** `tel:` link for a US phone number: (970) 555-0142 → tel:+19705550142. */
export function phoneHref(phone: string): string {
  const digits = phoneDigits(phone);
  return `tel:+${digits.length === 10 ? `1${digits}` : digits}`;
}

export const siteFacts = {
  placeName: 'Estes Park',
  region: 'US-CO',
  latitude: 40.38,
  longitude: -105.52,
  language: 'en-US',
  themeColor: '#0f766e',
  copyrightYear: 2025,
} as const;
