/**
 * Site-wide public settings: the one place the phone, contact e-mail, site URL and booking
 * partner link live. The server validates its environment at start
 * (server/site-settings-schema.ts) and sends the public values to the browser; remotes read
 * them through `useSiteSettings()`.
 */

/** The public settings every page knows (validated by the server, `@estes/shared/server`). */
export interface PublicSiteSettings {
  siteName: string;
  /** Absolute origin used for canonical links and share images, without a trailing slash. */
  siteUrl: string;
  /** The customer-service phone as visitors read it, e.g. (970) 555-0142. */
  phone: string;
  contactEmail: string;
  /** The sponsored affiliate link behind every site-wide Book Now button. */
  bookingPartnerUrl: string;
}

export const publicSiteSettingKeys = [
  'siteName',
  'siteUrl',
  'phone',
  'contactEmail',
  'bookingPartnerUrl',
] as const satisfies readonly (keyof PublicSiteSettings)[];

export const phoneDigits = (phone: string): string => phone.replace(/\D/g, '');

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
