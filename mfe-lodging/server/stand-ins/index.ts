/**
 * The lodging area's stand-ins for outside providers, declared for other packages
 * (`@estes/mfe-lodging/stand-ins`): the Booking.com Demand API as its documentation describes
 * it, which `npm run dev`, the fuzz run, the bench and `npm run perf` start in place of the
 * partner (decision 046). Tests and tools only: no area code imports this folder, so it never
 * reaches the area's deployed build or a browser.
 */
export { startBookingStandIn, standInAffiliateId, standInBookingToken, type BookingStandIn } from './booking-stand-in';
