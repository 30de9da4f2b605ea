/**
 * /weather and the home weather card against the real server. The e2e server has a (fake)
 * provider key and no reachable provider, so there is no live reading: the screens say so, link
 * to the National Weather Service, and show the month's climate normals as typical (issue 21).
 * A live reading is shown by answering the browser's own calls of our weather API, after a
 * navigation in the page, with what the server makes of the stand-in provider's answer (issue 28:
 * snow is called snow).
 */
import type { Page } from '@playwright/test';
import { mapOneCall } from '../mfe-conditions/server/weather/map-one-call';
import { oneCallAnswerSchema } from '../mfe-conditions/server/weather/one-call-schema';
import { snowyOneCallAnswer } from '../mfe-conditions/server/weather/testing/one-call-stand-in';
import { alpineVisitorCenterSeason } from '../mfe-conditions/src/data/seasonal-places';
import { inUsualSeason, typicalWeather } from '../mfe-conditions/src/domain/typical-weather';
import { isWeatherPlace, weatherPlaceInfo, type WeatherPlace } from '../mfe-conditions/src/domain/weather-result';
import { expect, failedLoadMessage, test } from './fixtures';
import { openHydrated } from './support/page-ready';

const nwsTown = 'https://forecast.weather.gov/MapClick.php?lat=40.3772&lon=-105.5217';
/** The normals the server's date gives (the test runs on the same machine and day). */
const typicalNow = () => {
  const typical = typicalWeather('estes-park', new Date());
  if (!typical) throw new Error('no normals for Estes Park');
  return `Typical high ${typical.high}°F · Typical low ${typical.low}°F`;
};

const weatherPlaceInfoFor = (place: WeatherPlace) => ({
  location: weatherPlaceInfo[place].location,
  elevation: weatherPlaceInfo[place].elevationFeet,
});

const elevationPlace = (page: Page, name: string) =>
  page
    .getByRole('region', { name: 'Elevation Makes a Difference' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });

const noLiveReading = (page: Page) =>
  page.getByRole('region', { name: 'Current conditions' }).getByText('No live reading right now');

const inventedAdvice = /T-shirt|Perfect hiking|Patio dining|Excellent visibility|What to Wear|Updated \d|Last updated/;

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the page says there is no live reading, links to the NWS, and the toggle works as a form', async ({ page }) => {
    await page.goto('/weather');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Estes Park Weather');
    const current = page.getByRole('region', { name: 'Current conditions' });
    await expect(current.getByText('Estes Park, CO · 7,522 ft')).toBeVisible();
    await expect(noLiveReading(page)).toBeVisible();
    await expect(
      current.getByRole('link', { name: 'National Weather Service forecast for Estes Park' }),
    ).toHaveAttribute('href', nwsTown);
    await expect(page.getByRole('region', { name: 'Typical for this date' })).toContainText(typicalNow());
    await expect(page.getByRole('main')).not.toContainText(inventedAdvice);
    await expect(page.getByRole('main')).not.toContainText('72°F');

    await page.getByRole('button', { name: 'Alpine Visitor Center (11,796 ft)' }).click();
    await expect(page).toHaveURL(/\/weather\?place=alpine-visitor-center$/);
    await expect(page.getByRole('button', { name: 'Alpine Visitor Center (11,796 ft)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('region', { name: 'Current conditions' })).not.toContainText('°F');
  });
});

