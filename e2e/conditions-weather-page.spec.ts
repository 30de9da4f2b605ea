/**
 * /weather against the real server. The e2e server has a (fake) provider key and no reachable
 * provider, so it serves the spec's generated fallback: 72 °F in town, 58 °F up high.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const currentTemperature = (page: Page) =>
  page.getByRole('region', { name: 'Current conditions' }).getByText(/^\d+°F$/);

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the whole weather page is in the server’s HTML, and the toggle works as a form', async ({ page }) => {
    await page.goto('/weather');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Estes Park Weather');
    const current = page.getByRole('region', { name: 'Current conditions' });
    await expect(current.getByText('Estes Park, CO · 7,522 ft')).toBeVisible();
    await expect(currentTemperature(page)).toHaveText('72°F');
    await expect(current.getByText('Feels like 72°F')).toBeVisible();
    await expect(current.getByText(/^Updated \d{1,2}:\d{2} [AP]M M[SD]T$/)).toBeVisible();
    await expect(current.getByText('W 8 mph')).toBeVisible();
    await expect(current.getByText('High 77° · Low 57°')).toBeVisible();
    await expect(current.getByText(/estimated conditions/)).toBeVisible();
    for (const heading of [
      'Right Now',
      'What to Wear',
      'Next 6 Hours',
      'Elevation Makes a Difference',
      'Mountain Weather Essentials',
      '3-Day Outlook',
      'Activity Planning',
      'Safety Reminders',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    await expect(page.getByRole('region', { name: 'Next 6 Hours' }).getByRole('listitem')).toHaveCount(6);
    await expect(page.getByRole('region', { name: '3-Day Outlook' }).getByRole('listitem')).toHaveCount(3);
    await expect(page.getByRole('region', { name: 'Activity Planning' }).getByRole('listitem')).toHaveCount(3);

    await page.getByRole('button', { name: 'Alpine Visitor Center (11,796 ft)' }).click();
    await expect(page).toHaveURL(/\/weather\?place=alpine-visitor-center$/);
    await expect(currentTemperature(page)).toHaveText('58°F');
    await expect(page.getByRole('button', { name: 'Alpine Visitor Center (11,796 ft)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});

test('the toggle switches between town and the Alpine Visitor Center', async ({ page }) => {
  await page.goto('/weather');
  await expect(page.locator('#root')).toHaveAttribute('data-render', 'hydrated');
  const town = page.getByRole('button', { name: 'Estes Park (7,522 ft)' });
  const alpine = page.getByRole('button', { name: 'Alpine Visitor Center (11,796 ft)' });
  await expect(town).toHaveAttribute('aria-pressed', 'true');
  await expect(currentTemperature(page)).toHaveText('72°F');

  await alpine.click();
  await expect(alpine).toHaveAttribute('aria-pressed', 'true');
  await expect(town).toHaveAttribute('aria-pressed', 'false');
  await expect(currentTemperature(page)).toHaveText('58°F');
  await expect(page.getByText(/Alpine Visitor Center, Rocky Mountain National Park · 11,796 ft/)).toBeVisible();
  // The click is handled in the page: no reload, no new request of the page.
  await expect(page).toHaveURL(/\/weather$/);

  await town.click();
  await expect(currentTemperature(page)).toHaveText('72°F');
});

test('when the weather cannot be loaded, the error screen offers Try Again', async ({ page, expectConsoleErrors }) => {
  expectConsoleErrors([/status of 503/]);
  await page.goto('/');
  await expect(page.locator('#root')).toHaveAttribute('data-render', 'hydrated');
  await page.route('**/api/conditions/weather/**', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"down"}' }),
  );
  await page.getByRole('contentinfo').getByRole('link', { name: 'Weather' }).click();
  await expect(page.getByRole('heading', { name: 'Weather Data Unavailable' })).toBeVisible();
  await expect(page.getByText('Unable to load current weather conditions. Please try again later.')).toBeVisible();

  await page.unroute('**/api/conditions/weather/**');
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(currentTemperature(page)).toHaveText('72°F');
  await expect(page.getByRole('heading', { name: 'Weather Data Unavailable' })).toHaveCount(0);
});

test('the weather API answers quickly without a reachable provider, never shows the key, and names unknown places', async ({
  request,
}) => {
  const started = Date.now();
  const town = await request.get('/api/conditions/weather/estes-park');
  expect(Date.now() - started).toBeLessThan(3000);
  expect(town.status()).toBe(200);
  const body = await town.text();
  expect(JSON.parse(body)).toMatchObject({ place: 'estes-park', source: 'fallback', current: { pressure: 1013 } });
  expect(body).not.toContain('e2e-weather-secret');

  const unknown = await request.get('/api/conditions/weather/boulder');
  expect(unknown.status()).toBe(404);
  expect(await unknown.json()).toEqual({
    error: 'No weather for "boulder". Weather is available for: estes-park, alpine-visitor-center.',
  });
});
