/**
 * Booking from a phone: the property page keeps a bar at the bottom of the window with the
 * price, the dates and Book Now, which takes the visitor to the booking box; on a wide screen
 * the booking box sits beside the page and there is no bar. The compact phone view names the
 * property page as its canonical URL and links to it.
 */
import { expect, test } from './fixtures';

test('at 390 px the property page has a booking bar: price, dates from the list, Book Now, and a way to the booking box', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/property/hotel-1?checkIn=2027-01-08&checkOut=2027-01-10&guests=2');
  await expect(page.locator('#root')).toHaveAttribute('data-render', 'hydrated');
  const bar = page.getByRole('complementary', { name: 'Book this stay' });
  await expect(bar).toBeInViewport();
  await expect(bar).toContainText('per night');
  const book = bar.getByRole('link', { name: 'Book Now' });
  await expect(book).toHaveAttribute('rel', 'sponsored noopener noreferrer');
  await expect(book).toHaveAttribute(
    'href',
    '/go/book/hotel-1?checkin=2027-01-08&checkout=2027-01-10&guests=2&from=%2Fproperty%2Fhotel-1',
  );
  // The bar stays at the bottom of the window while the visitor reads.
  await page.mouse.wheel(0, 1500);
  await expect(bar).toBeInViewport();
  const barBox = await bar.boundingBox();
  expect((barBox?.y ?? 0) + (barBox?.height ?? 0)).toBeGreaterThan(830);
  // Its dates link opens the booking box.
  await bar.getByRole('link', { name: 'Jan 8 – Jan 10' }).click();
  await expect(page.getByRole('complementary', { name: 'Booking' }).getByLabel('Check-in')).toBeInViewport();
  await page.screenshot({ path: 'test-results/phone-booking-bar-390.png' });
});

test('at 1280 px the booking box is beside the page and there is no bar', async ({ page }) => {
  await page.goto('/property/hotel-1');
  await expect(page.locator('#root')).toHaveAttribute('data-render', 'hydrated');
  const bookingBox = page.getByRole('complementary', { name: 'Booking' });
  await expect(bookingBox.getByLabel('Check-in')).toBeVisible();
  // In the right-hand column, beside the property's details.
  expect((await bookingBox.boundingBox())?.x ?? 0).toBeGreaterThan(700);
  await expect(page.getByRole('complementary', { name: 'Book this stay' })).toBeHidden();
});

test('the compact phone view points to the property page as the one page of the property', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/mobile/property/hotel-1');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/property\/hotel-1$/);
  await page.getByRole('link', { name: 'Full details' }).click();
  await expect(page).toHaveURL(/\/property\/hotel-1$/);
  await expect(page.getByRole('complementary', { name: 'Book this stay' })).toBeInViewport();
});
