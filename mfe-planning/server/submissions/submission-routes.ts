/**
 * The planning forms' API (mounted under /api/planning/): contact and trip requests, both
 * event forms, partner applications, and the approved events the calendar shows.
 *
 * Every accepted submission is in the database before the answer says so. The pages post
 * JSON (or multipart with photos) and ask for JSON; the same endpoints take a plain form post
 * without JavaScript, answering with a redirect back to the page on success and a short page
 * listing what to correct otherwise (the browser's Back keeps what was typed).
 */
import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { paths } from '@estes/shared/core';
import {
  crossSitePostProblem,
  declarePageFreshness,
  pageDataTags,
  routeUrlWithin,
  serveEndpoint,
  type AreaApiContext,
} from '@estes/shared/server';
import { approvedEventsEndpoint } from '../../src/features/events/api/approved-events';
import { formEndpoints } from '../../src/domain/form-endpoints';
import { formMessages } from '../../src/domain/form-messages';
import {
  contactMessageSchema,
  eventListingSchema,
  eventSubmissionSchema,
  partnerApplicationSchema,
  photoLimits,
  tripRequestSchema,
  validate,
  type FieldErrors,
} from '../../src/domain/submission-schemas';
import { toApprovedEvent } from './approved-events';
import type { IncomingPhoto } from './photo-files';
import { prepareEventPhotos, photoRefusalMessage, type ReceivedPhoto } from './photo-reencode';
import { scrubUnsizedPhotos } from './photo-scrub';
import { photoRoutes } from './photo-serving';
import { takeOverPhotoFiles } from './photo-takeover';
import { readableParts, receiveFile, removeStaleUploadFolders, withUploadFolder } from './photo-uploads';
import { defaultPhotoWorkLimits, PhotoWorkBusyError, PhotoWorkQueue, type PhotoWorkLimits } from './photo-work-queue';
import { PhotoRefusals, withPhotoRefusals } from './photo-refusals';
import type { AddressLimitSettings } from '../limits/address-limit';
import { limitSenders } from '../limits/sender-limit';
import { newSubmissionId, SubmissionStore, type NewSubmission, type SubmissionKind } from './submission-store';
import { capacityHealth, capacityReached, defaultCapacity, type CapacitySettings } from './capacity';

export interface SubmissionRoutesOptions extends Pick<
  AreaApiContext,
  'db' | 'settings' | 'dataDir' | 'reportHealth' | 'pageDataChanged'
> {
  rateLimit: AddressLimitSettings;
  /** Global caps (pending submissions, photo bytes, free disk); defaults when left out. */
  capacity?: CapacitySettings;
  /** How photo work waits its turn (photo-work-queue.ts); defaults when left out. */
  photoWork?: PhotoWorkLimits;
  /** The queue itself, for tests that hold its turns; made from `photoWork` when left out. */
  photoWorkQueue?: PhotoWorkQueue;
  now?: () => Date;
}

type Form = Record<string, unknown>;

interface Endpoint {
  path: string;
  /** The page the form lives on: where a plain form post returns to. */
  page: string;
  success: string;
  failure: (phone: string) => string;
}

const endpoints = {
  contact: {
    path: formEndpoints.contact,
    page: paths.tripPlanning(),
    success: formMessages.contactSuccess,
    failure: formMessages.contactFailure,
  },
  eventListing: {
    path: formEndpoints.eventListing,
    page: paths.events(),
    success: formMessages.eventSuccess,
    failure: () => formMessages.eventFailure,
  },
  eventSubmission: {
    path: formEndpoints.eventSubmission,
    page: paths.submitEvent(),
    success: formMessages.eventSuccess,
    failure: () => formMessages.eventFailure,
  },
  partner: {
    path: formEndpoints.partner,
    page: paths.partner(),
    success: formMessages.partnerSuccess,
    failure: () => formMessages.partnerFailure,
  },
} satisfies Record<string, Endpoint>;

