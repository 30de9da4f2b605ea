/**
 * /restaurants and /dining (one screen) against the real server: cuisine, price ('Any
 * Price') and sort in the URL, cards with hours, a tap-to-call phone, the website in a new
 * tab and reservations, Restaurant markup in the head, the empty state, and the GET form with
 * JavaScript off.
 */
import type { Page } from '@playwright/test';
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

test('/dining shows the restaurants with Eat highlighted, and Restaurant markup per entry', async ({ page }) => {
  await openHydrated(page, '/dining');
  await expect(page.getByRole('heading', { level: 1, name: 'Estes Park Restaurants' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).locator('[aria-current="page"]')).toHaveText('Eat');
  const total = await countOf(page);
  expect(total).toBeGreaterThanOrEqual(25);
  await expect(cards(page)).toHaveCount(total);
  const markup = await restaurantMarkup(page);
  expect(markup).toHaveLength(total);
  const rockInn = markup.find((entry) => entry.name === 'The Rock Inn Mountain Tavern');
  expect(rockInn).toMatchObject({
    servesCuisine: 'Pub & Brewery',
    priceRange: '$$',
    telephone: '+1-970-586-4116',
    address: { addressLocality: 'Estes Park', addressRegion: 'CO' },
    aggregateRating: { '@type': 'AggregateRating' },
    url: 'https://www.rockinnestes.com',
    openingHours: ['Mo-Su 16:00-22:00'],
  });
});

test('a card has hours, a tap-to-call phone, the website in a new tab and reservations', async ({ page }) => {
  await openHydrated(page, '/restaurants');
  const card = page.locator('[data-restaurant-id="bird-and-jim"]');
  await expect(card).toContainText('Daily 11 AM–9 PM');
  await expect(card).toContainText('Takes reservations');
  await expect(card.getByRole('link', { name: /\(970\) 586-9832/ })).toHaveAttribute('href', 'tel:+19705869832');
  const website = card.getByRole('link', { name: /birdandjim\.com/ });
  await expect(website).toHaveAttribute('href', 'https://www.birdandjim.com');
  await expect(website).toHaveAttribute('target', '_blank');
  await expect(website).toHaveAttribute('rel', /noopener/);
  const features = card.getByRole('list', { name: 'Features of Bird & Jim' }).getByRole('listitem');
  await expect(features).toHaveText(['Patio with fire pits', 'Craft cocktails', 'Local ingredients', '+2 more']);
});

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
  expect(await restaurantMarkup(page)).toHaveLength(0);
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
