/**
 * The home page: the shell's sections and the areas' widgets in their order, all in the
 * server's HTML. A widget's code loads only when the visitor comes to it (none of it is in the
 * first load), after which it works like the area's own page; after a client-side navigation
 * every widget renders at once. An area that cannot serve its widgets leaves a compact
 * fallback and the rest of the page working.
 */
import { areaNames } from '../shared/src/routing/route-table';
import { widgetTable } from '../shared/src/routing/widget-table';
import { areaSampleRoutes, expect, remoteFailureMessages, test } from './fixtures';
import { expectHydrated, wakeStaySearch } from './support/page-ready';
import { expectLinkTargets } from './support/steps';

const sectionHeadings = [
  'Popular Destinations',
  'Featured Accommodations',
  'Browse by Property Type',
  'Plan Your Trip',
  'Estes Park Weather',
  'Upcoming Events & Experiences',
  'Why Book With Us',
  'Plan Your Perfect Trip',
  'Ready for the mountains?',
  'Join The Estes Insider',
  'Latest from Local Intel',
];

test('every section is in the server’s HTML, in order, and no widget code loads until needed', async ({ page }) => {
  const remoteScripts: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/remotes/') && request.resourceType() === 'script') remoteScripts.push(request.url());
  });
  await page.goto('/');
  await expectHydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find Your Perfect Estes Park Stay');
  await expect(page.getByText('Find a place to stay, and book it with our partner')).toBeVisible();
  const headings = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
  expect(headings).toEqual(sectionHeadings);
  await page.waitForLoadState('networkidle');
  expect(remoteScripts).toEqual([]);
});

