/**
 * The booking partners the lodging area can read (decision 036), and why their offers may be
 * unavailable right now. Apart from the answers' zod schemas (lodging-offers.ts), so the pages'
 * components can name the partner without loading the schemas with the page.
 */

/** The booking partners the site can search; one today (decision 036: a second one adds an id here). */
export const partnerIds = ['booking'] as const;
export type PartnerId = (typeof partnerIds)[number];

export const partnerNames: Readonly<Record<PartnerId, string>> = { booking: 'Booking.com' };

/** Why live offers cannot be shown right now (docs/rules/lodging.md#partner-offers). */
export const unavailableReasons = [
  /** The partner refused our credentials (an operator must fix them). */
  'refused',
  /** The partner (or our own limit on calls to it) asked us to wait. */
  'rate-limited',
  /** The partner did not answer, answered an error, or answered something we could not read. */
  'failed',
] as const;
export type UnavailableReason = (typeof unavailableReasons)[number];
