import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import type { PropertyAvailability } from '../../domain/lodging-offers';
import type { ListingStay } from '../../domain/lodging-types';
import { agesOf, BookingBox } from './booking-box';

const stayAsked = {
  checkin: '2090-07-09',
  checkout: '2090-07-11',
  nights: 2,
  adults: 2,
  children: [],
  rooms: 1,
  isDefault: false,
};

const box = (stay: ListingStay, availability?: PropertyAvailability) => (
  <MemoryRouter>
    <BookingBox
      id="booking-9100001"
      name="The Stanley Hotel"
      path="/property/booking-9100001"
      today="2026-11-23"
      stay={stay}
      availability={availability}
      partner="Booking.com"
    />
  </MemoryRouter>
);

const bookNow = () => screen.getByRole('link', { name: /^Book Now: The Stanley Hotel/ });

describe('booking box', () => {
  it('keeps the dates a visitor chose in the server’s HTML before the page hydrated', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(box({ children: [] }));
    document.body.append(container);
    const field = (label: string) =>
      [...container.querySelectorAll('label')]
        .find((element) => element.textContent?.startsWith(label))
        ?.querySelector('input, select') as HTMLInputElement;
    // Typed while the page was still the server's HTML.
    field('Check-in').value = '2090-01-10';
    field('Check-out').value = '2090-01-13';

    await act(async () => {
      hydrateRoot(container, box({ children: [] }));
    });

    expect(field('Check-in').value).toBe('2090-01-10');
    expect(container.querySelector('a[aria-label^="Book Now"]')).toHaveAttribute(
      'href',
      '/go/book/booking-9100001?checkin=2090-01-10&checkout=2090-01-13&adults=2&rooms=1&from=%2Fproperty%2Fbooking-9100001',
    );
    container.remove();
  });

  it('hands children to the partner as children with their ages, never as adults', () => {
    render(box({ checkin: '2090-07-09', checkout: '2090-07-11', adults: 2, children: [4, 9] }));
    expect(bookNow().getAttribute('href')).toContain('adults=2&children=4,9&rooms=1');
    fireEvent.change(screen.getByLabelText(/Children’s ages/), { target: { value: '5' } });
    expect(bookNow().getAttribute('href')).toContain('adults=2&children=5&rooms=1');
    // Ages that are not ages: a message, and no children guessed.
    fireEvent.change(screen.getByLabelText(/Children’s ages/), { target: { value: '5, x' } });
    expect(screen.getByRole('alert')).toHaveTextContent('Write each child’s age');
    expect(bookNow().getAttribute('href')).not.toContain('children=');
  });

  it('sends no check-out (nor check-in) when the check-out is not after the check-in', () => {
    render(box({ children: [] }));
    fireEvent.change(screen.getByLabelText('Check-in'), { target: { value: '2090-07-09' } });
    fireEvent.change(screen.getByLabelText('Check-out'), { target: { value: '2090-07-09' } });
    expect(bookNow().getAttribute('href')).not.toMatch(/checkin|checkout/);
  });

  it('shows the partner’s price for the stay, and says so plainly when it has nothing or cannot answer', () => {
    const price = {
      currency: 'USD',
      price: 848.19,
      nightly: 424.1,
      total: 900,
      chargesNote: 'Excludes some taxes and charges',
      charges: [],
    };
    const { unmount } = render(
      box(
        { checkin: '2090-07-09', checkout: '2090-07-11', children: [] },
        {
          state: 'live',
          stay: stayAsked,
          checkedAt: '2090-07-01T00:00:00Z',
          available: true,
          recommended: { price, productIds: ['a'] },
          products: [],
          partnerUrl: null,
        },
      ),
    );
    expect(screen.getByTestId('availability')).toHaveTextContent('$848.19 for 2 nights');
    expect(screen.getByTestId('availability')).toHaveTextContent('$424.10 a night on average');
    expect(screen.getByTestId('availability')).toHaveTextContent('Excludes some taxes and charges');
    unmount();
    const soldOut = render(
      box(
        { children: [] },
        {
          state: 'live',
          stay: stayAsked,
          checkedAt: '2090-07-01T00:00:00Z',
          available: false,
          recommended: null,
          products: [],
          partnerUrl: null,
        },
      ),
    );
    expect(screen.getByTestId('availability')).toHaveTextContent('Not available for these dates');
    soldOut.unmount();
    render(box({ children: [] }, { state: 'unavailable', stay: stayAsked, reason: 'failed', checkedAt: 'x' }));
    expect(screen.getByTestId('availability')).toHaveTextContent('Prices unavailable right now');
    expect(screen.getByTestId('availability')).not.toHaveTextContent('$');
  });

  it('reads the children’s ages as typed', () => {
    expect(agesOf('')).toEqual([]);
    expect(agesOf(' 4, 9 ')).toEqual([4, 9]);
    expect(agesOf('4,18')).toBeUndefined();
    expect(agesOf('four')).toBeUndefined();
  });
});
