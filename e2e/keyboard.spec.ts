/**
 * Keyboard users (issue 28): the skip link on the home page keeps every section as the server
 * rendered it (its pieces hydrate only when visited, decision 017) and puts focus in the main
 * content.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openHydrated } from './support/page-ready';

/** A home piece's loading placeholder (home-widgets.tsx): what the pieces turned into. */
const piecePlaceholder = 'main [role="status"][aria-busy="true"]';

/** Records, from now on, the most piece placeholders the page ever showed at once. */
async function watchForPlaceholders(page: Page): Promise<() => Promise<number>> {
  await page.evaluate((selector) => {
    const record = () => {
      const shown = document.querySelectorAll(selector).length;
      const seen = Number(document.body.dataset.placeholdersSeen ?? 0);
      document.body.dataset.placeholdersSeen = String(Math.max(seen, shown));
    };
    record();
    new MutationObserver(record).observe(document.body, { childList: true, subtree: true });
  }, piecePlaceholder);
  return async () => Number(await page.locator('body').getAttribute('data-placeholders-seen'));
}

const focusIn = (page: Page, selector: string) =>
  page.evaluate((container) => document.activeElement?.closest(container) !== null, selector);

for (const width of [390, 1280]) {
  test(`at ${width} px: the skip link on / keeps every section and puts focus in the main content`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const remoteScripts: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/remotes/') && request.resourceType() === 'script') remoteScripts.push(request.url());
    });
    await openHydrated(page, '/');
    const main = page.getByRole('main');
    const sections = await main.getByRole('heading', { level: 2 }).allTextContents();
    expect(sections.length).toBeGreaterThan(8);
    const placeholdersSeen = await watchForPlaceholders(page);

    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/#main$/);
    await expect(page.locator('#main')).toBeFocused();
    // The next Tab goes to the first control of the main content (the stay search).
    await page.keyboard.press('Tab');
    expect(await focusIn(page, 'main')).toBe(true);

    // Back to / (the hash goes away): the same kind of navigation, the other way.
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeAttached();

    expect(await placeholdersSeen()).toBe(0);
    await expect(main.getByRole('heading', { level: 2 })).toHaveText(sections);
    await expect(page.locator('[data-home-piece="lodging.featuredStays"] li[data-listing-id]')).toHaveCount(4);
    // Skipping woke nothing but the stay search the second Tab reached.
    expect(remoteScripts.filter((url) => !url.includes('/remotes/lodging/'))).toEqual([]);

    // The page still navigates.
    await page.getByTestId('header-my-trip').click();
    await expect(page).toHaveURL(/\/my-trip$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My trip');
  });
}
