/**
 * The form field kit (`@estes/shared/ui/form`): labelled fields with their hints and messages,
 * the status area and send button, and `SubmissionForm`, the one wrapper every submission form
 * is built on. Kept out of `@estes/shared` so pages without a form do not load it.
 */
export { FormCard, FormGrid, FullWidth, Fieldset, RequiredNote } from './form-layout';
export { FieldError, Hint, LabelText, RequiredMark } from './field-text';
export {
  ChoiceGroup,
  Field,
  HoneypotField,
  Select,
  TextArea,
  TextField,
  type ChoiceGroupProps,
  type ChoiceOption,
  type ControlProps,
  type FieldProps,
  type SelectProps,
  type TextAreaProps,
  type TextFieldProps,
} from './fields';
export { FormFieldsContext, fieldId, useFormFields, type FieldErrors, type FormFieldsValue } from './form-context';
export { FormStatus, SubmitButton, type FormTone } from './form-status';
export {
  formValues,
  useSubmissionForm,
  type FormCheck,
  type FormState,
  type SubmissionFormOptions,
} from './use-submission-form';
export { SubmissionForm, formStatusId, type SubmissionFormProps } from './submission-form';
