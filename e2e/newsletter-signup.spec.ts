/**
 * The Estes Insider sign-up against the real server, with a stand-in newsletter provider on the
 * port playwright.config.ts points the server at: validation, success → /thankyou with the row
 * in the database and forwarded, provider down during sign-up → success and forwarded once it
 * is back, and the form working without JavaScript.
 */
import path from 'node:path';
import { createClient } from '@libsql/client';
import type { Page } from '@playwright/test';
import { e2eDataDir, e2eNewsletterProviderPort, e2eSecrets } from '../playwright.config';
import { NewsletterProviderStandIn } from '@estes/mfe-planning/stand-ins/newsletter';
import { expect, test } from './fixtures';

test.describe.configure({ mode: 'serial' });

const provider = new NewsletterProviderStandIn(e2eSecrets.NEWSLETTER_API_KEY, e2eSecrets.NEWSLETTER_PUBLICATION_ID);
const database = createClient({ url: `file:${path.resolve(e2eDataDir, 'site.db')}` });

async function signupRow(email: string) {
  const result = await database.execute({
    sql: 'SELECT email, placement, status, attempts FROM newsletter_signups WHERE email = ?',
    args: [email],
  });
  const row = result.rows[0];
  return row
    ? { email: row.email, placement: row.placement, status: row.status, attempts: Number(row.attempts) }
    : undefined;
}

const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

async function openNewsletterPage(page: Page) {
  await page.goto('/newsletter');
  await expect(page.locator('#root')).toHaveAttribute('data-render', 'hydrated');
  await expect(page.getByRole('heading', { level: 1, name: 'Join The Estes Insider' })).toBeVisible();
  // The form's code is live (it turns off the browser's own bubble for its own message) only
  // once hydration has reached it, a moment after the page is marked hydrated.
  await expect(page.locator('main form[action="/api/planning/newsletter"]').first()).toHaveJSProperty(
    'noValidate',
    true,
  );
}

test.beforeAll(async () => {
  await provider.start(e2eNewsletterProviderPort);
});

test.afterAll(async () => {
  await provider.stop();
  database.close();
});

test('a blank or spaces-only email gets the invalid-email message and nothing is sent', async ({ page }) => {
  await openNewsletterPage(page);
  const before = provider.received.length;
  const posted: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/planning/newsletter')) posted.push(request.url());
  });
  await page.getByRole('button', { name: 'Become an Insider' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter a valid email address.');
  await page.getByLabel('Email Address').fill('   ');
  await page.getByRole('button', { name: 'Become an Insider' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter a valid email address.');
  await expect(page).toHaveURL(/\/newsletter$/);
  // Nothing left the page, and no blank address reached the provider (other specs' sign-ups,
  // forwarded from the outbox once this stand-in is up, may arrive meanwhile).
  expect(posted).toEqual([]);
  const blankForwarded = provider.received
    .slice(before)
    .filter((entry) => String((entry.body as { email?: unknown }).email ?? '').trim() === '');
  expect(blankForwarded).toEqual([]);
});

test('the /newsletter page has its tiles and the links on, and no audience figure', async ({ page }) => {
  await openNewsletterPage(page);
  await expect(page.locator('main')).not.toContainText(/(?<![\d,])\d[\d,]*\+? (subscribers|travelers|insiders)/);
  await expect(page.getByRole('heading', { level: 3, name: 'Lodging deals' })).toBeVisible();
  for (const href of ['/accommodations', '/things-to-do', '/blog']) {
    await expect(page.locator(`main a[href="${href}"]`).first()).toBeVisible();
  }
  await page.goto('/deals');
  await expect(page.getByRole('button', { name: 'Become an Insider' })).toBeVisible();
});

test('success continues on /thankyou; the sign-up is stored and forwarded to the provider', async ({ page }) => {
  const email = uniqueEmail('hiker');
  await openNewsletterPage(page);
  await page.getByLabel('Email Address').fill(email);
  await page.getByRole('button', { name: 'Become an Insider' }).click();
  await expect(page).toHaveURL(/\/thankyou\?signup=forwarded$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to The Estes Insider!' })).toBeVisible();
  expect(await signupRow(email)).toEqual({ email, placement: 'newsletter-page', status: 'forwarded', attempts: 1 });
  const call = provider.received.find((received) => received.body.email === email);
  expect(call?.authorization).toBe(`Bearer ${e2eSecrets.NEWSLETTER_API_KEY}`);
  expect(call?.body).toMatchObject({ reactivate_existing: true, send_welcome_email: true });

  // The welcome page: no subscriber figure, the newest sign-up (no address), guides, links.
  await expect(page.locator('main')).not.toContainText(/subscriber #|insiders and counting/);
  await expect(page.getByText('A new insider joined from the newsletter page').first()).toBeVisible();
  await expect(page.locator('main')).not.toContainText('@example.com');
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page.locator('main a[href="/accommodations"]')).toBeVisible();
  await expect(page.locator('main a[href="/"]')).toBeVisible();
  const downloads = page.getByRole('link', { name: /Download the guide/ });
  await expect(downloads).toHaveCount(3);
  const [download] = await Promise.all([page.waitForEvent('download'), downloads.first().click()]);
  expect(download.suggestedFilename()).toBe('estes-insider-park-entry-and-parking.txt');
});

test('provider down during sign-up: the visitor still succeeds, and the sign-up is forwarded once it is back', async ({
  page,
}) => {
  const email = uniqueEmail('storm');
  await provider.stop();
  try {
    await openNewsletterPage(page);
    await page.getByLabel('Email Address').fill(email);
    await page.getByRole('button', { name: 'Become an Insider' }).click();
    await expect(page).toHaveURL(/\/thankyou\?signup=\w+$/);
    expect((await signupRow(email))?.status).toBe('pending');
  } finally {
    await provider.start(e2eNewsletterProviderPort);
  }
  await expect.poll(async () => (await signupRow(email))?.status, { timeout: 15_000 }).toBe('forwarded');
  expect(provider.received.filter((received) => received.body.email === email)).toHaveLength(1);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form posts and continues on /thankyou', async ({ page }) => {
    const email = uniqueEmail('nojs');
    await page.goto('/newsletter');
    await page.getByLabel('Email Address').fill(email);
    await page.getByRole('button', { name: 'Become an Insider' }).click();
    await expect(page).toHaveURL(/\/thankyou\?signup=\w+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to The Estes Insider!' })).toBeVisible();
    expect((await signupRow(email))?.status).toBe('forwarded');
  });

  test('a refused address comes back to the page with the message and what was typed', async ({ page }) => {
    await page.goto('/newsletter');
    await page.getByLabel('Email Address').fill('elk@estes');
    await page.getByRole('button', { name: 'Become an Insider' }).click();
    await expect(page).toHaveURL(/\/newsletter\?newsletter=invalid&placement=newsletter-page&email=elk%40estes$/);
    await expect(page.getByRole('alert')).toHaveText('Please enter a valid email address.');
    await expect(page.getByLabel('Email Address')).toHaveValue('elk@estes');
  });
});