test('popular destinations, featured stays and property types link where the rules say', async ({ page }) => {
  await page.goto('/');
  const destinations = page.locator('[data-home-piece="lodging.popularDestinations"]');
  // The partner does not say which part of town a place is in: only the downtown guide is offered
  // (e2e/lodging-team-list.spec.ts has the other tiles on the team's list).
  await expectLinkTargets(destinations, [['Downtown Estes Park', '/downtown']]);
  await expect(destinations.getByRole('listitem')).toHaveCount(1);
  await expect(destinations.getByRole('listitem').filter({ hasText: 'Downtown Estes Park' })).not.toContainText(
    'properties',
  );

  const featuredPiece = page.locator('[data-home-piece="lodging.featuredStays"]');
  const featured = featuredPiece.locator('li[data-listing-id]');
  await expect(featured).toHaveCount(4);
  await expect(featuredPiece).toContainText(/The best review scores on Booking\.com \(9 or more out of 10/);
  await expect(featuredPiece).toContainText(
    /among places with rooms for \w{3}, \w{3} \d+ – \w{3}, \w{3} \d+, \d{4} · 2 nights · 2 adults/,
  );
  const ratings = (await featured.locator('[data-tone]').allTextContents()).map(Number);
  expect(ratings.every((rating) => rating >= 9)).toBe(true);
  expect([...ratings].sort((a, b) => b - a)).toEqual(ratings);
  const book = featured.first().getByRole('link', { name: /^Book Now: .*, on Booking\.com/ });
  await expect(book).toHaveAttribute('rel', 'sponsored noopener noreferrer');
  await expect(book).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('link', { name: 'Show all properties' })).toHaveAttribute('href', '/accommodations');

  const types = page.locator('[data-home-piece="lodging.browseByType"]');
  const tile = (label: string, type: string) =>
    [new RegExp(`^${label.replace(/&/g, '\\&')} \\d+ propert(y|ies)$`), `/accommodations?type=${type}`] as const;
  await expectLinkTargets(types, [
    tile('Hotels', 'Hotel'),
    tile('Cabins', 'Cabin'),
    tile('Houses', 'House'),
    tile('Resorts', 'Resort'),
    tile('Inns & B&Bs', 'Inn'),
  ]);
  // The stand-in has no condo or cottage among its places: no tile for them.
  await expect(types.getByRole('link', { name: /^Condos|^Cottages/ })).toHaveCount(0);
  // Each tile's count is what its link shows.
  const inns = types.getByRole('link', { name: /^Inns/ });
  const count = Number(((await inns.textContent()) ?? '').match(/(?<!\d)(\d+) propert/)?.[1]);
  await inns.click();
  await expect(page).toHaveURL(/\/accommodations\?type=Inn$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Places to Stay in Estes Park');
  await expect(page.getByRole('heading', { level: 2, name: `${count} places available` })).toBeVisible();
});

test('the stay search wakes when used and passes what was chosen on to the list', async ({ page }) => {
  await page.goto('/');
  await expectHydrated(page);
  const search = page.getByRole('search', { name: 'Search stays' });
  await expect(search.getByLabel('Area')).toHaveValue('downtown');
  await expect(search.getByLabel('Adults')).toHaveValue('2');
  // The pointer coming into the form wakes it (once the page has hydrated and is listening).
  await wakeStaySearch(page, search);
  await search.getByLabel('Area').selectOption('lake');
  const checkIn = search.getByLabel('Check-in');
  const today = await checkIn.getAttribute('min');
  expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  const later = new Date(`${today}T12:00:00Z`);
  later.setUTCDate(later.getUTCDate() + 10);
  const checkInDate = later.toISOString().slice(0, 10);
  await checkIn.fill(checkInDate);
  // The check-out may not come before the check-in (docs/rules/lodging.md#booking-dates): the form
  // follows the chosen date.
  await expect(search.getByLabel('Check-out')).toHaveAttribute('min', checkInDate);
  await search.getByLabel('Adults').selectOption('4');
  await search.getByLabel('Children’s ages').fill('8');
  await search.getByRole('button', { name: 'Search' }).click();
  // A check-in alone is not a stay: the list says so, and makes no search.
  await expect(page).toHaveURL(new RegExp(`/accommodations\\?area=lake&checkin=${checkInDate}&adults=4&children=8$`));
  await expect(page.getByTestId('bad-stay')).toContainText('Give both a check-in and a check-out date, or neither.');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Places to Stay in Estes Park');
});

test('the weather card wakes when it scrolls into view and keeps its readings', async ({ page }) => {
  await page.goto('/');
  await expectHydrated(page);
  const card = page.locator('[data-home-piece="conditions.weatherCard"]');
  await expect(card.getByRole('heading', { name: 'Estes Park Weather' })).toBeVisible();
  await expect(card).toContainText('°F');
  await expect(card.getByRole('link', { name: /View Extended Forecast|Mountain weather guide/ })).toHaveAttribute(
    'href',
    '/weather',
  );
  const conditionsCode = page.waitForRequest(/\/remotes\/conditions\/.*remoteEntry\.js/);
  await card.scrollIntoViewIfNeeded();
  await conditionsCode;
  await expect(card).toContainText('°F');
  await expect(page.getByTestId('widget-unavailable')).toHaveCount(0);
});

test('the trip-planner teaser pre-selects the itinerary request on /plan-your-trip', async ({ page }) => {
  await page.goto('/');
  const teaser = page.getByRole('form', { name: 'Start your itinerary' });
  await teaser.getByLabel('Duration of Stay').selectOption({ label: '5-7 days' });
  await teaser.getByLabel('Travel Style').selectOption({ label: 'Family Friendly' });
  await teaser.getByRole('button', { name: 'Create My Itinerary' }).click();
  await expect(page).toHaveURL(/\/plan-your-trip\?duration=6&style=family$/);
  await expect(page.getByRole('button', { name: 'Selected' })).toHaveCount(1);
});

test('the home sign-up and the blog teaser work from the server’s HTML', async ({ page }) => {
  await page.goto('/');
  const teaser = page.locator('[data-home-piece="content.blogTeaser"]');
  await expect(teaser.getByRole('heading', { level: 3 })).toHaveCount(4);
  await expect(teaser.getByRole('link', { name: /View all guides|Visit Blog/ }).first()).toHaveAttribute(
    'href',
    '/blog',
  );
  const signup = page.locator('[data-home-piece="home.newsletterSignup"]');
  await signup.getByLabel('Email Address').fill(`home-${Date.now()}@example.com`);
  await signup.getByRole('button', { name: 'Join Free' }).click();
  await expect(page).toHaveURL(/\/thankyou\?signup=\w+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to The Estes Insider!');
});

test('without JavaScript the stay search is a plain form that still narrows the list', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  const search = page.getByRole('search', { name: 'Search stays' });
  await search.getByLabel('Adults').selectOption('6');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/accommodations\?area=downtown&checkin=&checkout=&adults=6&children=$/);
  await expect(page.getByTestId('stay-priced')).toContainText('6 adults');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Places to Stay in Estes Park');
  await context.close();
});

