/**
 * The kit's `SubmissionForm` bound to the planning forms' rules: checked in the browser with the
 * zod schema its API uses (fetched on demand, so a page's first load carries no zod), the
 * planning honeypot field, and the planning message above refused fields. Each form's fixed
 * wiring (where it posts, its schema, its texts) is one entry of `planningForms`.
 */
import { useSiteSettings } from '@estes/shared';
import { SubmissionForm, type SubmissionFormProps } from '@estes/shared/ui/form';
import { honeypotField } from '../domain/form-limits';
import { formMessages } from '../domain/form-messages';
import { contactFormEndpoint } from '../api/contact-form';
import { eventListingFormEndpoint } from '../api/event-listing-form';
import { eventSubmissionFormEndpoint } from '../api/event-submission-form';
import { partnerFormEndpoint } from '../api/partner-form';
import { loadFormSchemas, validateForm } from './load-form-schemas';
import type { FormSchemaName } from '../domain/submission-schemas';

interface PlanningFormDefinition extends Pick<
  SubmissionFormProps,
  'formId' | 'labelledBy' | 'endpoint' | 'successMessage' | 'submitLabel'
> {
  /** The schema (in `submission-schemas.ts`) the form is checked with, the one its API uses. */
  schema: FormSchemaName;
  /** The failure text, or one that names the site's phone number. */
  failureMessage: string | ((phone: string) => string);
  busyLabel?: string;
  multipart?: boolean;
  listFields?: SubmissionFormProps['listFields'];
}

const eventForm = {
  endpoint: eventListingFormEndpoint.path,
  successMessage: formMessages.eventSuccess,
  failureMessage: formMessages.eventFailure,
  submitLabel: 'Submit Event',
};

export const planningForms = {
  eventListing: { ...eventForm, formId: 'list-event', labelledBy: 'submit-event-heading', schema: 'eventListing' },
  eventSubmission: {
    ...eventForm,
    formId: 'submit-event',
    labelledBy: 'submit-form-heading',
    endpoint: eventSubmissionFormEndpoint.path,
    schema: 'eventSubmission',
    multipart: true,
  },
  partnerApplication: {
    formId: 'partner',
    labelledBy: 'partner-form-heading',
    endpoint: partnerFormEndpoint.path,
    schema: 'partnerApplication',
    successMessage: formMessages.partnerSuccess,
    failureMessage: formMessages.partnerFailure,
    submitLabel: 'Submit Application',
  },
  tripRequest: {
    formId: 'trip-request',
    labelledBy: 'trip-request-heading',
    endpoint: contactFormEndpoint.path,
    schema: 'tripRequest',
    successMessage: formMessages.contactSuccess,
    failureMessage: formMessages.contactFailure,
    listFields: ['interests'],
    submitLabel: 'Request My Itinerary',
    busyLabel: 'Sending...',
  },
} satisfies Record<string, PlanningFormDefinition>;

export type PlanningFormProps = Pick<
  SubmissionFormProps,
  'initialSuccess' | 'initialNotes' | 'onSuccess' | 'children'
> & {
  /** Which planning form this is (its entry in `planningForms`). */
  form: keyof typeof planningForms;
};

export function PlanningForm({ form, ...props }: PlanningFormProps) {
  const { phone } = useSiteSettings();
  const {
    schema,
    failureMessage,
    busyLabel = 'Submitting...',
    ...definition
  }: PlanningFormDefinition = planningForms[form];
  return (
    <SubmissionForm
      {...definition}
      {...props}
      busyLabel={busyLabel}
      failureMessage={typeof failureMessage === 'function' ? failureMessage(phone) : failureMessage}
      honeypotName={honeypotField}
      checkFieldsMessage={formMessages.checkFields}
      check={(values) => validateForm(schema, values)}
      prepareCheck={loadFormSchemas}
    />
  );
}
