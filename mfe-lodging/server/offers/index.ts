/**
 * The offers capability (decision 036): lodging from the booking partner.
 * - `GET /api/lodging/offers`: the live search for the town with the list's filters and sort
 *   (src/api/get-offers.ts);
 * - `GET /api/lodging/properties/:id`: one property's content and offers
 *   (src/api/get-property.ts);
 * - `GET /api/lodging/counts`: places per type and part of town for the home page's tiles
 *   (src/api/get-lodging-counts.ts);
 * - `GET /api/lodging/downtown-stays`: the downtown guide's stays (@estes/shared/api/lodging/downtown-stays);
 * - `/healthz` (`areas.lodging.booking-partner`): not configured, ok, refusing our key (degraded),
 *   or failing.
 * The partner is Booking.com's Demand API when BOOKING_API_TOKEN and BOOKING_AFFILIATE_ID are
 * set (lodging-settings.ts); without them nothing is called and the answers say so.
 */
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import { mountainDate } from '@estes/shared/mountain-time';
import { declarePageFreshness, serveEndpoint, type AreaApiContext } from '@estes/shared/server';
import { downtownStaysEndpoint } from '@estes/shared/api/lodging/downtown-stays';
import { getLodgingCountsEndpoint } from '../../src/api/get-lodging-counts';
import { getOffersEndpoint } from '../../src/api/get-offers';
import { getPropertyEndpoint } from '../../src/api/get-property';
import type { LodgingSettings } from '../lodging-settings';
import { BookingPartner, type BookingPartnerOptions } from './booking/booking-partner';
import { createCachedPartner, type CachedPartner, type CachedPartnerOptions } from './cached-partner';
import { createOffersService, type ServiceAnswer } from './offers-service';

export interface OffersRoutesOptions {
  booking: LodgingSettings['booking'];
  /**
   * The partner the area made from its settings (createLodgingPartner; undefined: none
   * configured). Without this member the plugin makes its own from `booking` (tests).
   */
  partner?: CachedPartner | undefined;
  /** Tests: options for the Booking client and the caches made from the settings. */
  bookingOptions?: Partial<BookingPartnerOptions>;
  cacheOptions?: CachedPartnerOptions;
  /** The town's date; `mountainDate()` by default. */
  today?: () => string;
  now?: () => number;
  reportHealth?: AreaApiContext['reportHealth'];
}

const reasonText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * The booking partner behind the area's caches, from its settings; undefined without partner
 * credentials. The area makes one and hands it to each capability that reads it (these offers,
 * the site index, the partner links), so they share one cache and one ceiling on calls.
 */
export function createLodgingPartner(
  booking: LodgingSettings['booking'],
  log: Pick<FastifyBaseLogger, 'warn'>,
  options: Pick<OffersRoutesOptions, 'bookingOptions' | 'cacheOptions'> = {},
): CachedPartner | undefined {
  if (!booking) return undefined;
  return createCachedPartner(
    new BookingPartner({
      baseUrl: booking.baseUrl,
      token: booking.token,
      affiliateId: booking.affiliateId,
      cityId: booking.cityId,
      onDropped: (path, count) => log.warn({ path, count }, 'malformed partner entries left out'),
      ...options.bookingOptions,
    }),
    {
      onFailure: (error) => log.warn({ reason: reasonText(error) }, 'the booking partner could not answer'),
      ...options.cacheOptions,
    },
  );
}

export const offersRoutes: FastifyPluginAsync<OffersRoutesOptions> = async (app, options) => {
  const partner = 'partner' in options ? options.partner : createLodgingPartner(options.booking, app.log, options);
  const service = createOffersService({
    partner,
    today: options.today ?? (() => mountainDate()),
    ...(options.now ? { now: options.now } : {}),
  });

  options.reportHealth?.('booking-partner', async () =>
    partner
      ? partner.health()
      : { state: 'ok', partner: 'Booking.com', status: 'not configured (BOOKING_API_TOKEN unset)' },
  );

  const send = <T>(
    reply: Parameters<Parameters<typeof serveEndpoint>[2]>[0]['reply'],
    result: ServiceAnswer<T>,
  ): T | { ok: false; message: string } => {
    // Browsers ask us, never the partner; our caches decide how often the partner is asked.
    reply.header('cache-control', 'no-cache');
    if (!result.ok) {
      reply.code(result.status);
      return { ok: false, message: result.message };
    }
    // A page built from the answer is built again when the partner's answer is due to be read again.
    declarePageFreshness(reply, { maxAgeSeconds: result.freshForSeconds });
    return result.answer;
  };

  serveEndpoint(app, getOffersEndpoint, async ({ query, reply }) => send(reply, await service.offers(query)));
  serveEndpoint(app, getLodgingCountsEndpoint, async ({ reply }) => send(reply, await service.counts()));
  serveEndpoint(app, downtownStaysEndpoint, async ({ reply }) => send(reply, await service.downtownStays()));
  serveEndpoint(app, getPropertyEndpoint, async ({ params, query, reply }) =>
    send(reply, await service.property(params.id, query)),
  );
};
