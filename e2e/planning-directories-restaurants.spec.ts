/**
 * /restaurants and /dining (one screen) against the real server: cuisine, price ('Any
 * Price') and sort in the URL, the empty state and the GET form with JavaScript off. The main
 * server reads the places stand-in (live facts: rating on Google Maps, open now, hours, phone,
 * website; a place closed for good left out), the second instance has no key (no figure at all,
 * each place's own listing, the filters that need live facts not offered), at 390 and 1280 px.
 * Restaurant markup in the head carries only sourced facts and never an AggregateRating.
 */
import type { Page } from '@playwright/test';
import { secondInstancePort } from '../playwright.config';
import { expect, test } from './fixtures';
import { openHydrated } from './support/page-ready';
import { openWithoutJavaScript } from './support/steps';

const cards = (page: Page) => page.getByRole('list', { name: 'Restaurants' }).locator(':scope > li');
const countHeading = (page: Page) => page.getByRole('heading', { level: 2, name: /restaurants? found$/ });
const countOf = async (page: Page) => Number((await countHeading(page).textContent())?.match(/^\d+/)?.[0]);

const restaurantMarkup = async (page: Page) => {
  const blocks = await page.locator('head script[type="application/ld+json"]').allTextContents();
  return blocks
    .map((text) => JSON.parse(text) as unknown)
    .flatMap((data) => (Array.isArray(data) ? data : [data]) as Record<string, unknown>[])
    .filter((data) => data['@type'] === 'Restaurant');
};

const withoutKey = `http://localhost:${secondInstancePort}`;

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('with the places stand-in: live facts on Google Maps, a place closed for good left out, sourced markup only', async ({
      page,
    }) => {
      await openHydrated(page, '/dining');
      await expect(page.getByRole('heading', { level: 1, name: 'Estes Park Restaurants' })).toBeVisible();
      const total = await countOf(page);
      expect(total).toBe(27);
      await expect(cards(page)).toHaveCount(total);
      await expect(page.locator('[data-restaurant-id="sweet-basilico"]')).toHaveCount(0);
      await expect(page.locator('[data-place-facts-notice]')).toHaveCount(0);
      const card = page.locator('[data-restaurant-id="bird-and-jim"]');
      await expect(card.locator('[data-place-fact="rating"]')).toContainText(
        /★ \d\.\d out of 5 on Google Maps .*\([\d,]+ reviews?\)/,
      );
      await expect(card.getByRole('link', { name: /^Google Maps/ })).toHaveAttribute('target', '_blank');
      await expect(card.locator('[data-place-fact="opening"]')).toHaveText(
        /^(Open now|Closed now|Closed today|Open 24 hours)/,
      );
      await expect(card.getByText('Hours this week')).toBeVisible();
      await expect(card.getByRole('link', { name: /\(970\) 555-01\d\d/ })).toHaveAttribute('href', /^tel:\+1970555/);
      const website = card.getByRole('link', { name: /bird-and-jim\.stand-in\.example/ });
      await expect(website).toHaveAttribute('target', '_blank');
      await expect(website).toHaveAttribute('rel', /noopener/);
      await expect(card).toContainText('Stand-in Test Road');
      await expect(card).toContainText('Takes reservations');
      // No match on Google: the place's own listing.
      await expect(page.locator('[data-restaurant-id="cascades-stanley-hotel"]')).toContainText(
        'Hours and contact on the place’s own listing',
      );
      const markup = await restaurantMarkup(page);
      expect(markup).toHaveLength(total);
      for (const entry of markup) {
        expect(entry).not.toHaveProperty('aggregateRating');
        expect(entry).not.toHaveProperty('openingHours');
      }
      expect(markup.find((entry) => entry.name === 'Bird & Jim')).toMatchObject({
        telephone: expect.stringMatching(/^\+1-970-555-01\d\d$/),
        address: expect.stringContaining('Stand-in Test Road'),
        geo: { '@type': 'GeoCoordinates' },
      });
    });

    test('without a key: no rating, hours or open now, each place’s own listing, said once', async ({ page }) => {
      await openHydrated(page, `${withoutKey}/restaurants?open=now&sort=rating`);
      const total = await countOf(page);
      expect(total).toBe(28);
      await expect(page.locator('[data-place-facts-notice="not-configured"]')).toHaveCount(1);
      await expect(page.locator('[data-place-facts-notice]')).toContainText('are not connected right now');
      await expect(page.getByText('Open now needs live hours, which are not connected right now.')).toBeVisible();
      await expect(page.getByLabel('Open', { exact: true })).toHaveCount(0);
      await expect(page.getByLabel('Sort by')).toHaveValue('featured');
      await expect(page.getByLabel('Sort by').locator('option')).toHaveText(['Featured', 'Name (A–Z)']);
      const list = page.getByRole('list', { name: 'Restaurants' });
      await expect(list).not.toContainText(/★|reviews\)|Open now ·|Closes|\(970\)/);
      await expect(list.getByText('Hours and contact on the place’s own listing')).toHaveCount(total);
      const search = page
        .locator('[data-restaurant-id="bird-and-jim"]')
        .getByRole('link', { name: /search Google Maps/ });
      await expect(search).toHaveAttribute(
        'href',
        `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent('Bird & Jim, 915 Moraine Ave, Estes Park')}`,
      );
      await expect(search).toHaveAttribute('target', '_blank');
      for (const entry of await restaurantMarkup(page)) {
        expect(entry).not.toHaveProperty('aggregateRating');
        expect(entry).not.toHaveProperty('telephone');
        expect(entry).not.toHaveProperty('address');
      }
    });

    test('open now, with JavaScript off, lists only what the live hours say is open', async ({ browser }) => {
      const page = await openWithoutJavaScript(browser, '/restaurants', { viewport: { width, height: 900 } });
      await page.getByLabel('Open', { exact: true }).selectOption('now');
      await page.getByRole('button', { name: 'Apply filters' }).click();
      await expect(page).toHaveURL(/\/restaurants\?.*open=now/);
      const openings = await cards(page).locator('[data-place-fact="opening"]').allTextContents();
      expect(openings.length).toBe(await countOf(page));
      for (const text of openings) expect(text).toMatch(/^(Open now|Open 24 hours)/);
      await page.context().close();
    });
  });
}

