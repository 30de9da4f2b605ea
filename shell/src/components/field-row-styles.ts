import { css } from 'styled-components';
import { theme } from '@estes/shared';

/**
 * A labelled field with its button (the search page's and the 404 page's search, My trip's share
 * link): the label above, then the field and the button in one row. The search fields are pills.
 */
export const fieldRowStyles = css`
  label {
    display: block;
    font-weight: 700;
    margin-bottom: 0.375rem;
  }
  div {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }
  input {
    flex: 1 1 12rem;
    min-width: 0;
    min-height: 44px;
    padding: 0.5rem 0.75rem;
    border: 1px solid #64748b;
    border-radius: ${theme.radius.small};
    font: inherit;
  }
  input[aria-invalid='true'] {
    border-color: ${theme.color.danger};
  }
`;

export const searchFormStyles = css`
  ${fieldRowStyles}
  div {
    flex-wrap: nowrap;
  }
  input {
    padding: 0.5rem 1rem;
    border-radius: ${theme.radius.pill};
  }
`;
