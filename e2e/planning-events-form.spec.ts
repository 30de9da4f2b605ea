/**
 * The events page's submission form: messages, the live counter, the stored row, the plain
 * post, and its schemas (zod) fetched only once a visitor starts on the form, late or not.
 */
import { expect, test } from './fixtures';
import { openHydrated } from './support/page-ready';
import { expectRequiredMessages, submitForThanks } from './support/steps';
import type { Page } from '@playwright/test';
import { submissionsCli } from './planning-forms-cli';

const listingForm = (page: Page) => page.locator('form[action="/api/planning/event-listings"]');

async function fill(page: Page, name: string) {
  const form = listingForm(page);
  await form.getByLabel('Email').fill('listing.e2e@example.org');
  await form.getByLabel('Phone').fill('(970) 555-0142');
  await form.getByLabel('Event name').fill(name);
  await form.getByLabel('Location').fill('Estes Park');
  await form.getByLabel('Venue').fill('Bond Park');
  await form.getByLabel('Event date').fill('2027-08-14');
  await form.getByLabel('Category').selectOption('Arts');
  await form.getByLabel('Start time').fill('10:00');
  await form.getByLabel('End time').fill('16:00');
  await form.getByLabel('Ticket price').fill('Free');
  await form.getByLabel('Website').fill('https://artfair.example.org');
}

test('the form names missing fields, counts the description and stores the event', async ({ page }) => {
  await openHydrated(page, '/events');
  const form = listingForm(page);
  await expectRequiredMessages(form, form.getByRole('button', { name: 'Submit Event' }), [
    'Please enter the name of the event.',
    'Please enter the venue.',
    'Please choose a category.',
    'Please describe the event.',
  ]);

  const name = `Riverside Art Fair e2e ${Date.now()}`;
  await fill(page, name);
  const description = listingForm(page).getByLabel('Description (150 words max)');
  await description.fill('Painters and potters along the river.');
  await expect(form.getByText('37/750 characters')).toBeVisible();
  await description.fill('x'.repeat(800));
  await expect(description).toHaveValue('x'.repeat(750));
  await expect(form.getByText('750/750 characters')).toBeVisible();
  await description.fill('Painters and potters along the river.');

  const id = await submitForThanks(page, {
    send: form.getByRole('button', { name: 'Submit Event' }),
    apiPath: '/api/planning/event-listings',
    scope: form,
    hasText: 'Thank you',
    thanks: "Thank you for submitting your event! We'll review it within 48 hours and contact you with next steps.",
  });
  await expect(form.getByLabel('Event name')).toHaveValue('');
  await expect(form.getByText('0/750 characters')).toBeVisible();

  const listed = await submissionsCli('list', '--type', 'events', '--status', 'new');
  expect(listed).toContain(id);
  const stored = await submissionsCli('show', id);
  expect(stored).toContain('Type:      event-listing');
  expect(stored).toContain(name);
});

test('the schemas are not in the first load; fetched late, they still give the messages', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/planning-form-schemas\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await openHydrated(page, '/events');
  expect(scripts.filter((url) => /planning-(form-schemas|approved-event)/.test(url))).toEqual([]);

  const form = listingForm(page);
  await form.getByLabel('Venue').fill('Bond Park');
  await form.getByRole('button', { name: 'Submit Event' }).click();
  await expect(form.getByRole('button', { name: 'Submit Event' })).toBeEnabled();
  await expect(form.getByText('Please enter the name of the event.')).toHaveCount(0);
  release();
  await expect(form.getByText('Please enter the name of the event.')).toBeVisible();
  await expect(form.getByLabel('Event name')).toBeFocused();
  await expect(form.getByLabel('Venue')).toHaveValue('Bond Park');
  expect(scripts.filter((url) => url.includes('planning-form-schemas'))).toHaveLength(1);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form posts and comes back with the thank-you', async ({ page }) => {
    await page.goto('/events');
    await fill(page, `Noscript Quilt Show ${Date.now()}`);
    await listingForm(page).getByLabel('Description (150 words max)').fill('Quilts from the valley.');
    await page
      .locator('form[action="/api/planning/event-listings"]')
      .getByRole('button', { name: 'Submit Event' })
      .click();
    await expect(page).toHaveURL(/\/events\?sent=s[0-9a-f]{10}#form-status$/);
    await expect(page.getByText('Thank you for submitting your event!')).toBeVisible();
    const id = new URL(page.url()).searchParams.get('sent') ?? '';
    expect(await submissionsCli('show', id)).toContain('Type:      event-listing');
  });
});
