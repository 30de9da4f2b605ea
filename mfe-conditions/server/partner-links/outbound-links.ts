/**
 * The conditions area's partner links (decision 033): the downtown hotel cards the guide had
 * before issue 29 were `/go/downtown-hotel/<id>`; such a link still counts its click in
 * `conditions_outbound_clicks_hourly` and leads to the site's booking partner, labelled with the
 * hotel. The guide's places to stay are now the lodging area's, with its own Book Now
 * (`/go/book/<id>`). Kept apart from the area's API entry so the click report can apply the
 * migration without the area's other code.
 */
import {
  outboundClicksMigration,
  outboundHourlyClicksMigration,
  partnerLinkRoutesOf,
  type Migration,
  type OutboundResolver,
} from '@estes/shared/server';
import { earlierDowntownHotelIds } from '../../src/data/downtown-guide';
import { downtownBookingUrl } from '../../src/domain/downtown';

export const conditionsOutboundMigrations: readonly Migration[] = [
  outboundClicksMigration('conditions', 'conditions-001-outbound-clicks'),
  // Per UTC hour since issue 28 (the daily table stays for the rows counted before).
  outboundHourlyClicksMigration('conditions', 'conditions-002-outbound-clicks-hourly'),
];

/** A downtown hotel card's partner link, for the guide's cards of before issue 29 only. */
export const downtownHotelResolver =
  (bookingPartnerUrl: string): OutboundResolver =>
  (id) =>
    earlierDowntownHotelIds.includes(id) ? downtownBookingUrl(bookingPartnerUrl, id) : undefined;

/** The partner-links capability: `GET /go/downtown-hotel/:id`, counted and sent to the partner. */
export const partnerLinkRoutes = partnerLinkRoutesOf('conditions', (bookingPartnerUrl) => ({
  'downtown-hotel': downtownHotelResolver(bookingPartnerUrl),
}));
