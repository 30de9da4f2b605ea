/**
 * The events page's own submission form (docs/rules/planning.md#event-listing-form): every
 * field required but the social handle, a 750-character description with a live counter, sent
 * to POST /api/planning/event-listings. Without JavaScript it is a plain form post that comes
 * back to /events?sent=… with the same thank-you.
 */
import { useState } from 'react';
import styled from 'styled-components';
import { theme } from '@estes/shared';
import { FormGrid, FullWidth, Select, TextArea, TextField } from '@estes/shared/ui/form';
import { EmailField, PhoneField, UrlField } from '../../components/contact-fields';
import { eventCategoryOptions } from '../../domain/form-options';
import { textLimits } from '../../domain/form-limits';
import { PlanningForm } from '../../components/planning-form';

const maxDescription = textLimits.eventsPageDescription;

export function EventListingForm({ sent }: { sent: boolean }) {
  const [descriptionLength, setDescriptionLength] = useState(0);
  return (
    <PlanningForm form="eventListing" initialSuccess={sent} onSuccess={() => setDescriptionLength(0)}>
      <FormGrid>
        <EmailField />
        <PhoneField required />
        <FullWidth>
          <TextField name="eventName" label="Event name" required maxLength={textLimits.short} />
        </FullWidth>
        <TextField
          name="location"
          label="Location"
          required
          hint="Town or area, e.g. Estes Park"
          maxLength={textLimits.short}
        />
        <TextField name="venue" label="Venue" required maxLength={textLimits.short} />
        <TextField name="eventDate" label="Event date" required type="date" />
        <Select
          name="category"
          label="Category"
          required
          options={eventCategoryOptions}
          placeholder="Choose a category"
        />
        <TextField name="startTime" label="Start time" required type="time" />
        <TextField name="endTime" label="End time" required type="time" />
        <TextField
          name="ticketPrice"
          label="Ticket price"
          required
          hint="e.g. Free, $15, $10-25"
          maxLength={textLimits.short}
        />
        <UrlField name="website" label="Website" required />
        <FullWidth>
          <TextArea
            name="description"
            label="Description (150 words max)"
            required
            hint={
              <Counter aria-live="polite" $full={descriptionLength >= maxDescription}>
                {descriptionLength}/{maxDescription} characters
              </Counter>
            }
            rows={5}
            maxLength={maxDescription}
            onChange={(event) => setDescriptionLength(event.target.value.length)}
          />
        </FullWidth>
        <FullWidth>
          <TextField
            name="socialHandle"
            label="Social media handle"
            hint="Optional, e.g. @estesparkevents"
            maxLength={textLimits.short}
          />
        </FullWidth>
      </FormGrid>
    </PlanningForm>
  );
}

const Counter = styled.span<{ $full: boolean }>`
  color: ${({ $full }) => ($full ? theme.color.danger : theme.color.muted)};
  font-variant-numeric: tabular-nums;
`;
