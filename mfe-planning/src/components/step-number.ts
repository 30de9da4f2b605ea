/** The number of a step in a list of steps (trip planning's four, the event review's four): a teal disc. */
import styled from 'styled-components';
import { Disc } from '@estes/shared/ui/disc';

export const StepNumber = styled(Disc)`
  margin-bottom: 0.5rem;
`;
