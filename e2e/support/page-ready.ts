/** Waiting for a page of the composed site to be ready, and for a home piece to wake. */
import { expect, type Locator, type Page } from '@playwright/test';

/** The browser has hydrated the server's HTML (`#root[data-render="hydrated"]`). */
export const expectHydrated = (page: Page) => expect(page.locator('#root')).toHaveAttribute('data-render', 'hydrated');

export async function openHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expectHydrated(page);
}

/**
 * Wakes the home page's stay search (its code loads when the pointer comes to it, once the page
 * has hydrated and is listening): moves the pointer onto its Area field until the lodging
 * remote's code is asked for.
 */
export async function wakeStaySearch(page: Page, search: Locator): Promise<void> {
  let lodgingCodeRequested = false;
  page.on('request', (request) => {
    if (/\/remotes\/lodging\/.*remoteEntry\.js/.test(request.url())) lodgingCodeRequested = true;
  });
  await expect(async () => {
    await page.mouse.move(0, 0);
    await search.getByLabel('Area').hover();
    expect(lodgingCodeRequested).toBe(true);
  }).toPass();
}
