/**
 * POST /api/planning/event-submissions: an event for the calendar with up to three photos, from
 * /submit-event. With photos it posts multipart, each photo within the photo limits (more are
 * counted, not read); without, JSON from its script or a plain form post (answered with a
 * redirect back, or a page listing what to correct). Served by server/events/event-routes.ts.
 * The form checks its fields itself (field by field, with the same schemas as the page), so the
 * definition has no body schema.
 */
import { answerReader, defineEndpoint } from '@estes/shared/api/define';
import { readFormAnswer } from '../domain/form-answer';
import { photoLimits } from '../domain/form-limits';

export const eventSubmissionFormEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/planning/event-submissions',
  bodyLimit: 64 * 1024,
  formPost: true,
  multipart: {
    fileField: 'photos',
    keptFiles: photoLimits.maxPhotos,
    fileBytes: photoLimits.maxBytes,
    files: 10,
    fields: 40,
    fieldBytes: 16 * 1024,
    parts: 50,
  },
  response: answerReader(readFormAnswer),
});
