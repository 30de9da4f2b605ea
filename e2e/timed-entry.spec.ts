/**
 * Issue 19, point 2 (timed entry), at 390 and 1280 px: the timed-entry guide on /trip-planning
 * and /weather (in the server's HTML too), which picked days need a permit in the booking box
 * and the stay search (and in the server's HTML when the dates are in the URL), and the home
 * page's trip-planner teaser in season. The expectations come from the same rules and data
 * (shared/src/park) on the day the suite runs; the home page in season is shown on a browser
 * whose clock is set to July 4 of next year, after a client-side navigation (the widget's
 * loader then runs in the browser), and axe checks each of these pieces.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import {
  addDays,
  permitDaysOfStay,
  summarizePermitDays,
  timedEntryOutlook,
  timedEntrySeasonNow,
  yearOf,
} from '../shared/src/park/timed-entry-rules';
import { mountainDate } from '../shared/src/time/mountain-time';
import { outlookHeadline, stayPermitSentences } from '../shared/src/park/timed-entry-text';
import { expect, test } from './fixtures';
import { openHydrated, wakeStaySearch } from './support/page-ready';

const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const reservationUrl = 'https://www.recreation.gov/timed-entry/10086745';
const sourceUrl = 'https://www.nps.gov/romo/planyourvisit/timed-entry-permit-system.htm';

/** A summer stay next year (July 4 and 5): what the rules say of it today. */
const today = mountainDate();
const summer = { checkIn: `${yearOf(today) + 1}-07-04`, checkOut: `${yearOf(today) + 1}-07-05` };
function sentencesOf(checkIn: string, checkOut: string): string {
  const range = permitDaysOfStay(checkIn, checkOut);
  if (range.kind !== 'days') throw new Error(range.reason);
  return stayPermitSentences(summarizePermitDays(range.days)).join(' ');
}
const summerSentences = sentencesOf(summer.checkIn, summer.checkOut);

async function expectNoViolations(page: Page, include: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).include(include).withTags(axeTags).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

