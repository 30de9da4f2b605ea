/**
 * The operator console in Chromium, against the real server (decisions 059 and 060): real
 * passkey ceremonies with Chromium's virtual authenticator (DevTools protocol, WebAuthn domain:
 * CTAP2, internal transport, resident keys, user verified), at phone and desktop widths. An admin
 * invited with `npm run console -- invite` accepts and signs in, invites a reviewer from the
 * console; the reviewer cannot open People (the page says so and the API refuses); both sign out.
 * axe runs on each screen; no console code is in a visitor page's first load.
 */
import type { Browser, Page } from '@playwright/test';
import { expect, failedLoadMessage, test } from './fixtures';
import { addPasskeyDevice, expectNoViolations, inviteWithCli } from './support/console-sign-in';
import { atWidths } from './support/steps';

/** Tabs from the top of the page to the control named `name` and presses Enter on it. */
async function pressWithKeyboard(page: Page, name: string): Promise<void> {
  for (let step = 0; step < 15; step += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    if (focused === name) {
      await page.keyboard.press('Enter');
      return;
    }
  }
  throw new Error(`"${name}" could not be reached with the Tab key`);
}

async function acceptInvitation(page: Page, link: string, email: string, role: string): Promise<void> {
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
  await expect(page.getByText(email, { exact: true })).toBeVisible();
  await expect(page.getByText(new RegExp(`^${role}: `))).toBeVisible();
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Create a passkey' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Operator console' })).toBeVisible();
  await expect(page.getByText(email, { exact: true })).toBeVisible();
}

async function reviewerPage(browser: Browser, baseURL: string, width: number): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 844 } });
  return context.newPage();
}

