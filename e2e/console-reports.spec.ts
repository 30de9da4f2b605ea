/**
 * The console's reports in Chromium against the real server (decision 067), at 390 and 1280 px:
 * a page a visitor opens is counted without a cookie and appears in Page views, in its chart
 * and its tables; a search that found nothing is listed; each table's CSV downloads; axe on each
 * screen. The numbers are read as they change (other tests of the suite count pages too), never
 * as totals fixed in advance.
 */
import { expect, failedLoadMessage, test } from './fixtures';
import {
  askAgainUntil,
  countInRow,
  downloadCsv,
  expectNoViolations,
  freshEmail,
  partnerStandInBehindGo,
  signInAndOpen,
  visitorPage,
} from './support/console-reports';
import { atWidths } from './support/steps';

atWidths((width) => {
  test(`Page views shows a visit counted without a cookie, the empty search, the chart and the CSV (${width} px)`, async ({
    page,
    browser,
    baseURL,
    expectConsoleErrors,
  }) => {
    test.slow();
    expectConsoleErrors([failedLoadMessage(401, '/console/api/session')]);
    const siteUrl = baseURL ?? '';
    await signInAndOpen(page, 'Page views', { siteUrl, email: freshEmail('reports', width), role: 'operator' });
    await expect(page.getByRole('heading', { level: 1, name: 'Page views' })).toBeFocused();
    const byPage = page.getByRole('table', { name: 'Page views by page' });
    const termsViews = () => countInRow(byPage, '/terms-of-service |');
    await expect(page.getByRole('status')).toHaveCount(0);
    const before = await termsViews();

    // A visitor's browser opens a page (counted: no cookie is set) and searches for something the site does not have.
    const visitor = await visitorPage(browser, siteUrl, width);
    const visit = await visitor.goto('/terms-of-service');
    expect(visit?.status()).toBe(200);
    expect(visit?.headers()['set-cookie']).toBeUndefined();
    const nonsense = `zzqx${width}nothing`;
    await visitor.goto(`/search?q=${nonsense}`);
    await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await visitor.context().cookies()).toEqual([]);
    await visitor.context().close();

    // Counts are written every few seconds (the visit and the search may fall on two sides of a
    // write): choose the period again until both are in.
    await askAgainUntil(page, 20_000, async () => {
      expect(await termsViews()).toBeGreaterThan(before);
      await expect(page.getByRole('table', { name: 'Searches that found nothing' })).toContainText(`“${nonsense}”`, {
        timeout: 1_000,
      });
    });

    // The chart: a canvas as wide as its column, named by the sentence beside it.
    const chart = page.getByRole('img', { name: /page views? from .* the busiest day was/ });
    await expect(chart).toBeVisible();
    await expect(chart.locator('canvas')).toHaveCount(1);
    const box = await chart.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(width < 480 ? 250 : 600);
    expect(box?.width ?? 0).toBeLessThanOrEqual(width);
    // Every day's figures, folded under their summary beside the chart, opened by keyboard.
    await page.locator('summary', { hasText: 'Every day’s figures (table)' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('table', { name: 'Page views by day' }).locator('tbody tr')).toHaveCount(30);
    await expectNoViolations(page);

    // The CSV of the table by page, downloaded with the session's cookie.
    const { fileName, csv } = await downloadCsv(page, 'Download page views by page (CSV)');
    expect(fileName).toMatch(/^page-views-by-route-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(csv.split('\r\n')[0]).toBe('route,views');
    expect(csv).toMatch(/\r\ncontent\.termsOfService,\d+\r\n/);

    // Another period, by keyboard: the figures are asked again.
    await page.getByRole('radio', { name: 'Last 30 days' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'Last 90 days' })).toBeChecked();
    await expect(page.getByRole('table', { name: 'Page views by day' }).locator('tbody tr')).toHaveCount(90);
  });
});

test('the reports answer no one signed out, and never from another site', async ({ request }) => {
  const signedOut = await request.get('/console/api/reports/page-views?days=7');
  expect(signedOut.status()).toBe(401);
  expect(signedOut.headers()['cache-control']).toBe('private, no-store');
  const crossSite = await request.get('/console/api/reports/page-views.csv?days=7&table=days', {
    headers: { 'sec-fetch-site': 'cross-site' },
  });
  expect(crossSite.status()).toBe(403);
});

