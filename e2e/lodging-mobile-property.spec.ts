/**
 * /mobile/property/{id} on a phone against the real server: the carousel of the cabin's 4 drawings wraps,
 * highlights and facilities expand, the guest pickers keep their minimums, the sticky bar
 * estimates nightly × nights, and unknown ids answer 404.
 */
import { devices } from '@playwright/test';
import { expect, test } from './fixtures';
import { openHydrated } from './support/page-ready';
import { expectNotFoundPage, expectPhotoArrowsWrap } from './support/steps';

test.use({ viewport: devices['iPhone 13'].viewport, isMobile: true, hasTouch: true });

const money = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

test('carousel, expanding lists, guest pickers and the estimated total', async ({ page }) => {
  await openHydrated(page, '/mobile/property/vrbo-1');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aspen Hollow Cabin on Fish Creek');

  const carousel = page.getByRole('region', { name: /^Photos of / });
  await expect(carousel.getByText('1 / 4')).toBeVisible();
  await expectPhotoArrowsWrap(carousel, 4);
  await carousel.getByRole('button', { name: 'View photos full screen' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  const highlights = page.getByRole('heading', { name: 'Highlights' }).locator('..').locator('ul > li');
  await expect(highlights).toHaveCount(6);
  await page.getByRole('button', { name: /^Show all \d+ highlights$/ }).click();
  expect(await highlights.count()).toBeGreaterThan(6);

  const facilityGroups = page.getByRole('heading', { name: 'Facilities' }).locator('..').locator('h3');
  await expect(facilityGroups).toHaveCount(2);
  await page.getByRole('button', { name: /^Show all \d+ facility groups$/ }).click();
  expect(await facilityGroups.count()).toBeGreaterThan(2);

  // Minimums: adults 1, children 0, rooms 1; defaults 2, 0, 1.
  await expect(page.getByRole('button', { name: 'Fewer children' })).toBeDisabled();
  await page.getByRole('button', { name: 'Fewer adults' }).click();
  await expect(page.getByRole('button', { name: 'Fewer adults' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Fewer rooms' })).toBeDisabled();
  await page.getByRole('button', { name: 'More rooms' }).click();
  await expect(page.getByRole('button', { name: 'Fewer rooms' })).toBeEnabled();

  const bar = page.getByRole('complementary', { name: 'Reserve' });
  const nightly = money(await bar.locator('strong').textContent());
  await page.getByLabel('Check-in').fill('2027-08-01');
  await page.getByLabel('Check-out').fill('2027-08-05');
  await expect(bar).toContainText('estimated for 4 nights');
  expect(money(await bar.locator('strong').textContent())).toBe(nightly * 4);
  await expect(bar.getByRole('link', { name: /Reserve now/ })).toHaveAttribute('rel', 'sponsored noopener noreferrer');
  await expect(page.getByText('Free cancellation until 48 hours before check-in')).toBeVisible();
  await expect(page.getByText('4:00 PM – 10:00 PM')).toBeVisible();
});

test('an unknown id answers 404 with a way back', async ({ page, expectConsoleErrors }) => {
  await expectNotFoundPage(page, expectConsoleErrors, {
    url: '/mobile/property/vrbo-999',
    heading: 'Property Not Found',
    text: 'The property you’re looking for doesn’t exist.',
    backLink: 'Back to all properties',
    backTo: /\/accommodations$/,
  });
});
