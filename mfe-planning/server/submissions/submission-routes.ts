/**
 * The contact and partner forms' API (mounted under /api/planning/): contact messages and trip
 * requests, and partner applications, taken the way every form's post is (form-posts.ts); and
 * what /healthz says of the submissions (the global caps, and the photo posts the event forms'
 * queue turned away). The event forms and the calendar's approved events are the events
 * capability's (server/events/).
 */
import type { FastifyInstance } from 'fastify';
import { serveEndpoint, type AreaApiContext } from '@estes/shared/server';
import { contactFormEndpoint } from '../../src/api/contact-form';
import { partnerFormEndpoint } from '../../src/api/partner-form';
import {
  contactMessageSchema,
  partnerApplicationSchema,
  photoLimits,
  tripRequestSchema,
  validate,
} from '../../src/domain/submission-schemas';
import { capacityHealth, defaultCapacity } from './capacity';
import {
  formPostEndpoints,
  takeFormPosts,
  truncate,
  type BuiltSubmission,
  type Form,
  type FormPostsOptions,
} from './form-posts';
import type { PhotoRefusals } from './photo-refusals';
import { withPhotoRefusals } from './photo-refusals';
import type { SubmissionKind } from './submission-store';

export interface SubmissionRoutesOptions extends FormPostsOptions, Pick<AreaApiContext, 'reportHealth'> {
  /** The event forms' refused photo posts (the events capability records them), named in /healthz. */
  photoRefusals?: PhotoRefusals;
}

/** A contact message, or a trip request (the same form with `formType: trip-planning`). */
function contactSubmission(form: Form): BuiltSubmission {
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
}

function partnerSubmission(form: Form): BuiltSubmission {
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
}

export async function submissionRoutes(app: FastifyInstance, options: SubmissionRoutesOptions): Promise<void> {
  const { db, dataDir } = options;
  // /healthz is degraded, naming the cap, while a global cap refuses visitors (decision 035).
  const largestPostBytes = photoLimits.maxPhotos * photoLimits.maxBytes;
  const photoRefusals = options.photoRefusals;
  options.reportHealth?.('submissions', async () =>
    withPhotoRefusals(
      await capacityHealth(db, dataDir, options.capacity ?? defaultCapacity, largestPostBytes),
      photoRefusals?.recent() ?? 0,
    ),
  );

  const forms = takeFormPosts(app, options);
  serveEndpoint(app, contactFormEndpoint, async ({ fields, request, reply }) =>
    forms.accept(request, reply, formPostEndpoints.contact, () => contactSubmission(fields)),
  );
  serveEndpoint(app, partnerFormEndpoint, async ({ fields, request, reply }) =>
    forms.accept(request, reply, formPostEndpoints.partner, () => partnerSubmission(fields)),
  );
}
