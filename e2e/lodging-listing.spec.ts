/**
 * /accommodations with the booking partner configured (the main e2e server reads the stand-in
 * Demand API): the partner's live offers for the stay in the URL, rendered on the server, 24 to a
 * page; the price for the whole stay with the partner's note on taxes; the default stay labelled
 * with its dates; filters, sorts and layout in the URL (back/forward, no JavaScript); bad dates a
 * message and no search; a failed partner an honest "prices unavailable" with the team's list.
 * lodging-team-list.spec.ts is the same page without partner credentials.
 */
import { expect, test } from './fixtures';
import { aprilStay, listCards, listedCount, offersAnswer } from './support/lodging';
import { openHydrated } from './support/page-ready';

const april = `checkin=${aprilStay.checkin}&checkout=${aprilStay.checkout}`;

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the partner’s offers for the stay, in the server’s HTML, priced for the whole stay and labelled', async ({
      page,
      request,
    }) => {
      const answer = await offersAnswer(request, april);
      expect(answer.state).toBe('live');
      await openHydrated(page, `/accommodations?${april}`);
      expect(await listedCount(page)).toBe(answer.total);
      await expect(page.getByRole('heading', { level: 2, name: `${answer.total} places available` })).toBeVisible();
      await expect(listCards(page)).toHaveCount(Math.min(24, answer.total));
      await expect(page.getByTestId('stay-priced')).toContainText(
        /^Prices for \w{3}, \w{3} \d+ – \w{3}, \w{3} \d+, \d{4} · 2 nights · 2 adults, as Booking\.com quoted them/,
      );
      const first = listCards(page).first();
      await expect(first).toContainText(/\$[\d,]+(\.\d\d)? for 2 nights/);
      await expect(first).toContainText(/a night on average/);
      await expect(first).toContainText(/(Includes|Excludes some) taxes and charges|not itemised/);
      await expect(first).toContainText(/out of 10 · [\d,]+ reviews on Booking\.com/);
      await expect(first.locator('img')).toHaveAttribute('src', /^\/api\/lodging\/photos\/booking-\d+\/0\/medium$/);
      // The photo comes from our origin.
      const photo = await request.get((await first.locator('img').getAttribute('src')) ?? '');
      expect(photo.status()).toBe(200);
      expect(photo.headers()['content-type']).toMatch(/^image\//);
      await expect(page.getByText('How we earn:')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'How does it work?' })).toBeVisible();
      // Grid: the newsletter banner comes after the 4th card.
      const items = page.getByRole('list', { name: 'Places to stay' }).locator(':scope > li');
      await expect(items.nth(4)).toContainText('Join The Estes Insider');
    });

    test('without dates: the partner’s prices for the default stay, with its dates said', async ({ page }) => {
      await openHydrated(page, '/accommodations');
      await expect(page.getByTestId('stay-priced')).toContainText(
        /^No dates chosen: prices are Booking\.com’s for \w{3}, \w{3} \d+ – \w{3}, \w{3} \d+, \d{4} · 2 nights · 2 adults, our default stay/,
      );
      await expect(listCards(page).first()).toContainText('for 2 nights');
    });

    test('a wrong stay in the URL: a clear message, and no search', async ({ page }) => {
      for (const [query, message] of [
        [
          `checkin=${aprilStay.checkout}&checkout=${aprilStay.checkin}`,
          'The check-out date must be after the check-in date.',
        ],
        ['checkin=2020-01-01&checkout=2020-01-03', /^The check-in date cannot be before today/],
        [`checkin=${aprilStay.checkin}`, 'Give both a check-in and a check-out date, or neither.'],
        [`${april}&adults=9`, 'Adults must be a whole number from 1 to 8.'],
      ] as const) {
        await openHydrated(page, `/accommodations?${query}`);
        await expect(page.getByTestId('bad-stay')).toContainText(message);
        await expect(page.getByTestId('bad-stay')).toContainText('No search was made.');
        await expect(listCards(page)).toHaveCount(0);
        await expect(page.getByText(/\$[\d,]+ for \d+ nights?/)).toHaveCount(0);
      }
    });

    test('a partner that fails: prices unavailable right now, the team’s list, nothing old', async ({ page }) => {
      // The stand-in answers 503 for a party of 7 adults (the other tests' searches go on).
      await openHydrated(page, `/accommodations?${april}&adults=7&rooms=2`);
      await expect(page.getByTestId('partner-notice')).toContainText(
        'Prices unavailable right now: Booking.com did not answer just now. We show no old prices.',
      );
      await expect(page.getByRole('heading', { level: 2, name: '51 places in and around Estes Park' })).toBeVisible();
      await expect(page.getByText(/\$[\d,]+ for \d+ nights?/)).toHaveCount(0);
      await expect(page.getByRole('group', { name: 'Price per night' })).toHaveCount(0);
      await expect(page.getByText('Sorted by name')).toBeVisible();
    });
  });
}

