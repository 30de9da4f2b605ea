/**
 * The planning forms' sizes, names and shapes that the pages need as they render (input
 * `maxLength`s, the 750-character counter, the hidden honeypot field, photo limits). Kept apart
 * from the zod schemas (`submission-schemas.ts`, which uses these numbers) so a page's first
 * load carries no zod: the schemas arrive on demand (`load-form-schemas.ts`).
 */

/**
 * Size limits of free-text fields (the events page description has 750;
 * docs/rules/planning.md#form-validation).
 */
export const textLimits = {
  name: 100,
  email: 254,
  phone: 30,
  short: 200,
  message: 5000,
  eventsPageDescription: 750,
  submitPageDescription: 3000,
  notes: 2000,
  url: 500,
} as const;

/**
 * A hidden field people never see (nor hear: it is labelled "leave empty"), which form-filling
 * bots tend to complete. A filled one is refused, with a message in case a person did it.
 */
export const honeypotField = 'homepage';

export const tripPackageIds = ['rocky-mountain-explorer', 'family-mountain-getaway', 'backcountry-adventure'] as const;

/** Photos of the /submit-event form: at most 3 kept, images only (checked by content on the server). */
export const photoLimits = {
  maxPhotos: 3,
  maxBytes: 5 * 1024 * 1024,
  types: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const,
} as const;

/** Field name → its first message, the shape the API answers and the forms show. */
export type FieldErrors = Record<string, string>;

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; fieldErrors: FieldErrors };

// Control characters are refused in every field (NUL breaks storage, escapes repaint terminals): the site's one rule.
export { hasControlCharacters } from '@estes/shared/text/control-characters';
