/** The partnership application: name, email, type and goals required; phone, link and budget optional. */
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
import { partnerBudgetOptions, partnershipTypeOptions } from '../../forms/form-options';
import { textLimits } from '../../forms/form-limits';
import { useSubmissionForm } from '../../forms/use-submission-form';

export const partnerEndpoint = '/api/planning/partner-applications';
const formId = 'partner';

export function PartnerApplicationForm({ sent }: { sent: boolean }) {
  const form = useSubmissionForm({
    endpoint: partnerEndpoint,
    schema: 'partnerApplication',
    successMessage: formMessages.partnerSuccess,
    failureMessage: formMessages.partnerFailure,
    initialSuccess: sent,
  });
  const errors = form.fieldErrors;
  return (
    <form
      ref={form.formRef}
      method="post"
      action={partnerEndpoint}
      onSubmit={form.onSubmit}
      aria-labelledby="partner-form-heading"
      aria-busy={form.busy}
    >
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
          name="link"
          label="Website or social link"
          hint="Starting with https://"
          error={errors.link}
        >
          {(props) => <input {...props} type="url" inputMode="url" autoComplete="url" maxLength={textLimits.url} />}
        </Field>
        <Field formId={formId} name="partnershipType" label="Partnership type" required error={errors.partnershipType}>
          {(props) => (
            <select {...props} defaultValue="">
              <SelectOptions options={partnershipTypeOptions} placeholder="Choose a type" />
            </select>
          )}
        </Field>
        <Field formId={formId} name="budget" label="Monthly budget" error={errors.budget}>
          {(props) => (
            <select {...props} defaultValue="">
              <SelectOptions options={partnerBudgetOptions} placeholder="Choose a budget" />
            </select>
          )}
        </Field>
        <FullWidth>
          <Field
            formId={formId}
            name="goals"
            label="Your goals"
            required
            hint="Who you want to reach and what success looks like for you."
            error={errors.goals}
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
      <SubmitButton busy={form.busy} label="Submit Application" busyLabel="Submitting..." />
    </form>
  );
}
