/**
 * Issue 21, point 3 (testimonials): we hold no real testimonials, so no page the shell, planning
 * or content area draws shows a testimonial section or an invented guest (decision 024).
 */
import { expect, test } from './fixtures';
import { openHydrated } from './support/page-ready';
import { atWidths } from './support/steps';

const inventedGuests = /Megan R\.|James & Tanya L\.|Priya S\./;

atWidths((width) => {
  test('home has no testimonial section and no gap where it was', async ({ page }) => {
    await openHydrated(page, '/');
    await expect(page.getByRole('heading', { name: 'What Our Guests Say' })).toHaveCount(0);
    await expect(page.locator('[data-home-piece="home.testimonials"]')).toHaveCount(0);
    await expect(page.locator('body')).not.toContainText(inventedGuests);
    // The band before and the sign-up after now sit next to each other.
    const signup = page.locator('[data-home-piece="home.newsletterSignup"]');
    await signup.scrollIntoViewIfNeeded();
    await expect(signup.getByRole('heading', { name: 'Join The Estes Insider' })).toBeVisible();
    const band = await page.locator('[data-home-piece="home.stayBand"]').boundingBox();
    const form = await signup.boundingBox();
    expect(band && form ? form.y - (band.y + band.height) : Infinity).toBeLessThan(200);
    await page.screenshot({ path: `/tmp/claims-home-signup-${width}.png` });
  });

  test('no testimonials on the pages with the newsletter', async ({ page }) => {
    for (const path of ['/blog', '/newsletter', '/events', '/thankyou']) {
      await page.goto(path);
      await expect(page.locator('body'), path).not.toContainText(inventedGuests);
      await expect(page.getByRole('heading', { name: /What (Our )?Guests Say|Testimonials/i }), path).toHaveCount(0);
    }
  });
});
