import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { lodgingListings } from '../../data/listings';
import { BookingBox } from './booking-box';

const listing = lodgingListings[0];
if (!listing) throw new Error('no listing');

const box = <BookingBox listing={listing} maxGuests={4} today="2026-11-23" initial={{}} from="/property/hotel-1" />;

describe('booking box before its code runs', () => {
  it('keeps the dates and guests a visitor chose in the server’s HTML before the page hydrated', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(box);
    document.body.append(container);
    const field = (label: string) =>
      [...container.querySelectorAll('label')].find((element) => element.textContent?.startsWith(label))
        ?.lastElementChild as HTMLInputElement | HTMLSelectElement;
    // Typed while the page was still the server's HTML.
    field('Check-in').value = '2090-01-10';
    field('Check-out').value = '2090-01-13';
    field('Guests').value = '3';

    await act(async () => {
      hydrateRoot(container, box);
    });

    expect(field('Check-in').value).toBe('2090-01-10');
    expect(field('Check-out').value).toBe('2090-01-13');
    const bookNow = container.querySelector('a[aria-label^="Book Now"]');
    expect(bookNow).toHaveAttribute(
      'href',
      `/go/book/${listing.id}?checkin=2090-01-10&checkout=2090-01-13&adults=3&from=%2Fproperty%2Fhotel-1`,
    );
    expect(container).toHaveTextContent('Estimated total');
    container.remove();
  });
});