test('the pages of results are links with the filters kept; a filter starts again at page 1', async ({
  page,
  request,
}) => {
  const answer = await offersAnswer(request, `${april}&sort=price-low`);
  expect(answer.pageCount).toBe(2);
  await openHydrated(page, `/accommodations?${april}&sort=price-low`);
  const firstOnPageOne = await listCards(page).first().getAttribute('data-listing-id');
  const pages = page.getByRole('navigation', { name: 'Pages of results' });
  await pages.getByRole('link', { name: 'Next →' }).click();
  await expect(page).toHaveURL(new RegExp(`/accommodations\\?${april}&sort=price-low&page=2#results-heading$`));
  await expect(page.getByRole('heading', { name: /places available$/ })).toBeInViewport();
  await expect(page.getByText(`Showing 25–${answer.total} (page 2 of 2)`)).toBeVisible();
  expect(await listCards(page).first().getAttribute('data-listing-id')).not.toBe(firstOnPageOne);
  await expect(pages.getByRole('link', { name: 'Next →' })).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the pages, the filters and the stay search work as plain links and forms', async ({ page }) => {
    await page.goto(`/accommodations?${april}`);
    await page.getByRole('navigation', { name: 'Pages of results' }).getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(new RegExp(`page=2#results-heading$`));
    await page.getByRole('checkbox', { name: 'Hot Tub' }).first().check();
    await page.getByRole('button', { name: 'Apply filters' }).first().click();
    await expect(page).toHaveURL(/amenity=hot-tub/);
    expect(await listedCount(page)).toBeGreaterThan(0);
    const search = page.getByRole('search', { name: 'Search stays' });
    await search.getByLabel('Children’s ages').fill('4, 9');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/children=4%2C\+9|children=4%2C9/);
    await expect(page.getByTestId('stay-priced')).toContainText('2 adults, 2 children aged 4 and 9');
  });
});

test('a type link from the footer filters the list, and Book Now is a sponsored link with the stay', async ({
  page,
}) => {
  await openHydrated(page, '/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Hotels' }).click();
  await expect(page).toHaveURL(/\/accommodations\?type=Hotel$/);
  const total = await listedCount(page);
  expect(total).toBeGreaterThan(0);
  for (const card of await listCards(page).all()) await expect(card).toContainText(/^Hotel/);
  const book = listCards(page)
    .first()
    .getByRole('link', { name: /^Book Now: .*, on Booking\.com/ });
  await expect(book).toHaveAttribute('target', '_blank');
  await expect(book).toHaveAttribute('rel', 'sponsored noopener noreferrer');
  await expect(book).toHaveAttribute('href', /^\/go\/book\/booking-\d+\?(.*&)?from=%2Faccommodations$/);
});

