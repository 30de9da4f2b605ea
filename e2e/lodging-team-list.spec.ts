/**
 * Lodging without partner credentials (the second e2e instance has none, as the embedded default
 * has none): nothing made up. The list is the team's places with only what the team knows (name,
 * and type or part of town where the name says it); the price, rating and amenity filters and the
 * price and rating sorts are not offered, one sentence says why; Book Now opens the partner's own
 * search for Estes Park with the visitor's dates; a partner's property says its details cannot be
 * shown; home features nothing and /downtown lists no stays, each saying why.
 */
import { expect, test } from './fixtures';
import { aprilStay, listCards, listedCount, offersAnswer, withoutPartner } from './support/lodging';
import { openHydrated } from './support/page-ready';

const april = `checkin=${aprilStay.checkin}&checkout=${aprilStay.checkout}`;

test.use({ baseURL: withoutPartner });

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the list is the team’s places, by name, with what the team knows and no price, score or photo', async ({
      page,
      request,
    }) => {
      const answer = await offersAnswer(request, april);
      expect(answer.state).toBe('not-configured');
      await openHydrated(page, `/accommodations?${april}`);
      await expect(page.getByRole('heading', { level: 2, name: '51 places in and around Estes Park' })).toBeVisible();
      await expect(page.getByTestId('partner-notice')).toHaveText(
        'Prices, photos and guest ratings come from our booking partner, Booking.com, which this site is not connected to right now: here are the town’s places we list, and Book Now opens Booking.com’s search for Estes Park with your dates.',
      );
      const first = listCards(page).first();
      await expect(first).toContainText('Alpine Trail Ridge Inn');
      await expect(first).toContainText('Prices and availability on Booking.com');
      await expect(listCards(page).locator('img')).toHaveCount(0);
      await expect(page.getByRole('main')).not.toContainText(/\$\d|out of 10|reviews on/);
      // The controls that need the partner's data are not offered; one sentence says so.
      await expect(page.getByRole('group', { name: 'Price per night' })).toHaveCount(0);
      await expect(page.getByRole('group', { name: 'Guest rating' })).toHaveCount(0);
      await expect(page.getByLabel('Sort by')).toHaveCount(0);
      await expect(page.getByText('Sorted by name')).toBeVisible();
      if (width === 1280) {
        await expect(
          page.getByText(
            'Prices, guest ratings and facilities come from our booking partner, so they can be filtered by only when its offers are shown.',
          ),
        ).toBeVisible();
      }
    });

    test('Book Now opens the partner’s search for Estes Park with the visitor’s dates, through /go', async ({
      page,
    }) => {
      await openHydrated(page, `/accommodations?${april}&children=6`);
      const book = listCards(page)
        .first()
        .getByRole('link', { name: /^Book Now: .*, through Booking\.com’s search/ });
      await expect(book).toHaveAttribute('rel', 'sponsored noopener noreferrer');
      await expect(book).toHaveAttribute('target', '_blank');
      const href = (await book.getAttribute('href')) ?? '';
      expect(href).toMatch(new RegExp(`^/go/book/alpine-trail-ridge-inn\\?${april}&adults=2&children=6&from=`));
      const handOff = await page.request.head(href, { maxRedirects: 0 });
      expect(handOff.status()).toBe(302);
      const location = new URL(handOff.headers()['location'] ?? '');
      expect(location.origin + location.pathname).toBe('https://www.booking.com/searchresults.html');
      expect(location.searchParams.get('ss')).toBe('Estes Park, Colorado');
      expect(location.searchParams.get('checkin')).toBe(aprilStay.checkin);
      expect(location.searchParams.get('group_children')).toBe('1');
      expect(location.searchParams.getAll('age')).toEqual(['6']);
    });

    test('a place of the team’s list, and a partner’s property that cannot be shown', async ({ page }) => {
      await openHydrated(page, '/property/the-inn-on-fall-river');
      await expect(page.getByRole('heading', { level: 1, name: 'The Inn on Fall River' })).toBeVisible();
      await expect(page.getByText('Inn · Riverside Properties · Estes Park, Colorado')).toBeVisible();
      await expect(page.getByRole('main')).not.toContainText(/\$\d|out of 10|Check-in from/);
      await openHydrated(page, '/property/booking-9100001');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Property details unavailable right now' }),
      ).toBeVisible();
      await expect(page.getByTestId('partner-notice')).toContainText('which this site is not connected to right now');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    });

    test('home features nothing and /downtown lists no stays: each says where they come from', async ({ page }) => {
      await openHydrated(page, '/');
      await expect(page.getByTestId('featured-unavailable')).toContainText(
        'Prices, photos and guest scores come from our booking partner, Booking.com, which this site is not connected to right now',
      );
      await openHydrated(page, '/downtown');
      const stays = page.getByRole('region', { name: 'Stay downtown' });
      await expect(stays.getByTestId('downtown-stays-unavailable')).toContainText('not connected to right now');
      await expect(stays.getByRole('link', { name: /^Book Now/ })).toHaveCount(0);
    });
  });
}

test('the home tiles count what their links show on the team’s list', async ({ page }) => {
  await openHydrated(page, '/');
  const types = page.locator('[data-home-piece="lodging.browseByType"]');
  const hotels = types.getByRole('link', { name: /^Hotels/ });
  const count = Number(((await hotels.textContent()) ?? '').match(/(?<!\d)(\d+) propert/)?.[1]);
  await hotels.click();
  await expect(page).toHaveURL(/\/accommodations\?type=Hotel$/);
  expect(await listedCount(page)).toBe(count);
});
