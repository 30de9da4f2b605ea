/** The small uppercase pill a card labels itself with (a category, Featured, closed for the season). */
import { css } from 'styled-components';
import { theme } from '@estes/shared';

export const pillStyle = css`
  align-self: flex-start;
  font-size: 0.75rem;
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  padding: 0.125rem 0.5rem;
  border-radius: ${theme.radius.pill};
`;