atWidths((width) => {
  test(`Partner clicks, lodging's console page, shows a Book Now click in its chart, tables and CSV (${width} px)`, async ({
    page,
    browser,
    baseURL,
    expectConsoleErrors,
  }) => {
    test.slow();
    expectConsoleErrors([failedLoadMessage(401, '/console/api/session')]);
    const siteUrl = baseURL ?? '';
    await signInAndOpen(page, 'Partner clicks', { siteUrl, email: freshEmail('clicks', width), role: 'reviewer' });
    await expect(page.getByRole('heading', { level: 1, name: 'Partner clicks' })).toBeVisible();
    const id = 'booking-9100028';
    const byProperty = page.getByRole('table', { name: 'Partner clicks by property' });
    const clicksOf = () => countInRow(byProperty, `${id} (Book Now) |`);
    await expect(page.getByRole('status')).toHaveCount(0);
    const before = await clicksOf();

    // A visitor clicks Book Now; the click reaches our /go (which counts it), the partner is never reached.
    const visitor = await visitorPage(browser, siteUrl, width);
    await partnerStandInBehindGo(visitor);
    await visitor.goto(`/property/${id}`);
    await expect(visitor.locator('#root')).toHaveAttribute('data-render', 'hydrated');
    const book = visitor.getByRole('complementary', { name: 'Booking' }).getByRole('link', { name: /^Book Now: / });
    const [partner] = await Promise.all([visitor.waitForEvent('popup'), book.click()]);
    await expect(partner).toHaveTitle('Partner stand-in');
    await visitor.context().close();

    await askAgainUntil(page, 15_000, async () => {
      expect(await clicksOf()).toBe(before + 1);
    });
    await expect(page.getByRole('table', { name: 'Partner clicks by page' })).toContainText(`/property/${id}`);
    const chart = page.getByRole('img', { name: /partner clicks? from .*/ });
    await expect(chart.locator('canvas')).toHaveCount(1);
    expect((await chart.boundingBox())?.width ?? 0).toBeLessThanOrEqual(width);
    await expectNoViolations(page);

    const { fileName, csv } = await downloadCsv(page, 'Download partner clicks by property (CSV)');
    expect(fileName).toMatch(/^partner-clicks-by-property-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(csv.split('\r\n')[0]).toBe('kind,id,name,clicks');
    expect(csv).toContain(`\r\nbook,${id},,`);
  });
});

atWidths((width) => {
  test(`Retired hotel links, the conditions area's console page, shows a click on an old hotel card's link (${width} px)`, async ({
    page,
    browser,
    baseURL,
    expectConsoleErrors,
  }) => {
    test.slow();
    expectConsoleErrors([failedLoadMessage(401, '/console/api/session')]);
    const siteUrl = baseURL ?? '';
    await signInAndOpen(page, 'Retired hotel links', { siteUrl, email: freshEmail('hotels', width), role: 'operator' });
    await expect(page.getByRole('heading', { level: 1, name: 'Retired hotel links' })).toBeFocused();
    await expect(page.getByText(/old bookmarks and saved pages/)).toBeVisible();
    // One hotel card per width, so each test sees its own click.
    const hotel = width < 480 ? 'silver-moon-inn' : 'murphys-river-lodge';
    const byHotel = page.getByRole('table', { name: 'Retired hotel link clicks by hotel' });
    const clicksOf = () => countInRow(byHotel, `${hotel} |`);
    await expect(page.getByRole('status')).toHaveCount(0);
    const before = await clicksOf();

    // A visitor's saved copy of the downtown guide from before issue 29 (what a bookmark keeps):
    // its hotel card's Book Now is clicked; our /go counts it, the partner is never reached.
    const visitor = await visitorPage(browser, siteUrl, width);
    await partnerStandInBehindGo(visitor);
    await visitor.setContent(
      `<title>Downtown (saved)</title><a href="${siteUrl}/go/downtown-hotel/${hotel}?from=%2Fdowntown">Book Now</a>`,
    );
    await visitor.getByRole('link', { name: 'Book Now' }).click();
    await expect(visitor).toHaveTitle('Partner stand-in');
    await visitor.context().close();

    await askAgainUntil(page, 15_000, async () => {
      expect(await clicksOf()).toBe(before + 1);
    });
    await expect(page.getByRole('table', { name: 'Retired hotel link clicks by page' })).toContainText('/downtown');
    const chart = page.getByRole('img', { name: /clicks? from .* the busiest day was/ });
    await expect(chart.locator('canvas')).toHaveCount(1);
    expect((await chart.boundingBox())?.width ?? 0).toBeLessThanOrEqual(width);
    await expectNoViolations(page);

    const { fileName, csv } = await downloadCsv(page, 'Download retired hotel link clicks by hotel (CSV)');
    expect(fileName).toMatch(/^retired-hotel-link-clicks-by-property-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(csv.split('\r\n')[0]).toBe('kind,id,name,clicks');
    expect(csv).toContain(`\r\ndowntown-hotel,${hotel},,`);
  });
});
