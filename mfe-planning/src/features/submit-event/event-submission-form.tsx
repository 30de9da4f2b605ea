/**
 * The /submit-event long form: every field and option list
 * (docs/rules/planning.md#event-submission-form), photos beside it.
 */
import { useState } from 'react';
import { Fieldset, FormGrid, FullWidth, Select, TextArea, TextField } from '@estes/shared/ui/form';
import { EmailField, NameField, PhoneField, UrlField } from '../../components/contact-fields';
import { formMessages } from '../../domain/form-messages';
import {
  ageRequirementOptions,
  hearAboutUsOptions,
  registrationOptions,
  submitEventTypeOptions,
} from '../../domain/form-options';
import { textLimits } from '../../domain/form-limits';
import { PlanningForm } from '../../components/planning-form';
import { EventPhotosField } from './event-photos-field';

export function EventSubmissionForm({ sent, droppedPhotos = 0 }: { sent: boolean; droppedPhotos?: number }) {
  const [registration, setRegistration] = useState('');
  const [round, setRound] = useState(0);
  return (
    <PlanningForm
      form="eventSubmission"
      initialSuccess={sent}
      initialNotes={droppedPhotos > 0 ? [formMessages.droppedPhotos(droppedPhotos)] : []}
      onSuccess={() => {
        setRegistration('');
        setRound((value) => value + 1);
      }}
    >
      <Fieldset>
        <legend>Event details</legend>
        <FormGrid>
          <FullWidth>
            <TextField name="eventName" label="Event name" required maxLength={textLimits.short} />
          </FullWidth>
          <TextField name="eventDate" label="Event date" required type="date" />
          <Select
            name="eventType"
            label="Event type"
            required
            options={submitEventTypeOptions}
            placeholder="Choose a type"
          />
          <TextField name="startTime" label="Start time" type="time" />
          <TextField name="endTime" label="End time" type="time" />
          <TextField name="venue" label="Venue" required maxLength={textLimits.short} />
          <TextField name="address" label="Address" autoComplete="address-line1" maxLength={textLimits.short} />
          <FullWidth>
            <TextArea
              name="description"
              label="Description"
              required
              hint="What happens, who it is for, what to bring."
              rows={6}
              maxLength={textLimits.submitPageDescription}
            />
          </FullWidth>
          <TextField
            name="ticketPrice"
            label="Ticket price"
            hint="e.g. Free, $15, $10-25"
            maxLength={textLimits.short}
          />
          <Select
            name="ageRequirements"
            label="Age requirements"
            options={ageRequirementOptions}
            placeholder="Choose ages"
          />
          <Select
            name="registrationRequired"
            label="Registration required?"
            options={registrationOptions}
            placeholder="Choose one"
            value={registration}
            onChange={(event) => setRegistration(event.target.value)}
          />
          {registration === 'yes' ? (
            <UrlField
              name="registrationLink"
              label="Registration link"
              hint="Where people sign up, starting with https://"
            />
          ) : null}
        </FormGrid>
      </Fieldset>

      <Fieldset>
        <legend>Organizer</legend>
        <FormGrid>
          <NameField name="organizerName" label="Organizer or contact name" />
          <EmailField />
          <PhoneField />
          <UrlField name="website" label="Website" />
          <FullWidth>
            <TextField
              name="socialMedia"
              label="Social media"
              hint="Handles or links where you promote the event"
              maxLength={textLimits.short}
            />
          </FullWidth>
        </FormGrid>
      </Fieldset>

      <Fieldset>
        <legend>Photos and anything else</legend>
        <FormGrid>
          <FullWidth>
            <EventPhotosField key={round} />
          </FullWidth>
          <FullWidth>
            <TextArea name="specialNotes" label="Special notes" rows={3} maxLength={textLimits.notes} />
          </FullWidth>
          <Select
            name="hearAboutUs"
            label="How did you hear about us?"
            options={hearAboutUsOptions}
            placeholder="Choose one"
          />
        </FormGrid>
      </Fieldset>
    </PlanningForm>
  );
}
