/**
 * One fact, one value (issue 30, docs/rules/planning.md#downtown-events): an event's dates, time
 * and place read the same wherever the site shows them: its card on /events, its own page
 * (/events?event=<id>), /downtown's "Downtown events" and the home page's teaser. Read from the
 * rendered pages of the production build at 390 and 1280 px, so a copy kept anywhere, or a screen
 * formatting a fact its own way, fails here.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

interface EventFacts {
  date: string;
  time: string;
  venue: string;
}

/** A FactsList's label → value pairs (labels may be visually hidden; the text is the same). */
async function factsIn(container: Locator): Promise<Record<string, string>> {
  return container
    .locator('dl')
    .first()
    .evaluate((list) => {
      const pairs: Record<string, string> = {};
      for (const row of Array.from(list.children)) {
        const label = row.querySelector('dt')?.textContent?.trim();
        const value = row.querySelector('dd')?.textContent?.trim();
        if (label && value !== undefined) pairs[label] = value;
      }
      return pairs;
    });
}

const asEventFacts = (facts: Record<string, string>): EventFacts => ({
  date: facts.Date ?? '',
  time: facts.Time ?? '',
  venue: facts.Venue ?? '',
});

async function eventPageFacts(page: Page, id: string): Promise<EventFacts & { title: string }> {
  await page.goto(`/events?event=${id}`);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const title = (await dialog.getByRole('heading').first().textContent())?.trim() ?? '';
  return { title, ...asEventFacts(await factsIn(dialog)) };
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('an event downtown reads the same on /downtown, on its own page and on /events', async ({ page }) => {
      await page.goto('/downtown');
      const section = page.getByRole('region', { name: 'Downtown events' });
      const downtown = section.getByTestId('downtown-event');
      await expect(downtown.first()).toBeVisible();
      const shown = [];
      for (const card of await downtown.all()) {
        shown.push({
          id: (await card.getAttribute('data-event-id')) ?? '',
          title: (await card.getByRole('heading').textContent())?.trim() ?? '',
          date: (await card.getByTestId('downtown-event-date').textContent())?.trim() ?? '',
          time: (await card.getByTestId('downtown-event-time').textContent())?.trim() ?? '',
          venue: (await card.getByTestId('downtown-event-venue').textContent())?.trim() ?? '',
        });
      }
      await expect(section).not.toContainText(/attending/i);
      for (const event of shown) {
        const onItsPage = await eventPageFacts(page, event.id);
        expect({ id: event.id, ...onItsPage }).toEqual(event);
        await expect(page.getByRole('dialog')).not.toContainText(/attending/i);
      }
    });

    test('the home teaser’s events read as on their own pages and their cards on /events', async ({ page }) => {
      await page.goto('/');
      const teaser = page.locator('[data-home-piece="planning.eventsTeaser"]');
      const cards = teaser.getByRole('listitem');
      await expect(cards.first()).toBeVisible();
      const shown = [];
      for (const card of await cards.all()) {
        const href = (await card.getByRole('link', { name: /Learn More/ }).getAttribute('href')) ?? '';
        shown.push({
          id: new URL(href, 'http://site').searchParams.get('event') ?? '',
          title: (await card.getByRole('heading').textContent())?.trim() ?? '',
          ...asEventFacts(await factsIn(card)),
        });
      }
      await expect(teaser).not.toContainText(/attending/i);

      await page.goto('/events');
      const listed = page.getByRole('list', { name: 'Events' }).locator(':scope > li');
      for (const event of shown) {
        const card = listed.filter({ has: page.getByRole('heading', { name: event.title, exact: true }) });
        await expect(card).toHaveCount(1);
        expect({ id: event.id, title: event.title, ...asEventFacts(await factsIn(card)) }).toEqual(event);
      }
      for (const event of shown) expect({ id: event.id, ...(await eventPageFacts(page, event.id)) }).toEqual(event);
    });
  });
}
