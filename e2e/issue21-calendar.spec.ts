/**
 * Issue 21, point 7 (calendars), at 390 and 1280 px: the Saturday snowshoe walks export as a
 * weekly event (RRULE), not one block of 77 days, and Google Calendar and Outlook links sit
 * beside the .ics with the same times.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { openHydrated } from './support/page-ready';
import { atWidths } from './support/steps';

atWidths((width) => {
  test('the weekly snowshoe walk: .ics with a weekly rule, Google and Outlook links beside it', async ({ page }) => {
    await openHydrated(page, '/events?event=snowshoe-ranger-walks-2027');
    const dialog = page.getByRole('dialog', { name: 'Ranger-Led Snowshoe Walks' });
    await expect(dialog).toBeVisible();

    const google = dialog.getByRole('link', { name: /Google Calendar/ });
    const outlook = dialog.getByRole('link', { name: /Outlook/ });
    await expect(google).toBeVisible();
    await expect(outlook).toBeVisible();
    const googleUrl = new URL((await google.getAttribute('href')) ?? '');
    expect(googleUrl.host).toBe('calendar.google.com');
    expect(googleUrl.searchParams.get('dates')).toBe('20270109T123000/20270109T143000');
    expect(googleUrl.searchParams.get('ctz')).toBe('America/Denver');
    expect(googleUrl.searchParams.get('recur')).toBe('RRULE:FREQ=WEEKLY;BYDAY=SA;UNTIL=20270328T055900Z');
    const outlookUrl = new URL((await outlook.getAttribute('href')) ?? '');
    expect(outlookUrl.host).toBe('outlook.live.com');
    expect(outlookUrl.searchParams.get('startdt')).toBe('2027-01-09T12:30:00-07:00');
    expect(outlookUrl.searchParams.get('body')).toMatch(/^Repeats on Saturdays until 2027-03-27\./);
    await dialog.getByRole('link', { name: /Add to calendar/ }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/claims-calendar-links-${width}.png` });

    const downloading = page.waitForEvent('download');
    await dialog.getByRole('link', { name: /Add to calendar/ }).click();
    const download = await downloading;
    const text = (await readFile(await download.path(), 'utf8')).replace(/\r\n /g, '');
    expect(text).toContain('\r\nTZID:America/Denver\r\n');
    expect(text).toContain('\r\nDTSTART;TZID=America/Denver:20270109T123000\r\n');
    expect(text).toContain('\r\nDTEND;TZID=America/Denver:20270109T143000\r\n');
    expect(text).toContain('\r\nRRULE:FREQ=WEEKLY;BYDAY=SA;UNTIL=20270328T055900Z\r\n');
    expect(text).not.toContain('DTEND;TZID=America/Denver:20270327');
  });
});
