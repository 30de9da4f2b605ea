/**
 * /park-pack (issue 33, decision 083): a visitor with a saved trip opens the park pack, sees the
 * trip by day with the timed-entry rule for those dates and the park's alerts and road status
 * (the stand-in NPS says Trail Ridge Road is closed), keeps it for offline and is told how much it
 * stores; then, with the network gone, the page opens again from the kept copy, hydrates, and
 * shows the same with the alerts stamped with the time they were saved. Remove deletes it.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectHydrated } from './support/page-ready';

// The park pack is kept for offline and served by the site's service worker (decision 080), which
// the suite blocks elsewhere.
test.use({ serviceWorkers: 'allow' });

/** My trip's stored list (shared/src/my-trip/trip-store.ts): two days in the 2025 season, one thing with no day. */
const savedTrip = {
  state: {
    items: [
      {
        kind: 'property',
        id: 'booking-9100001',
        title: 'The Stanley Hotel',
        path: '/property/booking-9100001',
        day: '2025-07-04',
      },
      { kind: 'article', id: 'elk-viewing-guide', title: 'Elk Viewing Guide', path: '/blog/elk-viewing-guide' },
      { kind: 'activity', id: 'bear-lake', title: 'Bear Lake Loop', path: '/things-to-do', day: '2025-07-05' },
    ],
  },
  version: 1,
};

async function withSavedTrip(page: Page) {
  await page.addInitScript((trip) => {
    if (window.localStorage.getItem('estes-park-guide:my-trip') === null) {
      window.localStorage.setItem('estes-park-guide:my-trip', JSON.stringify(trip));
    }
  }, savedTrip);
}

/** The kept copy's save time, from its record in localStorage (run in the page). */
const keptSavedAt = (): unknown =>
  (JSON.parse(window.localStorage.getItem('estes-park-guide:park-pack') ?? '{}') as { savedAt?: unknown }).savedAt;

async function expectPackContent(page: Page) {
  const trip = page.getByTestId('park-pack-trip');
  const july4 = trip.getByRole('region', { name: 'Friday, July 4, 2025' });
  await expect(july4.getByRole('link', { name: 'The Stanley Hotel' })).toBeVisible();
  await expect(july4).toContainText('Timed-entry permit needed');
  await expect(trip.getByRole('region', { name: 'Saturday, July 5, 2025' })).toContainText('Bear Lake Loop');
  await expect(trip.getByRole('region', { name: 'No day yet' })).toContainText('Elk Viewing Guide');
  await expect(trip.getByRole('region', { name: 'Timed entry on your dates' })).toContainText(
    'Jul 4 and Jul 5 need a timed-entry permit',
  );
  await expect(page.getByTestId('trail-ridge-road')).toContainText('Closed, according to a current alert');
  const emergency = page.getByRole('region', { name: 'Emergency numbers' });
  await expect(emergency.getByRole('link', { name: '911' })).toHaveAttribute('href', 'tel:911');
  const safety = page.getByRole('region', { name: 'Safety essentials' });
  for (const heading of ['Lightning', 'Altitude', 'Wildlife distances', 'Leave No Trace']) {
    await expect(safety.getByRole('heading', { name: heading })).toBeVisible();
  }
  const gettingAround = page.getByRole('region', { name: 'Getting around' });
  await expect(gettingAround.getByRole('heading', { name: 'The park’s Hiker Shuttle' })).toBeVisible();
  await expect(gettingAround.getByRole('link', { name: /shuttles, parking and trailheads in full/ })).toHaveAttribute(
    'href',
    '/getting-around',
  );
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the park pack shows the trip by day, timed entry and the park alerts, and is kept for offline with its size', async ({
      page,
    }) => {
      await withSavedTrip(page);
      await page.goto('/park-pack');
      await expectHydrated(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Park Pack');
      await expectPackContent(page);

      const status = page.getByTestId('keep-offline-status');
      await expect(status).toHaveText('Not kept yet: keep it now, while you have a signal.');
      await page.getByRole('button', { name: 'Keep for offline' }).click();
      await expect(status).toHaveText(/^Kept for offline: \d+(\.\d)? (KB|MB), saved \d{1,2}:\d\d [AP]M M[SD]T\.$/);

      // With the trip, the timed-entry rule and the kept state shown (the site-wide check sees the empty page).
      const { violations } = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
        .analyze();
      expect(
        violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`),
      ).toEqual([]);

      // What was stored: the page, its API answer and its files, and the size said is their sum.
      const stored = await page.evaluate(async () => {
        const cache = await caches.open('park-pack');
        const requests = await cache.keys();
        let bytes = 0;
        for (const request of requests) {
          const answer = await cache.match(request);
          bytes += answer ? (await answer.arrayBuffer()).byteLength : 0;
        }
        return { urls: requests.map((request) => new URL(request.url).pathname), bytes };
      });
      expect(stored.urls).toEqual(
        expect.arrayContaining([
          '/park-pack',
          '/api/conditions/park-alerts',
          expect.stringMatching(/^\/remotes\/conditions\/.+\/remoteEntry\.js$/),
        ]),
      );
      const said = /Kept for offline: ([\d.]+) (KB|MB)/.exec((await status.textContent()) ?? '');
      const saidBytes = Number(said?.[1]) * (said?.[2] === 'MB' ? 1_000_000 : 1000);
      expect(Math.abs(saidBytes - stored.bytes)).toBeLessThanOrEqual(said?.[2] === 'MB' ? 50_000 : 500);

      // An online visit refreshes the kept copy by itself.
      const savedAt = await page.evaluate(keptSavedAt);
      await page.reload();
      await expectHydrated(page);
      await expect(status).toHaveText(/^Kept for offline:/);
      await expect.poll(() => page.evaluate(keptSavedAt)).not.toBe(savedAt);

      // Remove deletes it.
      await page.getByRole('button', { name: 'Remove' }).click();
      await expect(status).toHaveText('Not kept yet: keep it now, while you have a signal.');
      expect(await page.evaluate(() => caches.has('park-pack'))).toBe(false);
    });

    test('after Keep for offline, the park pack opens with no network, from the kept copy', async ({
      page,
      context,
    }) => {
      await withSavedTrip(page);
      await page.goto('/park-pack');
      await expectHydrated(page);
      // The site's service worker controls the page once it is active (registered after load).
      await page.evaluate(() => navigator.serviceWorker.ready);
      await page.getByRole('button', { name: 'Keep for offline' }).click();
      await expect(page.getByTestId('keep-offline-status')).toHaveText(/^Kept for offline:/);

      await context.setOffline(true);
      // A new navigation, then a reload, and a navigation from another kept page: all from the kept copy.
      await page.goto('/park-pack');
      await expectHydrated(page);
      await expectPackContent(page);
      await expect(page.getByTestId('park-pack-alerts-saved')).toContainText(
        /the park alerts and road status below were saved \d{1,2}:\d\d [AP]M M[SD]T\./,
      );
      await expect(page.getByTestId('keep-offline-status')).toHaveText(/^Kept for offline:/);
      await page.reload();
      await expectHydrated(page);
      await expectPackContent(page);
      await expect(page.getByTestId('park-pack-alerts-saved')).toBeVisible();
      await context.setOffline(false);
    });
  });
}
