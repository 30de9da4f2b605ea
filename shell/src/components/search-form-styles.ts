import { css } from 'styled-components';
import { theme } from '@estes/shared';

/**
 * A page's own search form (the search page, the 404 page): its label above, then the field and
 * the Search button in one row.
 */
export const searchFormStyles = css`
  label {
    display: block;
    font-weight: 700;
    margin-bottom: 0.375rem;
  }
  div {
    display: flex;
    gap: 0.5rem;
  }
  input {
    flex: 1;
    min-width: 0;
    min-height: 44px;
    padding: 0.5rem 1rem;
    border: 1px solid #64748b;
    border-radius: ${theme.radius.pill};
    font: inherit;
  }
  input[aria-invalid='true'] {
    border-color: ${theme.color.danger};
  }
`;
