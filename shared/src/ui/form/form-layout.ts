/** The boxes a form is laid out in: the card around it, its fieldsets, its two-column grid. */
import styled from 'styled-components';
import { theme } from '@estes/shared';

export const FormCard = styled.div`
  margin-top: 1.5rem;
  background: ${theme.color.white};
  border: 1px solid ${theme.color.line};
  border-radius: ${theme.radius.medium};
  padding: 1.5rem;
  max-width: 56rem;
`;

/** One column on phones, two from the medium breakpoint; `FullWidth` spans both. */
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

export const RequiredNote = styled.p`
  font-size: 0.9375rem;
  color: ${theme.color.muted};
`;
