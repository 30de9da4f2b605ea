/**
 * /things-to-do against the real server: the whole directory in the server's HTML, search,
 * category, difficulty, price and sort in the URL (shareable, back/forward), cards with three
 * features and '+N more', the empty state, and the GET form with JavaScript off; at 390 and 1280
 * px, live facts from the places stand-in (main server) and none without a key (second instance).
 */
import type { Page } from '@playwright/test';
import { secondInstancePort } from '../playwright.config';
import { expect, test } from './fixtures';
import { openHydrated } from './support/page-ready';
import { openWithoutJavaScript } from './support/steps';

const cards = (page: Page) => page.getByRole('list', { name: 'Activities' }).locator(':scope > li');
const countHeading = (page: Page) => page.getByRole('heading', { level: 2, name: /activit(y|ies) found$/ });
const countOf = async (page: Page) => Number((await countHeading(page).textContent())?.match(/^\d+/)?.[0]);

test('the whole directory is rendered on the server, featured first, with three features and +N more', async ({
  page,
}) => {
  await openHydrated(page, '/things-to-do');
  const total = await countOf(page);
  expect(total).toBeGreaterThanOrEqual(30);
  await expect(cards(page)).toHaveCount(total);
  await expect(cards(page).first()).toContainText('Featured');
  const bearLake = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Bear Lake Loop' }) });
  const features = bearLake.getByRole('list', { name: 'Features of Bear Lake Loop' }).getByRole('listitem');
  await expect(features).toHaveText(['Wheelchair-accessible path', 'Park & Ride shuttle', 'Restrooms', '+2 more']);
  await expect(bearLake.getByRole('img')).toHaveAttribute('alt', /^Bear Lake Loop: illustration of/);
});

test('?category=Outdoor from a link filters the list and shows in the form', async ({ page }) => {
  await openHydrated(page, '/things-to-do?category=Outdoor');
  await expect(page.getByLabel('Category')).toHaveValue('Outdoor');
  const outdoor = await countOf(page);
  expect(outdoor).toBeGreaterThan(10);
  for (const tag of await cards(page)
    .locator('span', { hasText: /^(Outdoor|Indoor|Tours|Dining|Shopping|Entertainment)$/ })
    .allTextContents())
    expect(tag).toBe('Outdoor');
});

test('filters, search and sort update the list and the URL; back and forward step through them', async ({ page }) => {
  await openHydrated(page, '/things-to-do');
  const total = await countOf(page);

  await page.getByLabel('Difficulty').selectOption('Difficult');
  await expect(page).toHaveURL(/\?difficulty=Difficult$/);
  await expect.poll(() => countOf(page)).toBeLessThan(total);
  const difficult = await countOf(page);
  expect(difficult).toBeGreaterThan(0);

  await page.getByLabel('Price').selectOption('Free');
  await expect(page).toHaveURL(/difficulty=Difficult&price=Free/);
  await expect.poll(() => countOf(page)).toBeLessThanOrEqual(difficult);
  const difficultFree = await countOf(page);

  await page.getByLabel('Sort by').selectOption('name');
  await expect(page).toHaveURL(/sort=name/);
  const names = await cards(page).locator('h3').allTextContents();
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en-US', { sensitivity: 'base' })));

  await page.getByLabel('Search activities').fill('sky pond');
  await expect(page).toHaveURL(/q=sky\+pond/);
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText('Sky Pond');

  await page.goBack();
  await expect(page).not.toHaveURL(/q=/);
  await expect(page.getByLabel('Search activities')).toHaveValue('');
  await expect.poll(() => countOf(page)).toBe(difficultFree);
  await page.goBack();
  await expect(page).not.toHaveURL(/sort=/);
  await page.goBack();
  await expect(page).not.toHaveURL(/price=/);
  await expect(page.getByLabel('Price')).toHaveValue('');
  await expect.poll(() => countOf(page)).toBe(difficult);
  await page.goForward();
  await expect(page).toHaveURL(/price=Free/);
  await expect(page.getByLabel('Price')).toHaveValue('Free');
  await expect.poll(() => countOf(page)).toBe(difficultFree);
});

test('no match shows the empty state with a way out', async ({ page }) => {
  await openHydrated(page, '/things-to-do?category=Indoor&difficulty=Difficult');
  await expect(page.getByRole('heading', { name: 'No activities found' })).toBeVisible();
  await expect(page.getByText('Try adjusting your search criteria to find more options.')).toBeVisible();
  await expect(countHeading(page)).toHaveText('0 activities found');
  await page.getByRole('status').getByRole('link', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/things-to-do$/);
  await expect.poll(() => countOf(page)).toBeGreaterThanOrEqual(30);
});

test('with JavaScript off, the filters work as a form', async ({ browser }) => {
  const page = await openWithoutJavaScript(browser, '/things-to-do', { viewport: { width: 390, height: 844 } });
  const total = await countOf(page);
  await page.getByLabel('Category').selectOption('Tours');
  await page.getByLabel('Search activities').fill('stanley');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/q=stanley&category=Tours/);
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText('The Stanley Hotel Tour');
  expect(await countOf(page)).toBeLessThan(total);
  await page.context().close();
});

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('with the places stand-in: ratings on Google Maps and hours where the provider has them', async ({ page }) => {
      await openHydrated(page, '/things-to-do');
      await expect(page.locator('[data-place-facts-notice]')).toHaveCount(0);
      const museum = page.locator('[data-activity-id="estes-park-museum"]');
      await expect(museum.locator('[data-place-fact="rating"]')).toContainText(/on Google Maps/);
      await expect(museum).toContainText('Also from Stand-in Test Data Co-op');
      await expect(page.locator('[data-activity-id="aerial-tramway"]')).toContainText('Temporarily closed');
      // The stand-in does not know Trail Ridge Road: its own listing.
      await expect(page.locator('[data-activity-id="trail-ridge-road"]')).toContainText(
        'Hours and contact on the place’s own listing',
      );
      await expect(page.getByLabel('Open', { exact: true })).toBeVisible();
    });

    test('without a key: no rating, hours or open now, said once', async ({ page }) => {
      await openHydrated(page, `http://localhost:${secondInstancePort}/things-to-do`);
      const total = await countOf(page);
      expect(total).toBe(34);
      await expect(page.locator('[data-place-facts-notice="not-configured"]')).toHaveCount(1);
      const list = page.getByRole('list', { name: 'Activities' });
      await expect(list).not.toContainText(/★|reviews\)|Open now ·|Closes/);
      await expect(list.getByText('Hours and contact on the place’s own listing')).toHaveCount(total);
      await expect(page.getByLabel('Open', { exact: true })).toHaveCount(0);
    });
  });
}
