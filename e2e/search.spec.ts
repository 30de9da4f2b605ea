/**
 * The site search (/search?q=): the header's field, typo-tolerant results grouped by kind
 * whose links lead to the right pages, the empty, blank and refused states, the old /?search=
 * address, the 404 page's form, phones, and all of it without JavaScript.
 */
import type { Page } from '@playwright/test';
import { expect, failedLoadMessage, test } from './fixtures';
import { expectHydrated } from './support/page-ready';

const results = (page: Page) => page.getByRole('main');
const group = (page: Page, label: RegExp) => results(page).getByRole('region', { name: label });

/** Searches for `query` (already URL-encoded) and follows the result `name` in the group `label`. */
async function followResult(page: Page, query: string, label: RegExp, name: string | RegExp) {
  await page.goto(`/search?q=${query}`);
  await expectHydrated(page);
  await group(page, label).getByRole('link', { name }).click();
}

test('the header’s search field leads to grouped results', async ({ page }) => {
  await page.goto('/accommodations');
  await expectHydrated(page);
  const field = page.getByRole('banner').getByRole('searchbox', { name: 'Search the guide' });
  await field.fill('elk');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=elk$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “elk”');
  await expect(page.getByRole('searchbox', { name: /Search for lodging/ })).toHaveValue('elk');
  await expect(results(page).getByText(/^\d+ results?$/)).toBeVisible();
  const headings = await results(page).getByRole('heading', { level: 2 }).allTextContents();
  expect(headings.length).toBeGreaterThanOrEqual(3);
  for (const heading of headings) {
    expect(heading).toMatch(
      /^(Places to Stay|Things to Do|Restaurants|Local Intel Articles|Events|Downtown Businesses) \(\d+\)$/,
    );
  }
  await expect(group(page, /^Events/).getByRole('link', { name: 'Elk Fest' })).toBeVisible();
  await expect(group(page, /^Local Intel Articles/).getByRole('link', { name: /Elk Viewing Guide/ })).toBeVisible();
});

test('typos are tolerated', async ({ page }) => {
  await page.goto('/search?q=elk%20viewng');
  await expect(results(page).getByRole('link', { name: /Elk Viewing Guide/ })).toBeVisible();
  await page.goto('/search?q=resturant');
  await expect(
    group(page, /^Restaurants/)
      .getByRole('listitem')
      .first(),
  ).toBeVisible();
  await page.goto('/search?q=hikng');
  await expect(results(page).getByText(/^\d+ results?$/)).toBeVisible();
  await expect(results(page).getByTestId('search-empty')).toHaveCount(0);
  await page.goto('/search?q=stanly%20hotel');
  await expect(results(page).getByRole('link').filter({ hasText: 'The Stanley Hotel' }).first()).toBeVisible();
});

