/**
 * A page opened by a link inside the site is told to the server by a beacon (decision 070), at
 * phone and desktop widths: the real server takes a real Chromium's beacon (its Origin and
 * Sec-Fetch-Site are the site's), once per new page, and none for the page the visitor loaded.
 */
import type { Request } from '@playwright/test';
import { expect, test } from './fixtures';

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px: following links sends one page view per new page, taken by the server`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const beacons: Request[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/page-view') beacons.push(request);
    });
    await page.goto('/privacy-policy');
    await expect(page.locator('#root')).toHaveAttribute('data-render', 'hydrated');

    const firstBeacon = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/page-view');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
    const sent = await firstBeacon;
    expect(sent.method()).toBe('POST');
    expect(sent.postData()).toBe('/terms-of-service');
    expect((await sent.response())?.status()).toBe(204);

    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
    await expect
      .poll(() => beacons.map((request) => request.postData()))
      .toEqual(['/terms-of-service', '/privacy-policy']);
    expect((await beacons[1]?.response())?.status()).toBe(204);
  });
}
