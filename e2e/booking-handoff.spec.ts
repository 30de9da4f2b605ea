/**
 * Booking hand-off and the blog's feed against the real server (decision 033, issue 29):
 * - Book Now carries the visitor's stay (dates, adults, children by age, rooms) through our
 *   `/go/…` to the page the partner's API gave for the place (the stand-in Demand API here; the
 *   browser never reaches the partner), with the site's affiliate id, and the click shows in the
 *   owners' report (`npm run report -- clicks`, on the suite's database);
 * - `/go` is kept out of caches and crawlers, and goes nowhere a request names;
 * - `/blog/feed.xml` is valid RSS, named in the head of /blog and of every article.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { JSDOM } from 'jsdom';
import { e2eDataDir } from '../playwright.config';
import { expect, failedLoadMessage, test } from './fixtures';
import { aprilStay } from './support/lodging';

const run = promisify(execFile);

interface ClickReport {
  total: number;
  byLink: { kind: string; id: string; clicks: number }[];
  byPage: { page: string; clicks: number }[];
}

async function clickReport(): Promise<ClickReport> {
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', 'tools/report.ts', 'clicks', '--since', '1d', '--json'],
    { env: { ...process.env, DATA_DIR: e2eDataDir, DATABASE_URL: '' } },
  );
  return JSON.parse(stdout) as ClickReport;
}
const clicksOf = (report: ClickReport, kind: string, id: string) =>
  report.byLink.find((link) => link.kind === kind && link.id === id)?.clicks ?? 0;

const { checkin, checkout } = aprilStay;

test('Book Now carries the stay, children as children, through /go to the partner’s page, and the click is in the report', async ({
  page,
  context,
}) => {
  // The new tab's request to /go is answered by our real server (which counts the click); its
  // 302 is read here and the tab gets a stand-in page instead of following it, so the partner
  // is never reached (Playwright does not intercept the request a redirect leads to).
  const handOffs: { url: string; status: number; location: string }[] = [];
  await context.route(/\/go\//, async (route) => {
    const answer = await route.fetch({ maxRedirects: 0 });
    handOffs.push({
      url: route.request().url(),
      status: answer.status(),
      location: answer.headers()['location'] ?? '',
    });
    await route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Partner stand-in</title>' });
  });
  const before = await clickReport();
  const id = 'booking-9100028';

  await page.goto(`/property/${id}`);
  await expect(page.locator('#root')).toHaveAttribute('data-render', 'hydrated');
  const booking = page.getByRole('complementary', { name: 'Booking' });
  await booking.getByLabel('Check-in').fill(checkin);
  await booking.getByLabel('Check-out').fill(checkout);
  await booking.getByLabel('Adults').selectOption('3');
  await booking.getByRole('combobox', { name: 'Rooms' }).selectOption('2');
  await booking.getByLabel('Children’s ages').fill('4, 11');
  const book = booking.getByRole('link', { name: /^Book Now: / });
  await expect(book).toHaveAttribute(
    'href',
    `/go/book/${id}?checkin=${checkin}&checkout=${checkout}&adults=3&children=4,11&rooms=2&from=%2Fproperty%2F${id}`,
  );
  await expect(book).toHaveAttribute('target', '_blank');
  await expect(book).toHaveAttribute('rel', 'sponsored noopener noreferrer');

  const [partner] = await Promise.all([page.waitForEvent('popup'), book.click()]);
  await partner.waitForLoadState();
  expect(handOffs).toHaveLength(1);
  expect(handOffs[0]?.status).toBe(302);
  expect(new URL(handOffs[0]?.url ?? '').pathname).toBe(`/go/book/${id}`);
  await expect(partner).toHaveTitle('Partner stand-in');
  const landed = new URL(handOffs[0]?.location ?? '');
  // The page the partner's API gave for the place (the stand-in's), with the site's affiliate id.
  expect(landed.origin + landed.pathname).toBe(
    'https://www.booking.com/hotel/us/stand-in-stand-in-vacation-home-devils-gulch-4-bedrooms.html',
  );
  expect(landed.searchParams.get('aid')).toBe('9100000');
  expect(landed.searchParams.get('checkin')).toBe(checkin);
  expect(landed.searchParams.get('checkout')).toBe(checkout);
  expect(landed.searchParams.get('group_adults')).toBe('3');
  expect(landed.searchParams.get('group_children')).toBe('2');
  expect(landed.searchParams.getAll('age')).toEqual(['4', '11']);
  expect(landed.searchParams.get('no_rooms')).toBe('2');
  // The visitor's own tab stays on our page.
  await expect(page).toHaveURL(new RegExp(`/property/${id}$`));

  const after = await clickReport();
  expect(clicksOf(after, 'book', id)).toBe(clicksOf(before, 'book', id) + 1);
  expect(after.byPage.find((row) => row.page === `/property/${id}`)?.clicks ?? 0).toBeGreaterThan(0);
});

test('the partner link without dates when they are out of order, and /go kept from caches and crawlers', async ({
  page,
  request,
  expectConsoleErrors,
}) => {
  const answer = await request.get(`/go/book/booking-9100001?checkin=${checkout}&checkout=${checkin}&adults=2`, {
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(302);
  expect(answer.headers()['cache-control']).toBe('no-store');
  expect(answer.headers()['x-robots-tag']).toBe('noindex, nofollow');
  const location = new URL(answer.headers()['location'] ?? '');
  expect(location.hostname).toBe('www.booking.com');
  expect(location.searchParams.get('aid')).toBe('9100000');
  expect(location.searchParams.has('checkin')).toBe(false);
  expect(location.searchParams.has('checkout')).toBe(false);
  expect(location.searchParams.get('group_adults')).toBe('2');

  // An old address of a place goes to the partner's search for the town; the illustrative rentals nowhere.
  const old = await request.get(`/go/book/hotel-3?checkin=${checkin}&checkout=${checkout}&guests=2`, {
    maxRedirects: 0,
  });
  const search = new URL(old.headers()['location'] ?? '');
  expect(search.pathname).toBe('/searchresults.html');
  expect(search.searchParams.get('checkin')).toBe(checkin);
  expect((await request.get('/go/book/vrbo-7', { maxRedirects: 0 })).status()).toBe(404);

  // Somewhere a request names is never a destination; an id we do not have is the 404 page.
  const open = await request.get('/go/book/booking-9100001?url=https://evil.example/&from=//evil.example', {
    maxRedirects: 0,
  });
  expect(new URL(open.headers()['location'] ?? '').hostname).toBe('www.booking.com');
  const unknown = await request.get('/go/book/hotel-9999', { maxRedirects: 0 });
  expect(unknown.status()).toBe(404);
  expect(unknown.headers()['content-type']).toContain('text/html');
  expectConsoleErrors([failedLoadMessage(404, '/go/book/hotel-9999')]); // the page itself answers 404, which Chromium logs
  await page.goto('/go/book/hotel-9999');
  await expect(page.getByText(/That booking link is not one of ours/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Find lodging' })).toBeVisible();

  expect(await (await request.get('/robots.txt')).text()).toContain('Disallow: /go/');
});

test('the blog’s RSS feed is named in the head of the blog pages, valid, newest first, with absolute links', async ({
  page,
  request,
  baseURL,
}) => {
  const feedUrl = `${baseURL}/blog/feed.xml`;
  for (const url of ['/blog', '/blog/elk-viewing-guide']) {
    await page.goto(url);
    await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      'href',
      feedUrl,
    );
  }
  const answer = await request.get('/blog/feed.xml?q=%3Cscript%3E&q=2');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
  expect(answer.headers()['cache-control']).toMatch(/max-age=\d+/);
  // jsdom refuses XML that is not well-formed.
  const { document } = new JSDOM(await answer.text(), { contentType: 'application/xml' }).window;
  expect(document.documentElement.getAttribute('version')).toBe('2.0');
  const links = [...document.querySelectorAll('item > link')].map((link) => link.textContent ?? '');
  expect(links.length).toBeGreaterThan(10);
  expect(links.every((link) => link.startsWith(`${baseURL}/blog/`))).toBe(true);
  const dates = [...document.querySelectorAll('item > pubDate')].map((date) => Date.parse(date.textContent ?? ''));
  expect(dates.every((date) => !Number.isNaN(date))).toBe(true);
  expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  const self = document.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'link')[0];
  expect(self?.getAttribute('href')).toBe(feedUrl);
});