test('after a client-side navigation home renders every widget at once', async ({ page }) => {
  await page.goto('/privacy-policy');
  await expectHydrated(page);
  await page.getByRole('link', { name: 'Estes Park Visitor Guide, home' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find Your Perfect Estes Park Stay');
  await expect(page.locator('[data-home-piece="lodging.featuredStays"] li[data-listing-id]')).toHaveCount(4);
  await expect(page.getByRole('heading', { name: 'Join The Estes Insider' })).toBeVisible();
  await expect(page.getByTestId('widget-unavailable')).toHaveCount(0);
});

test('home, left in the page before any piece woke, renders every piece when the visitor comes back', async ({
  page,
}) => {
  await page.goto('/');
  await expectHydrated(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).first().click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await page.getByRole('link', { name: 'Estes Park Visitor Guide, home' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find Your Perfect Estes Park Stay');
  await expect(page.locator('[data-home-piece="lodging.featuredStays"] li[data-listing-id]')).toHaveCount(4);
  await expect(page.getByRole('heading', { name: 'Join The Estes Insider' })).toBeVisible();
  await expect(page.getByTestId('widget-unavailable')).toHaveCount(0);
});

for (const area of areaNames) {
  test(`with the ${area} remote down in the browser, its widgets fall back and the page still works`, async ({
    page,
    expectConsoleErrors,
  }) => {
    expectConsoleErrors(remoteFailureMessages(area, 'server down')); // only this area's failed loads
    await page.route(`**/remotes/${area}/**`, (route) => route.abort('connectionrefused'));
    // Start on another area's page, then come home by a client-side navigation.
    const [startPath, startHeading] = area === 'content' ? areaSampleRoutes.conditions : areaSampleRoutes.content;
    await page.goto(startPath);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(startHeading);
    await expectHydrated(page);
    await page.getByRole('link', { name: 'Estes Park Visitor Guide, home' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find Your Perfect Estes Park Stay');

    const own = widgetTable.filter((entry) => entry.owner === area);
    const fallbacks = page.getByTestId('widget-unavailable');
    await expect(fallbacks).toHaveCount(own.length, { timeout: 15_000 });
    for (const entry of own) {
      const fallback = page.locator(`[data-testid="widget-unavailable"][data-widget="${entry.id}"]`);
      await expect(fallback).toContainText('This part of the page is temporarily unavailable.');
      await expect(fallback.getByRole('link', { name: `${entry.fallback.label} →` })).toHaveAttribute(
        'href',
        entry.fallback.href,
      );
    }
    // Every other area's widgets render, and the shell's own sections are all there.
    for (const entry of widgetTable.filter((candidate) => candidate.owner !== area)) {
      const piece = page.locator(`[data-home-piece="${entry.id}"]`);
      await expect(piece).toBeVisible();
      await expect(piece.getByTestId('widget-unavailable')).toHaveCount(0);
    }
    for (const heading of ['Why Book With Us', 'Ready for the mountains?', 'Join The Estes Insider']) {
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    }
    await expect(
      page.locator('[data-home-piece="home.newsletterSignup"]').getByRole('button', { name: 'Join Free' }),
    ).toBeEnabled();

    // The fallback's link leads into the area, which says it is unavailable inside the frame.
    const [first] = own;
    if (!first) throw new Error(`the ${area} area has no home widgets`);
    await page.locator(`[data-testid="widget-unavailable"][data-widget="${first.id}"]`).getByRole('link').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(first.fallback.href);
    await expect(page.getByText('This part of the site is temporarily unavailable')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
}
