/**
 * The service worker against the production build (decision 080): pages a visitor opened load
 * with no network, stamped with the time they were saved; a page never opened shows the branded
 * offline page, which lists what is kept; and a deploy and a rollback while a controlled page is
 * open reach the visitor on the next page, all of one version.
 *
 * The rest of the suite runs with service workers blocked (playwright.config.ts): its tests
 * count requests, read the page cache's headers on the document and watch beacons, all of which
 * a worker answering from its caches would change. This file allows them.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { checkHtml, describeHtmlMessage } from '../tools/lib/html-checker';
import { e2eDataDir } from '../playwright.config';
import { expect, test } from './fixtures';
import { expectHydrated, openHydrated } from './support/page-ready';

test.use({ serviceWorkers: 'allow' });

/** Opens a page and waits until the service worker controls it (it registers after load). */
async function openControlled(page: Page, url: string): Promise<void> {
  await openHydrated(page, url);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

const savedStamp = /^Saved \d{1,2}:\d{2} (AM|PM) M[DS]T — you are offline\./;

test.describe('offline after a first visit', () => {
  test('/my-trip and /weather load from their saved copies, stamped; a page never opened shows the offline page', async ({
    page,
    context,
  }) => {
    // The first page is saved when the worker takes over, the second as it is visited.
    await openControlled(page, '/weather');
    await openHydrated(page, '/my-trip');

    await context.setOffline(true);
    await openHydrated(page, '/weather');
    await expect(page.getByRole('complementary', { name: 'Offline copy' })).toHaveText(savedStamp);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Estes Park Weather');
    await expect(page.getByRole('region', { name: 'Current conditions' })).toBeVisible();

    await openHydrated(page, '/my-trip');
    await expect(page.getByRole('complementary', { name: 'Offline copy' })).toHaveText(savedStamp);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My trip');

    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline');
    const kept = page
      .getByRole('list')
      .filter({ has: page.getByRole('link', { name: 'My trip' }) })
      .last();
    await expect(kept.getByRole('link', { name: /Estes Park Weather/ })).toHaveAttribute('href', '/weather');
    await expect(page.getByRole('main').getByRole('link', { name: 'Park pack', exact: true })).toHaveAttribute(
      'href',
      '/park-pack',
    );
    await expect(page.locator('header').first()).toBeVisible();
    await expect(page.locator('footer').first()).toBeVisible();
  });

  test('a page the park pack put in its own cache is served from there before the offline page', async ({
    page,
    context,
  }) => {
    await openControlled(page, '/');
    await page.evaluate(async () => {
      const cache = await caches.open('park-pack');
      await cache.put(
        '/park-pack-test-page',
        new Response(
          '<!doctype html><html lang="en"><title>Kept by the pack</title><link rel="icon" href="/favicon.svg"><h1>Kept by the pack</h1></html>',
          {
            headers: { 'content-type': 'text/html; charset=utf-8' },
          },
        ),
      );
    });
    await context.setOffline(true);
    await page.goto('/park-pack-test-page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kept by the pack');
  });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`the offline page and a saved page shown offline have no axe violations at ${viewport.width} px`, async ({
      page,
      context,
    }) => {
      await page.setViewportSize(viewport);
      await openControlled(page, '/weather');
      await context.setOffline(true);
      await page.goto('/blog');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline');
      expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
      await openHydrated(page, '/weather');
      await expect(page.getByRole('complementary', { name: 'Offline copy' })).toBeVisible();
      expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    });
  }
});

test('the offline page passes the Nu HTML Checker', async ({ request }) => {
  const html = await (await request.get('/offline')).text();
  const errors = checkHtml([{ name: '/offline', html }])
    .filter((message) => message.kind === 'error')
    .map(describeHtmlMessage);
  expect(errors).toEqual([]);
});

const run = promisify(execFile);
const remotes = async (...args: string[]) =>
  (
    await run(process.execPath, ['--import', 'tsx', 'tools/remotes.ts', ...args], {
      env: { ...process.env, DATA_DIR: e2eDataDir },
    })
  ).stdout;

test.describe('deploy skew', () => {
  // It publishes and rolls back lodging: never at the same time as deploy.spec.ts's own steps
  // matter here, since each step below reads the pointer it made live.
  test.describe.configure({ mode: 'serial' });

  test('a publish and a rollback while a controlled page is open show the live version on the next page, one version only', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const lodgingVersionsOf = async (url: string) => {
      const versions = new Set<string>();
      const listener = (asked: { url(): string }) => {
        const match = /\/remotes\/lodging\/([^/]+)\//.exec(asked.url());
        if (match?.[1]) versions.add(match[1]);
      };
      page.on('request', listener);
      const answer = await page.goto(url);
      await expectHydrated(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Places to Stay in Estes Park');
      await page.waitForLoadState('networkidle');
      page.off('request', listener);
      return { versions: [...versions], rendered: answer?.headers()['x-area-version'] };
    };
    const live = async () =>
      ((await (await request.get('/remotes.json')).json()) as Record<string, { version: string }>).lodging?.version;

    await openControlled(page, '/accommodations');
    const before = await live();
    // Controlled now: this visit's files go through the worker and are kept.
    expect((await lodgingVersionsOf('/accommodations')).versions).toEqual([before]);

    const published = /lodging is live at (\S+)/.exec(await remotes('publish', 'mfe-lodging'))?.[1];
    expect(published).toBeTruthy();
    expect(await live()).toBe(published);
    expect(await lodgingVersionsOf('/accommodations')).toEqual({
      versions: [published],
      rendered: `lodging@${published}`,
    });

    expect(await remotes('rollback', 'lodging', before ?? '')).toContain(`→ ${before}`);
    expect(await live()).toBe(before);
    // The old version's files come from the worker's cache now: still only that version.
    expect(await lodgingVersionsOf('/accommodations')).toEqual({ versions: [before], rendered: `lodging@${before}` });
  });
});
