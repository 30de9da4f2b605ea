/**
 * The console's Submissions page in Chromium against the real server (decision 065), at phone
 * and desktop widths: a reviewer invited from the command line signs in with a passkey
 * (Chromium's virtual authenticator); an event sent through the real form is approved in the
 * console and appears on /events; another is rejected with a reason; a trip request is marked
 * answered; a submission is deleted; the queue downloads as the command's CSV; axe on each step.
 */
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { expect, failedLoadMessage, test } from './fixtures';
import { submissionsCli } from './planning-forms-cli';
import { expectNoViolations, signInAndOpen } from './support/console-sign-in';
import { openHydrated } from './support/page-ready';
import { atWidths, submitForId } from './support/steps';

/** Sends an event listing through the events page's form, as a visitor; answers its id. */
async function sendEventListing(browser: Browser, baseURL: string, name: string, date: string): Promise<string> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await openHydrated(page, '/events');
  const form = page.locator('form[action="/api/planning/event-listings"]');
  await form.getByLabel('Email').fill('listing.review.e2e@example.org');
  await form.getByLabel('Phone').fill('(970) 555-0142');
  await form.getByLabel('Website').fill('https://artwalk.example.org');
  await form.getByLabel('Event name').fill(name);
  await form.getByLabel('Location').fill('Estes Park');
  await form.getByLabel('Venue').fill('Bond Park');
  await form.getByLabel('Event date').fill(date);
  await form.getByLabel('Category').selectOption('Arts');
  await form.getByLabel('Start time').fill('10:00');
  await form.getByLabel('End time').fill('16:00');
  await form.getByLabel('Ticket price').fill('Free');
  await form.getByLabel('Description (150 words max)').fill('Painters and potters along the river.');
  const id = await submitForId(
    page,
    form.getByRole('button', { name: 'Submit Event' }),
    '/api/planning/event-listings',
  );
  await context.close();
  return id;
}

/** The card of one submission in the queue (its heading is the submission's summary). */
const cardOf = (page: Page, summaryStart: string) =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: new RegExp(`^${summaryStart}`) }) });

atWidths((width) => {
  test(`a reviewer approves, rejects, answers, deletes and exports in the console (${width} px)`, async ({
    page,
    browser,
    baseURL,
    request,
    expectConsoleErrors,
  }) => {
    test.slow();
    expectConsoleErrors([failedLoadMessage(401, '/console/api/session')]);
    const siteUrl = baseURL ?? '';
    const runId = `${Date.now().toString(36)}-${width}`;
    const day = new Date(Date.now() + 3 * 24 * 60 * 60_000).toISOString().slice(0, 10);
    const approvedName = `Console Art Walk ${runId}`;
    const rejectedName = `Console Duplicate Fair ${runId}`;
    const approvedId = await sendEventListing(browser, siteUrl, approvedName, day);
    const rejectedId = await sendEventListing(browser, siteUrl, rejectedName, day);
    const trip = await request.post('/api/planning/contact', {
      headers: { accept: 'application/json' },
      data: {
        formType: 'trip-planning',
        name: `Trip ${runId}`,
        email: 'trip.review.e2e@example.org',
        message: 'Two kids, first visit.',
        dates: 'June 12-16',
      },
    });
    expect(trip.status()).toBe(201);
    const tripId = ((await trip.json()) as { id: string }).id;

    // The event's page as visitors get it before the approval (kept by the page cache).
    const eventPage = `/events?event=${approvedId}`;
    expect(await (await request.get(eventPage)).text()).not.toContain(approvedName);

    await page.setViewportSize({ width, height: 844 });
    await signInAndOpen(page, 'Submissions', { siteUrl, email: `reviewer-${runId}@estes.example`, role: 'reviewer' });
    await expect(page.getByRole('heading', { level: 1, name: 'Submissions' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Event listings \(\d+ new\)$/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.getByLabel('Name or summary contains').fill(runId);
    await page.getByRole('button', { name: 'Show' }).click();
    const approvedCard = cardOf(page, approvedName);
    await expect(approvedCard).toBeVisible();
    await expectNoViolations(page);

    // Approve: the event reaches /events (at once here: the approving instance tells its page cache).
    await approvedCard.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Approved' })).toContainText(
      'It appears on the events calendar within a minute.',
    );
    await expect
      .poll(async () => (await (await request.get(eventPage)).text()).includes(approvedName), {
        timeout: 70_000,
        intervals: [500, 1000],
      })
      .toBe(true);

    // Reject: a reason is required, and kept.
    const rejectedCard = cardOf(page, rejectedName);
    await rejectedCard.getByRole('button', { name: 'Reject…' }).click();
    await rejectedCard.getByRole('button', { name: 'Reject with this reason' }).click();
    await expect(rejectedCard.getByRole('alert')).toHaveText('Give a reason for the rejection.');
    await expectNoViolations(page);
    await rejectedCard.getByLabel(/Why is it rejected/).fill('Already listed as the Riverside Art Fair.');
    await rejectedCard.getByRole('button', { name: 'Reject with this reason' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Rejected' })).toBeVisible();
    await page.getByLabel('Status').selectOption('rejected');
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(cardOf(page, rejectedName)).toContainText('Already listed as the Riverside Art Fair.');
    expect(await submissionsCli('show', rejectedId)).toContain('Reason:    Already listed as the Riverside Art Fair.');

    // The CSV of the filtered queue: the command's columns.
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download these as CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^submissions-event-listing-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path()) ?? '', 'utf8');
    const [header, ...rows] = csv.trim().split('\r\n');
    expect(header).toBe('id,type,status,received_at,reviewed_at,name,email,summary,fields,photos');
    expect(rows.map((row) => row.split(',')[0])).toEqual([rejectedId]);

    // Delete, after confirming.
    await cardOf(page, rejectedName).getByRole('button', { name: 'Delete…' }).click();
    await expectNoViolations(page);
    await page.getByRole('button', { name: 'Delete for good' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Deleted' })).toBeVisible();
    await expect(cardOf(page, rejectedName)).toHaveCount(0);
    expect(await submissionsCli('list', '--type', 'events')).not.toContain(rejectedId);

    // A trip request, from its own queue: answered.
    await page.getByLabel('Status').selectOption('new');
    await page.getByRole('button', { name: /^Trip requests/ }).click();
    await page.getByLabel('Name or summary contains').fill(runId);
    await page.getByRole('button', { name: 'Show' }).click();
    const tripCard = page.getByRole('listitem').filter({ hasText: `Trip ${runId}` });
    await tripCard.getByRole('button', { name: 'Mark answered' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'answered' })).toBeVisible();
    await page.getByLabel('Status').selectOption('answered');
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: `Trip ${runId}` })).toContainText(
      `by reviewer-${runId}@estes.example`,
    );
    expect(tripId).toMatch(/^s[0-9a-f]{10}$/);
    await expectNoViolations(page);
  });
});
