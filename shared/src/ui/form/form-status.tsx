/** The form's send button (with its spinner) and its status area: the sent message or the error summary. */
import type { Ref } from 'react';
import styled from 'styled-components';
import { theme } from '@estes/shared';
import { Spinner } from '../spinner';

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

/** Disabled, with a spinner and the busy label, while the form is being sent. */
export function SubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <SendButton type="submit" disabled={busy} aria-disabled={busy}>
      {busy ? <Spinner /> : null}
      {busy ? busyLabel : label}
    </SendButton>
  );
}

export type FormTone = 'success' | 'error' | 'none';

const StatusBox = styled.div<{ $tone: FormTone }>`
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

/**
 * The form's message area, announced when it changes: the sent message (with its notes), or
 * the error summary of a refused or failed send. It takes focus when nothing else should.
 */
export function FormStatus({
  id,
  tone,
  message,
  notes = [],
  statusRef,
}: {
  id: string;
  tone: FormTone;
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
