import { render, screen } from '@testing-library/react';
import { SponsoredLink } from './buttons';

const partnerUrl = 'https://www.booking.com/hotel/us/the-stanley.html?aid=estes-park-guide';

describe('SponsoredLink', () => {
  it('opens the partner in a new tab, marked sponsored, with no opener or referrer', () => {
    render(<SponsoredLink href={partnerUrl}>Book Now</SponsoredLink>);
    const link = screen.getByRole('link', { name: 'Book Now (opens in a new tab)' });
    expect(link).toHaveAttribute('href', partnerUrl);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')?.split(' ').sort()).toEqual(['noopener', 'noreferrer', 'sponsored']);
  });

  it('keeps those attributes whatever else it is given, and passes the rest on', () => {
    const props = { target: '_self', rel: 'nofollow' } as Record<string, string>;
    render(
      <SponsoredLink href={partnerUrl} aria-label="Book Now: The Stanley Hotel, with our partner" {...props}>
        Book Now
      </SponsoredLink>,
    );
    const link = screen.getByRole('link', { name: 'Book Now: The Stanley Hotel, with our partner' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'sponsored noopener noreferrer');
  });
});
