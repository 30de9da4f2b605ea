/**
 * The single-column pages of the shell (search results, My trip): the column with its page
 * heading, the muted line under it, and their "nothing here" box.
 */
import styled from 'styled-components';
import { theme } from '@estes/shared';
import { EmptyState } from '@estes/shared/ui/section';

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

/** The page's "nothing here" box: the site's EmptyState, its browse links centred under the text. */
export const EmptyPanel = styled(EmptyState)`
  h2 {
    font-size: 1.375rem;
    overflow-wrap: anywhere;
  }
  nav {
    justify-content: center;
  }
`;
