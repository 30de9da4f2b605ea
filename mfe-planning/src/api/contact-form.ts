/**
 * POST /api/planning/contact: a contact message, or a trip request (the same endpoint,
 * `formType: trip-planning`). The form posts here as JSON from its script and as a plain form
 * post without it (answered with a redirect back, or a page listing what to correct); served by
 * server/submissions/submission-routes.ts.
 * The form checks its fields itself (field by field, with the same schemas as the page), so the
 * definition has no body schema.
 */
import { answerReader, defineEndpoint } from '@estes/shared/api/define';
import { readFormAnswer } from '../domain/form-answer';

export const contactFormEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/planning/contact',
  bodyLimit: 64 * 1024,
  formPost: true,
  response: answerReader(readFormAnswer),
});
