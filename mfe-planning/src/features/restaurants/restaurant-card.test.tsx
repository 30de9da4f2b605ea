import { render, screen } from '@testing-library/react';
import { restaurants } from '../../data/restaurants';
import { RestaurantCard } from './restaurant-card';

describe('cards', () => {
  it('a restaurant card has hours, a tel: link, the website in a new tab and reservations', () => {
    const birdAndJim = restaurants.find((restaurant) => restaurant.id === 'bird-and-jim');
    if (!birdAndJim) throw new Error('missing fixture');
    render(
      <ul>
        <RestaurantCard restaurant={birdAndJim} />
      </ul>,
    );
    expect(screen.getByText('Daily 11 AM–9 PM')).toBeInTheDocument();
    expect(screen.getByText('Takes reservations')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /586-9832/ })).toHaveAttribute('href', 'tel:+19705869832');
    const site = screen.getByRole('link', { name: /birdandjim\.com/ });
    expect(site).toHaveAttribute('target', '_blank');
    expect(site).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('img')).toHaveAttribute('alt', expect.stringMatching(/^Bird & Jim: illustration of/));
  });
});
