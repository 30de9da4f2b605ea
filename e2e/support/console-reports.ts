/**
 * Steps the console's report specs share (decision 067): a visitor's browser the site counts
 * (headless Chromium says so in its agent, and the site leaves bots out), a partner that a /go
 * link never reaches, a table's rows and counts, the period chosen again until a count is in, and
 * a CSV downloaded; the sign-in, open and axe steps are console-sign-in.ts's, re-exported here.
 */
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { expect } from '../fixtures';

export { expectNoViolations, freshEmail, signInAndOpen, signInInvited } from './console-sign-in';

/** Chromium's agent as a desktop browser sends it (without "Headless", which marks a bot). */
export const visitorAgent =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

export async function visitorPage(browser: Browser, baseURL: string, width: number): Promise<Page> {
  const context = await browser.newContext({ baseURL, userAgent: visitorAgent, viewport: { width, height: 844 } });
  return context.newPage();
}

/** The text of each row of a table (its cells joined by " | "). */
export async function rowsOf(table: ReturnType<Page['getByRole']>): Promise<string[]> {
  return table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => (cell.textContent ?? '').trim()).join(' | ')),
    );
}

/** The count in the second cell of the row of `table` that starts with `rowStart`: 0 while there is no such row. */
export async function countInRow(table: ReturnType<Page['getByRole']>, rowStart: string): Promise<number> {
  const rows = await rowsOf(table).catch(() => []);
  const row = rows.find((text) => text.startsWith(rowStart));
  return Number(row?.split(' | ')[1]?.replace(/,/g, '') ?? 0);
}

/**
 * Counts are written every few seconds: chooses the period again (7 days, then 30) until the page
 * has its figures and `check` holds, for at most `timeoutMs`.
 */
export async function askAgainUntil(page: Page, timeoutMs: number, check: () => Promise<void>): Promise<void> {
  await expect(async () => {
    await page.getByRole('radio', { name: 'Last 7 days' }).check();
    await page.getByRole('radio', { name: 'Last 30 days' }).check();
    await expect(page.getByRole('status')).toHaveCount(0);
    await check();
  }).toPass({ timeout: timeoutMs });
}

/**
 * In `visitor`'s browser, a link through our /go reaches it (a redirect, checked), which counts
 * the click; the partner it redirects to is never asked: a page of our own answers in its place.
 */
export async function partnerStandInBehindGo(visitor: Page): Promise<void> {
  await visitor.context().route(/\/go\//, async (route) => {
    const answer = await route.fetch({ maxRedirects: 0 });
    expect(answer.status()).toBe(302);
    await route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Partner stand-in</title>' });
  });
}

/** Clicks the CSV link named `linkName` (the session's cookie goes with it): the file's suggested name and its text. */
export async function downloadCsv(page: Page, linkName: string): Promise<{ fileName: string; csv: string }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: linkName }).click(),
  ]);
  return { fileName: download.suggestedFilename(), csv: await readFile((await download.path()) ?? '', 'utf8') };
}
