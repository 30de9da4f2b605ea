/** The partnership application: name, email, type and goals required; phone, link and budget optional. */
import { FormGrid, FullWidth, Select, TextArea } from '@estes/shared/ui/form';
import { EmailField, NameField, PhoneField, UrlField } from '../../components/contact-fields';
import { partnerBudgetOptions, partnershipTypeOptions } from '../../domain/form-options';
import { textLimits } from '../../domain/form-limits';
import { PlanningForm } from '../../components/planning-form';

export function PartnerApplicationForm({ sent }: { sent: boolean }) {
  return (
    <PlanningForm form="partnerApplication" initialSuccess={sent}>
      <FormGrid>
        <NameField />
        <EmailField />
        <PhoneField />
        <UrlField name="link" label="Website or social link" autoComplete="url" />
        <Select
          name="partnershipType"
          label="Partnership type"
          required
          options={partnershipTypeOptions}
          placeholder="Choose a type"
        />
        <Select name="budget" label="Monthly budget" options={partnerBudgetOptions} placeholder="Choose a budget" />
        <FullWidth>
          <TextArea
            name="goals"
            label="Your goals"
            required
            hint="Who you want to reach and what success looks like for you."
            rows={5}
            maxLength={textLimits.message}
          />
        </FullWidth>
      </FormGrid>
    </PlanningForm>
  );
}
