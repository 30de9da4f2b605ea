/**
 * Where the window is after a navigation, at phone and desktop widths: a new page starts at
 * its top at once (no long animation from the old depth), and back from a property returns
 * to the same place in the long listing.
 */
import { expect, test } from './fixtures';

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px: a property opens at its top, and back returns to the same place in the list`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/accommodations');
    await expect(page.locator('#root')).toHaveAttribute('data-render', 'hydrated');
    const cards = page.getByRole('list', { name: 'Places to stay' }).locator(':scope > li[data-listing-id]');
    const card = cards.nth(20);
    await card.scrollIntoViewIfNeeded();
    // Where the window settles: the same depth on two animation frames in a row.
    const depth = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let last = -1;
          const check = () => {
            if (window.scrollY === last) resolve(last);
            else {
              last = window.scrollY;
              requestAnimationFrame(check);
            }
          };
          requestAnimationFrame(check);
        }),
    );
    expect(depth).toBeGreaterThan(2000);
    const id = await card.getAttribute('data-listing-id');

    await card.getByRole('heading', { level: 3 }).getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/property/${id ?? ''}$`));
    await expect(page.locator('#root')).toHaveAttribute('data-render', 'hydrated');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // At the top as soon as the page is there: no scrolling animation from the old depth.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/accommodations$/);
    await expect
      .poll(async () => Math.abs((await page.evaluate(() => window.scrollY)) - depth), { timeout: 5000 })
      .toBeLessThan(50);
    await expect(cards.nth(20)).toBeInViewport();
  });
}
