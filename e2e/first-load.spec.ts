/**
 * No request chain on first load: a server-rendered area page names every remote file it
 * needs in its HTML (preloads), so the browser fetches them in parallel with the shell's own
 * scripts, and nothing else of the remote is fetched to hydrate it (no manifest, no late chunk).
 */
import { areaSampleRoutes, expect, test, type AreaName } from './fixtures';

for (const area of Object.keys(areaSampleRoutes) as AreaName[]) {
  const [path] = areaSampleRoutes[area];
  test(`${path} (${area}) asks for exactly its remote files, all from the HTML`, async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const remoteRequests = new Map<string, string>();
    cdp.on('Network.requestWillBeSent', ({ request, initiator, type }) => {
      const url = new URL(request.url);
      // Scripts only: the page's pictures come from the remote's folder too, found by the parser.
      if (type === 'Script' && url.pathname.startsWith(`/remotes/${area}/`)) {
        remoteRequests.set(url.pathname, initiator.type);
      }
    });

    const response = await page.goto(path);
    // The HTML this very page was served (a second request could meet another live version).
    const html = (await response?.text()) ?? '';
    await expect(page.locator('#root')).toHaveAttribute('data-render', 'hydrated');
    await page.waitForLoadState('networkidle');

    const inHtml = [...html.matchAll(/<link rel="preload" as="script" href="([^"]+)" data-area-script="(\w+)">/g)]
      .filter(([, , scriptArea]) => scriptArea === area)
      .map(([, src]) => new URL(src ?? '', page.url()).pathname);
    expect(inHtml[0]).toMatch(/\/remoteEntry\.js$/);
    expect(inHtml.some((src) => /\/chunks\/page-/.test(src))).toBe(true);
    expect([...remoteRequests.keys()].sort()).toEqual([...inHtml].sort());
    // Each was fetched once, by the HTML's preload, and used from there.
    expect([...remoteRequests.values()].every((initiatorType) => initiatorType === 'parser')).toBe(true);
  });
}

// An area's console pages are a container of their own (decision 075): the remote entry every
// visitor page of the area loads neither exposes them nor registers the console's modules.
for (const area of Object.keys(areaSampleRoutes) as AreaName[]) {
  const [path] = areaSampleRoutes[area];
  test(`${path} (${area}) loads nothing of the console`, async ({ page, request }) => {
    const entries: string[] = [];
    page.on('request', (asked) => {
      const url = new URL(asked.url());
      if (url.pathname.startsWith(`/remotes/${area}/`) && url.pathname.endsWith('/remoteEntry.js'))
        entries.push(url.pathname);
    });
    await page.goto(path);
    await expect(page.locator('#root')).toHaveAttribute('data-render', 'hydrated');
    await page.waitForLoadState('networkidle');
    expect(entries).toHaveLength(1);
    expect(entries[0]).not.toMatch(/\/console\//);
    const entry = await (await request.get(entries[0] ?? '')).text();
    expect(entry).not.toContain('@estes/shared/console');
    expect(entry).not.toContain('./console');
  });
}

// The start-up in steps (decision 053): every shell script it runs was named by the HTML (no
// step waits on a request of its own), and the two libraries that run whole at start-up carry
// V8's compile hint, so they are compiled with the script, not at their first require.
test('the start-up asks only for the shell scripts the HTML names, and react-dom carries the compile hint', async ({
  page,
  request,
}) => {
  const shellScripts = new Set<string>();
  page.on('request', (asked) => {
    const url = new URL(asked.url());
    if (asked.resourceType() === 'script' && url.pathname.startsWith('/assets/')) shellScripts.add(url.pathname);
  });
  const response = await page.goto('/');
  const html = (await response?.text()) ?? '';
  await expect(page.locator('#root')).toHaveAttribute('data-render', 'hydrated');
  await page.waitForLoadState('networkidle');

  const named = new Set(
    [...html.matchAll(/<(?:link rel="preload" as="script" href|script defer src)="(\/assets\/[^"?]+)/g)].map(
      ([, src]) => src ?? '',
    ),
  );
  expect([...shellScripts].filter((script) => !named.has(script))).toEqual([]);

  const hint = '//# allFunctionsCalledOnLoad\n';
  const scripts = await Promise.all(
    [...shellScripts].map(async (script) => ({ script, text: await (await request.get(script)).text() })),
  );
  // The largest is react-dom's; styled-components' is the other hinted one.
  const [largest] = [...scripts].sort((a, b) => b.text.length - a.text.length);
  expect(largest?.text.startsWith(hint), `${largest?.script} starts with the hint`).toBe(true);
  expect(scripts.filter(({ text }) => text.startsWith(hint)).length).toBeGreaterThanOrEqual(2);
});
