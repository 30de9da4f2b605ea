/**
 * Issue 21 in the lodging area, at phone and desktop widths: no invented reviews (only the
 * listing's own rating and review count, with their source and a link to the partner).
 */
import { expect, test } from './fixtures';

const widths = [390, 1280] as const;

for (const width of widths) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a hotel shows only its partner-listed rating, with its source and a link to the reviews', async ({
      page,
    }) => {
      await page.goto('/property/hotel-1');
      const reviews = page.getByTestId('partner-rating');
      await expect(reviews.getByRole('heading', { name: 'Guest reviews' })).toBeVisible();
      await expect(reviews).toContainText(
        'Guest rating 9.0 out of 10 (Wonderful) from 4,380 reviews, as listed by our booking partner Booking.com',
      );
      const link = reviews.getByRole('link', { name: /Read the reviews on Booking\.com/ });
      await expect(link).toHaveAttribute('href', /^https:\/\/www\.booking\.com\/hotel\/us\/the-stanley\.html\?/);
      await expect(link).toHaveAttribute('rel', /sponsored/);
      await expect(page.getByRole('button', { name: /Show all \d+ reviews/ })).toHaveCount(0);
      await expect(page.getByText(/found this helpful/)).toHaveCount(0);
      await reviews.screenshot({ path: `/tmp/lodging-reviews-hotel-${width}.png` });
    });

    test('a rental’s default score is never shown as a guest rating', async ({ page }) => {
      await page.goto('/property/vrbo-1');
      const reviews = page.getByTestId('partner-rating');
      await expect(reviews).toContainText('86 reviews as listed by our booking partner Vrbo');
      await expect(reviews).toContainText('not a guest rating');
      await expect(page.getByRole('main').getByLabel(/^Rated \d/)).toHaveCount(0);
      await page.goto('/mobile/property/vrbo-1');
      await expect(page.getByTestId('partner-rating')).toContainText(
        '86 reviews as listed by our booking partner Vrbo',
      );
      await expect(page.getByText(/\/5 from \d+ reviews/)).toHaveCount(0);
    });

    test('no reviewer names or testimonials anywhere in lodging', async ({ page }) => {
      for (const path of ['/accommodations', '/property/vrbo-3', '/property/hotel-2', '/mobile/property/hotel-2']) {
        await page.goto(path);
        await expect(page.locator('body')).not.toContainText(/Megan R\.|Mark D\.|Kevin L\.|What guests say/);
      }
    });
  });
}
