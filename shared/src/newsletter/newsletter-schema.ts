/**
 * The server's schema of a newsletter sign-up (docs/rules/planning.md#newsletter-sign-up), applying
 * the same email rule as the browser form (newsletter-rules.ts). Server-only, exported from
 * `@estes/shared/server`, so zod never rides along with the pages that show the form.
 */
import { z } from 'zod';
import { hasControlCharacters } from '../text/control-characters';
import {
  maxNewsletterEmailLength,
  newsletterEmailProblem,
  newsletterMessages,
  newsletterPlacements,
} from './newsletter-rules';

export const newsletterSignupSchema = z.object({
  email: z
    .string({ error: newsletterMessages.invalidEmail })
    .trim()
    // The bound first, and every check stops the ones after it when it fails (`abort`): an
    // oversized address is refused on its length alone, no pattern ever runs on it (issue 28).
    .max(maxNewsletterEmailLength, { error: newsletterMessages.invalidEmail, abort: true })
    .refine((value) => newsletterEmailProblem(value) === undefined, {
      error: newsletterMessages.invalidEmail,
      abort: true,
    })
    // NUL, escape and the like (PostgreSQL refuses NUL): checked here, on the server, so the
    // form's own rules (on every page's first load) stay as small as they are.
    .refine((value) => !hasControlCharacters(value), { error: newsletterMessages.invalidEmail, abort: true })
    // Addresses are stored and compared in lower case, so a second sign-up is the same one.
    .transform((value) => value.toLowerCase()),
  placement: z.enum(newsletterPlacements).catch('newsletter-page'),
});

export type NewsletterSignup = z.infer<typeof newsletterSignupSchema>;
