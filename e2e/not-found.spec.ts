/** The 404 page (docs/rules/site.md#not-found-page). */
import { expect, failedLoadMessage, test } from './fixtures';

test('rotates tips, searches, goes back and offers a mailto', async ({ page, expectConsoleErrors }) => {
  // Chromium logs the page's own 404 status as a console error.
  expectConsoleErrors([failedLoadMessage(404, '/old/trail-map'), failedLoadMessage(404, '/another/missing')]);
  await page.goto('/blog');
  await page.goto('/old/trail-map');
  const tip = page.getByTestId('not-found-tip');
  const first = await tip.textContent();
  await expect(tip).not.toHaveText(first ?? '', { timeout: 6000 });
  await expect(page.getByRole('link', { name: /broken link/ })).toHaveAttribute('href', /^mailto:/);
  for (const [name, href] of [
    ['Home', '/'],
    ['Find lodging', '/accommodations'],
    ['Local Intel blog', '/blog'],
  ] as const) {
    await expect(page.getByRole('navigation', { name: 'Popular pages' }).getByRole('link', { name })).toHaveAttribute(
      'href',
      href,
    );
  }

  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/old\/trail-map$/);
  await main.getByRole('searchbox', { name: 'Search the guide' }).fill('  alpine lakes ');
  await main.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search\?q=alpine\+lakes$/);

  await page.goto('/old/trail-map');
  await page.goto('/another/missing');
  await page.getByRole('button', { name: /Go back/ }).click();
  await expect(page).toHaveURL(/\/old\/trail-map$/);
});
