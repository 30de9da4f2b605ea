/**
 * Nothing made up in lodging (issues 21 and 29), at phone and desktop widths: no reviews,
 * testimonials, estimates or "from $X a night" of the site's own; no drawing standing in for a
 * photo; the score named as the partner's with a link to its reviews; home tiles whose counts are
 * the results of the list they open.
 */
import { expect, test } from './fixtures';
import { listedCount } from './support/lodging';
import { openHydrated } from './support/page-ready';

for (const width of [390, 1280] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('no reviewer names, testimonials, estimates, listed prices or drawings in lodging', async ({ page }) => {
      for (const path of [
        '/accommodations',
        '/property/booking-9100001',
        '/mobile/property/booking-9100002',
        '/property/the-stanley-hotel',
      ]) {
        await openHydrated(page, path);
        const main = page.getByRole('main');
        await expect(main).not.toContainText(/Megan R\.|Mark D\.|Kevin L\.|What guests say|found this helpful/);
        await expect(main).not.toContainText(/Estimated total|estimate|from \$\d+ (per|a) night|Illustration/);
        await expect(main).not.toContainText(/real-time availability/i);
      }
    });

    test('the score is the partner’s, named so, with a link to its reviews', async ({ page }) => {
      await openHydrated(page, '/property/booking-9100002');
      const reviews = page.getByTestId('partner-rating');
      await expect(reviews.getByRole('heading', { name: 'Guest reviews' })).toBeVisible();
      await expect(reviews).toContainText(
        /^Guest reviewsScored \d\.\d out of 10 from [\d,]+ reviews on Booking\.com: Booking\.com’s own score/,
      );
      const link = reviews.getByRole('link', { name: 'Read the reviews on Booking.com' });
      await expect(link).toHaveAttribute('href', '/go/reviews/booking-9100002?from=%2Fproperty%2Fbooking-9100002');
      await expect(link).toHaveAttribute('rel', /sponsored/);
      // A place the partner has no score for says so, and shows none.
      await openHydrated(page, '/property/booking-9100029');
      await expect(page.getByTestId('partner-rating')).toContainText(
        'Booking.com has no review score for this place yet.',
      );
      await expect(page.getByRole('main').getByRole('img', { name: /^Scored/ })).toHaveCount(0);
    });

    test('every home tile’s count is the number of results on the page it opens', async ({ page }) => {
      await openHydrated(page, '/');
      const tiles: { href: string; count: number }[] = [];
      for (const piece of ['lodging.browseByType', 'lodging.popularDestinations']) {
        const section = page.locator(`[data-home-piece="${piece}"]`);
        await expect(section.getByRole('listitem').first()).toBeVisible();
        for (const item of await section.getByRole('listitem').all()) {
          const href = (await item.getByRole('link').first().getAttribute('href')) ?? '';
          const count = ((await item.textContent()) ?? '').match(/(?<!\d)(\d+) propert(?:y|ies)/)?.[1];
          if (!href.startsWith('/accommodations')) {
            expect(count, `${href} leads outside the lodging list and shows no count`).toBeUndefined();
            continue;
          }
          expect(count, `${href} shows a count`).toBeDefined();
          tiles.push({ href, count: Number(count) });
        }
      }
      expect(tiles.length).toBeGreaterThanOrEqual(5);
      for (const tile of tiles) {
        expect(tile.count).toBeGreaterThan(0);
        await openHydrated(page, tile.href);
        expect(await listedCount(page), tile.href).toBe(tile.count);
      }
    });
  });
}
