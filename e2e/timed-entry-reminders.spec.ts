/**
 * Issue 33, point 5 (decision 082), at 390 and 1280 px: under a stay's dates on a property page
 * and on My trip, when timed-entry permits for those days go on sale, and "Remind me" downloads
 * an .ics whose alarms (read with ical.js, as a calendar program reads them) ring 15 minutes
 * before and at each sale moment. The browser's clock is set to April 15, 2025, before the 2025
 * season (the one entered in shared/src/park/timed-entry-seasons.ts) went on sale; the words
 * expected come from the same rule with that clock. A year the park has not announced (2026)
 * gets no reminder and says why, on My trip's day form too, and its file answers why it has none.
 */
import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Download, Locator, Page } from '@playwright/test';
import ICAL from 'ical.js';
import { permitReleaseMoments, releaseMomentWords } from '../shared/src/park/timed-entry-releases';
import { tripStorageKey } from '../shared/src/my-trip/trip-store';
import { expect, test } from './fixtures';
import { openHydrated } from './support/page-ready';

const beforeTheSale = new Date('2025-04-15T12:00:00-06:00');
const stay = { checkIn: '2025-07-04', checkOut: '2025-07-05' };
const words = releaseMomentWords(permitReleaseMoments([stay.checkIn, stay.checkOut], beforeTheSale));
/** The sale moments, then the link, then the 2025 season's unconfirmed label. */
const expectedWords = `${words.sale.join(' ')} Remind me (calendar file with alarms) ${words.notes.join(' ')}`;
const unannounced2026 = 'The park has not announced 2026’s permits yet, so there is no sale date to remind you of.';
/** June 1, 8 a.m. MDT, and 7 p.m. MDT on July 3 and 4: each rings 15 minutes before and at the moment. */
const expectedAlarms = [
  { start: '2025-06-01T14:00:00.000Z', rings: ['2025-06-01T13:45:00.000Z', '2025-06-01T14:00:00.000Z'] },
  { start: '2025-07-04T01:00:00.000Z', rings: ['2025-07-04T00:45:00.000Z', '2025-07-04T01:00:00.000Z'] },
  { start: '2025-07-05T01:00:00.000Z', rings: ['2025-07-05T00:45:00.000Z', '2025-07-05T01:00:00.000Z'] },
];

/** Each event's start and its alarms' instants, as ical.js reads the downloaded file. */
async function alarmsOf(download: Download): Promise<{ start: string; rings: string[] }[]> {
  const text = await readFile((await download.path()) ?? '', 'utf8');
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const start = new ICAL.Event(component).startDate.toJSDate();
    const rings = component
      .getAllSubcomponents('valarm')
      .map((alarm) => (alarm.getFirstPropertyValue('trigger') as ICAL.Duration).toSeconds())
      .map((seconds) => new Date(start.getTime() + seconds * 1000).toISOString())
      .sort();
    return { start: start.toISOString(), rings };
  });
}

async function expectNoViolations(page: Page, include: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
    .include(include)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

async function downloadReminder(page: Page, where: Locator): Promise<Download> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    where.getByRole('link', { name: 'Remind me (calendar file with alarms)' }).click(),
  ]);
  return download;
}

test('the words expected are the sale moments of July 4 and 5, 2025', () => {
  expect(expectedWords).toMatch(
    /^Permits for Jul 4 and Jul 5 go on sale on June 1 at 8 a\.m\. MT\. More go on sale at 7 p\.m\. MT the evening before each day\. Remind me \(calendar file with alarms\) Could not be confirmed for 2025: /,
  );
});

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a property page says when permits for the stay go on sale, and Remind me downloads their alarms', async ({
      page,
    }) => {
      await page.clock.setFixedTime(beforeTheSale);
      await openHydrated(page, '/property/booking-9100001');
      const booking = page.getByRole('complementary', { name: 'Booking' });
      await booking.getByLabel('Check-in').fill(stay.checkIn);
      await booking.getByLabel('Check-out').fill(stay.checkOut);
      const reminder = booking.locator('[data-timed-entry="reminder"]');
      await expect(reminder).toHaveText(expectedWords);
      await reminder.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/timed-entry-reminder-property-${width}.png` });
      await expectNoViolations(page, '[data-timed-entry="stay"]');
      const download = await downloadReminder(page, reminder);
      expect(download.suggestedFilename()).toBe('timed-entry-reminders-2025-07-04.ics');
      expect(await alarmsOf(download)).toEqual(expectedAlarms);

      // 2026: the park has not announced it; no reminder, and why.
      await booking.getByLabel('Check-in').fill('2026-07-04');
      await booking.getByLabel('Check-out').fill('2026-07-05');
      await expect(reminder).toHaveText(unannounced2026);
      await expect(reminder.getByRole('link')).toHaveCount(0);
    });

    test('My trip says it for the trip’s days, and Remind me downloads their alarms', async ({ page }) => {
      await page.clock.setFixedTime(beforeTheSale);
      const items = [
        { kind: 'activity', id: 'bear-lake-loop', title: 'Bear Lake Loop', path: '/things-to-do#a', day: stay.checkIn },
        { kind: 'property', id: 'hotel-1', title: 'Stanley Hotel', path: '/property/hotel-1', day: stay.checkOut },
      ];
      await page.addInitScript(({ key, value }) => window.localStorage.setItem(key, value), {
        key: tripStorageKey,
        value: JSON.stringify({ state: { items }, version: 1 }),
      });
      await openHydrated(page, '/my-trip');
      const section = page.getByRole('region', { name: 'Timed-entry permits for the park' });
      await expect(section.locator('[data-timed-entry="reminder"]')).toHaveText(expectedWords);
      await section.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/timed-entry-reminder-my-trip-${width}.png` });
      await expectNoViolations(page, '[aria-labelledby="trip-timed-entry-heading"]');
      expect(await alarmsOf(await downloadReminder(page, section))).toEqual(expectedAlarms);
    });

    test('My trip with no day: a day of a year not announced says why on the page, and no file is offered', async ({
      page,
    }) => {
      await page.clock.setFixedTime(beforeTheSale);
      const items = [{ kind: 'activity', id: 'bear-lake-loop', title: 'Bear Lake Loop', path: '/things-to-do#a' }];
      await page.addInitScript(({ key, value }) => window.localStorage.setItem(key, value), {
        key: tripStorageKey,
        value: JSON.stringify({ state: { items }, version: 1 }),
      });
      await openHydrated(page, '/my-trip');
      const section = page.getByRole('region', { name: 'Timed-entry permits for the park' });
      await section.getByLabel('Day in the park').fill('2026-07-04');
      await expect(section.locator('[data-timed-entry="reminder"]')).toHaveText(unannounced2026);
      await expect(section.getByRole('link')).toHaveCount(0);
      await expect(section.getByRole('button')).toHaveCount(0);
      await section.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/timed-entry-reminder-my-trip-day-${width}.png` });
      await expectNoViolations(page, '[aria-labelledby="trip-timed-entry-heading"]');

      // The same day asked of the file directly (the form with no script): no empty calendar, the reason.
      const answer = await page.request.get('/api/conditions/timed-entry/reminders.ics?dates=2026-07-04');
      expect(answer.status()).toBe(404);
      expect(await answer.json()).toEqual({ ok: false, message: unannounced2026 });
    });
  });
}
