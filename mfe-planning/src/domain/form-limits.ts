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

/**
 * Control characters have no place in what a visitor types: NUL breaks storage (PostgreSQL
 * refuses it), escape sequences repaint the terminal of the person reviewing it. C0 (but tab,
 * line feed and carriage return, which text areas send), DEL and C1. (The newsletter's server
 * schema has the same rule in @estes/shared, kept out of the pages' shared first load.)
 */
export function hasControlCharacters(value: string): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code === 0x09 || code === 0x0a || code === 0x0d) continue;
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}
