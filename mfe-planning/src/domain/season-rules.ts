/**
 * Season rules for places that close for part of the year: the one table and its rule are in
 * @estes/shared/park/seasons (docs/rules/site.md#seasons); the planning pages read them from there.
 */
export { seasonStatus, type ParkSeason, type SeasonStatus } from '@estes/shared/park/seasons';
