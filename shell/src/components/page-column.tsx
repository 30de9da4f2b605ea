/**
 * The single-column pages of the shell (search results, My trip): the column with its page
 * heading, the muted line under it, and the tinted panel they use for "nothing here" and notes.
 */
import styled from 'styled-components';
import { theme } from '@estes/shared';

/** The page's column: `$width` is its largest width (it is narrower on phones). */
export const PageColumn = styled.section<{ $width: string }>`
  max-width: ${({ $width }) => $width};
  padding: 2.5rem 0 4rem;
  h1 {
    font-size: clamp(1.75rem, 1.4rem + 1.5vw, 2.5rem);
    overflow-wrap: anywhere;
  }
`;

/** The line under the page heading that says where the visitor is. */
export const PageIntro = styled.p`
  color: ${theme.color.muted};
  font-size: 1.0625rem;
`;

/** A tinted box: an empty list with its way on, or a note beside a list. */
export const Panel = styled.div`
  padding: 1.25rem;
  border: 1px solid ${theme.color.line};
  border-radius: ${theme.radius.medium};
  background: ${theme.color.surface};
  h2 {
    font-size: 1.375rem;
    margin-top: 0;
    overflow-wrap: anywhere;
  }
  p {
    color: ${theme.color.muted};
  }
`;