const jsonBodyLimit = 64 * 1024;
const wantsJson = (request: FastifyRequest) => /application\/json/.test(request.headers.accept ?? '');

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * Repeated fields of a plain form post (checkboxes) become lists, grown in place: a copy per
 * repeat made a post of 8,000 repeats cost 100 ms or more (issue 28's worst-case posts).
 */
function addField(form: Form, name: string, value: unknown) {
  const previous = form[name];
  if (previous === undefined) form[name] = value;
  else if (Array.isArray(previous)) previous.push(value);
  else form[name] = [previous, value];
}

function formFromUrlEncoded(body: string): Form {
  const form: Form = {};
  for (const [name, value] of new URLSearchParams(body)) addField(form, name, value);
  return form;
}

/**
 * The submit-event form's fields and photos, from a multipart post. Photos are streamed to files in `folder` as they
 * arrive (never held in memory); past the first `photoLimits.maxPhotos` they are counted as
 * dropped and skipped; one over the size limit fails the request with 413, a body that cannot
 * be read (cut short, malformed) with 400.
 */
async function readEventSubmission(
  request: FastifyRequest,
  folder: string,
): Promise<{ form: Form; received: ReceivedPhoto[]; dropped: number }> {
  const form: Form = {};
  const received: ReceivedPhoto[] = [];
  let dropped = 0;
  for await (const part of readableParts(request.parts())) {
    if (part.type === 'field') {
      addField(form, part.fieldname, typeof part.value === 'string' ? part.value : '');
      continue;
    }
    if (part.fieldname !== 'photos' || part.filename === '') {
      part.file.resume();
      continue;
    }
    if (received.length >= photoLimits.maxPhotos) {
      dropped += 1;
      part.file.resume();
      continue;
    }
    const upload = await receiveFile(part.file, path.join(folder, `upload-${received.length + 1}`));
    if (upload.truncated) throw new request.server.multipartErrors.RequestFileTooLargeError();
    if (upload.byteSize > 0) received.push({ file: upload.file, originalName: part.filename });
  }
  return { form, received, dropped };
}

/** Aborted when the connection closes before the answer is sent: the sender has gone. */
function senderLeft(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}

const truncate = (text: string, length: number) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);

