/**
 * One remote down never blanks the site: its routes show the unavailable message inside the
 * normal frame, with a retry, and every other area and the shell keep working. Each area is
 * switched off in turn, in the three ways a remote fails.
 */
import type { Page, Route } from '@playwright/test';
import {
  areaSampleRoutes,
  expect,
  expectFrame,
  remoteFailureMessages,
  test,
  type AreaName,
  type RemoteFailure,
} from './fixtures';

const breakRemote = (failure: RemoteFailure) => async (route: Route) => {
  if (failure === 'files missing') return route.fulfill({ status: 404, body: 'Not Found' });
  if (failure === 'server down') return route.abort('connectionrefused');
  // The remote's entry loads, but its code throws while it starts.
  if (/remoteEntry\.js/.test(route.request().url())) {
    return route.fulfill({
      status: 200,
      contentType: 'text/javascript',
      body: 'throw new Error("remote start-up failed")',
    });
  }
  return route.continue();
};

async function switchOff(page: Page, area: AreaName, failure: RemoteFailure) {
  await page.route(`**/remotes/${area}/**`, breakRemote(failure));
}

const failures: Record<AreaName, RemoteFailure[]> = {
  lodging: ['files missing', 'code throwing'],
  content: ['server down', 'files missing'],
  planning: ['code throwing', 'server down'],
  conditions: ['files missing', 'server down', 'code throwing'],
};

for (const area of Object.keys(areaSampleRoutes) as AreaName[]) {
  for (const failure of failures[area]) {
    test(`${area} ${failure}: its pages say so, the rest of the site works, retry recovers`, async ({
      page,
      expectConsoleErrors,
    }) => {
      expectConsoleErrors(remoteFailureMessages(area, failure)); // only this area's failure, logged on purpose
      await switchOff(page, area, failure);
      const [path] = areaSampleRoutes[area];
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const unavailable = page.getByTestId('area-unavailable');
      await expect(unavailable).toBeVisible({ timeout: 15_000 });
      await expect(unavailable.getByRole('heading', { level: 1 })).toHaveText(
        'This part of the site is temporarily unavailable',
      );
      await expectFrame(page);

      // Every other area and the shell's home still work, by client-side navigation.
      for (const other of Object.keys(areaSampleRoutes) as AreaName[]) {
        if (other === area) continue;
        const [otherPath, heading] = areaSampleRoutes[other];
        await page.evaluate((target) => {
          window.history.pushState({}, '', target);
          window.dispatchEvent(new PopStateEvent('popstate'));
        }, otherPath);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      }
      await page.getByRole('link', { name: 'Estes Park Visitor Guide, home' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find Your Perfect Estes Park Stay');

      // The remote comes back: Try again loads it without reloading the page.
      await page.goto(path);
      await expect(unavailable).toBeVisible({ timeout: 15_000 });
      await page.unroute(`**/remotes/${area}/**`);
      await unavailable.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(areaSampleRoutes[area][1], { timeout: 15_000 });
    });
  }
}

test('a remote down on a direct visit to another area is never loaded at all', async ({ page }) => {
  const lodgingRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/remotes/lodging/')) lodgingRequests.push(request.url());
  });
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  expect(lodgingRequests).toEqual([]);
});