for (const width of [390, 1280]) {
  test(`at ${width} px: no invented reading on /weather, and the Alpine Visitor Center shows its season`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/weather');
    await expect(page.locator('#root')).toHaveAttribute('data-render', 'hydrated');
    const town = page.getByRole('button', { name: 'Estes Park (7,522 ft)' });
    const alpine = page.getByRole('button', { name: 'Alpine Visitor Center (11,796 ft)' });
    await expect(town).toHaveAttribute('aria-pressed', 'true');
    await expect(noLiveReading(page)).toBeVisible();
    await expect(page.getByRole('link', { name: 'National Weather Service forecast for Estes Park' })).toBeVisible();
    const typical = page.getByRole('region', { name: 'Typical for this date' });
    await expect(typical).toContainText(typicalNow());
    await expect(typical).toContainText('not current conditions');
    await expect(typical).toContainText('NOAA NCEI 1991–2020 U.S. Climate Normals');
    await expect(page.getByRole('main')).not.toContainText(inventedAdvice);
    await page.screenshot({ path: `/tmp/conditions-weather-${width}.png`, fullPage: true });

    await alpine.click();
    await expect(alpine).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText(/Alpine Visitor Center, Rocky Mountain National Park · 11,796 ft/)).toBeVisible();
    const open = inUsualSeason(alpineVisitorCenterSeason, new Date());
    await expect(
      page.getByRole('heading', {
        name: open ? 'Alpine Visitor Center: in season' : 'Alpine Visitor Center: closed for the season',
      }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Current conditions' })).not.toContainText('°F');
    // The click is handled in the page: no reload, no new request of the page.
    await expect(page).toHaveURL(/\/weather$/);
    await page.screenshot({ path: `/tmp/conditions-weather-alpine-${width}.png`, fullPage: true });
  });

  test(`at ${width} px: the home weather card says there is no live reading and shows typical values`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await expect(page.locator('#root')).toHaveAttribute('data-render', 'hydrated');
    const card = page.locator('[data-home-piece="conditions.weatherCard"]');
    await card.scrollIntoViewIfNeeded();
    await expect(card.getByText('No live reading right now')).toBeVisible();
    await expect(card.getByRole('link', { name: 'National Weather Service forecast for Estes Park' })).toHaveAttribute(
      'href',
      nwsTown,
    );
    await expect(card.getByRole('region', { name: 'Typical for this date' })).toContainText(typicalNow());
    await expect(card).not.toContainText(inventedAdvice);
    await expect(card).not.toContainText('5-Day Forecast');
    await card.screenshot({ path: `/tmp/conditions-home-card-${width}.png` });
  });
}

/**
 * Answers the page's calls of our weather API with the stand-in's snowy morning, as the server maps
 * it; the places in `withoutReading` answer that there is no live reading.
 */
async function answerWithSnowyMorning(page: Page, withoutReading: readonly string[] = []): Promise<void> {
  await page.route('**/api/conditions/weather/*', async (route) => {
    const place = new URL(route.request().url()).pathname.split('/').pop() ?? '';
    if (!isWeatherPlace(place)) return route.continue();
    const now = Date.now();
    if (withoutReading.includes(place)) {
      const { location, elevation } = weatherPlaceInfoFor(place);
      return route.fulfill({
        json: { place, location, elevation, source: 'unavailable', checkedAt: new Date(now).toISOString() },
      });
    }
    const answer = oneCallAnswerSchema.parse(snowyOneCallAnswer(Math.floor(now / 1000)));
    return route.fulfill({ json: mapOneCall(place, answer, now) });
  });
}

