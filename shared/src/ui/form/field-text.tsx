/** The small texts around a control: its hint, its message and the required mark. */
import styled from 'styled-components';
import { theme } from '@estes/shared';

export const Hint = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${theme.color.muted};
`;

/** A field's message (from the browser check or the API); give it the id the control points at. */
export const FieldError = styled.p`
  margin: 0;
  font-size: 0.9375rem;
  font-weight: 600;
  color: ${theme.color.danger};
`;

export const RequiredMark = styled.span`
  color: ${theme.color.danger};
`;

/** The label's text and, for a required field, a star screen readers skip (the control says "required"). */
export function LabelText({ label, required }: { label: string; required: boolean }) {
  return (
    <>
      {label}
      {required ? (
        <>
          {' '}
          <RequiredMark aria-hidden="true">*</RequiredMark>
        </>
      ) : null}
    </>
  );
}
