/**
 * /property/{id} with the booking partner configured (the stand-in Demand API, whose ids start at
 * 9100001 with The Stanley Hotel): from the list to a place, the partner's photos from our origin
 * in the viewer, its description, facilities, rooms, policies, location map and score on
 * Booking.com; the booking box's price for the stay asked (sold out, a failed partner and a wrong
 * stay said plainly); the head's markup with only sourced facts; old addresses redirect or 404.
 */
import { expect, test } from './fixtures';
import { aprilStay, listCards, nextDay, stayFrom } from './support/lodging';
import { openHydrated } from './support/page-ready';
import { expectNotFoundPage, expectPhotoArrowsWrap } from './support/steps';

const april = `checkin=${aprilStay.checkin}&checkout=${aprilStay.checkout}`;
const stanley = '/property/booking-9100001';

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('from the list to a place: the partner’s content and its price for the stay', async ({ page }) => {
      await openHydrated(page, `/accommodations?${april}&type=Hotel&sort=name`);
      const card = listCards(page).filter({ hasText: 'The Stanley Hotel' });
      await card.getByRole('heading', { level: 3 }).getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`${stanley}\\?${april}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Stanley Hotel');
      await expect(page.getByRole('main').getByText('4,100 reviews on Booking.com').first()).toBeVisible();
      await expect(page.getByText('100 Stand-in Test Road, 80517').first()).toBeVisible();

      for (const heading of ['About this property', 'Facilities', 'Rooms', 'Policies', 'Location', 'Guest reviews']) {
        await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
      }
      await expect(page.getByRole('region', { name: 'Rooms' })).toContainText('Standard Queen Room');
      await expect(page.getByRole('region', { name: 'Rooms' })).toContainText(/(?<!\d)\d+ m² \(\d+ sq ft\)/);
      await expect(page.getByRole('region', { name: 'Policies' })).toContainText('Check-in3:00 PM to 10:00 PM');
      await expect(page.getByRole('region', { name: 'Location' })).toContainText(/40\.3880\d, -105\.5188\d/);
      await expect(page.getByRole('img', { name: 'Map of the streets around The Stanley Hotel' })).toBeVisible();
      await expect(page.getByTestId('partner-rating')).toContainText(
        'Scored 9.0 out of 10 from 4,100 reviews on Booking.com: Booking.com’s own score from its guests’ reviews.',
      );
      await expect(page.getByTestId('partner-rating').getByRole('link')).toHaveAttribute(
        'href',
        `/go/reviews/booking-9100001?from=%2Fproperty%2Fbooking-9100001`,
      );

      const availability = page.getByTestId('availability');
      await expect(availability).toHaveAttribute('data-state', 'available');
      await expect(availability).toContainText(/\$[\d,]+\.\d\d for 2 nights/);
      await expect(availability).toContainText('Booking.com’s choice for your whole party.');
      await expect(
        availability
          .getByRole('list', { name: /^Rooms Booking\.com offers/ })
          .getByRole('listitem')
          .first(),
      ).toBeVisible();
    });

    test('the partner’s photos in the viewer, from our origin, wrapping both ways', async ({ page }) => {
      await openHydrated(page, stanley);
      await expect(page.getByText('Photos: Booking.com')).toBeVisible();
      const photos = page.getByRole('button', { name: /^Open photo \d of 3$/ });
      await expect(photos).toHaveCount(3);
      await expect(photos.first().locator('img')).toHaveAttribute(
        'src',
        '/api/lodging/photos/booking-9100001/0/medium',
      );
      await photos.first().click();
      const viewer = page.getByRole('dialog', { name: 'Photos of The Stanley Hotel' });
      await expect(viewer.getByText('1 / 3')).toBeVisible();
      await expect(viewer.locator('img').first()).toHaveAttribute('src', '/api/lodging/photos/booking-9100001/0/large');
      await expectPhotoArrowsWrap(viewer, 3);
      await page.keyboard.press('Escape');
      await expect(viewer).toBeHidden();
    });

    test('sold out, a partner that fails, and a wrong stay are each said plainly, with no price', async ({ page }) => {
      // The stand-in's Stanley is full on October 30 and 31.
      const halloween = stayFrom(nextDay('10-30'), 2);
      await openHydrated(page, `${stanley}?checkin=${halloween.checkin}&checkout=${halloween.checkout}`);
      const availability = page.getByTestId('availability');
      await expect(availability).toHaveAttribute('data-state', 'sold-out');
      await expect(availability).toContainText('Not available for these dates: Booking.com has nothing to book here');
      await expect(availability).not.toContainText('$');

      // The stand-in fails for a party of 7 adults: the content stays, the prices are unavailable.
      await openHydrated(page, `${stanley}?${april}&adults=7&rooms=2`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Stanley Hotel');
      await expect(page.getByTestId('availability')).toContainText(
        'Prices unavailable right now: Booking.com did not answer just now, and we show no old prices.',
      );

      await openHydrated(page, `${stanley}?checkin=${aprilStay.checkout}&checkout=${aprilStay.checkin}`);
      await expect(page.getByTestId('bad-stay')).toContainText('The check-out date must be after the check-in date.');
      await expect(page.getByTestId('availability')).toHaveCount(0);
    });
  });
}

test('the booking box asks the partner for another stay, and Book Now carries children as children', async ({
  page,
}) => {
  await openHydrated(page, `${stanley}?${april}`);
  const booking = page.getByRole('complementary', { name: 'Booking' });
  const before = await booking.getByTestId('availability').textContent();
  await booking.getByLabel('Adults').selectOption('3');
  await booking.getByLabel('Children’s ages').fill('4, 9');
  await booking.getByRole('button', { name: 'Check prices' }).click();
  await expect(page).toHaveURL(new RegExp(`${stanley}\\?${april}&adults=3&children=4,9#booking$`));
  await expect(booking.getByTestId('availability')).toContainText('3 adults, 2 children aged 4 and 9');
  expect(await booking.getByTestId('availability').textContent()).not.toBe(before);
  const book = booking.getByRole('link', { name: 'Book Now: The Stanley Hotel, on Booking.com (opens in a new tab)' });
  await expect(book).toHaveAttribute('target', '_blank');
  await expect(book).toHaveAttribute('rel', 'sponsored noopener noreferrer');
  await expect(book).toHaveAttribute(
    'href',
    `/go/book/booking-9100001?${april}&adults=3&children=4,9&rooms=1&from=%2Fproperty%2Fbooking-9100001`,
  );
  // A check-out before the check-in: no dates carried at all.
  await booking.getByLabel('Check-out').fill(aprilStay.checkin);
  await expect(book).not.toHaveAttribute('href', /checkin|checkout/);
});

