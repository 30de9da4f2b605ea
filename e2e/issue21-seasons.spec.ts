/**
 * Issue 21, point 7 (seasons), at 390 and 1280 px: Trail Ridge Road says "Closed for the
 * season" out of its usual season (dates as data, mfe-planning/src/data/seasons.ts) and is not
 * the first featured thing to do then. The expectation follows today's date in Estes Park.
 */
import { seasonalPlaces } from '../mfe-planning/src/data/seasons';
import { mountainDate } from '../shared/src/time/mountain-time';
import { seasonStatus } from '../mfe-planning/src/domain/season-rules';
import { expect, test } from './fixtures';
import { openHydrated } from './support/page-ready';
import { atWidths } from './support/steps';

const trailRidgeOpen = seasonStatus(seasonalPlaces['trail-ridge-road'], mountainDate(new Date())).open;

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
      await expect(card).toContainText('usually open late May to mid-October');
      await expect(card.getByRole('link', { name: /Today’s status from the National Park Service/ })).toHaveAttribute(
        'href',
        'https://www.nps.gov/romo/planyourvisit/trail_ridge_road.htm',
      );
      await expect(card).not.toContainText('Featured');
      await expect(first).not.toHaveAttribute('data-activity-id', 'trail-ridge-road');
      await expect(first).not.toContainText('Closed for the season');
    }
    expect(await cards.count()).toBeGreaterThan(1);
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/claims-season-${width}.png` });
  });
});
