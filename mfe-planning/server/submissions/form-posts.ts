/**
 * What every planning form's post shares, whichever capability serves it (the contact and partner
 * forms here, the event forms in server/events/): the cross-site refusal, the one sender limit,
 * the error answers, and `accept`, which validates, stores and answers. The posts themselves are
 * served from their definitions (src/api/*-form.ts) by `serveEndpoint`, which reads their plain
 * form posts and multipart bodies within the definitions' bounds.
 *
 * Every accepted submission is in the database before the answer says so. The pages post
 * JSON (or multipart with photos) and ask for JSON; the same endpoints take a plain form post
 * without JavaScript, answering with a redirect back to the page on success and a short page
 * listing what to correct otherwise (the browser's Back keeps what was typed).
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { paths } from '@estes/shared/core';
import { crossSitePostProblem, type AreaApiContext, type FormFields } from '@estes/shared/server';
import { contactFormEndpoint } from '../../src/api/contact-form';
import { eventListingFormEndpoint } from '../../src/api/event-listing-form';
import { eventSubmissionFormEndpoint } from '../../src/api/event-submission-form';
import { partnerFormEndpoint } from '../../src/api/partner-form';
import { formMessages } from '../../src/domain/form-messages';
import type { FieldErrors } from '../../src/domain/submission-schemas';
import type { AddressLimitSettings } from '../limits/address-limit';
import { limitSenders, type SenderLimit } from '../limits/sender-limit';
import { capacityReached, defaultCapacity, type CapacitySettings } from './capacity';
import type { IncomingPhoto } from './photo-files';
import { newSubmissionId, SubmissionStore, type NewSubmission } from './submission-store';

/** What each form capability is given (the area's settings for submissions, and its context). */
export interface FormPostsOptions extends Pick<AreaApiContext, 'db' | 'settings' | 'dataDir' | 'pageDataChanged'> {
  rateLimit: AddressLimitSettings;
  /** Global caps (pending submissions, photo bytes, free disk); defaults when left out. */
  capacity?: CapacitySettings;
  now?: () => Date;
}

export type Form = FormFields;

/** One form's endpoint: where it posts, the page it lives on, and what its answers say. */
export interface FormEndpoint {
  path: string;
  /** The page the form lives on: where a plain form post returns to. */
  page: string;
  success: string;
  failure: (phone: string) => string;
}

/** The four forms' endpoints (the contact form's answers also stand for any other route of a forms' scope). */
export const formPostEndpoints = {
  contact: {
    path: contactFormEndpoint.path,
    page: paths.tripPlanning(),
    success: formMessages.contactSuccess,
    failure: formMessages.contactFailure,
  },
  eventListing: {
    path: eventListingFormEndpoint.path,
    page: paths.events(),
    success: formMessages.eventSuccess,
    failure: () => formMessages.eventFailure,
  },
  eventSubmission: {
    path: eventSubmissionFormEndpoint.path,
    page: paths.submitEvent(),
    success: formMessages.eventSuccess,
    failure: () => formMessages.eventFailure,
  },
  partner: {
    path: partnerFormEndpoint.path,
    page: paths.partner(),
    success: formMessages.partnerSuccess,
    failure: () => formMessages.partnerFailure,
  },
} satisfies Record<string, FormEndpoint>;

/** A form's post as built by its handler: the field messages to show, or the submission to store. */
export type BuiltSubmission = { ok: false; fieldErrors: FieldErrors } | { ok: true; submission: NewSubmission };

export interface FormPosts {
  store: SubmissionStore;
  answerProblem(
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    message: string,
    fieldErrors?: FieldErrors,
  ): FastifyReply;
  /**
   * Validates, stores, and answers; `photos` are kept only with an accepted submission, and
   * `beforeAnswer` (removing their temporary files) runs once they are stored or refused.
   */
  accept(
    request: FastifyRequest,
    reply: FastifyReply,
    endpoint: FormEndpoint,
    build: () => BuiltSubmission,
    incomingPhotos?: readonly IncomingPhoto[],
    droppedPhotos?: number,
    beforeAnswer?: () => Promise<void>,
  ): Promise<FastifyReply>;
}

const wantsJson = (request: FastifyRequest) => /application\/json/.test(request.headers.accept ?? '');

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

export const truncate = (text: string, length: number) =>
  text.length > length ? `${text.slice(0, length - 1)}…` : text;

/** How the forms answer: JSON to their script, a redirect or a short page to a plain form post. */
function formAnswers(settings: FormPostsOptions['settings']) {
  const endpointOf = (request: FastifyRequest): FormEndpoint => {
    // The route's own address (with the area's prefix), never the raw request path.
    const url = request.routeOptions.url;
    return Object.values(formPostEndpoints).find((endpoint) => endpoint.path === url) ?? formPostEndpoints.contact;
  };

  const answerProblem: FormPosts['answerProblem'] = (request, reply, status, message, fieldErrors = {}) => {
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
    endpoint: FormEndpoint,
    id: string,
    droppedPhotos: number,
  ) => {
    const notes = droppedPhotos > 0 ? [formMessages.droppedPhotos(droppedPhotos)] : [];
    if (wantsJson(request)) return reply.code(201).send({ ok: true, id, message: endpoint.success, notes });
    // The page shows the same note from the count in its URL.
    const dropped = droppedPhotos > 0 ? `&dropped=${droppedPhotos}` : '';
    return reply.redirect(`${endpoint.page}?sent=${id}${dropped}#form-status`, 303);
  };
  return { endpointOf, answerProblem, answerAccepted };
}

/**
 * Sets up `app` (a capability's own scope) to take forms' posts, and gives back what their
 * handlers answer with. `answerError` answers the scope's own errors first (the event
 * forms' busy photo queue); every other error gets the forms' one set of answers.
 */
export function takeFormPosts(
  app: FastifyInstance,
  options: FormPostsOptions,
  answerError?: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => FastifyReply | undefined,
): FormPosts {
  const { db, settings, dataDir } = options;
  const store = new SubmissionStore(db, options.now);

  const { endpointOf, answerProblem, answerAccepted } = formAnswers(settings);

  // Only the site's own pages may send a form (a hostile page cannot post in a visitor's name).
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'POST') return;
    const crossSite = crossSitePostProblem(request.headers, settings.siteUrl, settings.siteName);
    if (crossSite) return answerProblem(request, reply, 403, crossSite);
  });

  // Every post takes a place, valid or not; an address with none left is refused before its body is read.
  // One limit for every form: the places are counted in the database under one scope name.
  const senders: SenderLimit = limitSenders(app, {
    db,
    scope: 'submissions',
    settings: options.rateLimit,
    now: options.now,
    refuse: (request, reply) => answerProblem(request, reply, 429, formMessages.rateLimited),
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const answered = answerError?.(error, request, reply);
    if (answered) return answered;
    const status = error.statusCode ?? 500;
    if (status === 413) return answerProblem(request, reply, 413, formMessages.tooLarge);
    if (status === 415) return answerProblem(request, reply, 415, 'Please send the form from the page.');
    if (status >= 400 && status < 500) {
      return answerProblem(request, reply, status, 'The form could not be read. Please send it again from the page.');
    }
    request.log.error({ err: error }, 'submission failed');
    return answerProblem(request, reply, 500, endpointOf(request).failure(settings.phone));
  });

  const accept: FormPosts['accept'] = async (
    request,
    reply,
    endpoint,
    build,
    incomingPhotos = [],
    droppedPhotos = 0,
    beforeAnswer = async () => undefined,
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

  return { store, answerProblem, accept };
}