export async function submissionRoutes(app: FastifyInstance, options: SubmissionRoutesOptions): Promise<void> {
  const { db, settings, dataDir } = options;
  const store = new SubmissionStore(db, options.now);
  // One line for every photo this version decodes: visitors' uploads and the start-up re-encoding.
  const photoWork = options.photoWorkQueue ?? new PhotoWorkQueue(options.photoWork ?? defaultPhotoWorkLimits);
  // /healthz is degraded, naming the cap, while a global cap refuses visitors (decision 035).
  const largestPostBytes = photoLimits.maxPhotos * photoLimits.maxBytes;
  const clock = options.now;
  const photoRefusals = new PhotoRefusals(clock ? () => clock().getTime() : Date.now);
  options.reportHealth?.('submissions', async () =>
    withPhotoRefusals(
      await capacityHealth(db, dataDir, options.capacity ?? defaultCapacity, largestPostBytes),
      photoRefusals.recent(),
    ),
  );

  // Uploads of a process that stopped mid-request (an hour is far longer than any upload).
  await removeStaleUploadFolders(dataDir, 60 * 60_000);
  // Photos this instance kept as files (before decision 037) move into the database, then photos
  // kept before re-encoding began are re-encoded once; neither holds up the start.
  const scrubbing = (async () => {
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
  app.addHook('onClose', async () => scrubbing);
  await app.register(fastifyMultipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: photoLimits.maxBytes, files: 10, fields: 40, fieldSize: 16 * 1024, parts: 50 },
  });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: jsonBodyLimit },
    (_request, body, done) => done(null, formFromUrlEncoded(String(body))),
  );

  const endpointOf = (request: FastifyRequest): Endpoint => {
    // The route's own address (with the area's prefix), never the raw request path.
    const url = request.routeOptions.url;
    return Object.values(endpoints).find((endpoint) => endpoint.path === url) ?? endpoints.contact;
  };

  const answerProblem = (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    message: string,
    fieldErrors: FieldErrors = {},
  ) => {
    if (wantsJson(request)) return reply.code(status).send({ ok: false, message, fieldErrors });
    const items = Object.values(fieldErrors)
      .map((text) => `<li>${escapeHtml(text)}</li>`)
      .join('');
    const page = endpointOf(request).page;
    // The form was fine when the server is what failed (full, busy with photos).
    const heading = status >= 500 ? 'We could not take your form just now' : 'Please check the form';
    return reply
      .code(status)
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${heading}</title></head><body><main><h1>${heading}</h1><p>${escapeHtml(message)}</p>${items ? `<ul>${items}</ul>` : ''}<p>Use your browser's Back button to return to the form: what you typed is still there. Or go to <a href="${page}">the form</a> to start again, or call us at ${escapeHtml(settings.phone)}.</p></main></body></html>`,
      );
  };

  const answerAccepted = (
    request: FastifyRequest,
    reply: FastifyReply,
    endpoint: Endpoint,
    id: string,
    droppedPhotos: number,
  ) => {
    const notes = droppedPhotos > 0 ? [formMessages.droppedPhotos(droppedPhotos)] : [];
    if (wantsJson(request)) return reply.code(201).send({ ok: true, id, message: endpoint.success, notes });
    // The page shows the same note from the count in its URL.
    const dropped = droppedPhotos > 0 ? `&dropped=${droppedPhotos}` : '';
    return reply.redirect(`${endpoint.page}?sent=${id}${dropped}#form-status`, 303);
  };

  // Only the site's own pages may send a form (a hostile page cannot post in a visitor's name).
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'POST') return;
    const crossSite = crossSitePostProblem(request.headers, settings.siteUrl, settings.siteName);
    if (crossSite) return answerProblem(request, reply, 403, crossSite);
  });

  // Every post takes a place, valid or not; an address with none left is refused before its body is read.
  const senders = limitSenders(app, {
    db,
    scope: 'submissions',
    settings: options.rateLimit,
    now: options.now,
    refuse: (request, reply) => answerProblem(request, reply, 429, formMessages.rateLimited),
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof PhotoWorkBusyError) {
      // Nothing was stored: the request's upload folder is gone, no row was written.
      request.log.warn({ reason: error.reason }, 'a submission was refused: photo work is busy');
      if (error.reason !== 'sender-left') photoRefusals.record();
      reply.header('retry-after', '60');
      return answerProblem(request, reply, 503, formMessages.photosBusy(settings.phone));
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return answerProblem(request, reply, 413, formMessages.tooLarge);
    if (status === 415) return answerProblem(request, reply, 415, 'Please send the form from the page.');
    if (status >= 400 && status < 500) {
      return answerProblem(request, reply, status, 'The form could not be read. Please send it again from the page.');
    }
    request.log.error({ err: error }, 'submission failed');
    return answerProblem(request, reply, 500, endpointOf(request).failure(settings.phone));
  });

  /**
   * Validates, stores, and answers; `photos` are kept only with an accepted submission, and
   * `beforeAnswer` (removing their temporary files) runs once they are stored or refused.
   */
  const accept = async (
    request: FastifyRequest,
    reply: FastifyReply,
    endpoint: Endpoint,
    build: () => { ok: false; fieldErrors: FieldErrors } | { ok: true; submission: NewSubmission },
    incomingPhotos: readonly IncomingPhoto[] = [],
    droppedPhotos = 0,
    beforeAnswer: () => Promise<void> = async () => undefined,
  ) => {
    const built = build();
    if (!built.ok) {
      await beforeAnswer();
      return answerProblem(request, reply, 400, formMessages.checkFields, built.fieldErrors);
    }
    const incomingBytes = incomingPhotos.reduce((sum, photo) => sum + photo.byteSize, 0);
    const full = await capacityReached(db, dataDir, options.capacity ?? defaultCapacity, incomingBytes);
    if (full) {
      await beforeAnswer();
      request.log.error({ reason: full }, 'a submission was refused: the site is full');
      reply.header('retry-after', '3600');
      return answerProblem(request, reply, 503, formMessages.full(settings.phone));
    }
    const id = newSubmissionId();
    try {
      // The submission and its photos' bytes in one transaction: all of it, or nothing.
      await store.add({ ...built.submission, photos: incomingPhotos }, id);
    } catch (error) {
      // Our failure, not the visitor's: the post's place is given back.
      await senders.giveBack(request);
      throw error;
    }
    request.log.info({ id, kind: built.submission.kind }, 'submission stored');
    await beforeAnswer();
    return answerAccepted(request, reply, endpoint, id, droppedPhotos);
  };

  const bodyOf = (request: FastifyRequest): Form =>
    request.body && typeof request.body === 'object' && !Array.isArray(request.body) ? (request.body as Form) : {};

  app.post(routeUrlWithin(app, endpoints.contact.path), { bodyLimit: jsonBodyLimit }, async (request, reply) => {
    const form = bodyOf(request);
    return accept(request, reply, endpoints.contact, () => {
      if (form.formType === 'trip-planning') {
        const result = validate(tripRequestSchema, form);
        if (!result.ok) return result;
        const trip = result.value;
        const details = [trip.dates, trip.groupSize && `${trip.groupSize} people`, trip.packageId]
          .filter(Boolean)
          .join(', ');
        return {
          ok: true,
          submission: {
            kind: 'trip-request' satisfies SubmissionKind,
            name: trip.name,
            email: trip.email,
            summary: truncate(`Trip request${details ? `: ${details}` : ''}`, 120),
            payload: { ...trip, homepage: undefined },
          },
        };
      }
      const result = validate(contactMessageSchema, form);
      if (!result.ok) return result;
      const message = result.value;
      return {
        ok: true,
        submission: {
          kind: 'contact',
          name: message.name,
          email: message.email,
          summary: truncate(message.message.replace(/\s+/g, ' '), 120),
          payload: { ...message, homepage: undefined },
        },
      };
    });
  });

  app.post(routeUrlWithin(app, endpoints.eventListing.path), { bodyLimit: jsonBodyLimit }, async (request, reply) => {
    const form = bodyOf(request);
    return accept(request, reply, endpoints.eventListing, () => {
      const result = validate(eventListingSchema, form);
      if (!result.ok) return result;
      const event = result.value;
      return {
        ok: true,
        submission: {
          kind: 'event-listing',
          name: event.socialHandle ?? event.venue,
          email: event.email,
          summary: truncate(`${event.eventName} (${event.eventDate}, ${event.venue})`, 120),
          payload: { ...event, homepage: undefined },
        },
      };
    });
  });

  app.post(routeUrlWithin(app, endpoints.eventSubmission.path), { bodyLimit: jsonBodyLimit }, async (request, reply) =>
    withUploadFolder(dataDir, async (folder, removeFolder) => {
      const { form, received, dropped } = request.isMultipart()
        ? await readEventSubmission(request, folder)
        : { form: bodyOf(request), received: [], dropped: 0 };
      const result = validate(eventSubmissionSchema, form);
      // Photos are re-encoded only for a form that will be kept; refusals are told either way.
      // Their turn in the photo work queue is taken after the whole body has arrived.
      const { photos, refusals } =
        received.length === 0
          ? { photos: [], refusals: [] }
          : await photoWork.run((job) => prepareEventPhotos(received, folder, result.ok, job), {
              signal: senderLeft(reply),
            });
      return accept(
        request,
        reply,
        endpoints.eventSubmission,
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
        dropped,
        removeFolder,
      );
    }),
  );

  app.post(routeUrlWithin(app, endpoints.partner.path), { bodyLimit: jsonBodyLimit }, async (request, reply) => {
    const form = bodyOf(request);
    return accept(request, reply, endpoints.partner, () => {
      const result = validate(partnerApplicationSchema, form);
      if (!result.ok) return result;
      const application = result.value;
      return {
        ok: true,
        submission: {
          kind: 'partner',
          name: application.name,
          email: application.email,
          summary: truncate(`${application.partnershipType}${application.link ? `: ${application.link}` : ''}`, 120),
          payload: { ...application, homepage: undefined },
        },
      };
    });
  });

  serveEndpoint(app, approvedEventsEndpoint, async ({ reply }) => {
    const approved = await store.list({ kinds: ['event-listing', 'event-submission'], status: 'approved' });
    const events = approved.map(toApprovedEvent).sort((a, b) => a.date.localeCompare(b.date));
    reply.header('cache-control', 'no-cache');
    // An approval announces the tag (review tool, PostgreSQL); the minute covers SQLite, where
    // the review tool has no channel to the server.
    declarePageFreshness(reply, { maxAgeSeconds: 60, tags: [pageDataTags.approvedEvents] });
    return { events };
  });

  // Each photo from the database, on every instance (photo-serving.ts, its own error answers).
  await app.register(photoRoutes, { db });
}
