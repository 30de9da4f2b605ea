/**
 * Issue 21, point 7 (seasons), at 390 and 1280 px: Trail Ridge Road says "Closed for the
 * season" out of its usual season (dates as data, the one table in shared/src/park/seasons.ts) and is not
 * the first featured thing to do then. The expectation follows today's date in Estes Park.
 */
import { parkSeasons, seasonStatus } from '../shared/src/park/seasons';
import { mountainDate } from '../shared/src/time/mountain-time';
import { expect, test } from './fixtures';
import { openHydrated } from './support/page-ready';
import { atWidths } from './support/steps';

const today = mountainDate(new Date());
const trailRidgeOpen = seasonStatus(parkSeasons['trail-ridge-road'], today).open;
const tramwayOpen = seasonStatus(parkSeasons['aerial-tramway'], today).open;

atWidths((width) => {
  test('Trail Ridge Road shows its season status and is not featured first when closed', async ({ page }) => {
    await openHydrated(page, '/things-to-do');
    const cards = page.getByRole('list', { name: 'Activities' }).locator('article, [data-activity-id]');
    const card = page.locator('[data-activity-id="trail-ridge-road"]');
    await expect(card).toBeVisible();
    const first = page.locator('[data-activity-id]').first();
    if (trailRidgeOpen) {
      await expect(card).not.toContainText('Closed for the season');
    } else {
      await expect(card).toContainText('Closed for the season');
      await expect(card).toContainText(parkSeasons['trail-ridge-road'].typically);
      await expect(card.getByRole('link', { name: /Source: National Park Service: Trail Ridge Road/ })).toHaveAttribute(
        'href',
        'https://www.nps.gov/romo/planyourvisit/trail_ridge_road.htm',
      );
      await expect(card).not.toContainText('Featured');
      await expect(first).not.toHaveAttribute('data-activity-id', 'trail-ridge-road');
      await expect(first).not.toContainText('Closed for the season');
    }
    // The tramway reads the same table: closed in winter like the road (issue 30).
    const tramway = page.locator('[data-activity-id="aerial-tramway"]');
    if (tramwayOpen) await expect(tramway).not.toContainText('Closed for the season');
    else await expect(tramway).toContainText(`Closed for the season: ${parkSeasons['aerial-tramway'].typically}`);
    expect(await cards.count()).toBeGreaterThan(1);
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/claims-season-${width}.png` });
  });
});
