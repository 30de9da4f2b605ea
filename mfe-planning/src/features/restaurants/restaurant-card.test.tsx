import { render, within } from '@testing-library/react';
import { restaurants } from '../../data/restaurants';
import type { Restaurant } from '../../domain/directory-types';
import type { PlaceFactsEntry } from '../../domain/place-facts';
import { live, notConfigured, notFound, unavailable } from '../../testing/place-facts-fixtures';
import { RestaurantCard } from './restaurant-card';

const birdAndJim = restaurants.find((restaurant) => restaurant.id === 'bird-and-jim') as Restaurant;

const renderCard = (facts: PlaceFactsEntry | undefined, restaurant: Restaurant = birdAndJim) =>
  render(
    <ul>
      <RestaurantCard restaurant={restaurant} facts={facts} providerName="Google Maps" />
    </ul>,
  );

const cardOf = (): HTMLElement => {
  const card = document.querySelector<HTMLElement>('[data-restaurant-id]');
  if (!card) throw new Error('no card');
  return card;
};

describe('a restaurant card', () => {
  it('with live facts: the rating on Google Maps linked to the place, open now, the week, phone, website, address', () => {
    renderCard(live('bird-and-jim'));
    const card = cardOf();
    expect(card).toHaveTextContent(/★ 4\.6 out of 5 on Google Maps .*\(1,480 reviews\)/);
    const attribution = within(card).getByRole('link', { name: /^Google Maps/ });
    expect(attribution).toHaveAttribute('href', 'https://maps.google.com/?cid=123');
    expect(attribution).toHaveAttribute('target', '_blank');
    expect(card).toHaveTextContent('Open now · Closes 9 PM');
    expect(within(card).getByText('Hours this week')).toBeInTheDocument();
    expect(within(card).getByText('Monday: 11:00 AM – 9:00 PM')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /555-0101/ })).toHaveAttribute('href', 'tel:+19705550101');
    const site = within(card).getByRole('link', { name: /bird-and-jim\.stand-in\.example/ });
    expect(site).toHaveAttribute('target', '_blank');
    expect(site).toHaveAttribute('rel', 'noopener noreferrer');
    // The provider's address replaces ours.
    expect(card).toHaveTextContent('915 Stand-in Test Road, Estes Park, CO 80517, USA');
    expect(card).not.toHaveTextContent('915 Moraine Ave, Estes Park');
    expect(card).toHaveTextContent('Takes reservations');
    expect(card).not.toHaveTextContent('own listing');
  });

  it('names the data providers the answer names, and says so plainly when the place is closed for now', () => {
    renderCard(
      live('bird-and-jim', {
        status: 'closed-temporarily',
        attributions: [{ provider: 'Trail Data Co-op', url: 'https://co-op.example/' }],
      }),
    );
    const card = cardOf();
    expect(card).toHaveTextContent('Temporarily closed');
    expect(card).not.toHaveTextContent('Open now');
    expect(within(card).getByRole('link', { name: /Trail Data Co-op/ })).toHaveAttribute(
      'href',
      'https://co-op.example/',
    );
  });

  it('with live facts but no rating or hours, shows no figure', () => {
    renderCard(live('bird-and-jim', { rating: null, hours: null, mapsUrl: null }));
    const card = cardOf();
    expect(card).toHaveTextContent('On Google Maps: not rated yet');
    expect(card).not.toHaveTextContent(/★|reviews|Open now|Hours this week/);
  });

  for (const [state, facts] of [
    ['not-configured', notConfigured('bird-and-jim')],
    ['unavailable', unavailable('bird-and-jim')],
    ['not-found', notFound('bird-and-jim')],
    ['not read at all', undefined],
  ] as const) {
    it(`${state}: no rating, count, hours or open now; the place's own listing by a Google Maps search`, () => {
      renderCard(facts);
      const card = cardOf();
      expect(card).not.toHaveTextContent(/★|reviews|Open now|Closes|Hours this week|\(970\)/);
      expect(within(card).queryByRole('link', { name: /^Call/ })).toBeNull();
      expect(card).toHaveTextContent('Hours and contact on the place’s own listing');
      const search = within(card).getByRole('link', { name: /search Google Maps/ });
      expect(search).toHaveAttribute(
        'href',
        `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent('Bird & Jim, 915 Moraine Ave, Estes Park')}`,
      );
      expect(search).toHaveAttribute('target', '_blank');
      expect(card).toHaveTextContent('915 Moraine Ave, Estes Park');
      expect(within(card).getByRole('img')).toHaveAttribute(
        'alt',
        expect.stringMatching(/^Bird & Jim: illustration of/),
      );
    });
  }

  it('without live facts, shows a recorded phone and website with their source and date', () => {
    const recorded = {
      phone: '(970) 586-9832',
      website: 'https://www.example.com',
      source: { name: 'Its own website', url: 'https://www.example.com/contact' },
      recordedOn: '2026-11-20',
    };
    renderCard(notConfigured('bird-and-jim'), { ...birdAndJim, recorded });
    const card = cardOf();
    expect(within(card).getByRole('link', { name: /586-9832/ })).toHaveAttribute('href', 'tel:+19705869832');
    expect(within(card).getByRole('link', { name: /example\.com/ })).toHaveAttribute('target', '_blank');
    expect(card).toHaveTextContent('Source: Its own website (source, opens in a new tab), Nov 20, 2026');
    expect(card).not.toHaveTextContent('own listing');
    expect(card).not.toHaveTextContent(/★|Open now/);
  });
});
