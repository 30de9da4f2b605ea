/**
 * Every route of the route table (docs/rules/site.md#route-table), in the browser and in the HTML
 * the server sends.
 */
import { JSDOM } from 'jsdom';
import { expect, expectFrame, failedLoadMessage, routeHeadings, test } from './fixtures';

test.describe('every route renders inside the shell’s frame', () => {
  for (const [path, heading] of routeHeadings) {
    test(`${path} shows “${heading}”`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expectFrame(page);
      await expect(page.getByText(/coming soon/i)).toHaveCount(0);
      expect(await page.locator('main').innerText()).not.toMatch(/\\u[0-9a-f]{4}/i);
    });
  }

  test('an unknown path gets the 404 page with status 404', async ({ page, expectConsoleErrors }) => {
    expectConsoleErrors([failedLoadMessage(404, '/definitely/not/here')]);
    const response = await page.goto('/definitely/not/here');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We can’t find that trail');
    await expectFrame(page);
  });
});

/** Pages that are not for search engines (docs/rules/site.md#seo-head): results, and the welcome after a sign-up. */
const notIndexed = new Set(['/search?q=elk', '/thankyou']);

test.describe('the SEO head is in the HTML the server sends, before any JavaScript', () => {
  for (const [path] of routeHeadings) {
    test(`${path}`, async ({ request, baseURL }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const { document } = new JSDOM(await response.text()).window;
      const meta = (selector: string, attribute = 'content') =>
        document.querySelector(selector)?.getAttribute(attribute) ?? '';
      expect(document.documentElement.lang).toBe('en-US');
      // The site's name and the page's own words.
      expect(document.title).toContain('Estes Park Guide');
      expect(document.title.trim()).not.toBe('Estes Park Guide');
      expect(meta('meta[name="description"]').length).toBeGreaterThan(50);
      expect(meta('meta[name="keywords"]')).toContain('Estes Park');
      expect(meta('link[rel="canonical"]', 'href')).toMatch(new RegExp(`^${baseURL}/`));
      expect(meta('meta[property="og:title"]')).toBe(document.title);
      expect(meta('meta[property="og:image"]')).toBe(`${baseURL}/images/og-default.png`);
      expect(meta('meta[name="twitter:card"]')).toBe('summary_large_image');
      expect(meta('meta[name="robots"]')).toBe(
        notIndexed.has(path)
          ? 'noindex, follow'
          : 'index, follow, max-snippet:-1, max-image-preview:large, max-video-preview:-1',
      );
      expect(meta('meta[name="geo.region"]')).toBe('US-CO');
      expect(meta('meta[name="geo.placename"]')).toBe('Estes Park');
      expect(meta('meta[name="geo.position"]')).toBe('40.38;-105.52');
      expect(meta('meta[name="theme-color"]')).toBe('#0f766e');
      const structured = [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
        JSON.parse(script.textContent ?? '{}'),
      );
      expect(
        structured.some((data) => data['@type'] === 'WebSite' && data.potentialAction['@type'] === 'SearchAction'),
      ).toBe(true);
      expect(structured.length).toBeGreaterThanOrEqual(2);
    });
  }

  test('aliases point their canonical link at the main path', async ({ request, baseURL }) => {
    for (const [alias, canonical] of [
      ['/dining', '/restaurants'],
      ['/plan-your-trip', '/trip-planning'],
      ['/deals', '/newsletter'],
    ] as const) {
      const html = await (await request.get(alias)).text();
      expect(html).toContain(`<link data-page-head rel="canonical" href="${baseURL}${canonical}">`);
    }
  });

  test('the share image is served', async ({ request }) => {
    const image = await request.get('/images/og-default.png');
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
  });
});

test('client-side navigation updates the head and keeps the page (no reload)', async ({ page, baseURL }) => {
  await page.goto('/');
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /^Stay:/ })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Places to Stay in Estes Park');
  await expect(page).toHaveTitle('Estes Park Lodging: Hotels, Cabins & Vacation Rentals | Estes Park Guide');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/accommodations`);
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Weather' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Estes Park Weather');
  await expect(page).toHaveTitle(/Estes Park Weather/);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});

test('React, the router, styled-components and the shared package run as one copy each', async ({ page }) => {
  // The router is not a shared module: it lives in the shell, and remotes use it through
  // @estes/shared, so no remote file may carry a copy of it.
  const remoteScripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/remotes/') && response.request().resourceType() === 'script') {
      remoteScripts.push(response.text().catch(() => ''));
    }
  });
  await page.goto('/accommodations');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/privacy-policy');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Weather' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Eat:/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Estes Park Restaurants');
  const copies = await page.evaluate(() => {
    type ShareScope = Record<string, Record<string, { loaded?: boolean; from: string }>>;
    const federation = (
      window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, ShareScope>> } }
    ).__FEDERATION__;
    const counts: Record<string, string[]> = {};
    for (const instance of Object.values(federation.__SHARE__)) {
      for (const [name, versions] of Object.entries(instance.default ?? {})) {
        for (const [version, shared] of Object.entries(versions)) {
          if (shared.loaded) (counts[name] ??= []).push(`${version} from ${shared.from}`);
        }
      }
    }
    return counts;
  });
  for (const name of ['react', 'react-dom', 'styled-components', '@estes/shared']) {
    expect(new Set(copies[name]), `${name}: ${JSON.stringify(copies[name])}`).toHaveProperty('size', 1);
  }
  const loadedRemoteScripts = await Promise.all(remoteScripts);
  expect(loadedRemoteScripts.length).toBeGreaterThan(4);
  expect(loadedRemoteScripts.filter((text) => text.includes('React Router caught the following error'))).toEqual([]);
});
