/**
 * One fact, one value (issue 30, docs/rules/planning.md#downtown-events): an event's dates, time
 * and place read the same wherever the site shows them: its card on /events, its own page
 * (/events?event=<id>), /downtown's "Downtown events" and the home page's teaser, with the same
 * "dates not confirmed" label where no source is recorded for them. Read from the
 * rendered pages of the production build at 390 and 1280 px, so a copy kept anywhere, or a screen
 * formatting a fact its own way, fails here. The same for a season (Trail Ridge Road, the Aerial
 * Tramway) and the site texts (contact hours, wildlife distances): every screen that says them
 * says the one table's words. A place's rating and hours (from the places stand-in) read on
 * /restaurants and /things-to-do as the planning area's facts API answers them, and the same on
 * /downtown for a place it shares with them; a downtown hotel's price is its own page's price.
 */
import type { Locator, Page } from '@playwright/test';
import calendarFile from '../mfe-planning/src/data/events.json' with { type: 'json' };
import { unconfirmedDatesLabel } from '../shared/src/planning/event-dates';
import { parkSeasons, seasonStatus } from '../shared/src/park/seasons';
import { contactHours, wildlifeDistanceSentence } from '../shared/src/text/site-texts';
import { mountainDate } from '../shared/src/time/mountain-time';
import { expect, test } from './fixtures';

const today = mountainDate(new Date());

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

/**
 * An event without a recorded source says so on its date line (docs/rules/planning.md#event-sources),
 * an approved submission (not in the calendar file) does not; the screens' lines are then compared whole.
 */
