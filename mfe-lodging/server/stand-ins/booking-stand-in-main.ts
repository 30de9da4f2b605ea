/**
 * The stand-in Demand API as a process, for the e2e servers and `npm run dev`:
 * `node --import tsx mfe-lodging/server/stand-ins/booking-stand-in-main.ts <port> [slowMs]`.
 * Point the site at it with BOOKING_API_URL=http://127.0.0.1:<port>/demand/3.2,
 * BOOKING_API_TOKEN=stand-in-booking-token and BOOKING_AFFILIATE_ID=9100000 (any other key
 * answers 401); `/down/`, `/busy/`, `/slow/`, `/malformed/` and `/malformed-entries/` before
 * `/demand/3.2` choose a failure (booking-stand-in.ts). It serves STAND-IN TEST DATA only.
 */
import { runStandInProcess } from '@estes/shared/server/testing';
import { startBookingStandIn, standInAffiliateId, standInBookingToken } from './booking-stand-in';

await runStandInProcess(
  () => startBookingStandIn(Number(process.argv[2] ?? 0), process.argv[3] ? { slowMs: Number(process.argv[3]) } : {}),
  (standIn) =>
    `stand-in Booking.com Demand API: BOOKING_API_URL=${standIn.url} BOOKING_API_TOKEN=${standInBookingToken} BOOKING_AFFILIATE_ID=${standInAffiliateId}`,
);
