/**
 * GET /api/planning/console/submissions/export.csv: the filtered queue as CSV, the same columns
 * as `npm run submissions -- export --format csv` (review-lines.ts writes both), as a download.
 * Through the console's hand-over only (decision 064); served by server/review-console/.
 */
import { answerReader, defineEndpoint } from '@estes/shared/api/define';
import { queueFilterSchema } from './console-review-queue';

export const reviewExportEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/planning/console/submissions/export.csv',
  query: queueFilterSchema,
  response: answerReader((value) => String(value)),
});
