/** The custom-itinerary request: the contact fields plus dates, group, budget, interests and package. */
import { useState } from 'react';
import { ChoiceGroup, FormGrid, FullWidth, Select, TextArea, TextField } from '@estes/shared/ui/form';
import { EmailField, NameField, PhoneField } from '../../components/contact-fields';
import { groupSizeOptions, tripBudgetOptions, tripInterestOptions } from '../../domain/form-options';
import { textLimits } from '../../domain/form-limits';
import { PlanningForm } from '../../components/planning-form';
import { tripPackages } from './trip-data';

const packageOptions = tripPackages.map((item) => ({
  value: item.id,
  label: `${item.name} ($${item.price}, ${item.duration})`,
}));

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
  const [interests, setInterests] = useState<readonly string[]>(initialInterests);
  return (
    <PlanningForm
      form="tripRequest"
      initialSuccess={sent}
      onSuccess={() => {
        setInterests([]);
        onPackageChange('');
      }}
    >
      <input type="hidden" name="formType" value="trip-planning" />
      <FormGrid>
        <NameField />
        <EmailField />
        <PhoneField />
        <TextField
          name="dates"
          label="Travel dates"
          hint="Exact or rough, e.g. June 12-16 or late September"
          maxLength={textLimits.short}
        />
        <Select name="groupSize" label="Group size" options={groupSizeOptions} placeholder="Choose group size" />
        <Select name="budget" label="Budget" options={tripBudgetOptions} placeholder="Choose a budget" />
        <FullWidth>
          <Select
            name="packageId"
            label="Package"
            options={packageOptions}
            placeholder="No package, just a custom plan"
            value={packageId}
            onChange={(event) => onPackageChange(event.target.value)}
          />
        </FullWidth>
        <FullWidth>
          <ChoiceGroup
            name="interests"
            legend="Interests"
            options={tripInterestOptions}
            selected={interests}
            onToggle={(value, checked) =>
              setInterests((current) => (checked ? [...current, value] : current.filter((item) => item !== value)))
            }
          />
        </FullWidth>
        <FullWidth>
          <TextArea
            name="message"
            label="Tell us about your trip"
            required
            hint="Who is coming, what you love doing, anything we should know."
            rows={5}
            maxLength={textLimits.message}
          />
        </FullWidth>
      </FormGrid>
    </PlanningForm>
  );
}
