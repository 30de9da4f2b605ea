/**
 * Booking from a phone: the property page keeps a bar at the bottom of the window with the
 * partner's price for the stay, the dates and Book Now, which takes the visitor to the booking
 * box; on a wide screen the booking box sits beside the page and there is no bar. The compact
 * phone view names the property page as its canonical URL and links to it.
 */
import { expect, test } from './fixtures';
import { aprilStay } from './support/lodging';
import { openHydrated } from './support/page-ready';

const stanley = '/property/booking-9100001';
const april = `checkin=${aprilStay.checkin}&checkout=${aprilStay.checkout}`;

test('at 390 px the property page has a booking bar: the price for the stay, its dates, Book Now, and a way to the booking box', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openHydrated(page, `${stanley}?${april}&children=5`);
  const bar = page.getByRole('complementary', { name: 'Book this stay' });
  await expect(bar).toBeInViewport();
  await expect(bar).toContainText(/\$[\d,]+(\.\d\d)? for 2 nights/);
  const book = bar.getByRole('link', { name: 'Book Now' });
  await expect(book).toHaveAttribute('rel', 'sponsored noopener noreferrer');
  await expect(book).toHaveAttribute(
    'href',
    `/go/book/booking-9100001?${april}&adults=2&children=5&from=%2Fproperty%2Fbooking-9100001`,
  );
  // The bar stays at the bottom of the window while the visitor reads.
  await page.mouse.wheel(0, 1500);
  await expect(bar).toBeInViewport();
  const barBox = await bar.boundingBox();
  expect((barBox?.y ?? 0) + (barBox?.height ?? 0)).toBeGreaterThan(830);
  // Its dates link opens the booking box.
  await bar.getByRole('link', { name: /^\w{3}, \w{3} \d+ – \w{3}, \w{3} \d+$/ }).click();
  await expect(page.getByRole('complementary', { name: 'Booking' }).getByLabel('Check-in')).toBeInViewport();
});

test('at 1280 px the booking box is beside the page and there is no bar', async ({ page }) => {
  await openHydrated(page, stanley);
  const bookingBox = page.getByRole('complementary', { name: 'Booking' });
  await expect(bookingBox.getByLabel('Check-in')).toBeVisible();
  // In the right-hand column, beside the property's details.
  expect((await bookingBox.boundingBox())?.x ?? 0).toBeGreaterThan(700);
  await expect(page.getByRole('complementary', { name: 'Book this stay' })).toBeHidden();
});

test('the compact phone view points to the property page as the one page of the property', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/mobile/property/booking-9100001');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/property\/booking-9100001$/);
  await page.getByRole('link', { name: 'Full details' }).click();
  await expect(page).toHaveURL(/\/property\/booking-9100001$/);
  await expect(page.getByRole('complementary', { name: 'Book this stay' })).toBeInViewport();
});
