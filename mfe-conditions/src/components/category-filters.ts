/**
 * The category filter links of the conditions area's lists (webcams, the downtown directory),
 * and the note shown when the URL names a category that does not exist: one look for both.
 */
import styled from 'styled-components';
import { theme } from '@estes/shared';

export const CategoryFilters = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0.375rem 1rem;
    border-radius: ${theme.radius.pill};
    border: 2px solid ${theme.color.teal};
    color: ${theme.color.teal};
    font-weight: 700;
    text-decoration: none;
  }
  a[aria-current='page'] {
    background: ${theme.color.teal};
    color: ${theme.color.white};
  }
`;

export const UnknownCategoryNotice = styled.p`
  margin: 1rem 0 0;
  padding: 0.625rem 0.875rem;
  border-radius: ${theme.radius.small};
  background: ${theme.color.emberWash};
  color: ${theme.color.emberDark};
`;
