/**
 * The places facts' vocabulary lives in @estes/shared/planning/place-facts: the planning area
 * serves it and the downtown guide (mfe-conditions) shows it, so both read one definition.
 */
export * from '@estes/shared/planning/place-facts';
