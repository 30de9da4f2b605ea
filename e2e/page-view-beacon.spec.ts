/**
 * Page views come from the visitor's browser (decisions 070 and 073), at phone and desktop
 * widths, against the real server: the page a visitor loads sends one beacon with its path and
 * the origin of the page that linked to it, a reload sends another, each page opened by a link
 * inside the site sends its path; the server answers 204 and the counts reach its database (the
 * console's report reads them there). The browser's agent is a desktop Chromium's: headless
 * Chromium names itself in its agent, and the site leaves bots out.
 */
import type { Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { visitorAgent } from './support/console-reports';
import { pageViewsOf, viewsAdded } from './support/page-views';

test.use({ userAgent: visitorAgent });

const isBeacon = (request: Request) => new URL(request.url()).pathname === '/api/page-view';

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px: a loaded page, its reload and a page opened by a link are each counted once`, async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize(viewport);
    const beacons: Request[] = [];
    page.on('request', (request) => {
      if (isBeacon(request)) beacons.push(request);
    });
    // A referring site of this test's own, so the suite's other visits cannot move its count.
    const linkingSite = `w${viewport.width}.beacon-test.example`;
    const privacyBefore = await pageViewsOf('content.privacyPolicy');
    const termsBefore = await pageViewsOf('content.termsOfService');

    await page.goto('/privacy-policy', { referer: `https://${linkingSite}/results?q=my+name+is+secret` });
    await expect
      .poll(() => beacons.map((request) => request.postData()))
      .toEqual([`/privacy-policy\nhttps://${linkingSite}`]);
    expect(beacons[0]?.method()).toBe('POST');
    expect((await beacons[0]?.response())?.status()).toBe(204);

    await page.reload();
    await expect.poll(() => beacons.length).toBe(2);
    expect(beacons[1]?.postData()).toMatch(/^\/privacy-policy\n/);
    expect((await beacons[1]?.response())?.status()).toBe(204);
    await expect(page.locator('#root')).toHaveAttribute('data-render', 'hydrated');

    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
    await expect.poll(() => beacons.map((request) => request.postData()).slice(2)).toEqual(['/terms-of-service']);
    expect((await beacons[2]?.response())?.status()).toBe(204);

    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
    await expect.poll(() => beacons.map((request) => request.postData()).slice(3)).toEqual(['/privacy-policy']);

    // The server writes its counts every 5 s: read until they are in. Only this test's own
    // referring site is counted exactly (once for the load, once more if the reload kept it):
    // the suite's other tests, this one at the other width among them, open the same page from
    // no site and from inside the site at the same time.
    const reloadKeptReferrer = beacons[1]?.postData()?.split('\n')[1] !== '';
    const privacyAdded = async () => viewsAdded(privacyBefore, await pageViewsOf('content.privacyPolicy'));
    await expect
      .poll(async () => (await privacyAdded())[linkingSite] ?? 0, { timeout: 20_000 })
      .toBe(reloadKeptReferrer ? 2 : 1);
    // The way back (internal) and a reload without its referrer (none) came after the first load:
    // a flush can fall between them, so each is read until it is in, as the first was.
    await expect.poll(async () => (await privacyAdded()).internal ?? 0, { timeout: 20_000 }).toBeGreaterThanOrEqual(1);
    if (!reloadKeptReferrer) {
      await expect.poll(async () => (await privacyAdded()).none ?? 0, { timeout: 20_000 }).toBeGreaterThanOrEqual(1);
    }
    await expect
      .poll(async () => (await pageViewsOf('content.termsOfService')).internal ?? 0, { timeout: 20_000 })
      .toBeGreaterThanOrEqual((termsBefore.internal ?? 0) + 1);
  });
}
