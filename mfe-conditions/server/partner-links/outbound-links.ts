/**
 * The conditions area's partner links (decision 033): a downtown hotel's Book Now is
 * `/go/downtown-hotel/<id>`; the click is counted in `conditions_outbound_clicks_hourly` and the
 * visitor goes to the site's booking partner, labelled with the hotel. Kept apart from the
 * area's API entry so the click report can apply the migration without the area's other code.
 */
import {
  outboundClicksMigration,
  outboundHourlyClicksMigration,
  partnerLinkRoutesOf,
  type Migration,
  type OutboundResolver,
} from '@estes/shared/server';
import { downtownHotels } from '../../src/data/downtown-guide';
import { downtownBookingUrl } from '../../src/domain/downtown';

export const conditionsOutboundMigrations: readonly Migration[] = [
  outboundClicksMigration('conditions', 'conditions-001-outbound-clicks'),
  // Per UTC hour since issue 28 (the daily table stays for the rows counted before).
  outboundHourlyClicksMigration('conditions', 'conditions-002-outbound-clicks-hourly'),
];

/** A downtown hotel's partner link, for a hotel of the guide only. */
export const downtownHotelResolver =
  (bookingPartnerUrl: string): OutboundResolver =>
  (id) =>
    downtownHotels.some((hotel) => hotel.id === id) ? downtownBookingUrl(bookingPartnerUrl, id) : undefined;

/** The partner-links capability: `GET /go/downtown-hotel/:id`, counted and sent to the partner. */
export const partnerLinkRoutes = partnerLinkRoutesOf('conditions', (bookingPartnerUrl) => ({
  'downtown-hotel': downtownHotelResolver(bookingPartnerUrl),
}));
