/**
 * The /submit-event long form: every field and option list
 * (docs/rules/planning.md#event-submission-form), photos beside it.
 */
import { useState } from 'react';
import {
  Field,
  Fieldset,
  FormGrid,
  FormStatus,
  FullWidth,
  HoneypotField,
  RequiredNote,
  SelectOptions,
  SubmitButton,
} from '../../forms/form-fields';
import { formMessages } from '../../forms/form-messages';
import {
  ageRequirementOptions,
  hearAboutUsOptions,
  registrationOptions,
  submitEventTypeOptions,
} from '../../forms/form-options';
import { textLimits } from '../../forms/form-limits';
import { useSubmissionForm } from '../../forms/use-submission-form';
import { EventPhotosField } from './event-photos-field';

export const eventSubmissionEndpoint = '/api/planning/event-submissions';
const formId = 'submit-event';

export function EventSubmissionForm({ sent, droppedPhotos = 0 }: { sent: boolean; droppedPhotos?: number }) {
  const [registration, setRegistration] = useState('');
  const [round, setRound] = useState(0);
  const form = useSubmissionForm({
    endpoint: eventSubmissionEndpoint,
    schema: 'eventSubmission',
    successMessage: formMessages.eventSuccess,
    failureMessage: formMessages.eventFailure,
    multipart: true,
    initialSuccess: sent,
    initialNotes: droppedPhotos > 0 ? [formMessages.droppedPhotos(droppedPhotos)] : [],
    onSuccess: () => {
      setRegistration('');
      setRound((value) => value + 1);
    },
  });
  const errors = form.fieldErrors;

  return (
    <form
      ref={form.formRef}
      method="post"
      action={eventSubmissionEndpoint}
      encType="multipart/form-data"
      onSubmit={form.onSubmit}
      aria-labelledby="submit-form-heading"
      aria-busy={form.busy}
    >
      <RequiredNote>Fields marked * are required.</RequiredNote>
      <Fieldset>
        <legend>Event details</legend>
        <FormGrid>
          <FullWidth>
            <Field formId={formId} name="eventName" label="Event name" required error={errors.eventName}>
              {(props) => <input {...props} type="text" maxLength={textLimits.short} />}
            </Field>
          </FullWidth>
          <Field formId={formId} name="eventDate" label="Event date" required error={errors.eventDate}>
            {(props) => <input {...props} type="date" />}
          </Field>
          <Field formId={formId} name="eventType" label="Event type" required error={errors.eventType}>
            {(props) => (
              <select {...props} defaultValue="">
                <SelectOptions options={submitEventTypeOptions} placeholder="Choose a type" />
              </select>
            )}
          </Field>
          <Field formId={formId} name="startTime" label="Start time" error={errors.startTime}>
            {(props) => <input {...props} type="time" />}
          </Field>
          <Field formId={formId} name="endTime" label="End time" error={errors.endTime}>
            {(props) => <input {...props} type="time" />}
          </Field>
          <Field formId={formId} name="venue" label="Venue" required error={errors.venue}>
            {(props) => <input {...props} type="text" maxLength={textLimits.short} />}
          </Field>
          <Field formId={formId} name="address" label="Address" error={errors.address}>
            {(props) => <input {...props} type="text" autoComplete="street-address" maxLength={textLimits.short} />}
          </Field>
          <FullWidth>
            <Field
              formId={formId}
              name="description"
              label="Description"
              required
              hint="What happens, who it is for, what to bring."
              error={errors.description}
            >
              {(props) => <textarea {...props} rows={6} maxLength={textLimits.submitPageDescription} />}
            </Field>
          </FullWidth>
          <Field
            formId={formId}
            name="ticketPrice"
            label="Ticket price"
            hint="e.g. Free, $15, $10-25"
            error={errors.ticketPrice}
          >
            {(props) => <input {...props} type="text" maxLength={textLimits.short} />}
          </Field>
          <Field formId={formId} name="ageRequirements" label="Age requirements" error={errors.ageRequirements}>
            {(props) => (
              <select {...props} defaultValue="">
                <SelectOptions options={ageRequirementOptions} placeholder="Choose ages" />
              </select>
            )}
          </Field>
          <Field
            formId={formId}
            name="registrationRequired"
            label="Registration required?"
            error={errors.registrationRequired}
          >
            {(props) => (
              <select {...props} value={registration} onChange={(event) => setRegistration(event.target.value)}>
                <SelectOptions options={registrationOptions} placeholder="Choose one" />
              </select>
            )}
          </Field>
          {registration === 'yes' ? (
            <Field
              formId={formId}
              name="registrationLink"
              label="Registration link"
              hint="Where people sign up, starting with https://"
              error={errors.registrationLink}
            >
              {(props) => <input {...props} type="url" inputMode="url" maxLength={textLimits.url} />}
            </Field>
          ) : null}
        </FormGrid>
      </Fieldset>

      <Fieldset>
        <legend>Organizer</legend>
        <FormGrid>
          <Field
            formId={formId}
            name="organizerName"
            label="Organizer or contact name"
            required
            error={errors.organizerName}
          >
            {(props) => <input {...props} type="text" autoComplete="name" maxLength={textLimits.name} />}
          </Field>
          <Field formId={formId} name="email" label="Email" required error={errors.email}>
            {(props) => <input {...props} type="email" autoComplete="email" maxLength={textLimits.email} />}
          </Field>
          <Field formId={formId} name="phone" label="Phone" error={errors.phone}>
            {(props) => <input {...props} type="tel" autoComplete="tel" maxLength={textLimits.phone} />}
          </Field>
          <Field formId={formId} name="website" label="Website" hint="Starting with https://" error={errors.website}>
            {(props) => <input {...props} type="url" inputMode="url" maxLength={textLimits.url} />}
          </Field>
          <FullWidth>
            <Field
              formId={formId}
              name="socialMedia"
              label="Social media"
              hint="Handles or links where you promote the event"
              error={errors.socialMedia}
            >
              {(props) => <input {...props} type="text" maxLength={textLimits.short} />}
            </Field>
          </FullWidth>
        </FormGrid>
      </Fieldset>

      <Fieldset>
        <legend>Photos and anything else</legend>
        <FormGrid>
          <FullWidth>
            <EventPhotosField key={round} formId={formId} serverError={errors.photos} />
          </FullWidth>
          <FullWidth>
            <Field formId={formId} name="specialNotes" label="Special notes" error={errors.specialNotes}>
              {(props) => <textarea {...props} rows={3} maxLength={textLimits.notes} />}
            </Field>
          </FullWidth>
          <Field formId={formId} name="hearAboutUs" label="How did you hear about us?" error={errors.hearAboutUs}>
            {(props) => (
              <select {...props} defaultValue="">
                <SelectOptions options={hearAboutUsOptions} placeholder="Choose one" />
              </select>
            )}
          </Field>
        </FormGrid>
      </Fieldset>
      <HoneypotField formId={formId} error={errors.homepage} />
      <FormStatus
        id="form-status"
        tone={form.tone}
        message={form.message}
        notes={form.notes}
        statusRef={form.statusRef}
      />
      <SubmitButton busy={form.busy} label="Submit Event" busyLabel="Submitting..." />
    </form>
  );
}
