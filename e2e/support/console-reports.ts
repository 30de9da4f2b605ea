/**
 * Steps the console's report specs share (decision 067): an account made the way an operator
 * makes one (`npm run console -- invite`, then the invitation accepted with Chromium's virtual
 * authenticator, as e2e/console.spec.ts does), axe at the suite's tags, and a visitor's browser
 * the site counts (headless Chromium says so in its agent, and the site leaves bots out).
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Browser, type Page } from '@playwright/test';
import { e2eDataDir } from '../../playwright.config';

const run = promisify(execFile);

export async function signedInConsole(page: Page, siteUrl: string, email: string, role: string): Promise<void> {
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', 'tools/console.ts', 'invite', email, '--role', role],
    { env: { ...process.env, DATA_DIR: e2eDataDir, DATABASE_URL: '', SITE_URL: siteUrl } },
  );
  const link = stdout.trim().split('\n').at(-1) ?? '';
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  await page.goto(link);
  await page.getByRole('button', { name: 'Create a passkey' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Operator console' })).toBeVisible();
}

export async function expectNoViolations(page: Page): Promise<void> {
  const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
  const { violations } = await new AxeBuilder({ page }).withTags(tags).analyze();
  const found = violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${violation.help} — ${node.target.join(' ')}`),
  );
  expect(found, `axe violations on ${page.url()}`).toEqual([]);
}

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
