/**
 * The events API (mounted under /api/planning/): the two event forms (an event listing, and an
 * event submission with up to three photos), the approved events the calendar shows, and each
 * stored photo, each served from its definition (src/api/). The forms' posts are taken the way
 * every planning form's is (server/submissions/form-posts.ts); `serveEndpoint` streams the photos
 * to the request's own folder within the definition's bounds, they are re-encoded in the photo
 * work queue's turn, and stored with their submission in one transaction.
 */
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { declarePageFreshness, pageDataTags, serveEndpoint } from '@estes/shared/server';
import { approvedEventsEndpoint } from '../../src/api/approved-events';
import { eventListingFormEndpoint } from '../../src/api/event-listing-form';
import { eventSubmissionFormEndpoint } from '../../src/api/event-submission-form';
import { formMessages } from '../../src/domain/form-messages';
import {
  eventListingSchema,
  eventSubmissionSchema,
  validate,
  type FieldErrors,
} from '../../src/domain/submission-schemas';
import { toApprovedEvent } from '../submissions/approved-events';
import {
  formPostEndpoints,
  takeFormPosts,
  truncate,
  type Form,
  type FormPostsOptions,
} from '../submissions/form-posts';
import { prepareEventPhotos, photoRefusalMessage } from '../submissions/photo-reencode';
import { scrubUnsizedPhotos } from '../submissions/photo-scrub';
import { photoRoutes } from '../submissions/photo-serving';
import { takeOverPhotoFiles } from '../submissions/photo-takeover';
import { removeStaleUploadFolders, uploadTempRoot } from '../submissions/photo-uploads';
import {
  defaultPhotoWorkLimits,
  PhotoWorkBusyError,
  PhotoWorkQueue,
  type PhotoWorkLimits,
} from '../submissions/photo-work-queue';
import { PhotoRefusals } from '../submissions/photo-refusals';

export interface EventRoutesOptions extends FormPostsOptions {
  /** How photo work waits its turn (photo-work-queue.ts); defaults when left out. */
  photoWork?: PhotoWorkLimits;
  /** The queue itself, for tests that hold its turns; made from `photoWork` when left out. */
  photoWorkQueue?: PhotoWorkQueue;
  /** Where refused photo posts are counted (the submissions' /healthz names them); its own when left out. */
  photoRefusals?: PhotoRefusals;
}

/** Aborted when the connection closes before the answer is sent: the sender has gone. */
function senderLeft(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}

/**
 * Photos this instance kept as files (before decision 037) move into the database, then photos
 * kept before re-encoding began are re-encoded once; neither holds up the start.
 */
function takeOverEarlierPhotos(app: FastifyInstance, options: EventRoutesOptions, photoWork: PhotoWorkQueue) {
  const { db, dataDir } = options;
  return (async () => {
    const takeover = await takeOverPhotoFiles(db, dataDir);
    if (takeover.takenOver > 0 || takeover.filesRemoved > 0) {
      app.log.info(
        { photos: takeover.takenOver, bytes: takeover.bytes, filesRemoved: takeover.filesRemoved },
        "photos in this instance's data folder taken over into the database",
      );
    }
    const outcome = await scrubUnsizedPhotos(db, dataDir, photoWork);
    if (outcome.scrubbed > 0) app.log.info({ scrubbed: outcome.scrubbed }, 'earlier photos re-encoded');
    if (outcome.unusable.length > 0) {
      app.log.warn({ files: outcome.unusable }, 'earlier photos that are not pictures are not served');
    }
    if (outcome.deferred > 0) app.log.warn({ deferred: outcome.deferred }, 'earlier photos left for the next start');
    // The calendar's pages list a photo once it is served: they are built again with it.
    if (takeover.takenOver > 0 || outcome.scrubbed > 0) await options.pageDataChanged?.([pageDataTags.approvedEvents]);
  })().catch((error: unknown) =>
    app.log.error({ err: error }, 'taking over or re-encoding earlier photos failed; tried again at the next start'),
  );
}

