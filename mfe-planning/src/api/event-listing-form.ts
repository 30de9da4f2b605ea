/**
 * POST /api/planning/event-listings: an event for the calendar, from the events page's short form.
 * The form posts here as JSON from its script and as a plain form post without it (answered
 * with a redirect back, or a page listing what to correct); served by
 * server/events/event-routes.ts.
 * The form checks its fields itself (field by field, with the same schemas as the page), so the
 * definition has no body schema.
 */
import { answerReader, defineEndpoint } from '@estes/shared/api/define';
import { readFormAnswer } from '../domain/form-answer';

export const eventListingFormEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/planning/event-listings',
  bodyLimit: 64 * 1024,
  formPost: true,
  response: answerReader(readFormAnswer),
});