atWidths((width) => {
  test(`an admin from the command line signs in with a passkey, invites a reviewer, who cannot open People (${width} px)`, async ({
    page,
    browser,
    baseURL,
    expectConsoleErrors,
  }) => {
    test.slow();
    // Signed out, the console asks who is signed in and is told 401; Chromium logs that answer.
    expectConsoleErrors([failedLoadMessage(401, '/console/api/session')]);
    const siteUrl = baseURL ?? '';
    const runId = `${Date.now().toString(36)}-${width}`;
    const adminEmail = `admin-${runId}@estes.example`;
    const reviewerEmail = `reviewer-${runId}@estes.example`;

    const adminLink = await inviteWithCli(siteUrl, adminEmail, 'admin');
    expect(adminLink).toMatch(new RegExp(`^${siteUrl}/console/welcome#[\\w-]+$`));
    await addPasskeyDevice(page);
    await acceptInvitation(page, adminLink, adminEmail, 'admin');
    // The console is a federation host (decision 064): the real remote entries of lodging and
    // planning were loaded and gave their pages; the areas whose versions expose no `./console`
    // by design are not presented as failures (decision 071).
    const consoleNavigation = page.getByRole('navigation', { name: 'Console' });
    await expect(consoleNavigation.getByRole('link', { name: 'Partner clicks' })).toBeVisible();
    await expect(consoleNavigation.getByRole('link', { name: 'Submissions' })).toBeVisible();
    await expect(page.getByText(/could not be loaded/)).toHaveCount(0);
    await expectNoViolations(page);

    const [cookie, ...others] = (await page.context().cookies()).filter((each) => each.path === '/console');
    expect(others).toEqual([]);
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict' });

    // Out, then in again with the passkey the device now holds (discoverable: no email asked), by keyboard.
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await expect(page).toHaveURL(/\/console\/sign-in$/);
    await expectNoViolations(page);
    await pressWithKeyboard(page, 'Sign in with a passkey');
    await expect(page.getByRole('heading', { level: 1, name: 'Operator console' })).toBeVisible();
    await expect(page.getByText(adminEmail, { exact: true })).toBeVisible();

    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'People' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'People' })).toBeFocused();
    await expect(page.getByRole('list', { name: 'Accounts' })).toContainText(adminEmail);
    await page.getByLabel('Email').fill(reviewerEmail);
    await page.getByLabel('Role').selectOption('reviewer');
    await page.getByRole('button', { name: 'Invite' }).click();
    const reviewerLink = await page.getByLabel('Invitation link').inputValue();
    expect(reviewerLink).toMatch(new RegExp(`^${siteUrl}/console/welcome#[\\w-]+$`));
    await expect(page.getByRole('list', { name: 'Open invitations' })).toContainText(reviewerEmail);
    await expectNoViolations(page);

    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Audit log' }).click();
    const entries = page.getByRole('list', { name: 'Entries' });
    await expect(entries.getByRole('listitem').first()).toBeVisible();
    await expect(entries).toContainText(adminEmail);
    await expect(entries).toContainText(reviewerEmail);
    await expectNoViolations(page);

    // The reviewer, on a device of their own.
    const reviewer = await reviewerPage(browser, siteUrl, width);
    await addPasskeyDevice(reviewer);
    await acceptInvitation(reviewer, reviewerLink, reviewerEmail, 'reviewer');
    // The shell's Page views, the lodging area's Partner clicks (decision 067), the planning
    // area's Submissions (decision 065) and the conditions area's Retired hotel links (decision
    // 072), each area's loaded from its live version, in the areas' order.
    await expect(reviewer.getByRole('navigation', { name: 'Console' }).getByRole('link')).toHaveText([
      'Console home',
      'Page views',
      'Partner clicks',
      'Submissions',
      'Retired hotel links',
    ]);
    await reviewer.goto('/console/people');
    await expect(reviewer.getByRole('alert')).toContainText(
      'Your role (reviewer) cannot open People: only admins can.',
    );
    await expectNoViolations(reviewer);
    const refused = await reviewer.request.get('/console/api/people');
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toEqual({ error: expect.any(String) });
    await reviewer.goto('/console');
    await reviewer.getByRole('button', { name: 'Sign out', exact: true }).click();
    await expect(reviewer).toHaveURL(/\/console\/sign-in$/);
    await reviewer.goto('/console');
    await expect(reviewer).toHaveURL(/\/console\/sign-in$/);
    await reviewer.context().close();

    // The admin ends every session of the account.
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Console home' }).click();
    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    await expect(page).toHaveURL(/\/console\/sign-in$/);
    expect((await page.request.get('/console/api/session')).status()).toBe(401);
  });
});

test('the console’s document is private, never indexed, under the strict policy, and loads only the console build', async ({
  page,
  expectConsoleErrors,
}) => {
  expectConsoleErrors([failedLoadMessage(401, '/console/api/session')]);
  const response = await page.goto('/console/sign-in');
  const headers = response?.headers() ?? {};
  expect(headers['cache-control']).toBe('private, no-store');
  expect(headers['x-robots-tag']).toBe('noindex, nofollow');
  expect(headers['content-security-policy']).toContain("script-src 'self';");
  expect(headers['content-security-policy']).not.toContain('unsafe');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.getByRole('button', { name: 'Sign in with a passkey' })).toBeVisible();
  const scripts = await page
    .locator('script[src]')
    .evaluateAll((elements) => elements.map((element) => new URL((element as HTMLScriptElement).src).pathname));
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.every((src) => src.startsWith('/assets/console/'))).toBe(true);
});

for (const path of ['/', '/events', '/accommodations']) {
  test(`no console code in the first load of ${path}`, async ({ page }) => {
    const scripts: { url: string; body: Promise<string> }[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push({ url: response.url(), body: response.text() });
    });
    await page.goto(path);
    await expect(page.locator('#root')).toHaveAttribute('data-render', 'hydrated');
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      expect(new URL(script.url).pathname).not.toMatch(/^\/assets\/console\//);
      const body = await script.body;
      // Words only the console's code holds (its button, its API's address, the passkey library's call).
      expect(body, script.url).not.toContain('Sign in with a passkey');
      expect(body, script.url).not.toContain('/console/api');
      expect(body, script.url).not.toContain('navigator.credentials');
    }
  });
}
