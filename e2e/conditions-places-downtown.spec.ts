/**
 * /downtown against the real server: the directory and its filters (in the URL), the detail
 * modal from the keyboard, the map modal (Leaflet, loaded only when opened) listing the
 * places with the places provider's live facts (the stand-in on the main server) and without
 * them (the second instance has no key), "open now" without JavaScript, and its places to stay: the lodging area's, with their sponsored Book Now links. Map tiles come from
 * OpenStreetMap, which tests cannot reach: the tile requests are answered here with a local
 * 1×1 image (a failed tile would log "Failed to load resource" in Chromium).
 */
import type { Page } from '@playwright/test';
import { secondInstancePort } from '../playwright.config';
import { expect, test } from './fixtures';

const places = (page: Page) => page.getByRole('list', { name: 'Downtown places' }).locator(':scope > li');
const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('the guide and its directory are in the HTML, and the filter links work', async ({ page }) => {
    await page.goto('/downtown');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Downtown Estes Park');
    await expect(page.getByRole('region', { name: 'Downtown right now' })).toContainText('Estes Park time');
    const total = await places(page).count();
    expect(total).toBeGreaterThanOrEqual(25);
    for (const heading of [
      'Historic Elkhorn Avenue',
      'Parking guide',
      'Downtown events',
      'Insider tips',
      'Self-guided walking tour',
      'Stay downtown',
      'Getting there',
    ]) {
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    }
    await page
      .getByRole('navigation', { name: 'Directory categories' })
      .getByRole('link', { name: 'Shopping' })
      .click();
    await expect(page).toHaveURL(/\/downtown\?category=shop#directory-heading$/);
    const shops = await places(page).count();
    expect(shops).toBeGreaterThan(0);
    expect(shops).toBeLessThan(total);
  });
});