function expectDateLabel(event: { id: string; date: string }) {
  const seed: { id: string; source?: object } | undefined = calendarFile.find((entry) => entry.id === event.id);
  const unconfirmed = seed?.source !== undefined && 'none' in seed.source;
  expect(event.date.endsWith(` · ${unconfirmedDatesLabel}`), `${event.id}: ${event.date}`).toBe(unconfirmed);
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
      shown.forEach(expectDateLabel);
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
      shown.forEach(expectDateLabel);

      await page.goto('/events');
      const listed = page.getByRole('list', { name: 'Events' }).locator(':scope > li');
      for (const event of shown) {
        const card = listed.filter({ has: page.getByRole('heading', { name: event.title, exact: true }) });
        await expect(card).toHaveCount(1);
        expect({ id: event.id, title: event.title, ...asEventFacts(await factsIn(card)) }).toEqual(event);
      }
      for (const event of shown) expect({ id: event.id, ...(await eventPageFacts(page, event.id)) }).toEqual(event);
    });

    test('a place’s rating and hours read on /restaurants and /things-to-do as its facts answer them', async ({
      page,
      request,
    }) => {
      for (const [path, idAttribute] of [
        ['/restaurants', 'data-restaurant-id'],
        ['/things-to-do', 'data-activity-id'],
      ] as const) {
        await page.goto(path);
        const cards = page.locator(`[${idAttribute}]`);
        await expect(cards.first()).toBeVisible();
        const ids = await cards.evaluateAll(
          (nodes, name) => nodes.map((node) => node.getAttribute(name) ?? ''),
          idAttribute,
        );
        const answer = (await (await request.get(`/api/planning/places/facts?ids=${ids.join(',')}`)).json()) as {
          places: {
            id: string;
            state: string;
            facts?: {
              rating: { value: number; count: number } | null;
              status: string;
              hours: { week: string[]; openNow: { headline: string; detail: string | null } | null } | null;
            };
          }[];
        };
        let compared = 0;
        for (const entry of answer.places) {
          const card = page.locator(`[${idAttribute}="${entry.id}"]`);
          const rating = card.locator('[data-place-fact="rating"]');
          const opening = card.locator('[data-place-fact="opening"]');
          if (entry.state !== 'live' || !entry.facts) {
            await expect(rating).toHaveCount(0);
            await expect(opening).toHaveCount(0);
            continue;
          }
          const { facts } = entry;
          if (facts.rating) {
            await expect(rating.locator('strong')).toHaveText(facts.rating.value.toFixed(1));
            await expect(rating).toContainText(`(${facts.rating.count.toLocaleString('en-US')} review`);
            compared += 1;
          } else await expect(rating).toHaveCount(0);
          const openNow = facts.status === 'closed-temporarily' ? null : facts.hours?.openNow;
          if (openNow)
            await expect(opening).toHaveText(
              openNow.detail ? `${openNow.headline} · ${openNow.detail}` : openNow.headline,
            );
          // A place closed for now says only that (decision 040).
          if (facts.status === 'operational' && facts.hours && facts.hours.week.length > 0)
            expect(await card.locator('[data-place-fact="week"] li').allTextContents()).toEqual(facts.hours.week);
        }
        expect(compared).toBeGreaterThan(10);
      }
    });

    test('a place /downtown shares with /restaurants or /things-to-do reads the same rating and opening on both', async ({
      page,
    }) => {
      await page.goto('/downtown');
      const shared = page.locator('[data-business-id]').filter({ has: page.getByTestId('place-live-facts') });
      const downtown = new Map<string, string>();
      for (const card of await shared.all()) {
        const id = (await card.getAttribute('data-business-id')) ?? '';
        downtown.set(id, ((await card.getByTestId('place-live-facts').textContent()) ?? '').replace(/\s+/g, ' '));
      }
      let compared = 0;
      for (const [path, idAttribute] of [
        ['/restaurants', 'data-restaurant-id'],
        ['/things-to-do', 'data-activity-id'],
      ] as const) {
        await page.goto(path);
        for (const [id, line] of downtown) {
          const card = page.locator(`[${idAttribute}="${id}"]`);
          if ((await card.count()) === 0) continue;
          const rating = card.locator('[data-place-fact="rating"]');
          if ((await rating.count()) > 0) {
            const value = (await rating.locator('strong').textContent()) ?? '';
            const count = /\(([\d,]+) review/.exec((await rating.textContent()) ?? '')?.[1] ?? '';
            expect(line, `${id}: ${path} says ${value} (${count})`).toContain(
              `★ ${value} out of 5 on Google Maps (${count} reviews`,
            );
          } else expect(line, `${id} has no rating on ${path}`).not.toContain('★');
          const opening = card.locator('[data-place-fact="opening"]');
          if ((await opening.count()) > 0) expect(line, id).toContain(((await opening.textContent()) ?? '').trim());
          compared += 1;
        }
      }
      expect(compared).toBeGreaterThanOrEqual(10);
    });

    test('a hotel’s price on /downtown is the price on its own page for the same stay', async ({ page }) => {
      await page.goto('/downtown');
      const section = page.getByRole('region', { name: 'Stay downtown' });
      const stays = section.locator('li');
      await expect(stays.first()).toBeVisible();
      const shown: { path: string; price: string }[] = [];
      for (const stay of await stays.all()) {
        const path = (await stay.getByRole('heading').getByRole('link').getAttribute('href')) ?? '';
        const price = /\$[\d,]+(?:\.\d\d)? for \d+ nights/.exec((await stay.textContent()) ?? '')?.[0] ?? '';
        shown.push({ path, price });
      }
      expect(shown.length).toBeGreaterThan(0);
      for (const { path, price } of shown) {
        expect(price, path).not.toBe('');
        await page.goto(path);
        await expect(page.getByTestId('availability').first(), path).toContainText(price);
      }
    });

    test('a season reads as the one table says it on every screen that names the place', async ({ page }) => {
      await page.goto('/things-to-do');
      for (const id of ['trail-ridge-road', 'aerial-tramway'] as const) {
        const card = page.locator(`[data-activity-id="${id}"]`);
        await expect(card).toBeVisible();
        if (seasonStatus(parkSeasons[id], today).open) await expect(card).not.toContainText('Closed for the season');
        else await expect(card).toContainText(`Closed for the season: ${parkSeasons[id].typically}.`);
      }
      await page.goto('/weather');
      const panel = page.getByRole('region', { name: /^Alpine Visitor Center: / });
      if (await panel.count()) {
        await expect(panel).toContainText(parkSeasons['alpine-visitor-center'].typically);
        if (!seasonStatus(parkSeasons['alpine-visitor-center'], today).open)
          await expect(panel).toContainText(parkSeasons['trail-ridge-road'].typically);
      }
    });

    test('the contact hours and the wildlife distances read the same on every page that says them', async ({
      page,
    }) => {
      for (const path of ['/events', '/partner', '/submit-event', '/trip-planning', '/webcams']) {
        await page.goto(path);
        await expect(page.locator('main')).toContainText(contactHours.text);
        await expect(page.locator('main')).not.toContainText(/Mon-Fri 9am|7 AM to 7 PM/);
      }
      for (const path of ['/webcams', '/weather']) {
        await page.goto(path);
        await expect(page.locator('main')).toContainText(wildlifeDistanceSentence);
        await expect(page.locator('main')).not.toContainText(/\b(25|100) yards\b/);
      }
    });
  });
}
