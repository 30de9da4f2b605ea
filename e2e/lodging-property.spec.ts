/**
 * /property/{id} against the real server: from the list to a property, the gallery viewer
 * wraps, dates give the right total, the booking box respects the guest limit, Save is
 * remembered, Book Now is the partner's sponsored link, the head describes the property, and
 * unknown ids answer 404 with 'Property Not Found'.
 */
import { expect, test } from './fixtures';
import { openHydrated } from './support/page-ready';
import { expectNotFoundPage, expectPhotoArrowsWrap } from './support/steps';

const money = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

test('filter, sort, open a property, step through its photos and price a stay', async ({ page }) => {
  await openHydrated(page, '/accommodations?type=Hotel&sort=price-high');
  const first = page.getByRole('list', { name: 'Accommodations' }).locator(':scope > li[data-listing-id]').first();
  const name = (await first.getByRole('heading', { level: 3 }).textContent()) ?? '';
  const id = (await first.getAttribute('data-listing-id')) ?? '';
  await first.getByRole('heading', { level: 3 }).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page).toHaveTitle(new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));

  // Gallery: the hotel drawings (2), labelled as illustrations; the viewer wraps both ways and follows the keyboard.
  await expect(page.getByText('Illustration — photos coming from the partner')).toBeVisible();
  const photos = page.getByRole('button', { name: /^Open photo \d of 2$/ });
  await expect(photos).toHaveCount(2);
  await photos.first().click();
  const viewer = page.getByRole('dialog', { name: `Photos of ${name}` });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByText('1 / 2')).toBeVisible();
  await expect(viewer.getByText('Illustration — photos coming from the partner')).toBeVisible();
  await expectPhotoArrowsWrap(viewer, 2);
  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByText('2 / 2')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();

  // Booking box: no total until both dates are set; then an estimate of nights × the listed nightly price, no fees.
  const booking = page.getByRole('complementary', { name: 'Booking' });
  await expect(booking.getByText('Choose your dates to see an estimate for your stay.')).toBeVisible();
  const nightly = money(await booking.getByRole('heading', { level: 2 }).textContent());
  await booking.getByLabel('Check-in').fill('2027-06-10');
  await booking.getByLabel('Check-out').fill('2027-06-13');
  const breakdown = booking.getByLabel('Estimated price');
  await expect(breakdown).toContainText('× 3 nights');
  expect(money(await breakdown.locator('.total dd').textContent())).toBe(nightly * 3);
  // A hotel room sleeps at most 4.
  await expect(booking.getByLabel('Guests').locator('option')).toHaveCount(4);

  const book = booking.getByRole('link', { name: `Book Now: ${name}, with our partner (opens in a new tab)` });
  await expect(book).toHaveAttribute('target', '_blank');
  await expect(book).toHaveAttribute('rel', 'sponsored noopener noreferrer');
  // Through our /go link, with the dates and guests chosen in the box (decision 033).
  await expect(book).toHaveAttribute(
    'href',
    new RegExp(`^/go/book/${id}\\?checkin=2027-06-10&checkout=2027-06-13&guests=\\d&from=%2Fproperty%2F${id}$`),
  );
});

test('a vacation rental says whom it is let through, takes up to 8 guests, and Save is remembered', async ({
  page,
}) => {
  await openHydrated(page, '/property/vrbo-3');
  // The listing names no host: the page says whom the home is let through, and links there (issue 21).
  const host = page.getByRole('region', { name: 'Your host' });
  await expect(host).toContainText('let by its owner or a local manager through Vrbo');
  await expect(host.getByRole('link', { name: 'Meet the host on Vrbo' })).toHaveAttribute('rel', /sponsored/);
  await expect(page.locator('body')).not.toContainText(/Response rate|Joined [A-Z][a-z]+ \d{4}|Verified host/);
  const booking = page.getByRole('complementary', { name: 'Booking' });
  await expect(booking.getByLabel('Guests').locator('option')).toHaveCount(8);
  const save = page.getByRole('button', { name: /Save/ });
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  await save.click();
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.getByRole('button', { name: /Saved/ })).toHaveAttribute('aria-pressed', 'true');
  // Hotels have no host block.
  await page.goto('/property/hotel-1');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your host' })).toHaveCount(0);
});

test('the server’s head describes the property, with Hotel markup', async ({ request, baseURL }) => {
  const response = await request.get('/property/hotel-1');
  expect(response.status()).toBe(200);
  const html = await response.text();
  const title = html.match(/<title>([^<]+)<\/title>/)?.[1] ?? '';
  expect(title).toMatch(/: \w+ in Estes Park \| Estes Park Guide$/);
  expect(html).toMatch(new RegExp(`<link [^>]*rel="canonical" href="${baseURL}/property/hotel-1"`));
  const jsonLd = [...html.matchAll(/<script [^>]*type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1] ?? '{}') as Record<string, unknown>,
  );
  const hotel = jsonLd.find((item) => item['@type'] === 'Hotel');
  expect(hotel).toMatchObject({
    address: { addressRegion: 'CO', addressCountry: 'US' },
    geo: { '@type': 'GeoCoordinates' },
  });
  // Not our reviews, and not a photo: no rating or image in the markup (issue 21).
  expect(hotel).not.toHaveProperty('aggregateRating');
  expect(hotel).not.toHaveProperty('image');
  const rental = await (await request.get('/property/vrbo-1')).text();
  expect(rental).toContain('"@type":"LodgingBusiness"');
});

test('an unknown property answers 404 with a way back to the list', async ({ page, expectConsoleErrors }) => {
  await expectNotFoundPage(page, expectConsoleErrors, {
    url: '/property/hotel-999',
    heading: 'Property Not Found',
    text: 'The property you’re looking for doesn’t exist or has been removed.',
    title: /^Property Not Found/,
    backLink: 'Browse All Properties',
    backTo: /\/accommodations$/,
  });
});
