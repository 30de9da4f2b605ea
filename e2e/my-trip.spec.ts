/**
 * My trip (issue 19, decision 032): a visitor saves three things from three areas, sees the
 * header's count, orders and trims the list on /my-trip, downloads its events as one .ics,
 * prints it, and opens the share link on another device, where the server renders the same
 * list from the areas' data before any script runs.
 */
import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { JSDOM } from 'jsdom';
import { expect, test } from './fixtures';
import { expectHydrated } from './support/page-ready';

const tripLink = (page: Page) => page.getByTestId('header-my-trip');

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  expect(
    violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`),
  ).toEqual([]);
}

/** The titles of a group's items, in the order shown. */
const titlesIn = (group: Locator) =>
  group
    .locator('li [data-print-url]')
    .evaluateAll((urls) => urls.map((url) => url.closest('li')?.querySelector('a')?.textContent ?? ''));

test('save three things from three areas, arrange them, export the events and share the list', async ({
  page,
  browser,
  baseURL,
}) => {
  // Lodging: a property's page (the partner's, from the stand-in).
  await page.goto('/property/booking-9100001');
  await expectHydrated(page);
  await expect(tripLink(page)).toHaveText('My trip');
  const propertyName = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  const saveProperty = page.getByRole('button', { name: `Save to My trip for ${propertyName}` });
  await expect(saveProperty).toHaveAttribute('aria-pressed', 'false');
  await saveProperty.click();
  await expect(page.getByRole('button', { name: `Saved for ${propertyName}` })).toHaveAttribute('aria-pressed', 'true');
  await expect(tripLink(page)).toHaveText('My trip (1)');

  // Planning: an event, from its detail on the calendar.
  await page.goto('/events?event=elk-fest-2027');
  await expectHydrated(page);
  await expect(tripLink(page)).toHaveText('My trip (1)');
  await page.getByRole('dialog').getByRole('button', { name: 'Save to My trip for Elk Fest' }).click();
  await expect(tripLink(page)).toHaveText('My trip (2)');

  // Content: an article.
  await page.goto('/blog/elk-viewing-guide');
  await expectHydrated(page);
  await page.getByRole('button', { name: /^Save to My trip for Elk Viewing Guide/ }).click();
  await expect(tripLink(page)).toHaveText('My trip (3)');

  // Another tab saves a restaurant: this one's count follows.
  const otherTab = await page.context().newPage();
  await otherTab.goto('/restaurants');
  await expectHydrated(otherTab);
  await otherTab.locator('[data-trip-item="restaurant:bird-and-jim"]').click();
  await expect(tripLink(page)).toHaveText('My trip (4)');
  await otherTab.locator('[data-trip-item="restaurant:bird-and-jim"]').click();
  await expect(tripLink(page)).toHaveText('My trip (3)');
  await otherTab.close();

  // The list, by day: the event on its day, the rest with no day yet, in the order saved.
  await tripLink(page).click();
  await expect(page).toHaveURL(/\/my-trip$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My trip');
  const noDay = page.getByRole('region', { name: /No day yet/ });
  const eventDay = page.getByRole('region', { name: /Saturday, October 2, 2027/ });
  await expect(eventDay.getByRole('link', { name: 'Elk Fest' })).toBeVisible();
  expect(await titlesIn(noDay)).toEqual([propertyName, expect.stringMatching(/^Elk Viewing Guide/)]);
  await expectNoAxeViolations(page);

  // Reorder with the keyboard: the moved item keeps the focus.
  const moveDown = noDay.getByRole('button', { name: `Move down (${propertyName})` });
  await moveDown.focus();
  await page.keyboard.press('Enter');
  expect(await titlesIn(noDay)).toEqual([expect.stringMatching(/^Elk Viewing Guide/), propertyName]);
  await expect(noDay.getByRole('button', { name: `Move up (${propertyName})` })).toBeFocused();

  // Plan the property for the event's day; remove the article.
  await noDay.getByLabel('Day').last().fill('2027-10-02');
  expect(await titlesIn(eventDay)).toEqual(['Elk Fest', propertyName]);
  await page.getByRole('button', { name: /^Remove \(Elk Viewing Guide/ }).click();
  await expect(noDay).toHaveCount(0);
  await expect(tripLink(page)).toHaveText('My trip (2)');

  // Kept after a reload; the kind view is a link in the query.
  await page.reload();
  await expectHydrated(page);
  await expect(tripLink(page)).toHaveText('My trip (2)');
  await page.getByRole('link', { name: 'By kind' }).click();
  await expect(page).toHaveURL(/\/my-trip\?view=kind$/);
  await expect(page.getByRole('region', { name: /Places to stay/ })).toContainText(propertyName);
  await expect(page.getByRole('region', { name: /Events/ })).toContainText('Elk Fest');

  // One calendar file with the saved event.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Add the event to your calendar (.ics)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('my-trip-events.ics');
  const calendar = await readFile((await download.path()) ?? '', 'utf8');
  expect(calendar.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  expect(calendar.match(/^BEGIN:VEVENT\r$/gm)).toHaveLength(1);
  expect(calendar).toContain('\r\nUID:elk-fest-2027@');

  // On paper: no site chrome or buttons, each item with its full address.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('button', { name: /Remove/ }).first()).toBeHidden();
  await expect(page.getByText(`${baseURL}/property/booking-9100001`)).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  // The share link, on another device: the server's HTML already has the list.
  const shareUrl = await page.getByLabel('Link to this list').inputValue();
  // In the list’s order: the property traded places with the article (now removed).
  expect(shareUrl).toBe(`${baseURL}/my-trip?items=event:elk-fest-2027,property:booking-9100001@2027-10-02`);
  const other = await browser.newContext();
  const html = await (await other.request.get(shareUrl)).text();
  const { document } = new JSDOM(html).window;
  const main = document.querySelector('main')?.textContent ?? '';
  expect(document.querySelector('h1')?.textContent).toBe('A shared trip');
  expect(main).toContain(propertyName);
  expect(main).toContain('Elk Fest');
  expect(main).toContain('Saturday, October 2, 2027');
  expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, follow');

  const phone = await other.newPage();
  await phone.goto(shareUrl);
  await expectHydrated(phone);
  await expect(phone.getByRole('region', { name: /Saturday, October 2, 2027/ })).toContainText(propertyName);
  await expect(tripLink(phone)).toHaveText('My trip');
  await phone.getByRole('button', { name: 'Save all to my trip' }).click();
  await expect(phone.getByRole('status').filter({ hasText: 'Added 2 to your list.' })).toBeVisible();
  await expect(tripLink(phone)).toHaveText('My trip (2)');
  await other.close();
});

test('a share link with unknown and malformed references still renders, listing them as not found', async ({
  request,
  page,
}) => {
  const url = '/my-trip?items=article:elk-viewing-guide,property:no-such-place,%3Cscript%3Ealert(1)%3C/script%3E';
  const response = await request.get(url);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).not.toContain('<script>alert(1)');
  const { document } = new JSDOM(html).window;
  expect(document.querySelector('[data-testid="trip-not-found"]')?.textContent).toContain('property:no-such-place');
  await page.goto(url);
  await expectHydrated(page);
  await expect(page.getByRole('region', { name: 'Could not be found' })).toContainText('<script>alert(1)</script>');
  await expect(page.getByRole('link', { name: /^Elk Viewing Guide/ })).toBeVisible();
});

test('an empty list shows where to find things to save, and passes axe at phone width', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/my-trip');
  await expectHydrated(page);
  await expect(page.getByRole('heading', { name: 'Nothing saved yet' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Find things to save' }).getByRole('link')).toHaveCount(5);
  await expect(tripLink(page)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('without JavaScript, a shared list, its by-kind view and its calendar file work', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  // property:hotel-1 is a reference saved before issue 29: it is the team's place now.
  await page.goto('/my-trip?items=event:elk-fest-2027,property:hotel-1,property:booking-9100004');
  await expect(page.getByRole('region', { name: /Saturday, October 2, 2027/ })).toContainText('Elk Fest');
  await page.getByRole('link', { name: 'By kind' }).click();
  await expect(page).toHaveURL(
    /\/my-trip\?items=event:elk-fest-2027,property:hotel-1,property:booking-9100004&view=kind$/,
  );
  const places = page.getByRole('region', { name: /Places to stay/ });
  await expect(places).toContainText('The Stanley Hotel');
  await expect(places.getByRole('link', { name: /The Stanley Hotel/ })).toHaveAttribute(
    'href',
    '/property/the-stanley-hotel',
  );
  await expect(places).toContainText('Della Terra Mountain Chateau');
  const href = await page.getByRole('link', { name: /to your calendar \(\.ics\)/ }).getAttribute('href');
  expect(href).toBe('/api/planning/trip-calendar.ics?events=elk-fest-2027');
  const file = await context.request.get(href ?? '');
  expect(file.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(await file.text()).toContain('SUMMARY:Elk Fest');
  await context.close();
});
