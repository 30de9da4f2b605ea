/**
 * GET /api/planning/console/submissions: one form's review queue, newest first, a page at a
 * time (decision 065). Reached only through the shell's console hand-over (decision 064), which
 * names the signed-in account; served by server/review-console/. The console page calls it at
 * `reviewPaths.queue` under its API base and reads the answer as `QueuePage`.
 */
import { answerReader, defineEndpoint } from '@estes/shared/api/define';
import { z } from 'zod';
import {
  queueStatuses,
  reviewForms,
  textFilterMaxLength,
  type QueueFilter,
  type QueuePage,
} from '../domain/review-queue';

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** The filter of the list and the export, with sentences a reviewer can act on. */
export const queueFilterSchema = z.object({
  form: z.enum(reviewForms, { message: `Choose a form: ${reviewForms.join(', ')}.` }),
  status: z.enum(queueStatuses, { message: `Choose a status: ${queueStatuses.join(', ')}.` }).optional(),
  since: z
    .string()
    .refine((day) => dayPattern.test(day) && !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), {
      message: '“Received since” must be a date (YYYY-MM-DD).',
    })
    .optional(),
  text: z
    .string()
    .max(textFilterMaxLength, { message: `Search for at most ${textFilterMaxLength} characters.` })
    .optional(),
}) satisfies z.ZodType<QueueFilter>;

export const reviewQueueEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/planning/console/submissions',
  query: queueFilterSchema.extend({
    page: z.coerce
      .number({ message: 'The page must be a whole number.' })
      .int({ message: 'The page must be a whole number.' })
      .min(1, { message: 'The page must be 1 or more.' })
      .max(10_000, { message: 'There is no such page.' })
      .optional(),
  }),
  response: answerReader((value) => value as QueuePage),
});
