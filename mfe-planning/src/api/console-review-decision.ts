/**
 * POST /api/planning/console/submissions/:id/decision: approve or reject, with a reason
 * (required to reject; a note on an approval); answers the submission as it is now. An approved
 * event reaches /events within its freshness. Through the console's hand-over only (decision
 * 064); served by server/review-console/.
 */
import { answerReader, defineEndpoint } from '@estes/shared/api/define';
import { z } from 'zod';
import { reasonMaxLength, type QueueItem } from '../domain/review-queue';

export const reviewDecisionEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/planning/console/submissions/:id/decision',
  body: z
    .object({
      decision: z.enum(['approved', 'rejected'], { message: 'Say whether to approve or reject.' }),
      reason: z
        .string({ message: 'The reason must be text.' })
        .max(reasonMaxLength, { message: `Keep the reason under ${reasonMaxLength} characters.` })
        .optional(),
    })
    .refine((body) => body.decision === 'approved' || (body.reason ?? '').trim() !== '', {
      message: 'Give a reason for the rejection: it is kept with the submission.',
    }),
  bodyLimit: 8 * 1024,
  response: answerReader((value) => value as { item: QueueItem }),
});
