/**
 * The privacy policy says what page views leave out in the same words as the console's Page
 * views page (decision 073): one sentence, kept in site-texts.ts, never a copy in the JSON.
 */
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { pageViewsLeftOut } from '@estes/shared/text/site-texts';
import PrivacyPolicyPage from './privacy-policy-page';

describe('the privacy policy’s page-view counting text', () => {
  it('says that pages opened without JavaScript, or by a bot, are not counted', () => {
    render(
      <MemoryRouter>
        <PrivacyPolicyPage />
      </MemoryRouter>,
    );
    const paragraph = screen.getByText(/We also count page views/);
    expect(paragraph).toHaveTextContent(pageViewsLeftOut.text);
    expect(paragraph).toHaveTextContent(/JavaScript turned off/);
    expect(paragraph.textContent).not.toContain('{pageViewsLeftOut}');
  });
});