/** Scrolls `box` into view, saves a screenshot as /tmp/timed-entry-<name>.png and checks `include` with axe. */
async function screenshotAndCheck(page: Page, box: Locator, name: string, include: string): Promise<void> {
  await box.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/timed-entry-${name}.png` });
  await expectNoViolations(page, include);
}

const expectReserveLink = (box: Locator) =>
  expect(box.getByRole('link', { name: 'Reserve on recreation.gov' })).toHaveAttribute('href', reservationUrl);

test('the stay notice words come from the rules: July 4 and 5 next year', () => {
  expect(summerSentences).toMatch(
    /^Jul 4 and Jul 5 (likely )?need a timed-entry permit \(Park Access\+ 5 a\.m\.–6 p\.m\./,
  );
});

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('trip planning shows the timed-entry guide: dates, both permits, release, reservation link, source', async ({
      page,
    }) => {
      await openHydrated(page, '/trip-planning');
      const guide = page.getByRole('region', { name: 'Timed-entry permits for Rocky Mountain National Park' });
      await expect(guide).toBeVisible();
      await expect(guide).toContainText(outlookHeadline(timedEntryOutlook(today)));
      await expect(guide).toContainText('Park Access+');
      await expect(guide).toContainText('5 a.m. to 6 p.m.');
      await expect(guide).toContainText('9 a.m. to 2 p.m.');
      await expect(guide).toContainText('7 p.m. MT the evening before');
      await expect(guide.getByRole('link', { name: 'Reserve a timed-entry permit on recreation.gov' })).toHaveAttribute(
        'href',
        reservationUrl,
      );
      await expect(
        guide.getByRole('link', { name: 'National Park Service: Timed Entry Permit System' }),
      ).toHaveAttribute('href', sourceUrl);
      await expect(guide).toContainText('Last checked');
      await screenshotAndCheck(page, guide, `trip-planning-${width}`, '[data-timed-entry="guide"]');
    });

    test('the weather page shows the timed-entry block in its own section', async ({ page }) => {
      await openHydrated(page, '/weather');
      const guide = page.getByRole('region', { name: 'Timed-entry permits for Rocky Mountain National Park' });
      await expect(guide).toContainText(outlookHeadline(timedEntryOutlook(today)));
      await expect(guide).toContainText('Park Access+ 5 a.m.–6 p.m. or Park Access 9 a.m.–2 p.m.');
      await expect(guide).toContainText('7 p.m. MT the evening before');
      await expectReserveLink(guide);
      await screenshotAndCheck(page, guide, `weather-${width}`, '[data-timed-entry="summary"]');
      await guide.getByRole('link', { name: 'Which permit, hours and release dates' }).click();
      await expect(page).toHaveURL(/\/trip-planning#timed-entry$/);
      await expect(page.locator('[data-timed-entry="guide"]')).toBeVisible();
    });

    test('picking dates in the booking box says which days need a permit, with the reservation link', async ({
      page,
    }) => {
      await openHydrated(page, '/property/booking-9100001');
      const booking = page.getByRole('complementary', { name: 'Booking' });
      const notice = booking.locator('[data-timed-entry="stay"]');
      await expect(notice).toBeEmpty();
      await booking.getByLabel('Check-in').fill(summer.checkIn);
      await booking.getByLabel('Check-out').fill(summer.checkOut);
      await expect(notice).toHaveText(new RegExp(`^${escape(summerSentences)}`));
      await expectReserveLink(notice);
      await screenshotAndCheck(page, notice, `booking-${width}`, '[data-timed-entry="stay"]');

      // Winter days: none needs a permit, and no reservation link.
      const winter = { checkIn: `${yearOf(today) + 1}-01-10`, checkOut: `${yearOf(today) + 1}-01-12` };
      await booking.getByLabel('Check-in').fill(winter.checkIn);
      await booking.getByLabel('Check-out').fill(winter.checkOut);
      await expect(notice).toHaveText(sentencesOf(winter.checkIn, winter.checkOut));
      await expect(notice.getByRole('link')).toHaveCount(0);
    });

    test('the stay search on /accommodations says it for the dates picked there', async ({ page }) => {
      await openHydrated(page, '/accommodations');
      const search = page.getByRole('search', { name: 'Search stays' });
      await search.getByLabel('Check-in').fill(summer.checkIn);
      await search.getByLabel('Check-out').fill(summer.checkOut);
      await expect(search.locator('[data-timed-entry="stay"]')).toContainText(summerSentences);
      await expectNoViolations(page, '[data-timed-entry="stay"]');
    });

    test('the home page’s stay search, once woken, says it for the dates picked', async ({ page }) => {
      await openHydrated(page, '/');
      const search = page.getByRole('search', { name: 'Search stays' });
      await wakeStaySearch(page, search);
      await expect(async () => {
        await search.getByLabel('Check-in').fill(summer.checkIn);
        await search.getByLabel('Check-out').fill(summer.checkOut);
        await expect(search.locator('[data-timed-entry="stay"]')).toContainText(summerSentences, { timeout: 1000 });
      }).toPass();
      await screenshotAndCheck(page, search, `home-search-${width}`, '[data-timed-entry="stay"]');
    });
  });
}

test('dates in the URL: the server’s HTML already says which days need a permit (no JavaScript)', async ({
  request,
}) => {
  const query = `checkin=${summer.checkIn}&checkout=${summer.checkOut}`;
  for (const url of [`/property/booking-9100001?${query}`, `/accommodations?${query}`]) {
    const html = await (await request.get(url)).text();
    expect(html, url).toContain(summerSentences);
    expect(html, url).toContain(`href="${reservationUrl}"`);
  }
  // Reversed or absurd dates in the URL: no notice, and the page still answers.
  const reversed = await request.get(`/property/booking-9100001?checkin=${summer.checkOut}&checkout=${summer.checkIn}`);
  expect(reversed.status()).toBe(200);
  expect(await reversed.text()).not.toContain('timed-entry permit (');
  const absurd = await request.get(
    `/property/booking-9100001?checkin=${summer.checkIn}&checkout=${addDays(summer.checkIn, 4000)}`,
  );
  expect(absurd.status()).toBe(200);
  expect(await absurd.text()).not.toContain('timed-entry permit (');
  // The guide is in the server's HTML of both planning pages.
  for (const url of ['/trip-planning', '/weather']) {
    expect(await (await request.get(url)).text(), url).toContain(
      'Timed-entry permits for Rocky Mountain National Park',
    );
  }
});

test('the home page shows timed entry only in season: as the server renders it today', async ({ request }) => {
  const html = await (await request.get('/')).text();
  if (timedEntrySeasonNow(today).inSeason) expect(html).toContain('data-timed-entry="home"');
  else expect(html).not.toContain('data-timed-entry="home"');
});

for (const width of [390, 1280]) {
  test(`the home page in season (a browser on July 4 next year) at ${width} px: the teaser says so and links to the guide`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const julyFourth = `${yearOf(today) + 1}-07-04`;
    await page.clock.setFixedTime(new Date(`${julyFourth}T12:00:00-06:00`));
    await openHydrated(page, '/trip-planning');
    // Home by the logo: a client-side navigation, so the widgets' loaders run in this browser.
    await page
      .getByRole('banner')
      .getByRole('link', { name: /, home$/ })
      .click();
    await expect(page).toHaveURL(/\/$/);
    const note = page.locator('[data-timed-entry="home"]');
    await expect(note).toContainText(outlookHeadline(timedEntryOutlook(julyFourth)));
    await screenshotAndCheck(page, note, `home-${width}`, '[data-timed-entry="home"]');
    await note.getByRole('link', { name: 'Permit types, hours and how to reserve' }).click();
    await expect(page).toHaveURL(/\/trip-planning#timed-entry$/);
    await expect(
      page.getByRole('region', { name: 'Timed-entry permits for Rocky Mountain National Park' }),
    ).toBeVisible();
  });
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
