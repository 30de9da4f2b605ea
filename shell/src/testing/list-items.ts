/** The text of each list item inside `scope`, in order (for the shell's component tests). */
import { within } from '@testing-library/react';

export const listItemTexts = (scope: HTMLElement) =>
  within(scope)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
