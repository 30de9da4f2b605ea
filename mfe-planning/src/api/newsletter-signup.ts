/**
 * POST /api/planning/newsletter: one sign-up for The Estes Insider, `{ email, placement }`, from the
 * form's script as JSON and from a plain form post without it (answered with a redirect); served
 * by server/newsletter/newsletter-routes.ts (docs/rules/planning.md#newsletter-sign-up). The form
 * (shared/src/newsletter/newsletter-form.tsx) posts to the same address, `newsletterEndpoint`.
 * The server checks the fields itself, so the definition has no body schema; a field sent twice
 * arrives as a list and is refused like any other address that is not one.
 * The answer is read by hand: the pages carrying the form have no zod in their first load.
 */
import { answerReader, defineEndpoint } from '@estes/shared/api/define';
import { isNewsletterResult, newsletterMessages, type NewsletterResult } from '@estes/shared/newsletter/rules';

const unreadable: NewsletterResult = { success: false, message: newsletterMessages.exception };

export const newsletterSignupEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/planning/newsletter',
  bodyLimit: 4096,
  formPost: true,
  response: answerReader((value): NewsletterResult => (isNewsletterResult(value) ? value : unreadable)),
});
