/**
 * /accommodations against the real server: the list is rendered complete, filters, sort and
 * layout live in the URL (shareable, back/forward), Book Now goes to the partner as a
 * sponsored link in a new tab, and the empty state says what to do.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const results = (page: Page) =>
  page.getByRole('list', { name: 'Accommodations' }).locator(':scope > li[data-listing-id]');
const countHeading = (page: Page) => page.getByRole('heading', { level: 2, name: /properties? found$/ });
const countOf = async (page: Page) => Number((await countHeading(page).textContent())?.match(/^\d+/)?.[0]);

test('the list is in the server’s HTML, 24 to a page, with the disclosure and the static sections', async ({
  page,
}) => {
  await page.goto('/accommodations');
  await expect(page.locator('#root')).toHaveAttribute('data-render', 'hydrated');
  expect(await countOf(page)).toBe(101);
  await expect(results(page)).toHaveCount(24);
  await expect(page.getByText('Showing 1–24 (page 1 of 5)')).toBeVisible();
  await expect(page.getByText('How we earn:')).toBeVisible();
  // No invented testimonials (issue 21).
  await expect(page.getByRole('heading', { name: 'What guests say' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'How does it work?' })).toBeVisible();
  // Grid: the newsletter banner comes after the 4th card.
  const items = page.getByRole('list', { name: 'Accommodations' }).locator(':scope > li');
  await expect(items.nth(4)).toContainText('Join The Estes Insider');
});

for (const width of [390, 1280]) {
  test(`at ${width} px the pages of results are links with the filters kept, and a filter starts again at page 1`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/accommodations?sort=price-low');
    await expect(page.locator('#root')).toHaveAttribute('data-render', 'hydrated');
    const firstOnPageOne = await results(page).first().getAttribute('data-listing-id');
    const pages = page.getByRole('navigation', { name: 'Pages of results' });
    await pages.getByRole('link', { name: 'Next →' }).click();
    await expect(page).toHaveURL(/\/accommodations\?sort=price-low&page=2#results-heading$/);
    // The new page opens at the top of its results.
    await expect(page.getByRole('heading', { name: /properties found$/ })).toBeInViewport();
    await expect(page.getByText('Showing 25–48 (page 2 of 5)')).toBeVisible();
    expect(await results(page).first().getAttribute('data-listing-id')).not.toBe(firstOnPageOne);
    await pages.getByRole('link', { name: 'Page 5' }).click();
    await expect(results(page)).toHaveCount(5);
    await expect(pages.getByRole('link', { name: 'Next →' })).toHaveCount(0);
    // A filter applies to every page: its link starts at page 1.
    await page.goto('/accommodations?type=Cabin&page=9');
    const cabins = await countOf(page);
    await expect(results(page)).toHaveCount(Math.min(24, cabins - 24 * (Math.ceil(cabins / 24) - 1)));
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the pages of results work as plain links', async ({ page }) => {
    await page.goto('/accommodations');
    await page.getByRole('navigation', { name: 'Pages of results' }).getByRole('link', { name: 'Page 3' }).click();
    await expect(page).toHaveURL(/\/accommodations\?page=3#results-heading$/);
    await expect(page.getByText('Showing 49–72 (page 3 of 5)')).toBeVisible();
    await expect(results(page)).toHaveCount(24);
  });
});

test('a type link from the header filters the list, and Book Now is a sponsored partner link', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Cabins' }).click();
  await expect(page).toHaveURL(/\/accommodations\?type=Cabin$/);
  const total = await countOf(page);
  expect(total).toBeGreaterThan(0);
  expect(total).toBeLessThan(101);
  for (const card of await results(page).all()) await expect(card).toContainText('Cabin');
  const book = results(page)
    .first()
    .getByRole('link', { name: /^Book .* with our partner/ });
  await expect(book).toHaveAttribute('target', '_blank');
  await expect(book).toHaveAttribute('rel', 'sponsored noopener noreferrer');
  await expect(book).toHaveAttribute('href', /^\/go\/book\/(hotel|vrbo)-\d+\?(.*&)?from=%2Faccommodations$/);
});

test('filters and sort update the list and the URL; back and forward step through them', async ({ page }) => {
  await page.goto('/accommodations');
  await expect(page.locator('#root')).toHaveAttribute('data-render', 'hydrated');
  const visibleFilters = page.locator('form', { has: page.getByRole('heading', { name: 'Filter stays' }) });

  await visibleFilters.getByRole('checkbox', { name: 'Under $150' }).check();
  await expect(page).toHaveURL(/price=under-150/);
  await expect.poll(() => countOf(page)).toBeLessThan(101);
  const cheap = await countOf(page);
  expect(cheap).toBeGreaterThan(0);
  expect(cheap).toBeLessThan(101);

  await visibleFilters.getByRole('radio', { name: '8.5+' }).check();
  await expect(page).toHaveURL(/rating=8\.5/);
  await expect.poll(() => countOf(page)).toBeLessThan(cheap);
  const cheapAndGood = await countOf(page);

  await page.getByLabel('Sort by').selectOption('price-low');
  await expect(page).toHaveURL(/sort=price-low/);
  await expect(page.getByLabel('Sort by')).toHaveValue('price-low');
  const prices = await results(page)
    .locator('strong')
    .allTextContents()
    .then((texts) => texts.map((text) => Number(text.replace(/[^\d]/g, ''))));
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
  for (const price of prices) expect(price).toBeLessThan(150);

  await page.goBack();
  await expect(page).not.toHaveURL(/sort=/);
  await page.goBack();
  await expect(page).not.toHaveURL(/rating=/);
  await expect.poll(() => countOf(page)).toBe(cheap);
  await expect(visibleFilters.getByRole('radio', { name: '8.5+' })).not.toBeChecked();
  await page.goForward();
  await expect(page).toHaveURL(/rating=8\.5/);
  await expect.poll(() => countOf(page)).toBe(cheapAndGood);
  await expect(visibleFilters.getByRole('radio', { name: '8.5+' })).toBeChecked();
});

test('the list layout puts the newsletter banner after the 3rd card', async ({ page }) => {
  await page.goto('/accommodations');
  await page.getByRole('link', { name: 'List view' }).click();
  await expect(page).toHaveURL(/view=list/);
  const items = page.getByRole('list', { name: 'Accommodations' }).locator(':scope > li');
  await expect(items.nth(3)).toContainText('Join The Estes Insider');
});

test('no match shows the empty state with a way out', async ({ page }) => {
  await page.goto('/accommodations?type=Cabin&price=over-500&rating=9&amenity=pool&amenity=breakfast');
  await expect(page.getByRole('heading', { name: 'No accommodations found' })).toBeVisible();
  await expect(page.getByText('Try adjusting your search criteria to find more options.')).toBeVisible();
  await page.getByRole('link', { name: 'Clear all filters' }).click();
  await expect(countHeading(page)).toHaveText('101 properties found');
});

test('the hero search narrows the list by guests and area', async ({ page }) => {
  await page.goto('/accommodations');
  await expect(page.locator('#root')).toHaveAttribute('data-render', 'hydrated');
  const search = page.getByRole('search', { name: 'Search stays' });
  await search.getByLabel('Area').selectOption('lake');
  await search.getByLabel('Guests').selectOption('6');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/area=lake/);
  await expect(page).toHaveURL(/guests=6/);
  const total = await countOf(page);
  expect(total).toBeGreaterThan(0);
  // Six guests: no hotel room (at most 4) is offered.
  for (const link of await results(page)
    .getByRole('link', { name: /^View details of/ })
    .all()) {
    await expect(link).toHaveAttribute('href', /\/property\/vrbo-\d+\?.*guests=6/);
  }
});

test('with JavaScript off, the filters still work as a form', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto('/accommodations');
  await page.getByRole('checkbox', { name: 'Hot Tub' }).check();
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/amenity=hot-tub/);
  const total = await countOf(page);
  expect(total).toBeGreaterThan(0);
  expect(total).toBeLessThan(101);
  await context.close();
});
