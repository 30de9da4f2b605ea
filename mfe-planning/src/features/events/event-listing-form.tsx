/**
 * The events page's own submission form (docs/rules/planning.md#event-listing-form): every
 * field required but the social handle, a 750-character description with a live counter, sent
 * to POST /api/planning/event-listings. Without JavaScript it is a plain form post that comes
 * back to /events?sent=… with the same thank-you.
 */
import { useState } from 'react';
import styled from 'styled-components';
import { theme } from '@estes/shared';
import {
  Field,
  FormGrid,
  FormStatus,
  FullWidth,
  HoneypotField,
  RequiredNote,
  SelectOptions,
  SubmitButton,
} from '../../forms/form-fields';
import { formMessages } from '../../forms/form-messages';
import { eventCategoryOptions } from '../../forms/form-options';
import { textLimits } from '../../forms/form-limits';
import { useSubmissionForm } from '../../forms/use-submission-form';

export const eventListingEndpoint = '/api/planning/event-listings';
const formId = 'list-event';
const maxDescription = textLimits.eventsPageDescription;

export function EventListingForm({ sent }: { sent: boolean }) {
  const [descriptionLength, setDescriptionLength] = useState(0);
  const form = useSubmissionForm({
    endpoint: eventListingEndpoint,
    schema: 'eventListing',
    successMessage: formMessages.eventSuccess,
    failureMessage: formMessages.eventFailure,
    initialSuccess: sent,
    onSuccess: () => setDescriptionLength(0),
  });
  const errors = form.fieldErrors;

  return (
    <form
      ref={form.formRef}
      method="post"
      action={eventListingEndpoint}
      onSubmit={form.onSubmit}
      aria-labelledby="submit-event-heading"
      aria-busy={form.busy}
    >
      <RequiredNote>Fields marked * are required.</RequiredNote>
      <FormGrid>
        <Field formId={formId} name="email" label="Email" required error={errors.email}>
          {(props) => <input {...props} type="email" autoComplete="email" maxLength={textLimits.email} />}
        </Field>
        <Field formId={formId} name="phone" label="Phone" required error={errors.phone}>
          {(props) => <input {...props} type="tel" autoComplete="tel" maxLength={textLimits.phone} />}
        </Field>
        <FullWidth>
          <Field formId={formId} name="eventName" label="Event name" required error={errors.eventName}>
            {(props) => <input {...props} type="text" maxLength={textLimits.short} />}
          </Field>
        </FullWidth>
        <Field
          formId={formId}
          name="location"
          label="Location"
          required
          hint="Town or area, e.g. Estes Park"
          error={errors.location}
        >
          {(props) => <input {...props} type="text" maxLength={textLimits.short} />}
        </Field>
        <Field formId={formId} name="venue" label="Venue" required error={errors.venue}>
          {(props) => <input {...props} type="text" maxLength={textLimits.short} />}
        </Field>
        <Field formId={formId} name="eventDate" label="Event date" required error={errors.eventDate}>
          {(props) => <input {...props} type="date" />}
        </Field>
        <Field formId={formId} name="category" label="Category" required error={errors.category}>
          {(props) => (
            <select {...props} defaultValue="">
              <SelectOptions options={eventCategoryOptions} placeholder="Choose a category" />
            </select>
          )}
        </Field>
        <Field formId={formId} name="startTime" label="Start time" required error={errors.startTime}>
          {(props) => <input {...props} type="time" />}
        </Field>
        <Field formId={formId} name="endTime" label="End time" required error={errors.endTime}>
          {(props) => <input {...props} type="time" />}
        </Field>
        <Field
          formId={formId}
          name="ticketPrice"
          label="Ticket price"
          required
          hint="e.g. Free, $15, $10-25"
          error={errors.ticketPrice}
        >
          {(props) => <input {...props} type="text" maxLength={textLimits.short} />}
        </Field>
        <Field
          formId={formId}
          name="website"
          label="Website"
          required
          hint="Starting with https://"
          error={errors.website}
        >
          {(props) => <input {...props} type="url" inputMode="url" maxLength={textLimits.url} />}
        </Field>
        <FullWidth>
          <Field
            formId={formId}
            name="description"
            label="Description (150 words max)"
            required
            hint={
              <Counter aria-live="polite" $full={descriptionLength >= maxDescription}>
                {descriptionLength}/{maxDescription} characters
              </Counter>
            }
            error={errors.description}
          >
            {(props) => (
              <textarea
                {...props}
                rows={5}
                maxLength={maxDescription}
                onChange={(event) => setDescriptionLength(event.target.value.length)}
              />
            )}
          </Field>
        </FullWidth>
        <FullWidth>
          <Field
            formId={formId}
            name="socialHandle"
            label="Social media handle"
            hint="Optional, e.g. @estesparkevents"
            error={errors.socialHandle}
          >
            {(props) => <input {...props} type="text" maxLength={textLimits.short} />}
          </Field>
        </FullWidth>
      </FormGrid>
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

const Counter = styled.span<{ $full: boolean }>`
  color: ${({ $full }) => ($full ? theme.color.danger : theme.color.muted)};
  font-variant-numeric: tabular-nums;
`;
