/**
 * The planning forms' building blocks: labelled fields whose message (from the browser check
 * or the API) sits under the field and is read with it, the status area, the send button and
 * the honeypot. Every field works in a plain form post too: names match the API.
 */
import type { ReactNode, Ref } from 'react';
import styled, { keyframes } from 'styled-components';
import { theme } from '@estes/shared';
import type { FormOption } from './form-options';
import { honeypotField } from './form-limits';

export const FormGrid = styled.div`
  display: grid;
  gap: 1.25rem;
  grid-template-columns: 1fr;
  @media (min-width: ${theme.breakpoint.medium}px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const FullWidth = styled.div`
  grid-column: 1 / -1;
`;

export const Fieldset = styled.fieldset`
  border: 1px solid ${theme.color.line};
  border-radius: ${theme.radius.medium};
  padding: 1.25rem;
  margin: 0 0 1.5rem;
  legend {
    font-weight: 700;
    font-size: 1.125rem;
    padding: 0 0.5rem;
    color: ${theme.color.ink};
  }
`;

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

const Hint = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${theme.color.muted};
`;

const FieldError = styled.p`
  margin: 0;
  font-size: 0.9375rem;
  font-weight: 600;
  color: ${theme.color.danger};
`;

const RequiredMark = styled.span`
  color: ${theme.color.danger};
`;

export interface FieldProps {
  name: string;
  label: string;
  /** The id prefix of this form, so two forms on a page never share ids. */
  formId: string;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  children: (props: {
    id: string;
    name: string;
    required: boolean;
    'aria-invalid': boolean;
    'aria-describedby': string | undefined;
  }) => ReactNode;
}

/** A label, the control, a hint and the field's message, tied together for screen readers. */
export function Field({ name, label, formId, required = false, hint, error, children }: FieldProps) {
  const id = `${formId}-${name}`;
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <FieldBox>
      <label htmlFor={id}>
        {label}
        {required ? (
          <>
            {' '}
            <RequiredMark aria-hidden="true">*</RequiredMark>
          </>
        ) : null}
      </label>
      {children({ id, name, required, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint ? <Hint id={`${id}-hint`}>{hint}</Hint> : null}
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </FieldBox>
  );
}

export function SelectOptions({ options, placeholder }: { options: readonly FormOption[]; placeholder: string }) {
  return (
    <>
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </>
  );
}

const CheckboxList = styled.fieldset`
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

export function CheckboxGroup({
  formId,
  name,
  legend,
  options,
  selected,
  onToggle,
  error,
}: {
  formId: string;
  name: string;
  legend: string;
  options: readonly FormOption[];
  selected: readonly string[];
  onToggle: (value: string, checked: boolean) => void;
  error?: string;
}) {
  return (
    <CheckboxList aria-describedby={error ? `${formId}-${name}-error` : undefined}>
      <legend>{legend}</legend>
      <ul>
        {options.map((option) => (
          <li key={option.value}>
            <label>
              <input
                type="checkbox"
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
      {error ? <FieldError id={`${formId}-${name}-error`}>{error}</FieldError> : null}
    </CheckboxList>
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
export function HoneypotField({ formId, error }: { formId: string; error?: string }) {
  return (
    <Trap aria-hidden={error ? undefined : true}>
      <label htmlFor={`${formId}-${honeypotField}`}>Leave this field empty</label>
      <input id={`${formId}-${honeypotField}`} name={honeypotField} type="text" tabIndex={-1} autoComplete="off" />
      {error ? <FieldError>{error}</FieldError> : null}
    </Trap>
  );
}

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Spinner = styled.span`
  width: 1rem;
  height: 1rem;
  border: 2px solid rgba(255, 255, 255, 0.5);
  border-top-color: ${theme.color.white};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;

const SendButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  min-height: 48px;
  padding: 0.75rem 1.75rem;
  border: 0;
  border-radius: ${theme.radius.pill};
  background: ${theme.color.teal};
  color: ${theme.color.white};
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  &:hover {
    background: ${theme.color.pine};
  }
  &:disabled {
    opacity: 0.7;
    cursor: progress;
  }
  &:focus-visible {
    outline: 3px solid ${theme.color.tealBright};
    outline-offset: 2px;
  }
`;

export function SubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <SendButton type="submit" disabled={busy} aria-disabled={busy}>
      {busy ? <Spinner aria-hidden="true" /> : null}
      {busy ? busyLabel : label}
    </SendButton>
  );
}

const StatusBox = styled.div<{ $tone: 'success' | 'error' | 'none' }>`
  &:not(:empty) {
    margin: 1.25rem 0;
    padding: 1rem 1.25rem;
    border-radius: ${theme.radius.medium};
    border: 1px solid ${({ $tone }) => ($tone === 'success' ? theme.color.success : theme.color.danger)};
    background: ${({ $tone }) => ($tone === 'success' ? theme.color.successWash : theme.color.dangerWash)};
    color: ${({ $tone }) => ($tone === 'success' ? theme.color.success : theme.color.danger)};
    font-weight: 600;
  }
  p {
    margin: 0;
  }
  ul {
    margin: 0.5rem 0 0;
  }
  &:focus {
    outline: 3px solid ${theme.color.tealBright};
    outline-offset: 2px;
  }
`;

/** The form's message area: success-styled or error-styled, announced when it changes. */
export function FormStatus({
  id,
  tone,
  message,
  notes = [],
  statusRef,
}: {
  id: string;
  tone: 'success' | 'error' | 'none';
  message: string;
  notes?: readonly string[];
  statusRef?: Ref<HTMLDivElement>;
}) {
  return (
    <StatusBox
      id={id}
      ref={statusRef}
      tabIndex={-1}
      role={tone === 'error' ? 'alert' : 'status'}
      data-tone={tone}
      $tone={tone}
    >
      {message ? <p>{message}</p> : null}
      {message && notes.length > 0 ? (
        <ul>
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
    </StatusBox>
  );
}

export const RequiredNote = styled.p`
  font-size: 0.9375rem;
  color: ${theme.color.muted};
`;

export const FormCard = styled.div`
  margin-top: 1.5rem;
  background: ${theme.color.white};
  border: 1px solid ${theme.color.line};
  border-radius: ${theme.radius.medium};
  padding: 1.5rem;
  max-width: 56rem;
`;