function eventListingSubmission(form: Form) {
  const result = validate(eventListingSchema, form);
  if (!result.ok) return result;
  const event = result.value;
  return {
    ok: true as const,
    submission: {
      kind: 'event-listing' as const,
      name: event.socialHandle ?? event.venue,
      email: event.email,
      summary: truncate(`${event.eventName} (${event.eventDate}, ${event.venue})`, 120),
      payload: { ...event, homepage: undefined },
    },
  };
}

export async function eventRoutes(app: FastifyInstance, options: EventRoutesOptions): Promise<void> {
  const { settings, dataDir } = options;
  // One line for every photo this version decodes: visitors' uploads and the start-up re-encoding.
  const photoWork = options.photoWorkQueue ?? new PhotoWorkQueue(options.photoWork ?? defaultPhotoWorkLimits);
  const clock = options.now;
  const photoRefusals = options.photoRefusals ?? new PhotoRefusals(clock ? () => clock().getTime() : Date.now);

  // Uploads of a process that stopped mid-request (an hour is far longer than any upload).
  await removeStaleUploadFolders(dataDir, 60 * 60_000);
  const takingOver = takeOverEarlierPhotos(app, options, photoWork);
  app.addHook('onClose', async () => takingOver);
  const forms = takeFormPosts(app, options, (error: FastifyError, request, reply) => {
    if (!(error instanceof PhotoWorkBusyError)) return undefined;
    // Nothing was stored: the request's upload folder is gone, no row was written.
    request.log.warn({ reason: error.reason }, 'a submission was refused: photo work is busy');
    if (error.reason !== 'sender-left') photoRefusals.record();
    reply.header('retry-after', '60');
    return forms.answerProblem(request, reply, 503, formMessages.photosBusy(settings.phone));
  });

  serveEndpoint(app, eventListingFormEndpoint, async ({ fields, request, reply }) =>
    forms.accept(request, reply, formPostEndpoints.eventListing, () => eventListingSubmission(fields)),
  );

  serveEndpoint(
    app,
    eventSubmissionFormEndpoint,
    async ({ fields, upload, request, reply }) => {
      const received = upload?.files ?? [];
      const result = validate(eventSubmissionSchema, fields);
      // Photos are re-encoded only for a form that will be kept; refusals are told either way.
      // Their turn in the photo work queue is taken after the whole body has arrived.
      const { photos, refusals } =
        !upload || received.length === 0
          ? { photos: [], refusals: [] }
          : await photoWork.run((job) => prepareEventPhotos(received, upload.folder, result.ok, job), {
              signal: senderLeft(reply),
            });
      return forms.accept(
        request,
        reply,
        formPostEndpoints.eventSubmission,
        () => {
          const fieldErrors: FieldErrors = result.ok ? {} : { ...result.fieldErrors };
          if (refusals.length > 0) fieldErrors.photos = photoRefusalMessage(refusals);
          if (!result.ok || Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors };
          const event = result.value;
          return {
            ok: true,
            submission: {
              kind: 'event-submission',
              name: event.organizerName,
              email: event.email,
              summary: truncate(`${event.eventName} (${event.eventDate}, ${event.venue})`, 120),
              payload: { ...event, homepage: undefined },
            },
          };
        },
        photos,
        upload?.dropped ?? 0,
        upload?.remove,
      );
    },
    // Each post's photos arrive in a folder of its own, gone when the request ends.
    { uploadsIn: uploadTempRoot(dataDir) },
  );

  serveEndpoint(app, approvedEventsEndpoint, async ({ reply }) => {
    const approved = await forms.store.list({ kinds: ['event-listing', 'event-submission'], status: 'approved' });
    const events = approved.map(toApprovedEvent).sort((a, b) => a.date.localeCompare(b.date));
    reply.header('cache-control', 'no-cache');
    // An approval announces the tag (review tool, PostgreSQL); the minute covers SQLite, where
    // the review tool has no channel to the server.
    declarePageFreshness(reply, { maxAgeSeconds: 60, tags: [pageDataTags.approvedEvents] });
    return { events };
  });

  // Each photo from the database, on every instance (photo-serving.ts, its own error answers).
  await app.register(photoRoutes, { db: options.db });
}
