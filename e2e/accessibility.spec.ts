/**
 * axe-core on every screen of the route table (one concrete URL each, e2e/route-samples.ts),
 * the 404 page and the dialogs a visitor opens (an event, a downtown place, the downtown map,
 * a property's photo viewer, a webcam's full-screen view, the phone menu), at phone and desktop widths, once the page has hydrated: WCAG 2.0 and 2.1
 * level A and AA rules plus axe's best practices, with zero violations. Nothing is excluded.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, failedLoadMessage, test } from './fixtures';
import { everyRouteSample, notFoundSample } from './route-samples';
import { aprilStay, withoutPartner } from './support/lodging';
import { openHydrated } from './support/page-ready';

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

const viewports = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

/** The map's tiles come from OpenStreetMap; the tests have no internet, so a blank tile stands in. */
const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** Runs axe on the page as it is and fails with one readable line per violating element. */
async function expectNoViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(tags).analyze();
  const found = violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help} — ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`,
    ),
  );
  expect(found, `axe violations on ${page.url()}`).toEqual([]);
}

for (const viewport of viewports) {
  test.describe(`at ${viewport.name} width (${viewport.width} px)`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const { id, url } of everyRouteSample()) {
      test(`${id} (${url}) has no axe violations`, async ({ page }) => {
        await openHydrated(page, url);
        await expectNoViolations(page);
      });
    }

    test(`the 404 page (${notFoundSample}) has no axe violations`, async ({ page, expectConsoleErrors }) => {
      expectConsoleErrors([failedLoadMessage(404, notFoundSample)]); // the page itself answers 404, which Chromium logs
      await openHydrated(page, notFoundSample);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoViolations(page);
    });

    test('an event’s dialog on /events has no axe violations', async ({ page }) => {
      await openHydrated(page, '/events?event=elk-fest-2027');
      await expect(page.getByRole('dialog', { name: 'Elk Fest' })).toBeVisible();
      await expectNoViolations(page);
    });

    test('a downtown place’s dialog and the downtown map have no axe violations', async ({ page }) => {
      await page.route('https://tile.openstreetmap.org/**', (route) =>
        route.fulfill({ status: 200, contentType: 'image/png', body: onePixelPng }),
      );
      await openHydrated(page, '/downtown');
      await page.getByRole('button', { name: /MacDonald Book Shop/ }).click();
      const place = page.getByRole('dialog', { name: 'MacDonald Book Shop' });
      await expect(place).toBeVisible();
      await expectNoViolations(page);
      await page.keyboard.press('Escape');
      await expect(place).toBeHidden();

      await page.getByRole('button', { name: 'Open the downtown map' }).click();
      const map = page.getByRole('dialog', { name: 'Downtown Estes Park map' });
      await expect(map.getByRole('region', { name: 'Map of downtown places' })).toHaveAttribute(
        'data-map-state',
        'ready',
      );
      await expectNoViolations(page);
    });

    test('a property’s photo viewer and a webcam’s full-screen view have no axe violations', async ({ page }) => {
      await openHydrated(page, '/property/booking-9100001');
      await page.getByRole('button', { name: /^Open photo 1 of \d+$/ }).click();
      const photos = page.getByRole('dialog', { name: /^Photos of / });
      await expect(photos).toBeVisible();
      await expectNoViolations(page);
      await page.keyboard.press('Escape');
      await expect(photos).toBeHidden();

      await openHydrated(page, '/webcams');
      await page.getByRole('button', { name: 'Full screen: Longs Peak from Beaver Meadows' }).click();
      await expect(page.getByRole('dialog', { name: 'Longs Peak from Beaver Meadows' })).toBeVisible();
      await expectNoViolations(page);
    });

    // Lodging's other states: the team's list (the second instance has no partner credentials),
    // a place of it, a partner's place that cannot be shown, a failing partner, a wrong stay.
    for (const url of [
      `${withoutPartner}/accommodations`,
      `${withoutPartner}/property/the-inn-on-fall-river`,
      `${withoutPartner}/property/booking-9100001`,
      `${withoutPartner}/mobile/property/the-stanley-hotel`,
      `${withoutPartner}/`,
      `/accommodations?checkin=${aprilStay.checkin}&checkout=${aprilStay.checkout}&adults=7&rooms=2`,
      `/accommodations?checkin=${aprilStay.checkout}&checkout=${aprilStay.checkin}`,
      `/property/booking-9100001?checkin=${aprilStay.checkin}&checkout=${aprilStay.checkout}&adults=3&children=4,9`,
    ]) {
      test(`lodging: ${url.replace(withoutPartner, '(no partner credentials) ')} has no axe violations`, async ({
        page,
      }) => {
        await openHydrated(page, url);
        await expectNoViolations(page);
      });
    }
  });
}

test.describe('at phone width with the menu open', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the header’s phone menu has no axe violations', async ({ page }) => {
    await openHydrated(page, '/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByTestId('mobile-menu')).toBeVisible();
    await expectNoViolations(page);
  });
});
