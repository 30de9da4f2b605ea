/**
 * The kit's `SubmissionForm` bound to the planning forms' rules: checked in the browser with the
 * zod schema its API uses (fetched on demand, so a page's first load carries no zod), the
 * planning honeypot field, and the planning message above refused fields.
 */
import { SubmissionForm, type SubmissionFormProps } from '@estes/shared/ui/form';
import { honeypotField } from '../domain/form-limits';
import { formMessages } from '../domain/form-messages';
import { loadFormSchemas, validateForm } from './load-form-schemas';
import type { FormSchemaName } from '../domain/submission-schemas';

export type PlanningFormProps = Omit<
  SubmissionFormProps,
  'check' | 'prepareCheck' | 'checkFieldsMessage' | 'honeypotName'
> & {
  /** The schema (in `submission-schemas.ts`) the form is checked with, the one its API uses. */
  schema: FormSchemaName;
};

export function PlanningForm({ schema, ...props }: PlanningFormProps) {
  return (
    <SubmissionForm
      {...props}
      honeypotName={honeypotField}
      checkFieldsMessage={formMessages.checkFields}
      check={(values) => validateForm(schema, values)}
      prepareCheck={loadFormSchemas}
    />
  );
}
