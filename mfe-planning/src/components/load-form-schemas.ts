/**
 * The forms' zod schemas, fetched on demand: a planning page's first load carries no zod.
 * A form asks for them when a visitor first focuses or types in it (so the check on submit is
 * instant) and again on submit; the module is fetched once and shared by every form.
 */
import type * as submissionSchemas from '../domain/submission-schemas';
import type { FormSchemaName, ValidationResult } from '../domain/submission-schemas';

type SchemasModule = typeof submissionSchemas;

let pending: Promise<SchemasModule> | null = null;

export function loadFormSchemas(): Promise<SchemasModule> {
  pending ??= import(/* webpackChunkName: "planning-form-schemas" */ '../domain/submission-schemas').catch(
    (error: unknown) => {
      // A failed fetch (a network blip) is tried again next time.
      pending = null;
      throw error;
    },
  );
  return pending;
}

/** The visitor's values checked with the named form's schema. */
export async function validateForm(name: FormSchemaName, values: unknown): Promise<ValidationResult<unknown>> {
  const { formSchemas, validate } = await loadFormSchemas();
  return validate<unknown>(formSchemas[name], values);
}
