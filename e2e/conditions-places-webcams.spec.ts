/**
 * /webcams against the real server: the cameras are in the server's HTML, the category filter
 * lives in the URL, the full-screen viewer works from the keyboard, a card's own refresh
 * marks it busy and then loads a new frame, and a frame that fails shows the camera offline.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const cards = (page: Page) => page.getByRole('list', { name: 'Webcams' }).locator(':scope > li');
const card = (page: Page, id: string) => page.locator(`[data-webcam-id="${id}"]`);

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('the ten cameras, the season banner and the filter links are in the HTML', async ({ page }) => {
    await page.goto('/webcams');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Estes Park Live Webcams');
    await expect(page.getByText('LIVE', { exact: true })).toBeVisible();
    await expect(cards(page)).toHaveCount(10);
    await expect(page.getByRole('heading', { name: 'Questions about conditions?' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Camera categories' }).getByRole('link', { name: 'Traffic' }).click();
    await expect(page).toHaveURL(/\/webcams\?category=traffic$/);
    await expect(cards(page)).toHaveCount(2);
  });

  test('an unknown category says so and shows every camera', async ({ page }) => {
    await page.goto('/webcams?category=beaches');
    await expect(page.getByRole('status')).toContainText('There is no camera category called ‘beaches’');
    await expect(cards(page)).toHaveCount(10);
  });
});

test('the filters live in the URL, with back and forward', async ({ page }) => {
  await page.goto('/webcams');
  await expect(page.locator('#root')).toHaveAttribute('data-render', 'hydrated');
  const filters = page.getByRole('navigation', { name: 'Camera categories' });
  await filters.getByRole('link', { name: 'Downtown' }).click();
  await expect(page).toHaveURL(/\/webcams\?category=downtown$/);
  await expect(cards(page)).toHaveCount(2);
  await expect(filters.getByRole('link', { name: 'Downtown' })).toHaveAttribute('aria-current', 'page');
  await filters.getByRole('link', { name: 'National park' }).click();
  await expect(page).toHaveURL(/category=park$/);
  await expect(cards(page)).toHaveCount(4);
  await page.goBack();
  await expect(cards(page)).toHaveCount(2);
  await page.goBack();
  await expect(cards(page)).toHaveCount(10);
});

test('the frames are the site’s own images and load', async ({ page }) => {
  await page.goto('/webcams');
  const image = card(page, 'lake-estes').getByRole('img', { name: 'Lake Estes webcam view' });
  await expect(image).toHaveAttribute('src', /^\/api\/conditions\/webcams\/lake-estes\/frame\.svg\?t=\d+$/);
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
  const live = card(page, 'lake-estes').getByRole('link', { name: /^View Live Feed/ });
  await expect(live).toHaveAttribute('target', '_blank');
  await expect(live).toHaveAttribute('rel', /noopener/);
});

test('the full-screen viewer opens and closes from the keyboard, and focus returns', async ({ page }) => {
  await page.goto('/webcams');
  await expect(page.locator('#root')).toHaveAttribute('data-render', 'hydrated');
  const opener = page.getByRole('button', { name: 'Full screen: Longs Peak from Beaver Meadows' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const viewer = page.getByRole('dialog', { name: 'Longs Peak from Beaver Meadows' });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Close full-screen view' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(opener).toBeFocused();
});

test('a card’s own refresh marks it busy for a second, then shows a new frame', async ({ page }) => {
  await page.goto('/webcams');
  await expect(page.locator('#root')).toHaveAttribute('data-render', 'hydrated');
  const lake = card(page, 'lake-estes');
  const image = lake.getByRole('img', { name: 'Lake Estes webcam view' });
  const before = await image.getAttribute('src');
  await lake.getByRole('button', { name: 'Refresh Lake Estes' }).click();
  await expect(lake).toHaveAttribute('aria-busy', 'true');
  await expect(lake.getByRole('button', { name: 'Refresh Lake Estes' })).toBeDisabled();
  await expect(lake).toHaveAttribute('aria-busy', 'false', { timeout: 3_000 });
  await expect(image).not.toHaveAttribute('src', before ?? '');
  // The other cards keep their frame.
  await expect(card(page, 'riverwalk').getByRole('img')).toHaveAttribute(
    'src',
    before?.replace('lake-estes', 'riverwalk') ?? '',
  );
});

test('a camera whose picture cannot be loaded shows as offline', async ({ page, expectConsoleErrors }) => {
  expectConsoleErrors([/Failed to load resource: the server responded with a status of 503/]);
  // The first card's frame fails while the page is still hydrating; the riverwalk's (lazy) once scrolled to.
  await page.route(/\/api\/conditions\/webcams\/(beaver-meadows-entrance|riverwalk)\/frame\.svg/, (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"camera down"}' }),
  );
  await page.goto('/webcams');
  await expect(page.locator('#root')).toHaveAttribute('data-render', 'hydrated');
  const entrance = card(page, 'beaver-meadows-entrance');
  await expect(entrance.getByRole('img', { name: /camera offline/ })).toContainText('Camera offline');
  await expect(entrance.locator('img')).toHaveCount(0);
  const riverwalk = card(page, 'riverwalk');
  await riverwalk.scrollIntoViewIfNeeded();
  await expect(riverwalk.getByRole('img', { name: /camera offline/ })).toContainText('Camera offline');
  await expect(riverwalk.locator('img')).toHaveCount(0);
  // Other cameras are unaffected.
  await expect(card(page, 'lake-estes').locator('img')).toHaveCount(1);
});

test('the frame endpoint answers an unknown camera with a clear 404', async ({ request }) => {
  const missing = await request.get('/api/conditions/webcams/nowhere/frame.svg');
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toEqual({ error: "There is no webcam called 'nowhere'." });
  const frame = await request.get('/api/conditions/webcams/elkhorn-avenue/frame.svg?t=1');
  expect(frame.headers()['content-type']).toMatch(/^image\/svg\+xml/);
});
