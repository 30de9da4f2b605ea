/**
 * Live park alerts (issue 19) against the real server. The e2e servers read a stand-in NPS API
 * (three Rocky Mountain alerts: Trail Ridge Road closed, a caution, a note) and a stand-in NWS API
 * (a Winter Storm Warning in force and a High Wind Watch for tomorrow at the town's point). The
 * storm warning leads, before the road closure (docs/rules/conditions.md#alert-order; issue 28).
 * The second instance has no NPS key and an NWS that answers 503: there, live park alerts are
 * unavailable.
 */
import type { Page } from '@playwright/test';
import { secondInstancePort } from '../playwright.config';
import { expect, test } from './fixtures';
import { openHydrated } from './support/page-ready';
import { withoutJavaScript } from './support/steps';

const closureTitle = 'Trail Ridge Road Closed for the Season';
const stormTitle = /^Winter Storm Warning issued November 23/;
const parkConditionsPage = 'https://www.nps.gov/romo/planyourvisit/conditions.htm';
const mountainTime = /\d{1,2}:\d{2} [AP]M M[SD]T/;
const unavailableInstance = `http://localhost:${secondInstancePort}`;

const banner = (page: Page) => page.getByTestId('park-alert-banner');
const parkConditions = (page: Page) => page.getByRole('region', { name: 'Park conditions' });

withoutJavaScript('without JavaScript', () => {
  test('/weather leads with the storm warning, reads Trail Ridge Road from the alert that names it, and lists every alert with its source and time', async ({
    page,
  }) => {
    await page.goto('/weather');
    await expect(banner(page).getByRole('heading', { level: 2 })).toHaveText(stormTitle);
    await expect(banner(page)).toContainText('Severe · Winter Storm Warning');
    await expect(banner(page)).toContainText('National Weather Service · Since');

    const section = parkConditions(page);
    const road = section.getByTestId('trail-ridge-road');
    await expect(road).toContainText('Closed, according to a current alert');
    await expect(road).toContainText(`“${closureTitle}” (National Park Service`);
    await expect(section.getByRole('region', { name: 'Closures' }).getByRole('heading', { level: 4 })).toHaveText([
      closureTitle,
    ]);

    const current = section.getByRole('region', { name: 'Other alerts' });
    await expect(current.getByRole('heading', { level: 4 })).toHaveText([
      stormTitle,
      /^High Wind Watch/,
      'Bear Lake Road Delays',
      'Visitor Center Winter Hours',
    ]);
    const storm = current.getByRole('listitem').filter({ hasText: 'Winter Storm Warning' });
    await expect(storm).toContainText('Severe · Winter Storm Warning');
    await expect(storm).toContainText('National Weather Service · Since');
    await expect(storm).toContainText(mountainTime);
    await expect(current.getByRole('listitem').filter({ hasText: 'High Wind Watch' })).toContainText(
      'National Weather Service · From',
    );
    await expect(current).toContainText(/National Park Service checked \d{1,2}:\d{2} [AP]M M[SD]T/);
    await expect(page.getByTestId('park-alerts-unavailable')).toHaveCount(0);
  });

  test('the home weather card leads with the storm warning, linking to the park conditions', async ({ page }) => {
    await page.goto('/');
    const card = page.locator('[data-home-piece="conditions.weatherCard"]');
    await expect(banner(page)).toHaveCount(1);
    await expect(card.getByTestId('park-alert-banner').getByRole('heading', { level: 3 })).toHaveText(stormTitle);
    await card.getByRole('link', { name: /All park conditions/ }).click();
    await expect(page).toHaveURL(/\/weather#park-conditions$/);
    await expect(parkConditions(page)).toBeVisible();
  });
});

for (const width of [390, 1280]) {
  test(`at ${width} px: the storm warning is the banner near the top of /weather and on the home card, after hydration`, async ({
    page,
  }) => {
    const height = 900;
    await page.setViewportSize({ width, height });
    await openHydrated(page, '/weather');
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole('heading', { level: 2 })).toHaveText(stormTitle);
    // On the first screen, without scrolling (it was 4,300 px down on a phone, issue 28).
    const box = await banner(page).boundingBox();
    expect(box && box.y + 80).toBeLessThan(height);
    await expect(parkConditions(page).getByTestId('trail-ridge-road')).toContainText(
      'Closed, according to a current alert',
    );

    await openHydrated(page, '/');
    const card = page.locator('[data-home-piece="conditions.weatherCard"]');
    await card.scrollIntoViewIfNeeded();
    await expect(card.getByTestId('park-alert-banner')).toBeVisible();
    await expect(card.getByTestId('park-alert-banner').getByRole('heading', { level: 3 })).toHaveText(stormTitle);
  });
}

test('the API answers both sources live, the alert that leads and the road status, fresh as long as its cache', async ({
  request,
}) => {
  const answer = await request.get('/api/conditions/park-alerts');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['surrogate-control']).toMatch(/^max-age=([1-9]\d?|[12]\d\d|300)$/);
  const body = await answer.json();
  expect(body.sources.nps.state).toBe('live');
  expect(body.sources.nws.state).toBe('live');
  expect(body.topAlert.kind).toBe('Winter Storm Warning');
  expect(body.alerts.map((alert: { kind: string }) => alert.kind)).toEqual([
    'Winter Storm Warning',
    'Park Closure',
    'High Wind Watch',
    'Caution',
    'Information',
  ]);
  expect(body.trailRidgeRoad.status).toBe('closed');
  expect(JSON.stringify(body)).not.toContain('stand-in-nps-key');
});

test.describe('when the sources are not configured or failing', () => {
  test.use({ javaScriptEnabled: false });

  test('/weather and the home card say live park alerts are unavailable, link to the park’s page, and invent nothing', async ({
    page,
  }) => {
    await page.goto(`${unavailableInstance}/weather`);
    const section = parkConditions(page);
    const notice = section.getByTestId('park-alerts-unavailable');
    await expect(notice).toContainText('Live park alerts are unavailable right now.');
    await expect(notice).toContainText('Alerts from the National Park Service are not set up on this site.');
    await expect(notice).toContainText('The National Weather Service could not be reached');
    await expect(notice.getByRole('link', { name: /Rocky Mountain National Park current conditions/ })).toHaveAttribute(
      'href',
      parkConditionsPage,
    );
    await expect(section.getByTestId('trail-ridge-road')).toContainText('cannot be read from the park’s alerts');
    await expect(banner(page)).toHaveCount(0);
    await expect(page.getByRole('main')).not.toContainText(closureTitle);

    await page.goto(`${unavailableInstance}/`);
    const card = page.locator('[data-home-piece="conditions.weatherCard"]');
    await expect(card.getByTestId('park-alerts-unavailable')).toContainText(
      'Live park alerts are unavailable right now.',
    );
    await expect(card.getByTestId('park-alert-banner')).toHaveCount(0);
  });
});
