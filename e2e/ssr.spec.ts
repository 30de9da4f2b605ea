/**
 * Server rendering: every route's content, frame and styles are in the HTML (JavaScript
 * off), and with JavaScript on the page hydrates cleanly and keeps navigating.
 */
import { expect, expectFrame, failedLoadMessage, routeHeadings, test } from './fixtures';

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  for (const [path, heading] of routeHeadings) {
    test(`${path} shows its content, frame and styles`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expectFrame(page);
      await expect(page.getByTestId('header-book-now')).toHaveCSS('background-color', 'rgb(194, 65, 12)');
    });
  }

  test('the 404 page is rendered too', async ({ page, expectConsoleErrors }) => {
    expectConsoleErrors([failedLoadMessage(404, '/no-such-trail')]);
    const response = await page.goto('/no-such-trail');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We can’t find that trail');
  });
});

test.describe('with JavaScript', () => {
  for (const [path, heading] of routeHeadings) {
    test(`${path} hydrates without errors`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('#root')).toHaveAttribute('data-render', 'hydrated');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    });
  }

  test('after hydration, client-side navigation crosses areas', async ({ page }) => {
    await page.goto('/privacy-policy');
    await expect(page.locator('#root')).toHaveAttribute('data-render', 'hydrated');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /^Stay:/ })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Places to Stay in Estes Park');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Events Calendar' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Upcoming Events & Experiences');
    await page.getByRole('link', { name: 'Estes Park Visitor Guide, home' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find Your Perfect Estes Park Stay');
  });
});
