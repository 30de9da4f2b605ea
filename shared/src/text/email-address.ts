/**
 * The site's one e-mail rule, for the planning forms and the newsletter sign-up alike
 * (docs/rules/planning.md#form-validation, docs/rules/planning.md#newsletter-sign-up):
 * `local@domain.tld`, no spaces, at most 254 characters.
 *
 * The length is checked before the pattern, and the pattern is linear on any input: the part
 * before the last dot may hold dots, the part after it may not, so each position is tried once.
 * (The forms' old `^[^\s@]+@[^\s@]+\.[^\s@]+$` let both sides of the dot take dots and
 * backtracked quadratically: `a@` + 65,400 dots + `@` held the event loop for 7 s. Issue 28.)
 */
export const maxEmailLength = 254;

const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@.]+$/;

/** Whether `value` (already trimmed) is an address the site takes. */
export function isEmailAddress(value: string): boolean {
  return value.length <= maxEmailLength && emailShape.test(value);
}
