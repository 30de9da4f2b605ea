import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../testing/render-with-router';
import { Footer } from './footer';

describe('Footer', () => {
  it('opens and closes each group independently, several at once', async () => {
    const user = userEvent.setup();
    renderAt(<Footer />);
    const toggle = (name: string) => screen.getByRole('button', { name });
    await user.click(toggle('Accommodations'));
    await user.click(toggle('Resources'));
    expect(toggle('Accommodations')).toHaveAttribute('aria-expanded', 'true');
    expect(toggle('Resources')).toHaveAttribute('aria-expanded', 'true');
    expect(toggle('Plan Your Trip')).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle('Accommodations'));
    expect(toggle('Accommodations')).toHaveAttribute('aria-expanded', 'false');
    expect(toggle('Resources')).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows the copyright year, the affiliate disclosure and the legal links', () => {
    renderAt(<Footer />);
    expect(screen.getByText(/© 2025 Estes Park Guide/)).toBeInTheDocument();
    expect(screen.getByText(/affiliate commission/)).toBeInTheDocument();
    const legal = screen.getByRole('navigation', { name: 'Legal' });
    expect(within(legal).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(within(legal).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms-of-service');
    expect(within(legal).getByRole('link', { name: 'Accessibility' })).toHaveAttribute('href', '/accessibility');
  });

  it('opens Book Accommodations at the partner in a new tab, sponsored, through /go with the page it is on', () => {
    renderAt(<Footer />, '/weather');
    const link = screen.getByRole('link', { name: /Book Accommodations/ });
    expect(link).toHaveAttribute('href', '/go/partner/footer?from=/weather');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'sponsored noopener noreferrer');
  });
});
