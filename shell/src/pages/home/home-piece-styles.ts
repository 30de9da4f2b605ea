/**
 * The looks of a home piece that is loading or unavailable (home-widgets.tsx). They stay in the
 * start-up while the rest of the home page loads on demand (lazy-home-page.tsx, decision 079):
 * styled-components numbers a component's style group when its module is evaluated, and every
 * page's style block names the groups it uses by number (decision 069). Evaluated where the home
 * page's modules were, before the layout's, they keep every page's numbers, so its bytes, as
 * they were.
 */
import styled from 'styled-components';
import { theme } from '@estes/shared';

export const Unavailable = styled.p`
  margin: 0;
  padding: 1rem 1.25rem;
  border: 1px dashed ${theme.color.line};
  border-radius: ${theme.radius.medium};
  background: ${theme.color.white};
  color: ${theme.color.body};
  a {
    color: ${theme.color.teal};
    font-weight: 700;
  }
`;

export const PieceLoading = styled.div.attrs({ 'aria-busy': true, role: 'status', 'aria-label': 'Loading' })`
  min-height: 12rem;
  border-radius: ${theme.radius.medium};
  background: linear-gradient(90deg, ${theme.color.surface}, ${theme.color.line}, ${theme.color.surface});
`;
