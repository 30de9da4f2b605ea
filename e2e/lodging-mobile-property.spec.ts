/**
 * /mobile/property/{id} on a phone, with the booking partner configured (the stand-in): the
 * partner's photos one at a time, the facilities expanding, the party within its limits with an
 * age for each child (the bar asks for it before it links), the partner's price for the stay
 * asked, and Reserve now carrying children as children; unknown ids answer 404.
 */
import { devices } from '@playwright/test';
import { expect, test } from './fixtures';
import { aprilStay } from './support/lodging';
import { openHydrated } from './support/page-ready';
import { expectNotFoundPage, expectPhotoArrowsWrap } from './support/steps';

test.use({ viewport: devices['iPhone 13'].viewport, isMobile: true, hasTouch: true });

const home = '/mobile/property/booking-9100028';

test('photos, facilities, the party with children’s ages, the price for the stay and Reserve now', async ({ page }) => {
  await openHydrated(page, `${home}?checkin=${aprilStay.checkin}&checkout=${aprilStay.checkout}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stand-in vacation home: Devils Gulch, 4 bedrooms');

  const carousel = page.getByRole('region', { name: /^Photos of / });
  await expect(carousel.getByText('1 / 3')).toBeVisible();
  await expectPhotoArrowsWrap(carousel, 3);
  await carousel.getByRole('button', { name: 'View photos full screen' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  const bar = page.getByRole('complementary', { name: 'Reserve' });
  await expect(bar).toContainText(/\$[\d,]+(\.\d\d)? for 2 nights/);

  // The party: adults from 1, a room per adult at most, 8 guests in all.
  await page.getByRole('button', { name: 'Fewer adults' }).click();
  await expect(page.getByRole('button', { name: 'Fewer adults' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'More rooms' })).toBeDisabled();
  await page.getByRole('button', { name: 'More adults' }).click();
  await expect(page.getByRole('button', { name: 'Fewer children' })).toBeDisabled();
  await page.getByRole('button', { name: 'More children' }).click();
  // A child's age is asked, and until it is chosen the bar says so instead of linking.
  await expect(bar.getByRole('link', { name: 'Reserve now' })).toHaveCount(0);
  await expect(bar).toContainText('Choose each child’s age to reserve');
  await page.getByLabel('Age of child 1').selectOption('7');
  const reserve = bar.getByRole('link', { name: 'Reserve now' });
  await expect(reserve).toHaveAttribute('rel', 'sponsored noopener noreferrer');
  await expect(reserve).toHaveAttribute(
    'href',
    `/go/book/booking-9100028?checkin=${aprilStay.checkin}&checkout=${aprilStay.checkout}&adults=2&children=7&rooms=1&from=%2Fmobile%2Fproperty%2Fbooking-9100028`,
  );

  // Check prices asks the partner for that party.
  await page.getByRole('button', { name: 'Check prices' }).click();
  await expect(page).toHaveURL(/adults=2&rooms=1&children=7|children=7/);
  await expect(page.getByTestId('availability')).toContainText('2 adults, 1 child aged 7');

  const facilities = page.getByRole('heading', { name: 'Facilities' }).locator('..').locator('ul > li');
  expect(await facilities.count()).toBeLessThanOrEqual(6);
});

test('an unknown id answers 404 with a way back', async ({ page, expectConsoleErrors }) => {
  await expectNotFoundPage(page, expectConsoleErrors, {
    url: '/mobile/property/vrbo-999',
    alsoNotFound: ['/api/lodging/properties/vrbo-999'],
    heading: 'Property Not Found',
    text: 'The property you’re looking for doesn’t exist or has been removed.',
    backLink: 'Browse All Properties',
    backTo: /\/accommodations$/,
  });
});
