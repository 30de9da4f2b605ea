/**
 * "Nothing found" under a filter (events, activities, restaurants): the site's empty state
 * (`@estes/shared/ui/section`) on the surface colour, its way back (a link) in bold.
 */
import styled from 'styled-components';
import { theme } from '@estes/shared';
import { EmptyState } from '@estes/shared/ui/section';

export const EmptyResult = styled(EmptyState)`
  background: ${theme.color.surface};
  a {
    font-weight: 700;
  }
`;