test.describe('each kind of result leads to its page', () => {
  test('a property: the partner’s place and the team’s, each to its page', async ({ page }) => {
    await page.goto('/search?q=stanley');
    await expectHydrated(page);
    const places = group(page, /^Places to Stay/);
    // The partner's (its type, its address, "on Booking.com") and the team's list's.
    await expect(places.getByRole('listitem').filter({ hasText: 'on Booking.com' })).toHaveCount(1);
    await expect(places.getByRole('link', { name: 'The Stanley Hotel' })).toHaveCount(2);
    await places.getByRole('listitem').filter({ hasText: 'on Booking.com' }).getByRole('link').click();
    await expect(page).toHaveURL(/\/property\/booking-9100001$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Stanley Hotel');
    await expect(page.getByRole('main')).not.toContainText(/from \$\d+ a night/);
  });

  test('an article', async ({ page }) => {
    await followResult(page, 'elk%20viewing', /^Local Intel Articles/, /Elk Viewing Guide/);
    await expect(page).toHaveURL(/\/blog\/elk-viewing-guide$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Elk Viewing Guide: Where and When to Watch the Herds',
    );
  });

  test('an event opens its detail', async ({ page }) => {
    await followResult(page, 'elk%20fest', /^Events/, 'Elk Fest');
    await expect(page).toHaveURL(/\/events\?event=elk-fest-2027$/);
    await expect(page.getByRole('dialog')).toContainText('Elk Fest');
  });

  test('an activity and a restaurant show their card', async ({ page }) => {
    await followResult(page, 'bear%20lake%20loop', /^Things to Do/, 'Bear Lake Loop');
    await expect(page).toHaveURL(/\/things-to-do\?q=Bear\+Lake\+Loop#activity-bear-lake-loop$/);
    await expect(page.getByRole('heading', { level: 3, name: 'Bear Lake Loop' })).toBeInViewport();

    await followResult(page, 'bird%20jim', /^Restaurants/, 'Bird & Jim');
    await expect(page).toHaveURL(/\/restaurants\?q=Bird\+%26\+Jim#restaurant-bird-and-jim$/);
    await expect(page.getByRole('heading', { level: 3, name: 'Bird & Jim' })).toBeInViewport();
  });

  test('a downtown business shows the directory with it', async ({ page }) => {
    await followResult(page, 'wheel%20bar', /^Downtown Businesses/, 'The Wheel Bar');
    await expect(page).toHaveURL(/\/downtown\?category=restaurant#directory-heading$/);
    await expect(page.getByRole('heading', { name: 'Downtown directory' })).toBeInViewport();
    await expect(page.locator('[data-business-id="wheel-bar"]')).toBeVisible();
  });
});

test('a query nothing matches gets the empty state with the main sections', async ({ page }) => {
  await page.goto('/search?q=qwxzv%20zzyzx');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “qwxzv zzyzx”');
  const empty = page.getByTestId('search-empty');
  await expect(empty.getByRole('heading', { level: 2 })).toHaveText('No results for “qwxzv zzyzx”');
  await expect(empty).toContainText('Check the spelling');
  const links = empty.getByRole('navigation', { name: 'Browse the guide' }).getByRole('link');
  await expect(links).toHaveCount(4);
  await links.filter({ hasText: 'Events' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Upcoming Events & Experiences');
});

test('a blank query asks for one', async ({ page }) => {
  for (const path of ['/search', '/search?q=%20%20']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search the Estes Park Guide');
    await expect(page.getByText(/Type what you’re looking for/)).toBeVisible();
    await expect(page.getByRole('searchbox', { name: /Search for lodging/ })).toBeVisible();
  }
});

test('a query that is too long is refused in the page, and kept in the field', async ({ page, request }) => {
  const long = 'elk '.repeat(60).trim();
  const api = await request.get(`/api/search?q=${encodeURIComponent(long)}`);
  expect(api.status()).toBe(400);
  expect(await api.json()).toEqual({ ok: false, message: expect.stringContaining('200 characters or fewer') });
  await page.goto(`/search?q=${encodeURIComponent(long)}`);
  await expect(page.getByRole('alert')).toContainText('Please shorten your search to 200 characters or fewer');
  await expect(page.getByRole('searchbox', { name: /Search for lodging/ })).toHaveValue(long);
});

test('the search page’s own form searches again in place', async ({ page }) => {
  await page.goto('/search?q=elk');
  await expectHydrated(page);
  const field = page.getByRole('searchbox', { name: /Search for lodging/ });
  await field.fill('pizza');
  await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search\?q=pizza$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “pizza”');
  await expect(field).toHaveValue('pizza');
});

test('the old /?search= address redirects to /search?q=', async ({ page, request }) => {
  const answer = await request.get('/?search=elk%20fest', { maxRedirects: 0 });
  expect(answer.status()).toBe(301);
  expect(answer.headers().location).toBe('/search?q=elk+fest');
  await page.goto('/?search=elk');
  await expect(page).toHaveURL(/\/search\?q=elk$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “elk”');
});

test('the 404 page’s search goes to /search?q=', async ({ page, expectConsoleErrors }) => {
  expectConsoleErrors([failedLoadMessage(404, '/no-such-trail')]);
  await page.goto('/no-such-trail');
  await expectHydrated(page);
  const main = page.getByRole('main');
  await main.getByRole('searchbox', { name: 'Search the guide' }).fill(' bear lake ');
  await main.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search\?q=bear\+lake$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “bear lake”');
});

test('on a phone, the search field is in the menu', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expectHydrated(page);
  await page.getByRole('button', { name: 'Menu' }).click();
  const field = page.getByTestId('mobile-menu').getByRole('searchbox', { name: 'Search the guide' });
  await field.fill('cabin');
  await field.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “cabin”');
  await expect(group(page, /^Places to Stay/)).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the header’s field and the results work', async ({ page }) => {
    await page.goto('/weather');
    const field = page.getByRole('banner').getByRole('searchbox', { name: 'Search the guide' });
    await field.fill('stanley');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=stanley$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “stanley”');
    // The team's place (the same hotel is also among the partner's places).
    await group(page, /^Places to Stay/)
      .getByRole('link', { name: 'The Stanley Hotel' })
      .first()
      .click();
    await expect(page).toHaveURL(/\/property\/(the-stanley-hotel|booking-9100001)$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Stanley Hotel');
  });

  test('the search page’s form and its empty state', async ({ page }) => {
    await page.goto('/search');
    await page.getByRole('searchbox', { name: /Search for lodging/ }).fill('qwxzv');
    await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
    await expect(page.getByTestId('search-empty')).toContainText('No results for “qwxzv”');
  });
});
