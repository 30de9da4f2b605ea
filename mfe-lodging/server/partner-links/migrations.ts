/**
 * The lodging area's tables (expand-only, decision 021): the partner clicks `/go` counts
 * (decision 033). Apart from the API entry so tools can apply them without the listings' pictures.
 */
import { outboundClicksMigration, type Migration } from '@estes/shared/server';

export const lodgingMigrations: readonly Migration[] = [
  outboundClicksMigration('lodging', 'lodging-001-outbound-clicks'),
];
