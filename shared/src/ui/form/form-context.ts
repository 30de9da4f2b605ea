/**
 * What every field of one form needs to know: the form's id prefix (so two forms on a page
 * never share ids) and the field messages to show. `SubmissionForm` provides it.
 */
import { createContext, useContext } from 'react';

/** Field name → its first message, the shape the API answers and the forms show. */
export type FieldErrors = Record<string, string>;

export interface FormFieldsValue {
  formId: string;
  fieldErrors: FieldErrors;
}

export const FormFieldsContext = createContext<FormFieldsValue>({ formId: 'form', fieldErrors: {} });

export function useFormFields(): FormFieldsValue {
  return useContext(FormFieldsContext);
}

/** The id of a field's control, and of its hint and message (`<id>-hint`, `<id>-error`). */
export function fieldId(formId: string, name: string): string {
  return `${formId}-${name}`;
}
