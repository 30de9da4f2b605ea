/**
 * /events: category chips and pages in the URL, Learn More's detail dialog by keyboard, the
 * .ics download, Event markup in the head, the home teaser's Learn More, and the server's
 * HTML without JavaScript.
 */
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';

const chipCount = async (page: Page, name: string) => {
  const text = await page
    .getByRole('navigation', { name: 'Event categories' })
    .getByRole('link', { name: new RegExp(`^${name} \\(`) })
    .textContent();
  return Number(/\((\d+)\)/.exec(text ?? '')?.[1]);
};

const cards = (page: Page) => page.getByRole('list', { name: 'Events' }).locator(':scope > li');

test('a chip filters the list by its categories, with the count in the URL and the heading', async ({ page }) => {
  await page.goto('/events');
  await expect(page.locator('#root')).toHaveAttribute('data-render', 'hydrated');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Upcoming Events & Experiences');
  await expect(page.getByText('Get the week’s events in your inbox')).toBeVisible();
  const all = await chipCount(page, 'All Events');
  expect(all).toBeGreaterThanOrEqual(30);
  await expect(page.getByRole('heading', { level: 2, name: `${all} Events Found` })).toBeVisible();
  await expect(cards(page)).toHaveCount(10);

  const music = await chipCount(page, 'Music');
  await page.getByRole('link', { name: /^Music \(/ }).click();
  await expect(page).toHaveURL(/\/events\?category=music$/);
  await expect(page.getByRole('heading', { level: 2, name: `${music} Events Found` })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Music \(/ })).toHaveAttribute('aria-current', 'true');
  const badges = await cards(page).locator('[data-category]').allTextContents();
  expect(badges.length).toBe(Math.min(music, 10));
  for (const badge of badges) expect(['Music', 'Concert']).toContain(badge);

  const festivals = await chipCount(page, 'Festivals');
  await page.getByRole('link', { name: /^Festivals \(/ }).click();
  await expect(page).toHaveURL(/\/events\?category=festivals$/);
  // The URL changes before the list does: read the badges once the heading counts the festivals.
  await expect(page.getByRole('heading', { level: 2, name: `${festivals} Events Found` })).toBeVisible();
  await expect(cards(page)).toHaveCount(Math.min(festivals, 10));
  for (const badge of await cards(page).locator('[data-category]').allTextContents()) {
    expect(['Festival', 'Seasonal', 'Cultural']).toContain(badge);
  }
  await page.goBack();
  await expect(page).toHaveURL(/\/events\?category=music$/);
});

test('pages of 10 by date: Next and numbers in the URL, the clamp, and a chip starting at page 1', async ({ page }) => {
  await page.goto('/events');
  await expect(page.locator('#root')).toHaveAttribute('data-render', 'hydrated');
  const all = await chipCount(page, 'All Events');
  const last = Math.ceil(all / 10);
  const pages = page.getByRole('navigation', { name: 'Events pages' });
  await expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await expect(pages.getByText('Previous')).toHaveAttribute('aria-disabled', 'true');
  const firstPageDates = await cards(page)
    .locator('time')
    .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
  expect([...firstPageDates].sort()).toEqual(firstPageDates);

  await pages.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/events\?page=2$/);
  await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  const secondPageFirst = await cards(page).first().locator('time').getAttribute('datetime');
  expect((secondPageFirst ?? '') >= (firstPageDates.at(-1) ?? '')).toBe(true);

  await page.goto('/events?page=99');
  await expect(
    page.getByRole('navigation', { name: 'Events pages' }).getByRole('link', { name: `Page ${last}` }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(cards(page)).toHaveCount(all - (last - 1) * 10);
  await expect(page.getByRole('navigation', { name: 'Events pages' }).getByText('Next')).toHaveAttribute(
    'aria-disabled',
    'true',
  );

  await page.goto('/events?page=2');
  await expect(page.locator('#root')).toHaveAttribute('data-render', 'hydrated');
  await page.getByRole('link', { name: /^Outdoor \(/ }).click();
  await expect(page).toHaveURL(/\/events\?category=outdoor$/);
});

test('Learn More opens the event’s detail by keyboard; Escape closes it and focus returns', async ({ page }) => {
  await page.goto('/events');
  await expect(page.locator('#root')).toHaveAttribute('data-render', 'hydrated');
  const card = cards(page).first();
  const title = (await card.getByRole('heading', { level: 3 }).textContent()) ?? '';
  const learnMore = card.getByRole('link', { name: `Learn More about ${title}` });
  await learnMore.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\?event=/);
  await expect(dialog.getByRole('button', { name: `Close ${title}` })).toBeFocused();
  await expect(dialog.getByRole('link', { name: 'Add to calendar' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/events$/);
  await expect(learnMore).toBeFocused();
});

test('Add to calendar downloads a valid .ics for the event, and the head publishes no unsourced Event markup', async ({
  page,
  request,
}) => {
  await page.goto('/events?category=festivals');
  const markup = await page.locator('head script[type="application/ld+json"]').allTextContents();
  const events = markup
    .flatMap((text) => [JSON.parse(text)].flat())
    .filter((item: { '@type'?: string }) => item['@type'] === 'Event');
  // The calendar's own events record no source for their dates (issue 30): none is published.
  await expect(cards(page).first()).toBeVisible();
  expect(events).toEqual([]);

  await page.goto('/events?category=festivals&event=elk-fest-2027');
  await expect(page.locator('#root')).toHaveAttribute('data-render', 'hydrated');
  const dialog = page.getByRole('dialog', { name: 'Elk Fest' });
  await expect(dialog.getByText(/the elk bugling contest/)).toBeVisible();
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('link', { name: 'Add to calendar' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('elk-fest-2027.ics');
  const path = await download.path();
  const { readFile } = await import('node:fs/promises');
  const text = await readFile(path, 'utf8');
  expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:')).toBe(true);
  const unfolded = text.replace(/\r\n /g, '');
  for (const line of [
    'UID:elk-fest-2027@',
    'DTSTAMP:',
    'DTSTART;TZID=America/Denver:20271002T100000',
    'DTEND;TZID=America/Denver:20271002T170000',
    'RRULE:FREQ=DAILY;UNTIL=20271004T055900Z',
    'SUMMARY:Elk Fest',
    'LOCATION:Bond Park\\, 170 MacGregor Ave',
  ]) {
    expect(unfolded).toContain(`\r\n${line}`);
  }
  expect(text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);

  const response = await request.get('/api/planning/events/elk-fest-2027.ics');
  expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(response.headers()['content-disposition']).toBe('attachment; filename="elk-fest-2027.ics"');
  expect((await request.get('/api/planning/events/no-such-event.ics')).status()).toBe(404);
});

test('the home teaser shows four upcoming events and its Learn More opens that event on /events', async ({ page }) => {
  await page.goto('/');
  const teaser = page.locator('[data-home-piece="planning.eventsTeaser"]');
  await expect(teaser.getByRole('heading', { level: 2, name: 'Upcoming Events & Experiences' })).toBeVisible();
  await expect(teaser.getByRole('listitem')).toHaveCount(4);
  await expect(teaser.getByRole('listitem').first().getByText('Featured')).toBeVisible();
  await expect(teaser.getByRole('link', { name: 'View Full Calendar' })).toHaveAttribute('href', '/events');
  const first = teaser.getByRole('listitem').first();
  const title = (await first.getByRole('heading', { level: 3 }).textContent()) ?? '';
  await first.getByRole('link', { name: `Learn More about ${title}` }).click();
  await expect(page).toHaveURL(/\/events\?event=/);
  await expect(page.getByRole('dialog', { name: title })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server’s HTML has the chips, cards, pages, an open detail and the form', async ({ page }) => {
    await page.goto('/events?category=festivals');
    await expect(page.getByRole('link', { name: /^Festivals \(/ })).toHaveAttribute('aria-current', 'true');
    await expect(cards(page).first()).toBeVisible();
    await expect(cards(page).first().locator('img')).toHaveAttribute('loading', 'lazy');
    await page.getByRole('link', { name: 'Learn More about Elk Fest' }).click();
    await expect(page).toHaveURL(/\/events\?category=festivals&event=elk-fest-2027$/);
    await expect(page.getByRole('dialog', { name: 'Elk Fest' })).toBeVisible();
    await page.goto('/events?page=2');
    await expect(
      page.getByRole('navigation', { name: 'Events pages' }).getByRole('link', { name: 'Page 2' }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 2, name: 'Submit Your Event' })).toBeVisible();
    await expect(page.getByLabel('Description (150 words max)')).toHaveAttribute('maxlength', '750');
    await expect(page.getByRole('heading', { level: 2, name: 'Questions About Events?' })).toBeVisible();
  });
});