for (const width of [390, 1280]) {
  test.describe(`live facts at ${width} px`, () => {
    test.use({ javaScriptEnabled: false, viewport: { width, height: 900 } });

    test('each place shows the provider’s rating and hours, and open now narrows the list without JavaScript', async ({
      page,
    }) => {
      await page.goto('/downtown');
      const total = await places(page).count();
      await expect(page.getByRole('region', { name: 'Downtown right now' })).toContainText(
        new RegExp(`\\d+ of ${total} places \\(Google Maps hours\\)`),
      );
      await expect(page.getByTestId('place-live-facts').first()).toContainText('on Google Maps');
      await expect(page.getByTestId('place-no-facts')).toHaveCount(0);
      const openOnFullList = await places(page)
        .filter({ hasText: /Open now|Open 24 hours/ })
        .count();
      await page.getByRole('link', { name: 'Show only places open now' }).click();
      await expect(page).toHaveURL(/\/downtown\?open=now#directory-heading$/);
      // The Riverwalk and Bond Park never close (stand-in hours): never an empty list.
      expect(openOnFullList).toBeGreaterThanOrEqual(2);
      await expect(places(page)).toHaveCount(openOnFullList);
      for (const item of await places(page).all()) await expect(item).toContainText(/Open now|Open 24 hours/);
    });
  });

  test.describe(`without a places provider key (the second instance) at ${width} px`, () => {
    test.use({
      javaScriptEnabled: false,
      viewport: { width, height: 900 },
      baseURL: `http://localhost:${secondInstancePort}`,
    });

    test('no rating, hours or open now is shown, each place points to its own listing', async ({ page }) => {
      await page.goto('/downtown');
      await expect(page.getByRole('region', { name: 'Downtown right now' })).toContainText(
        'Live hours are not connected right now',
      );
      const total = await places(page).count();
      expect(total).toBeGreaterThanOrEqual(25);
      await expect(page.getByTestId('place-no-facts')).toHaveCount(total);
      await expect(page.getByRole('list', { name: 'Downtown places' })).not.toContainText(/★|Open now|Closed now/);
      await page.goto('/downtown?open=now');
      await expect(places(page)).toHaveCount(total);
      await expect(page.getByTestId('downtown-facts-not-live')).toContainText(
        'Open now needs live hours, which are not connected right now',
      );
    });
  });
}

/**
 * Every card of the list shows the category, asked again until the list has re-rendered: the URL
 * changes before the list does, and a card counted from the list before could be gone by the time
 * it is read.
 */
async function expectEveryPlaceIn(page: Page, category: string): Promise<void> {
  await expect
    .poll(async () => {
      const texts = await places(page).allTextContents();
      return texts.length > 0 && texts.every((text) => text.includes(category));
    })
    .toBe(true);
}

test('the five filters narrow the directory through the URL', async ({ page }) => {
  await page.goto('/downtown');
  await expect(page.locator('#root')).toHaveAttribute('data-render', 'hydrated');
  const filters = page.getByRole('navigation', { name: 'Directory categories' });
  await expect(filters.getByRole('link')).toHaveText(['All', 'Dining', 'Shopping', 'Attractions', 'Services']);
  await expect(filters.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
  const total = await places(page).count();
  await filters.getByRole('link', { name: 'Dining' }).click();
  await expect(page).toHaveURL(/\/downtown\?category=restaurant#directory-heading$/);
  await expect.poll(() => places(page).count()).toBeLessThan(total);
  await expectEveryPlaceIn(page, 'Dining');
  await filters.getByRole('link', { name: 'Services' }).click();
  await expect(page).toHaveURL(/category=service#directory-heading$/);
  await expectEveryPlaceIn(page, 'Services');
  await filters.getByRole('link', { name: 'All' }).click();
  await expect(places(page)).toHaveCount(total);
});

test('a place opens with Enter, closes with Escape and focus returns to its card', async ({ page }) => {
  await page.goto('/downtown');
  await expect(page.locator('#root')).toHaveAttribute('data-render', 'hydrated');
  const card = page.getByRole('button', { name: /MacDonald Book Shop/ });
  await card.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'MacDonald Book Shop' });
  await expect(dialog).toBeVisible();
  // The stand-in's made-up number (555-01xx), read live: the guide keeps no phone numbers.
  await expect(dialog.getByRole('link', { name: /^Call MacDonald Book Shop at \(970\) 555-01\d\d/ })).toHaveAttribute(
    'href',
    /^tel:\+197055501\d\d$/,
  );
  await expect(dialog.locator('[data-place-fact="rating"]')).toContainText('on Google Maps');
  await expect(dialog.getByRole('button', { name: 'Close MacDonald Book Shop' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(card).toBeFocused();
});

test('the map loads only when opened, shows every place and lists them', async ({ page }) => {
  await page.route('https://tile.openstreetmap.org/**', (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: onePixelPng }),
  );
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/downtown');
  await expect(page.locator('#root')).toHaveAttribute('data-render', 'hydrated');
  const firstLoad = [...requested];
  expect(
    firstLoad.filter((url) => /downtown-map|leaflet/.test(url)),
    'no map code in the first load',
  ).toEqual([]);
  const total = await places(page).count();

  const opener = page.getByRole('button', { name: 'Open the downtown map' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Downtown Estes Park map' });
  await expect(dialog.getByRole('list', { name: 'Places on the map' }).getByRole('listitem')).toHaveCount(total);
  await expect(dialog.getByRole('list', { name: 'Places on the map' })).toContainText('Estes Park Visitor Center');
  const map = dialog.getByRole('region', { name: 'Map of downtown places' });
  await expect(map).toHaveAttribute('data-map-state', 'ready');
  await expect(map.locator('path.leaflet-interactive')).toHaveCount(total);
  await expect(map.locator('.leaflet-control-attribution')).toContainText('OpenStreetMap');
  const opened = requested.slice(firstLoad.length);
  expect(opened.some((url) => url.endsWith('/api/conditions/places/leaflet.css'))).toBe(true);
  expect(opened.some((url) => /\/downtown-map\.[0-9a-f]+\.js$/.test(url))).toBe(true);
  // The map library is its own chunk, fetched with the map module.
  expect(opened.filter((url) => url.endsWith('.js')).length).toBeGreaterThanOrEqual(2);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('Stay downtown shows the lodging area’s places near the centre, priced by the partner, booking through /go', async ({
  page,
  request,
}) => {
  await page.goto('/downtown');
  const section = page.getByRole('region', { name: 'Stay downtown' });
  // The lodging area's own answer, nearest first: the guide keeps no copy of it.
  const answer = (await (await request.get('/api/lodging/downtown-stays')).json()) as {
    stays: { id: string; name: string }[];
  };
  expect(answer.stays.length).toBeGreaterThan(0);
  const headings = await section.getByRole('heading', { level: 3 }).allTextContents();
  expect(headings).toEqual(answer.stays.map((stay) => stay.name));
  await expect(section).toContainText(/with rooms on Booking\.com for \w{3} \d+ – \w{3} \d+ \(2 nights, 2 adults\)/);
  await expect(section).toContainText(/\$[\d,]+(\.\d\d)? for 2 nights/);
  const [first] = answer.stays;
  await expect(section.getByRole('link', { name: first?.name ?? '', exact: true })).toHaveAttribute(
    'href',
    `/property/${first?.id}`,
  );
  const book = section.getByRole('link', { name: `Book Now: ${first?.name}, on Booking.com (opens in a new tab)` });
  await expect(book).toHaveAttribute('rel', 'sponsored noopener noreferrer');
  await expect(book).toHaveAttribute('target', '_blank');
  await expect(book).toHaveAttribute('href', `/go/book/${first?.id}?from=%2Fdowntown`);
});
