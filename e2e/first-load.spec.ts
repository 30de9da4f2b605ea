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
