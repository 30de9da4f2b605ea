/**
 * Issue 21 in the lodging area, at phone and desktop widths: no invented reviews (only the
 * listing's own rating and review count, with their source and a link to the partner); the
 * booking box's estimate from the partner's listed nightly price, without invented fees, and
 * with a clear message instead of a total for dates out of order or stays over 30 nights; home
 * tiles whose counts equal the results of the list they open; gallery drawings of the
 * property's own type, labelled as illustrations; no real-time availability claim.
 */
import { expect, test } from './fixtures';
import { openHydrated } from './support/page-ready';

const widths = [390, 1280] as const;

for (const width of widths) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a hotel shows only its partner-listed rating, with its source and a link to the reviews', async ({
      page,
    }) => {
      await page.goto('/property/hotel-1');
      const reviews = page.getByTestId('partner-rating');
      await expect(reviews.getByRole('heading', { name: 'Guest reviews' })).toBeVisible();
      await expect(reviews).toContainText(
        'Guest rating 9.0 out of 10 (Wonderful) from 4,380 reviews, as listed by our booking partner Booking.com',
      );
      const link = reviews.getByRole('link', { name: /Read the reviews on Booking\.com/ });
      await expect(link).toHaveAttribute('href', '/go/reviews/hotel-1?from=%2Fproperty%2Fhotel-1');
      await expect(link).toHaveAttribute('rel', /sponsored/);
      await expect(page.getByRole('button', { name: /Show all \d+ reviews/ })).toHaveCount(0);
      await expect(page.getByText(/found this helpful/)).toHaveCount(0);
      await reviews.screenshot({ path: `/tmp/lodging-reviews-hotel-${width}.png` });
    });

    test('a rental’s default score is never shown as a guest rating', async ({ page }) => {
      await page.goto('/property/vrbo-1');
      const reviews = page.getByTestId('partner-rating');
      await expect(reviews).toContainText('86 reviews as listed by our booking partner Vrbo');
      await expect(reviews).toContainText('not a guest rating');
      await expect(page.getByRole('main').getByLabel(/^Rated \d/)).toHaveCount(0);
      await page.goto('/mobile/property/vrbo-1');
      await expect(page.getByTestId('partner-rating')).toContainText(
        '86 reviews as listed by our booking partner Vrbo',
      );
      await expect(page.getByText(/\/5 from \d+ reviews/)).toHaveCount(0);
      // Filtering by rating goes by partner-listed ratings only.
      await page.goto('/accommodations?rating=9');
      const results = page.getByRole('list', { name: 'Accommodations' }).locator(':scope > li[data-listing-id]');
      await expect(results.first()).toBeVisible();
      await expect(page.locator('li[data-listing-id^="vrbo-"]')).toHaveCount(0);
    });

    test('no reviewer names or testimonials anywhere in lodging', async ({ page }) => {
      for (const path of ['/accommodations', '/property/vrbo-3', '/property/hotel-2', '/mobile/property/hotel-2']) {
        await page.goto(path);
        await expect(page.locator('body')).not.toContainText(/Megan R\.|Mark D\.|Kevin L\.|What guests say/);
      }
      // The cards as a visitor sees them (the list comes in pages: each kind's first card).
      await page.goto('/accommodations?type=House');
      await page
        .locator('li[data-listing-id^="vrbo-"]')
        .first()
        .screenshot({ path: `/tmp/lodging-card-rental-${width}.png` });
      await page.goto('/accommodations?type=Hotel');
      await page
        .locator('li[data-listing-id^="hotel-"]')
        .first()
        .screenshot({ path: `/tmp/lodging-card-hotel-${width}.png` });
    });

    test('the booking box estimates from the listed nightly price, with no fees and no total for bad dates', async ({
      page,
    }) => {
      await openHydrated(page, '/property/hotel-2');
      const booking = page.getByRole('complementary', { name: 'Booking' });
      await expect(booking.getByRole('heading', { level: 2 })).toHaveText('from $219 per night');
      await expect(booking).toContainText('The nightly price Booking.com lists');
      await expect(booking).not.toContainText(/Cleaning fee|Service fee|before our partner/);

      await booking.getByLabel('Check-in').fill('2027-07-10');
      await booking.getByLabel('Check-out').fill('2027-07-13');
      const estimate = booking.getByLabel('Estimated price');
      await expect(estimate).toContainText('$219 × 3 nights');
      await expect(estimate.locator('.total')).toHaveText('Estimated total$657');
      await expect(booking).toContainText('Booking.com’s price for your dates applies');
      await booking.scrollIntoViewIfNeeded();
      await booking.screenshot({ path: `/tmp/lodging-prices-estimate-${width}.png` });

      // Check-out before check-in: a message, no total (the check-out field's own minimum is bypassed on purpose).
      await booking.getByLabel('Check-out').fill('2027-07-08');
      await expect(booking.getByRole('alert')).toHaveText(
        'Check-out must be after check-in. Change the dates to see an estimate.',
      );
      await expect(booking.getByLabel('Estimated price')).toHaveCount(0);

      // 73 nights: a message, no total.
      await booking.getByLabel('Check-out').fill('2027-09-21');
      await expect(booking.getByRole('alert')).toContainText('73 nights is longer than the 30 nights we estimate');
      await expect(booking.getByLabel('Estimated price')).toHaveCount(0);
      await booking.screenshot({ path: `/tmp/lodging-prices-too-long-${width}.png` });

      // 30 nights is still estimated.
      await booking.getByLabel('Check-out').fill('2027-08-09');
      await expect(booking.getByLabel('Estimated price').locator('.total')).toHaveText('Estimated total$6,570');
    });

    test('rooms carry no invented "was" prices or availability', async ({ page }) => {
      await page.goto('/property/hotel-2');
      const rooms = page.getByRole('region', { name: 'Rooms' });
      await expect(rooms.locator('s')).toHaveCount(0);
      await expect(rooms).not.toContainText('Sold out');
      await expect(rooms.locator('li').first()).toContainText('from $219 per night, as Booking.com lists it');
      await expect(rooms.locator('li').nth(1)).toContainText('Price on Booking.com');
    });

    test('every home tile’s count is the number of results on the page it opens', async ({ page }) => {
      await page.goto('/');
      const pieces = ['lodging.browseByType', 'lodging.popularDestinations'];
      const tiles: { name: string; href: string; count: number }[] = [];
      for (const piece of pieces) {
        const section = page.locator(`[data-home-piece="${piece}"]`);
        await expect(section.getByRole('listitem').first()).toBeVisible();
        for (const item of await section.getByRole('listitem').all()) {
          const link = item.getByRole('link').first();
          const href = (await link.getAttribute('href')) ?? '';
          const text = (await item.textContent()) ?? '';
          const count = text.match(/(?<!\d)(\d+) propert(?:y|ies)/)?.[1];
          if (!href.startsWith('/accommodations')) {
            expect(count, `${href} leads outside the lodging list and shows no count`).toBeUndefined();
            continue;
          }
          expect(count, `${href} shows a count`).toBeDefined();
          tiles.push({ name: text, href, count: Number(count) });
        }
      }
      await page.locator('[data-home-piece="lodging.browseByType"]').scrollIntoViewIfNeeded();
      await page
        .locator('[data-home-piece="lodging.browseByType"]')
        .screenshot({ path: `/tmp/lodging-counts-types-${width}.png` });
      expect(tiles.length).toBeGreaterThanOrEqual(9);
      for (const tile of tiles) {
        expect(tile.count).toBeGreaterThan(0);
        await page.goto(tile.href);
        const heading = page.getByRole('heading', { level: 2, name: /propert(?:y|ies) found$/ });
        await expect(heading, tile.href).toHaveText(
          `${tile.count} ${tile.count === 1 ? 'property' : 'properties'} found`,
        );
      }
    });

    test('a cabin shows cabin drawings and a hotel hotel drawings, labelled as illustrations', async ({ page }) => {
      for (const [path, kind] of [
        ['/property/vrbo-1', /cabin/i],
        ['/property/hotel-1', /hotel|motor lodge/i],
        ['/property/vrbo-3', /condo/i],
      ] as const) {
        await page.goto(path);
        const gallery = page.getByRole('figure');
        await expect(gallery.getByText('Illustration — photos coming from the partner')).toBeVisible();
        const alts = await gallery
          .locator('img')
          .evaluateAll((images) => images.map((image) => image.getAttribute('alt') ?? ''));
        expect(alts.length).toBeGreaterThan(0);
        for (const alt of alts) {
          expect(alt).toContain(': Illustration: ');
          expect(alt).toMatch(kind);
        }
        if (path === '/property/vrbo-1') await gallery.screenshot({ path: `/tmp/lodging-artwork-cabin-${width}.png` });
      }
      await page.goto('/mobile/property/vrbo-1');
      await expect(page.getByText('Illustration — photos coming from the partner')).toBeVisible();
      await expect(page.getByRole('region', { name: /^Photos of / }).locator('img')).toHaveAttribute(
        'alt',
        /Illustration: .*cabin/i,
      );
    });

    test('the home page makes no real-time availability claim', async ({ page }) => {
      await page.goto('/');
      await expect(page.locator('body')).not.toContainText(/real-time availability/i);
    });
  });
}
