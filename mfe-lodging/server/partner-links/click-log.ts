/**
 * What the operators' tools read of the partner clicks this area counts, declared for other
 * packages (`@estes/mfe-lodging/click-log`, decision 046): the tables' migrations (a fresh
 * checkout may report before the server ever started) and the names of the links' targets.
 */
import { findTeamProperty, legacyPropertyTarget } from '../../src/data/team-properties';

export { lodgingMigrations } from './migrations';

/** The `/go` kinds whose target is a property. */
const propertyKinds: readonly string[] = ['book', 'reviews', 'host'];

/**
 * A click's target by name, where the area knows it without asking the partner: a place of the
 * team's list, or its address of before issue 29 (`hotel-N`). A partner's property (`booking-…`)
 * and the illustrative rentals (`vrbo-N`, which never existed) go by their ids: undefined.
 */
export function partnerTargetName(kind: string, id: string): string | undefined {
  if (!propertyKinds.includes(kind)) return undefined;
  const legacy = legacyPropertyTarget(id);
  return findTeamProperty(legacy?.kind === 'moved' ? legacy.id : id)?.name;
}
