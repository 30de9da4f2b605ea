/** The number of a step in a list of steps (trip planning's four, the event review's four): a teal disc. */
import styled from 'styled-components';
import { theme } from '@estes/shared';

export const StepNumber = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.25rem;
  height: 2.25rem;
  border-radius: 50%;
  background: ${theme.color.teal};
  color: ${theme.color.white};
  font-weight: 700;
  margin-bottom: 0.5rem;
`;