for (const width of [390, 1280]) {
  test(`at ${width} px: at 27 °F in light snow, /weather and the home card call the snow snow`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openHydrated(page, '/');
    await answerWithSnowyMorning(page);
    // In the page (the footer's link), so the browser's own API calls read the reading.
    const footer = page.getByRole('contentinfo');
    const phoneGroup = footer.getByRole('button', { name: 'Plan Your Trip' });
    if (await phoneGroup.isVisible()) await phoneGroup.click();
    await footer.getByRole('link', { name: 'Weather' }).click();
    await expect(page).toHaveURL(/\/weather$/);

    const current = page.getByRole('region', { name: 'Current conditions' });
    await expect(current).toContainText('27°F');
    await expect(current).toContainText('Light snow');
    await expect(current.getByRole('term').filter({ hasText: 'Snow chance' })).toBeVisible();
    await expect(current.getByRole('definition').filter({ hasText: /^80%$/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Next 6 Hours' })).toContainText('80% snow');
    const outlook = page.getByRole('region', { name: '3-Day Outlook' });
    await expect(outlook).toContainText('80% chance of snow today');
    await expect(outlook).toContainText('55% chance of a wintry mix tomorrow');
    await expect(page.getByRole('main')).not.toContainText(/Rain chance|chance of rain|\d% rain/);
    // The visitor center has its own live reading (27 °F here): the block shows it, not "About 12°F" from town's.
    const elevation = page.getByRole('region', { name: 'Elevation Makes a Difference' });
    await expect(elevationPlace(page, 'Alpine Visitor Center')).toHaveText('Alpine Visitor Center11,796 ft27°F');
    await expect(elevationPlace(page, 'Estes Park')).toHaveText('Estes Park7,522 ft27°F');
    await expect(elevation).not.toContainText(/About|estimated/);
    await elevation.screenshot({ path: `/tmp/readings-elevation-live-${width}.png` });

    // Home, reached in the page: the card reads the same answer.
    await page.getByRole('link', { name: /, home$/ }).click();
    const card = page.locator('[data-home-piece="conditions.weatherCard"]');
    await expect(card).toContainText('27°F');
    const days = card.getByRole('listitem');
    await expect(days.nth(0)).toContainText('80% snow');
    await expect(days.nth(1)).toContainText('55% wintry mix');
    await expect(card).not.toContainText(/\d% rain/);
  });
}

for (const width of [390, 1280]) {
  test(`at ${width} px: without a live reading up high, the elevation block's estimate says whose reading it comes from`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await openHydrated(page, '/');
    await answerWithSnowyMorning(page, ['alpine-visitor-center']);
    const footer = page.getByRole('contentinfo');
    const phoneGroup = footer.getByRole('button', { name: 'Plan Your Trip' });
    if (await phoneGroup.isVisible()) await phoneGroup.click();
    await footer.getByRole('link', { name: 'Weather' }).click();
    await expect(page.getByRole('region', { name: 'Current conditions' })).toContainText('27°F');
    await expect(elevationPlace(page, 'Estes Park')).toHaveText('Estes Park7,522 ft27°F');
    await expect(elevationPlace(page, 'Alpine Visitor Center')).toHaveText(
      'Alpine Visitor Center11,796 ftAbout 12°F (estimated from the town’s reading)',
    );
    await page
      .getByRole('region', { name: 'Elevation Makes a Difference' })
      .screenshot({ path: `/tmp/readings-elevation-estimate-${width}.png` });
  });
}

test('when the weather cannot be loaded, the error screen offers Try Again', async ({ page, expectConsoleErrors }) => {
  expectConsoleErrors([failedLoadMessage(503, '/api/conditions/weather/', { prefix: true })]);
  await page.goto('/');
  await expect(page.locator('#root')).toHaveAttribute('data-render', 'hydrated');
  await page.route('**/api/conditions/weather/**', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"down"}' }),
  );
  await page.getByRole('contentinfo').getByRole('link', { name: 'Weather' }).click();
  await expect(page.getByRole('heading', { name: 'Weather Data Unavailable' })).toBeVisible();
  await expect(page.getByText('Unable to load current weather conditions. Please try again later.')).toBeVisible();

  await page.unroute('**/api/conditions/weather/**');
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(noLiveReading(page)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Weather Data Unavailable' })).toHaveCount(0);
});

test('the weather API answers quickly without a reachable provider, never shows the key, and names unknown places', async ({
  request,
}) => {
  const started = Date.now();
  const town = await request.get('/api/conditions/weather/estes-park');
  expect(Date.now() - started).toBeLessThan(3000);
  expect(town.status()).toBe(200);
  const body = await town.text();
  expect(JSON.parse(body)).toEqual({
    place: 'estes-park',
    location: 'Estes Park, CO',
    elevation: 7522,
    source: 'unavailable',
    checkedAt: expect.any(String),
  });
  expect(body).not.toContain('e2e-weather-secret');

  const unknown = await request.get('/api/conditions/weather/boulder');
  expect(unknown.status()).toBe(404);
  expect(await unknown.json()).toEqual({
    error: 'No weather for "boulder". Weather is available for: estes-park, alpine-visitor-center.',
  });
});
