/**
 * The site-wide booking partner link (header, phone menu, footer, home): through `/go/partner/
 * <placement>` on our own server, which counts the click and redirects to BOOKING_PARTNER_URL
 * (decision 033). Written out here rather than with shared's `outboundPath` to keep the home
 * page's first-load JavaScript within its budget; partner-link.test.ts holds the two equal.
 */
export const partnerLinkHref = (placement: 'header' | 'menu' | 'footer' | 'home', from: string): string =>
  `/go/partner/${placement}?from=${encodeURIComponent(from)}`;