test('cuisine, price and sort filter the list and live in the URL; back and forward step through them', async ({
  page,
}) => {
  await openHydrated(page, '/dining');
  const total = await countOf(page);
  await expect(page.getByLabel('Price', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Price', { exact: true }).locator('option').first()).toHaveText('Any Price');
  await expect(page.getByLabel('Cuisine').locator('option')).toHaveCount(7);

  await page.getByLabel('Cuisine').selectOption('Italian & Pizza');
  await expect(page).toHaveURL(/\/dining\?cuisine=Italian\+%26\+Pizza$/);
  await expect.poll(() => countOf(page)).toBeLessThan(total);
  const italian = await countOf(page);
  for (const text of await cards(page).allTextContents()) expect(text).toContain('Italian & Pizza');

  await page.getByLabel('Price', { exact: true }).selectOption('$');
  await expect(page).toHaveURL(/price=%24$/);
  await expect.poll(() => countOf(page)).toBeLessThan(italian);

  await page.getByLabel('Sort by').selectOption('reviews');
  await expect(page).toHaveURL(/sort=reviews/);
  const reviewCounts = await cards(page)
    .getByText(/\([\d,]+ reviews\)/)
    .allTextContents()
    .then((texts) => texts.map((text) => Number(text.match(/\(([\d,]+) reviews\)/)?.[1]?.replace(/,/g, ''))));
  expect(reviewCounts).toEqual([...reviewCounts].sort((a, b) => b - a));

  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/dining\?cuisine=Italian\+%26\+Pizza$/);
  await expect(page.getByLabel('Price', { exact: true })).toHaveValue('');
  await expect.poll(() => countOf(page)).toBe(italian);
  await page.goForward();
  await expect(page.getByLabel('Price', { exact: true })).toHaveValue('$');
});

test('a search with no match shows the empty state with a way out', async ({ page }) => {
  await openHydrated(page, '/restaurants');
  await page.getByLabel('Search restaurants').fill('sushi omakase');
  await expect(page.getByRole('heading', { name: 'No restaurants found' })).toBeVisible();
  await expect(page.getByText('Try adjusting your search criteria to find more options.')).toBeVisible();
  await expect(page).toHaveURL(/q=sushi\+omakase/);
  // The structured data in the head is updated after the list is shown: read until it has been.
  await expect.poll(() => restaurantMarkup(page)).toHaveLength(0);
  await page.getByRole('status').getByRole('link', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/restaurants$/);
  await expect(page.getByLabel('Search restaurants')).toHaveValue('');
  expect(await countOf(page)).toBeGreaterThanOrEqual(25);
});

test('with JavaScript off, the filters work as a form', async ({ browser }) => {
  const page = await openWithoutJavaScript(browser, '/dining', { viewport: { width: 1280, height: 900 } });
  await page.getByLabel('Cuisine').selectOption('Mexican');
  await page.getByLabel('Price', { exact: true }).selectOption('$$');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/\/dining\?.*cuisine=Mexican&price=%24%24/);
  const names = await cards(page).locator('h3').allTextContents();
  expect(names.length).toBeGreaterThan(0);
  for (const text of await cards(page).allTextContents()) expect(text).toContain('Mexican');
  await page.context().close();
});
