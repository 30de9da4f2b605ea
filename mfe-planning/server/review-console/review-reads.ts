/**
 * What a reviewer reads (decision 065): a form's queue a page at a time with the new counts, the
 * filtered queue as the command's CSV, and a submission's photo from the database.
 */
import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '@estes/shared/server';
import { reviewExportEndpoint } from '../../src/api/console-review-export';
import { reviewPhotoEndpoint } from '../../src/api/console-review-photo';
import { reviewQueueEndpoint } from '../../src/api/console-review-queue';
import { exportRowLimit, queuePageSize } from '../../src/domain/review-queue';
import { photoBody, servablePhoto } from '../submissions/photo-serving';
import { readPhotoChunk } from '../submissions/photo-store';
import { csvLines } from '../submissions/review-lines';
import { newCounts, queuePage } from '../submissions/review-queue';
import { queueItemOf } from './queue-items';
import { consoleServed, refusal, submissionIdPattern } from './review-answers';
import type { ReviewConsoleOptions } from './review-console-routes';

export function serveReviewReads(app: FastifyInstance, options: ReviewConsoleOptions): void {
  const { db } = options;

  serveEndpoint(
    app,
    reviewQueueEndpoint,
    async ({ query }) => {
      const { page = 1, ...filter } = query;
      const found = await queuePage(db, filter, { offset: (page - 1) * queuePageSize, limit: queuePageSize });
      return {
        items: found.submissions.map(queueItemOf),
        total: found.total,
        page,
        pageSize: queuePageSize,
        newCounts: await newCounts(db),
      };
    },
    consoleServed,
  );

  serveEndpoint(
    app,
    reviewExportEndpoint,
    async ({ query, reply }) => {
      const found = await queuePage(db, query, { offset: 0, limit: exportRowLimit });
      if (found.total > exportRowLimit) {
        return reply
          .code(422)
          .send(
            refusal(
              `This queue holds ${found.total} submissions; an export takes at most ${exportRowLimit}. Narrow it (received since, status), or export with npm run submissions -- export on a server.`,
            ),
          );
      }
      const day = (options.now?.() ?? new Date()).toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="submissions-${query.form}-${day}.csv"`)
        .send(`${csvLines(found.submissions).join('\r\n')}\r\n`);
    },
    consoleServed,
  );

  serveEndpoint(
    app,
    reviewPhotoEndpoint,
    async ({ params, reply }) => {
      const noPhoto = () => reply.code(404).send(refusal('That photo is not there (deleted, or never stored).'));
      if (!submissionIdPattern.test(params.id) || !/^[1-3]$/.test(params.position)) return noPhoto();
      const position = Number(params.position);
      const photo = await servablePhoto(db, params.id, position, true, false);
      const first = photo && (photo.firstChunk ?? (await readPhotoChunk(db, params.id, position, 0)));
      if (!photo || !first) return noPhoto();
      return reply
        .type(photo.contentType)
        .header('content-length', String(photo.byteSize))
        .send(photoBody(db, params.id, position, photo.storedChunks, first));
    },
    consoleServed,
  );
}
