/**
 * GET /api/planning/console/submissions/:id/photos/:position: a submission's photo for the
 * reviewer, whatever the submission's status, from the database; never cached, never at a
 * public address (an approved event's public photo is events/approved/…). Through the console's
 * hand-over only (decision 064); served by server/review-console/.
 */
import { answerReader, defineEndpoint } from '@estes/shared/api/define';

export const reviewPhotoEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/planning/console/submissions/:id/photos/:position',
  response: answerReader((value) => value),
});
