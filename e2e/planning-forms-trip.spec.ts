/**
 * /trip-planning and /plan-your-trip: packages (one selected at a time), preselection from the
 * home teaser's link, the itinerary request's messages, and a request that lands in the
 * database — with JavaScript and as a plain form post without it.
 */
import { expect, test } from './fixtures';
import { openHydrated } from './support/page-ready';
import { openWithoutJavaScript, submitForThanks } from './support/steps';
import { submissionsCli } from './planning-forms-cli';

test('the teaser link preselects a package and interests; one package is selected at a time', async ({ page }) => {
  await openHydrated(page, '/plan-your-trip?duration=4&style=family');
  await expect(page.getByRole('heading', { level: 1, name: 'Plan Your Estes Park Trip' })).toBeVisible();
  for (const step of ['Pick your season', 'Book where you stay', 'Reserve your park days', 'Pack for the mountains']) {
    await expect(page.getByRole('heading', { level: 3, name: step })).toBeVisible();
  }
  const packages = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
  await expect(packages.filter({ hasText: 'Rocky Mountain Explorer' })).toContainText('$299 planning package');
  await expect(packages.filter({ hasText: 'Family Mountain Getaway' })).toContainText('$399 planning package');
  await expect(packages.filter({ hasText: 'Backcountry Adventure' })).toContainText('$499 planning package');
  const family = page.getByRole('button', { name: /Family Mountain Getaway/ });
  await expect(family).toHaveText('Selected');
  await expect(family).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: /^Selected/ })).toHaveCount(1);
  await expect(page.getByLabel('Family activities')).toBeChecked();
  await expect(page.getByLabel('Wildlife watching')).toBeChecked();
  await expect(page.getByLabel('Package', { exact: true })).toHaveValue('family-mountain-getaway');

  await page.getByRole('button', { name: /Backcountry Adventure/ }).click();
  await expect(page.getByRole('button', { name: /Backcountry Adventure/ })).toHaveText('Selected');
  await expect(family).toHaveText('Select Package');
  await expect(page.getByRole('button', { name: /^Selected/ })).toHaveCount(1);
  await expect(page.getByLabel('Package', { exact: true })).toHaveValue('backcountry-adventure');

  for (const [name, path] of [
    ['Mountain weather', '/weather'],
    ['Park webcams', '/webcams'],
    ['Where to eat', '/restaurants'],
  ] as const) {
    await expect(page.getByRole('link', { name, exact: true })).toHaveAttribute('href', path);
  }
  await expect(page.getByRole('link', { name: '(970) 555-0142' }).last()).toHaveAttribute('href', 'tel:+19705550142');
});

test('the request form names each missing field, then sends and stores the trip request', async ({ page }) => {
  await openHydrated(page, '/trip-planning');
  const send = page.getByRole('button', { name: 'Request My Itinerary' });
  await send.click();
  await expect(page.getByText('Please enter your name.')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(page.getByText('Please enter a message.')).toBeVisible();
  await expect(page.getByLabel('Your name')).toBeFocused();

  await page.getByLabel('Your name').fill('Ana Ruiz');
  await page.getByLabel('Email').fill('ana.e2e@example.com');
  await page.getByLabel('Travel dates').fill('June 12-16');
  await page.getByLabel('Group size').selectOption('3-4');
  await page.getByLabel('Budget').selectOption('1000-2500');
  await page.getByLabel('Hiking & trails').check();
  await page.getByLabel('Tell us about your trip').fill('Two kids, first visit, love wildlife.');
  const id = await submitForThanks(page, {
    send: send,
    apiPath: '/api/planning/contact',
    scope: page,
    hasText: 'Thank you for your message!',
    thanks: "Thank you for your message! We'll get back to you within 24 hours.",
  });
  await expect(page.getByLabel('Your name')).toHaveValue('');
  await expect(page.getByLabel('Hiking & trails')).not.toBeChecked();

  const stored = await submissionsCli('show', id);
  expect(stored).toContain('Type:      trip-request');
  expect(stored).toContain('From:      Ana Ruiz <ana.e2e@example.com>');
  expect(stored).toMatch(/formType:\s+trip-planning/);
  expect(stored).toMatch(/groupSize:\s+3-4/);
  expect(stored).toMatch(/interests:\s+hiking/);
});

test('without JavaScript the form still posts, and the page says it arrived', async ({ browser }) => {
  const page = await openWithoutJavaScript(browser, '/trip-planning');
  await page.getByLabel('Your name').fill('Noscript Visitor');
  await page.getByLabel('Email').fill('noscript.e2e@example.com');
  await page.getByLabel('Tell us about your trip').fill('A quiet weekend in October.');
  await page.getByRole('button', { name: 'Request My Itinerary' }).click();
  await expect(page).toHaveURL(/\/trip-planning\?sent=s[0-9a-f]{10}#form-status$/);
  await expect(page.getByText("Thank you for your message! We'll get back to you within 24 hours.")).toBeVisible();
  const id = new URL(page.url()).searchParams.get('sent') ?? '';
  expect(await submissionsCli('show', id)).toContain('Noscript Visitor <noscript.e2e@example.com>');
  await page.context().close();
});
