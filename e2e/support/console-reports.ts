/**
 * Steps the console's report specs share (decision 067): a visitor's browser the site counts
 * (headless Chromium says so in its agent, and the site leaves bots out) and a table's rows; the
 * sign-in and axe steps are console-sign-in.ts's, re-exported here.
 */
import type { Browser, Page } from '@playwright/test';

export { expectNoViolations, signInInvited } from './console-sign-in';

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
