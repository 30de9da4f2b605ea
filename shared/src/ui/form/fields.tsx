/**
 * Labelled fields whose message (from the browser check or the API) sits under the control and
 * is read with it: `aria-invalid` while it has one, `aria-describedby` naming the hint and the
 * message. Each field takes its id prefix and its message from the form it is in
 * (`SubmissionForm`), and its name is the one the API reads, so it works in a plain post too.
 */
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { theme } from '@estes/shared';
import { fieldId, useFormFields } from './form-context';
import { FieldError, Hint, LabelText } from './field-text';

export interface ChoiceOption {
  value: string;
  label: string;
}

export interface ControlProps {
  id: string;
  name: string;
  required: boolean;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

export interface FieldProps {
  name: string;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  /** The control, given the props that tie it to its label, hint and message. */
  children: (props: ControlProps) => ReactNode;
}

const FieldBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.375rem;
  label,
  .field-label {
    font-weight: 600;
    color: ${theme.color.ink};
  }
  input,
  select,
  textarea {
    font: inherit;
    color: ${theme.color.body};
    background: ${theme.color.white};
    border: 1px solid #94a3b8;
    border-radius: ${theme.radius.small};
    padding: 0.625rem 0.75rem;
    min-height: 44px;
    width: 100%;
  }
  textarea {
    resize: vertical;
  }
  input:focus-visible,
  select:focus-visible,
  textarea:focus-visible {
    outline: 3px solid ${theme.color.tealBright};
    outline-offset: 1px;
  }
  [aria-invalid='true'] {
    border-color: ${theme.color.danger};
    border-width: 2px;
  }
`;

/** A label, the control, a hint and the field's message, tied together for screen readers. */
export function Field({ name, label, required = false, hint, children }: FieldProps) {
  const { formId, fieldErrors } = useFormFields();
  const id = fieldId(formId, name);
  const error = fieldErrors[name];
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <FieldBox>
      <label htmlFor={id}>
        <LabelText label={label} required={required} />
      </label>
      {children({ id, name, required, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint ? <Hint id={`${id}-hint`}>{hint}</Hint> : null}
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </FieldBox>
  );
}

type FieldFrame = Omit<FieldProps, 'children'>;
type OwnAttributes = 'id' | 'name' | 'required' | 'children';

export type TextFieldProps = FieldFrame & Omit<InputHTMLAttributes<HTMLInputElement>, OwnAttributes>;

/** A one-line input (`type` text unless given: email, tel, url, date, time…). */
export function TextField({ name, label, required, hint, type = 'text', ...input }: TextFieldProps) {
  return (
    <Field name={name} label={label} required={required} hint={hint}>
      {(props) => <input {...props} type={type} {...input} />}
    </Field>
  );
}

export type TextAreaProps = FieldFrame & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, OwnAttributes>;

export function TextArea({ name, label, required, hint, ...textarea }: TextAreaProps) {
  return (
    <Field name={name} label={label} required={required} hint={hint}>
      {(props) => <textarea {...props} {...textarea} />}
    </Field>
  );
}

export type SelectProps = FieldFrame &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, OwnAttributes> & {
    options: readonly ChoiceOption[];
    /** The first, empty choice ("Choose a type"): what an untouched select sends is "". */
    placeholder: string;
  };

/** A select starting on its empty placeholder choice, unless the page controls its value. */
export function Select({ name, label, required, hint, options, placeholder, ...select }: SelectProps) {
  const start = select.value === undefined && select.defaultValue === undefined ? { defaultValue: '' } : {};
  return (
    <Field name={name} label={label} required={required} hint={hint}>
      {(props) => (
        <select {...props} {...start} {...select}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

const ChoiceList = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0;
  legend {
    font-weight: 600;
    color: ${theme.color.ink};
    margin-bottom: 0.5rem;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0.5rem;
    grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  }
  label {
    display: flex;
    gap: 0.5rem;
    align-items: center;
    min-height: 44px;
    cursor: pointer;
  }
  input {
    width: 1.25rem;
    height: 1.25rem;
    accent-color: ${theme.color.teal};
  }
`;

export interface ChoiceGroupProps {
  name: string;
  legend: string;
  options: readonly ChoiceOption[];
  /** Checkboxes (any number chosen) or radio buttons (one). */
  type?: 'checkbox' | 'radio';
  selected: readonly string[];
  onToggle: (value: string, checked: boolean) => void;
}

/** A fieldset of checkboxes or radio buttons under one legend, its message read with the group. */
export function ChoiceGroup({ name, legend, options, type = 'checkbox', selected, onToggle }: ChoiceGroupProps) {
  const { formId, fieldErrors } = useFormFields();
  const errorId = `${fieldId(formId, name)}-error`;
  const error = fieldErrors[name];
  return (
    <ChoiceList aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      <ul>
        {options.map((option) => (
          <li key={option.value}>
            <label>
              <input
                type={type}
                name={name}
                value={option.value}
                checked={selected.includes(option.value)}
                onChange={(event) => onToggle(option.value, event.target.checked)}
              />
              {option.label}
            </label>
          </li>
        ))}
      </ul>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </ChoiceList>
  );
}

const Trap = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

/** Hidden from people (and announced as "leave empty" if reached); bots fill it in. */
export function HoneypotField({ name }: { name: string }) {
  const { formId, fieldErrors } = useFormFields();
  const error = fieldErrors[name];
  return (
    <Trap aria-hidden={error ? undefined : true}>
      <label htmlFor={fieldId(formId, name)}>Leave this field empty</label>
      <input id={fieldId(formId, name)} name={name} type="text" tabIndex={-1} autoComplete="off" />
      {error ? <FieldError>{error}</FieldError> : null}
    </Trap>
  );
}