test('Save to My trip is remembered', async ({ page }) => {
  await openHydrated(page, stanley);
  const save = page.getByRole('button', { name: /Save/ });
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  await save.click();
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.getByRole('button', { name: /Saved/ })).toHaveAttribute('aria-pressed', 'true');
});

test('the server’s head holds only the place’s own sourced facts: no rating, no price, no shared point', async ({
  request,
  baseURL,
}) => {
  const markupOf = async (path: string) => {
    const html = await (await request.get(path)).text();
    return {
      html,
      items: [...html.matchAll(/<script [^>]*type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map(
        (match) => JSON.parse(match[1] ?? '{}') as Record<string, unknown>,
      ),
    };
  };
  const { html, items } = await markupOf(stanley);
  expect(html.match(/<title>([^<]+)<\/title>/)?.[1]).toBe(
    'The Stanley Hotel: Hotel near Estes Park | Estes Park Guide',
  );
  expect(html).toMatch(new RegExp(`<link [^>]*rel="canonical" href="${baseURL}${stanley}"`));
  const hotel = items.find((item) => item['@type'] === 'Hotel');
  expect(hotel).toMatchObject({
    name: 'The Stanley Hotel',
    address: {
      '@type': 'PostalAddress',
      streetAddress: '100 Stand-in Test Road',
      postalCode: '80517',
      addressCountry: 'US',
    },
    geo: { '@type': 'GeoCoordinates', latitude: 40.388085, longitude: -105.518821 },
  });
  for (const absent of ['aggregateRating', 'priceRange', 'image']) expect(hotel).not.toHaveProperty(absent);
  // Another place has its own point, not a town point shared by all.
  const other = (await markupOf('/property/booking-9100004')).items.find((item) => item['@type'] === 'LodgingBusiness');
  expect(other?.geo).toBeDefined();
  expect(other?.geo).not.toEqual(hotel?.geo);
  // A place of the team's list: its name, nothing it does not know.
  const team = (await markupOf('/property/the-stanley-hotel')).items.find((item) => item['@type'] === 'Hotel');
  expect(team).toMatchObject({ name: 'The Stanley Hotel' });
  expect(team).not.toHaveProperty('geo');
  expect(team).not.toHaveProperty('address');
});

test('an old address: hotel-N moves to the place’s page with its stay; vrbo-N and unknown ids are not found', async ({
  page,
  request,
  expectConsoleErrors,
}) => {
  const moved = await request.get(
    `/property/hotel-1?checkIn=${aprilStay.checkin}&checkOut=${aprilStay.checkout}&guests=3`,
    {
      maxRedirects: 0,
    },
  );
  expect(moved.status()).toBe(301);
  expect(moved.headers()['location']).toBe(`/property/the-stanley-hotel?${april}&adults=3`);
  const movedPhone = await request.get('/mobile/property/hotel-2', { maxRedirects: 0 });
  expect(movedPhone.headers()['location']).toBe('/mobile/property/the-ridgeline-hotel');
  await expectNotFoundPage(page, expectConsoleErrors, {
    url: '/property/vrbo-1',
    heading: 'Property Not Found',
    text: 'The property you’re looking for doesn’t exist or has been removed.',
    title: /^Property Not Found/,
    backLink: 'Browse All Properties',
    backTo: /\/accommodations$/,
  });
  for (const path of ['/property/hotel-999', '/property/booking-1', '/mobile/property/vrbo-3']) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});
