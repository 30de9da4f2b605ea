/**
 * /getting-around (issue 33) against the real server, at phone and desktop widths: the page's
 * sourced facts (typical fill times labelled, seasons with their year, sources with their checked
 * day, tap-to-call numbers), the links to it from the park conditions on /weather, the trip
 * planning page and My trip, the site search finding it, and its place in the sitemap.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectHydrated, openHydrated } from './support/page-ready';

async function expectGettingAround(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/getting-around$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Getting around Estes Park and the park');
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the page gives each fact with its source and checked day, typical fill times labelled', async ({ page }) => {
      await openHydrated(page, '/getting-around');
      await expect(page).toHaveTitle(/^Getting Around Estes Park: Hiker Shuttle, Free Shuttles & Parking/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/getting-around$/);
      for (const heading of [
        'Shuttles and parking',
        'The park’s Hiker Shuttle',
        'When trailhead parking fills',
        'The town’s free shuttles (The Peak)',
        'Parking in town',
        'Safety essentials',
        'Lightning',
        'Altitude',
        'Wildlife distances',
        'Leave No Trace',
        'Emergency numbers',
      ]) {
        await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
      }
      const fillTimes = page.getByRole('region', { name: 'When trailhead parking fills' });
      await expect(fillTimes.getByText('Typical (as of 2019): Glacier Gorge Trailhead: full by 6 a.m.')).toBeVisible();
      await expect(fillTimes).toContainText('Could not be confirmed');
      const shuttle = page.getByRole('region', { name: 'The park’s Hiker Shuttle' });
      await expect(shuttle).toContainText('as the park stated for 2023');
      await expect(shuttle).toContainText(/checked November 27, 2026/);
      const wildlife = page.getByRole('region', { name: 'Wildlife distances' });
      await expect(wildlife).toContainText('at least 75 feet');
      await expect(wildlife).toContainText('at least 120 feet');
      await expect(
        wildlife
          .getByRole('link', { name: 'National Park Service, Rocky Mountain National Park: Wildlife Viewing' })
          .first(),
      ).toHaveAttribute('href', 'https://www.nps.gov/romo/planyourvisit/wildlife_view.htm');
      await expect(page.getByRole('link', { name: '911', exact: true })).toHaveAttribute('href', 'tel:911');
    });

    test('the park conditions on /weather link to it', async ({ page }) => {
      await openHydrated(page, '/weather');
      await page
        .getByRole('region', { name: 'Park conditions' })
        .getByRole('link', { name: /Getting around/ })
        .click();
      await expectGettingAround(page);
    });

    test('the trip planning page links to it', async ({ page }) => {
      await openHydrated(page, '/trip-planning');
      await page
        .getByRole('region', { name: 'Free planning resources' })
        .getByRole('link', { name: 'Getting around' })
        .click();
      await expectGettingAround(page);
    });

    test('My trip links to it', async ({ page }) => {
      await openHydrated(page, '/my-trip');
      await page.getByRole('link', { name: /getting around, with shuttles/ }).click();
      await expectGettingAround(page);
    });

    test('the site search finds it under Guides', async ({ page }) => {
      await page.goto('/search?q=hiker%20shuttle');
      await expectHydrated(page);
      await page
        .getByRole('main')
        .getByRole('region', { name: /^Guides/ })
        .getByRole('link', { name: /Getting around/ })
        .click();
      await expectGettingAround(page);
    });
  });
}

test('the sitemap lists it, and it answers', async ({ request, baseURL }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  expect(xml).toContain(`<loc>${baseURL}/getting-around</loc>`);
  expect((await request.get('/getting-around')).status()).toBe(200);
});