test('filters and sort update the list and the URL; back and forward step through them', async ({ page }) => {
  await openHydrated(page, `/accommodations?${april}`);
  const all = await listedCount(page);
  const visibleFilters = page.locator('form', { has: page.getByRole('heading', { name: 'Filter stays' }) });

  await visibleFilters.getByRole('radio', { name: '9.0+' }).check();
  await expect(page).toHaveURL(/rating=9/);
  await expect.poll(() => listedCount(page)).toBeLessThan(all);
  const good = await listedCount(page);
  expect(good).toBeGreaterThan(0);
  for (const badge of await listCards(page)
    .getByRole('img', { name: /^Scored/ })
    .all()) {
    const score = Number((await badge.textContent()) ?? 0);
    expect(score).toBeGreaterThanOrEqual(9);
  }

  await page.getByLabel('Sort by').selectOption('price-low');
  await expect(page).toHaveURL(/sort=price-low/);
  const prices = await listCards(page)
    .getByText(/a night on average/)
    .allTextContents()
    .then((texts) => texts.map((text) => Number(text.replace(/[^\d.]/g, ''))));
  expect(prices.length).toBe(good);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));

  await page.goBack();
  await expect(page).not.toHaveURL(/sort=/);
  await page.goBack();
  await expect(page).not.toHaveURL(/rating=/);
  await expect.poll(() => listedCount(page)).toBe(all);
  await page.goForward();
  await expect(page).toHaveURL(/rating=9/);
  await expect.poll(() => listedCount(page)).toBe(good);
  await expect(visibleFilters.getByRole('radio', { name: '9.0+' })).toBeChecked();
});

test('downtown is applied by the partner’s coordinates; another part of town is named as not applied', async ({
  page,
  request,
}) => {
  await openHydrated(page, `/accommodations?${april}&area=downtown`);
  const downtown = await offersAnswer(request, `${april}&area=downtown`);
  expect(await listedCount(page)).toBe(downtown.total);
  for (const card of await listCards(page).all())
    await expect(card).toContainText(/0\.\d km from the town centre|1 km/);
  await openHydrated(page, `/accommodations?${april}&area=lake`);
  await expect(page.getByTestId('unsupported-filters')).toContainText(
    'Not applied: the area filter. Our booking partner does not say which part of town a place is in.',
  );
});

test('the list layout puts the newsletter banner after the 3rd card', async ({ page }) => {
  await openHydrated(page, `/accommodations?${april}`);
  await page.getByRole('link', { name: 'List view' }).click();
  await expect(page).toHaveURL(/view=list/);
  const items = page.getByRole('list', { name: 'Places to stay' }).locator(':scope > li');
  await expect(items.nth(3)).toContainText('Join The Estes Insider');
});

test('no match shows the empty state with a way out', async ({ page }) => {
  await openHydrated(
    page,
    `/accommodations?${april}&type=Cabin&price=over-500&rating=9&amenity=pool&amenity=breakfast`,
  );
  await expect(page.getByRole('heading', { name: 'Nothing available with these filters' })).toBeVisible();
  await page.getByRole('link', { name: 'Clear all filters' }).click();
  await expect(page).toHaveURL(new RegExp(`/accommodations\\?${april}$`));
  await expect.poll(() => listedCount(page)).toBeGreaterThan(0);
});

test('the hero search carries the stay and the party, children by age', async ({ page }) => {
  await openHydrated(page, '/accommodations');
  const search = page.getByRole('search', { name: 'Search stays' });
  await search.getByLabel('Check-in').fill(aprilStay.checkin);
  await search.getByLabel('Check-out').fill(aprilStay.checkout);
  await search.getByLabel('Adults').selectOption('3');
  await search.getByLabel('Children’s ages').fill('4, 9');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`/accommodations\\?${april}&adults=3&children=4,9$`));
  await expect(page.getByTestId('stay-priced')).toContainText('2 nights · 3 adults, 2 children aged 4 and 9');
  await expect(
    listCards(page)
      .first()
      .getByRole('link', { name: /^View details of/ }),
  ).toHaveAttribute('href', new RegExp(`/property/booking-\\d+\\?${april}&adults=3&children=4,9$`));
});

test('a link of before issue 29 goes on to the same search at its address now', async ({ page }) => {
  await page.goto(`/accommodations?type=Inn&checkIn=${aprilStay.checkin}&checkOut=${aprilStay.checkout}&guests=3`);
  await expect(page).toHaveURL(new RegExp(`/accommodations\\?type=Inn&${april}&adults=3$`));
  await expect(page.getByTestId('stay-priced')).toContainText('3 adults');
});
