/**
 * POST /api/planning/console/submissions/:id/delete: deletes one submission and its photos, as
 * `npm run submissions -- delete` does (the same function). A POST rather than DELETE: every
 * endpoint of the areas is defined and served one way (decision 047), GET or POST. Through the
 * console's hand-over only (decision 064); served by server/review-console/.
 */
import { answerReader, defineEndpoint } from '@estes/shared/api/define';
import { z } from 'zod';
import type { DeletedSubmission } from '../domain/review-queue';

export const reviewDeleteEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/planning/console/submissions/:id/delete',
  body: z.strictObject({}, { message: 'This request takes no fields.' }),
  bodyLimit: 1024,
  response: answerReader((value) => value as { deleted: DeletedSubmission }),
});
