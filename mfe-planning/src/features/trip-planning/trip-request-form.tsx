/** The custom-itinerary request: the contact fields plus dates, group, budget, interests and package. */
import { useState } from 'react';
import { useSiteSettings } from '@estes/shared';
import {
  CheckboxGroup,
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
import { groupSizeOptions, tripBudgetOptions, tripInterestOptions } from '../../forms/form-options';
import { textLimits } from '../../forms/form-limits';
import { useSubmissionForm } from '../../forms/use-submission-form';
import { tripPackages } from './trip-data';

export const contactEndpoint = '/api/planning/contact';
const formId = 'trip-request';

export function TripRequestForm({
  packageId,
  onPackageChange,
  initialInterests,
  sent,
}: {
  packageId: string;
  onPackageChange: (id: string) => void;
  initialInterests: readonly string[];
  sent: boolean;
}) {
  const { phone } = useSiteSettings();
  const [interests, setInterests] = useState<readonly string[]>(initialInterests);
  const form = useSubmissionForm({
    endpoint: contactEndpoint,
    schema: 'tripRequest',
    successMessage: formMessages.contactSuccess,
    failureMessage: formMessages.contactFailure(phone),
    listFields: ['interests'],
    initialSuccess: sent,
    onSuccess: () => {
      setInterests([]);
      onPackageChange('');
    },
  });
  const errors = form.fieldErrors;

  return (
    <form
      ref={form.formRef}
      method="post"
      action={contactEndpoint}
      onSubmit={form.onSubmit}
      aria-labelledby="trip-request-heading"
      aria-busy={form.busy}
    >
      <input type="hidden" name="formType" value="trip-planning" />
      <RequiredNote>Fields marked * are required.</RequiredNote>
      <FormGrid>
        <Field formId={formId} name="name" label="Your name" required error={errors.name}>
          {(props) => <input {...props} type="text" autoComplete="name" maxLength={textLimits.name} />}
        </Field>
        <Field formId={formId} name="email" label="Email" required error={errors.email}>
          {(props) => <input {...props} type="email" autoComplete="email" maxLength={textLimits.email} />}
        </Field>
        <Field formId={formId} name="phone" label="Phone" error={errors.phone}>
          {(props) => <input {...props} type="tel" autoComplete="tel" maxLength={textLimits.phone} />}
        </Field>
        <Field
          formId={formId}
          name="dates"
          label="Travel dates"
          hint="Exact or rough, e.g. June 12-16 or late September"
          error={errors.dates}
        >
          {(props) => <input {...props} type="text" maxLength={textLimits.short} />}
        </Field>
        <Field formId={formId} name="groupSize" label="Group size" error={errors.groupSize}>
          {(props) => (
            <select {...props} defaultValue="">
              <SelectOptions options={groupSizeOptions} placeholder="Choose group size" />
            </select>
          )}
        </Field>
        <Field formId={formId} name="budget" label="Budget" error={errors.budget}>
          {(props) => (
            <select {...props} defaultValue="">
              <SelectOptions options={tripBudgetOptions} placeholder="Choose a budget" />
            </select>
          )}
        </Field>
        <FullWidth>
          <Field formId={formId} name="packageId" label="Package" error={errors.packageId}>
            {(props) => (
              <select {...props} value={packageId} onChange={(event) => onPackageChange(event.target.value)}>
                <option value="">No package, just a custom plan</option>
                {tripPackages.map((item) => (
                  <option key={item.id} value={item.id}>
                    {item.name} (${item.price}, {item.duration})
                  </option>
                ))}
              </select>
            )}
          </Field>
        </FullWidth>
        <FullWidth>
          <CheckboxGroup
            formId={formId}
            name="interests"
            legend="Interests"
            options={tripInterestOptions}
            selected={interests}
            onToggle={(value, checked) =>
              setInterests((current) => (checked ? [...current, value] : current.filter((item) => item !== value)))
            }
            error={errors.interests}
          />
        </FullWidth>
        <FullWidth>
          <Field
            formId={formId}
            name="message"
            label="Tell us about your trip"
            required
            hint="Who is coming, what you love doing, anything we should know."
            error={errors.message}
          >
            {(props) => <textarea {...props} rows={5} maxLength={textLimits.message} />}
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
      <SubmitButton busy={form.busy} label="Request My Itinerary" busyLabel="Sending..." />
    </form>
  );
}
