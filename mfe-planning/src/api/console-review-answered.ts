/**
 * POST /api/planning/console/submissions/:id/answered: a trip request or contact message was
 * answered (by the signed-in reviewer, now); answers the submission as it is now. Through the
 * console's hand-over only (decision 064); served by server/review-console/.
 */
import { answerReader, defineEndpoint } from '@estes/shared/api/define';
import { z } from 'zod';
import type { QueueItem } from '../domain/review-queue';

export const reviewAnsweredEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/planning/console/submissions/:id/answered',
  body: z.strictObject({}, { message: 'This request takes no fields.' }),
  bodyLimit: 1024,
  response: answerReader((value) => value as { item: QueueItem }),
});
