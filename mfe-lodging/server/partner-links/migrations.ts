/**
 * The lodging area's tables (expand-only, decision 021): the partner clicks `/go` counts
 * (decision 033), per UTC day before issue 28 and per UTC hour since (both kept, both read by
 * the click report). Apart from the API entry so tools can apply them without the listings' pictures.
 */
import { outboundClicksMigration, outboundHourlyClicksMigration, type Migration } from '@estes/shared/server';

export const lodgingMigrations: readonly Migration[] = [
  outboundClicksMigration('lodging', 'lodging-001-outbound-clicks'),
  outboundHourlyClicksMigration('lodging', 'lodging-002-outbound-clicks-hourly'),
];
