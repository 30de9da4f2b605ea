/**
 * Keyboard users (issue 28): the skip link on the home page keeps every section as the server
 * rendered it (its pieces hydrate only when visited, decision 017) and puts focus in the main
 * content; the phone menu keeps Tab inside the header while it is open and gives focus back to
 * its toggle on Escape; on a wide screen nothing of it is in the way.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectHydrated, openHydrated } from './support/page-ready';

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

/** Whether the focused element is on screen and not covered by anything (the open menu above all). */
const focusIsVisible = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return true;
    const box = focused.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top !== null && (top === focused || focused.contains(top) || top.contains(focused));
  });

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

test('at 390 px: Tab stays in the header while the menu is open, and Escape gives focus back to the toggle', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openHydrated(page, '/weather');
  const toggle = page.getByRole('button', { name: 'Menu' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByTestId('mobile-menu');
  await expect(panel).toBeVisible();

  // Through the panel to its last control and on around: never a control hidden under the menu.
  const reached = new Set<string>();
  for (let press = 0; press < 16; press += 1) {
    await page.keyboard.press('Tab');
    expect(await focusIn(page, 'header'), `Tab ${press + 1} left the header`).toBe(true);
    expect(await focusIsVisible(page), `Tab ${press + 1} reached a covered control`).toBe(true);
    reached.add(await page.evaluate(() => document.activeElement?.textContent?.trim() ?? ''));
  }
  expect([...reached]).toEqual(expect.arrayContaining(['Call (970) 555-0142', 'Close']));
  await panel.getByRole('link', { name: /^Call/ }).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Estes Park Visitor Guide, home' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(panel.getByRole('link', { name: /^Call/ })).toBeFocused();

  await page.getByRole('link', { name: /^Plan:/ }).focus();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(toggle).toBeFocused();
  // Closed, Tab goes on into the page again.
  for (let press = 0; press < 4 && !(await focusIn(page, 'main')); press += 1) await page.keyboard.press('Tab');
  expect(await focusIn(page, 'main')).toBe(true);
});

test('the open phone menu closes when the window widens to 1280 px, and Tab goes into the page', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openHydrated(page, '/weather');
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByTestId('mobile-menu')).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByTestId('mobile-menu')).toBeHidden();
  await page.getByTestId('header-my-trip').focus();
  await page.keyboard.press('Tab');
  expect(await focusIn(page, 'main')).toBe(true);
});

test('at 1280 px: no menu in the way, Tab goes from the header into the page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/weather');
  await expectHydrated(page);
  await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
  await page.getByTestId('header-my-trip').focus();
  await page.keyboard.press('Tab');
  expect(await focusIn(page, 'main')).toBe(true);
  expect(await focusIsVisible(page)).toBe(true);
});
