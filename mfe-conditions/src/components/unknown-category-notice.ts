/**
 * The note the conditions area's filtered lists (webcams, the downtown directory) show when the
 * URL names a category that does not exist; the filters themselves are `CategoryChips`.
 */
import styled from 'styled-components';
import { theme } from '@estes/shared';

export const UnknownCategoryNotice = styled.p`
  margin: 1rem 0 0;
  padding: 0.625rem 0.875rem;
  border-radius: ${theme.radius.small};
  background: ${theme.color.emberWash};
  color: ${theme.color.emberDark};
`;
