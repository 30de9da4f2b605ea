/**
 * /webcams against the real server and the stand-in camera host (playwright.config.ts): each
 * camera's real picture is fetched by our server and served from our origin with the time the
 * camera took it; Kawuneeche Valley's host answers 503, so it shows "Camera offline" with a link
 * to the operator's page. Nothing says LIVE, ONLINE or a resolution. The category filter lives in
 * the URL and the full-screen viewer works from the keyboard.
 */
import type { Page } from '@playwright/test';
import { webcams } from '../mfe-conditions/src/data/webcams';
import { expect, test } from './fixtures';
import { openHydrated } from './support/page-ready';
import { withoutJavaScript } from './support/steps';

const cards = (page: Page) => page.getByRole('list', { name: 'Webcams' }).locator(':scope > li');
const card = (page: Page, id: string) => page.locator(`[data-webcam-id="${id}"]`);
const npsPage = 'https://www.nps.gov/romo/learn/photosmultimedia/webcams.htm';

withoutJavaScript('with JavaScript disabled', () => {
  test('the cameras, their picture times, the offline camera and the filter links are in the HTML', async ({
    page,
  }) => {
    await page.goto('/webcams');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Estes Park Live Webcams');
    await expect(cards(page)).toHaveCount(webcams.length);
    await expect(card(page, 'longs-peak')).toContainText(/Picture taken \d{1,2}:\d{2} [AP]M M[SD]T/);
    await expect(card(page, 'kawuneeche-valley')).toContainText('Camera offline');
    await expect(page.getByRole('main')).not.toContainText(/\bLIVE\b|ONLINE|1920|Resolution/);
    await page.getByRole('navigation', { name: 'Camera categories' }).getByRole('link', { name: 'Weather' }).click();
    await expect(page).toHaveURL(/\/webcams\?category=weather$/);
    await expect(cards(page)).toHaveCount(1);
  });
});

for (const width of [390, 1280]) {
  test(`at ${width} px: real pictures from our origin with their time; an unreachable camera shows offline`, async ({
    page,
    expectConsoleErrors,
  }) => {
    // The offline camera's picture is never requested; nothing else may fail.
    expectConsoleErrors([]);
    await page.setViewportSize({ width, height: 900 });
    await openHydrated(page, '/webcams');
    const longs = card(page, 'longs-peak');
    const image = longs.getByRole('img', { name: 'Longs Peak from Beaver Meadows webcam view' });
    await expect(image).toHaveAttribute('src', /^\/api\/conditions\/webcams\/longs-peak\/image\.jpg\?v=/);
    await longs.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
    await expect(longs).toContainText(/Picture taken \d{1,2}:\d{2} [AP]M M[SD]T/);

    const kawuneeche = card(page, 'kawuneeche-valley');
    await kawuneeche.scrollIntoViewIfNeeded();
    const offline = kawuneeche.getByRole('group', { name: /camera offline/ });
    await expect(offline).toContainText('Camera offline');
    await expect(offline.getByRole('link', { name: 'National Park Service webcams page' })).toHaveAttribute(
      'href',
      npsPage,
    );
    await expect(kawuneeche.locator('img')).toHaveCount(0);
    await expect(page.getByRole('main')).not.toContainText(/\bLIVE\b|ONLINE|1920|Resolution/);
    await page.screenshot({ path: `/tmp/conditions-webcams-${width}.png`, fullPage: true });
  });
}

test('the full-screen viewer opens and closes from the keyboard, and focus returns', async ({ page }) => {
  await openHydrated(page, '/webcams');
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

test('the image endpoint serves the picture with its time, 503 for an unreachable camera, 404 for an unknown one', async ({
  request,
}) => {
  const picture = await request.get('/api/conditions/webcams/longs-peak/image.jpg');
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toBe('image/jpeg');
  expect(picture.headers()['last-modified']).toBeTruthy();
  const offline = await request.get('/api/conditions/webcams/kawuneeche-valley/image.jpg');
  expect(offline.status()).toBe(503);
  expect(await offline.json()).toMatchObject({ error: 'Camera offline' });
  const missing = await request.get('/api/conditions/webcams/nowhere/image.jpg');
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toEqual({ error: "There is no webcam called 'nowhere'." });
});
