/**
 * A page the fleet's nginx answers from its copy, without asking any instance, is still counted,
 * and counted once (decision 073): the page's own beacon reaches an instance through the
 * balancer (a post is never kept), whichever way the document came. A search that found nothing
 * is never kept by the balancer, so each of its views is counted by the instance that serves it. Checked through a fleet of
 * its own (tools/lib/fleet.ts: PostgreSQL, two instances of the suite's build, nginx), with a
 * desktop Chromium's agent (headless Chromium names itself, and the site leaves bots out).
 */
import http from 'node:http';
import { expect, test, type Request } from '@playwright/test';
import { readEmptySearches } from '@estes/platform';
import { withSiteDatabase } from '../tools/lib/site-database';
import { visitorAgent } from './support/console-reports';
import { startTestFleet } from './support/fleet';
import { pageViewsOf } from './support/page-views';

/**
 * The balancer, its two instances and PostgreSQL: clear of the suite's own servers (E2E_PORT,
 * +1, +3, +2000…) and of the other fleets' (+20…, +30…, +45…).
 */
const fleetPort = Number(process.env.E2E_PORT ?? 3100) + 5;
const countedPage = '/events';

/** One GET of a page (with the browser's Accept-Encoding: nginx keeps a copy per value); how the balancer answered. */
const getPage = (url: string, headers: Record<string, string>) =>
  new Promise<string>((resolve) => {
    http
      .get(url, { agent: false, headers }, (response) => {
        response.resume();
        response.on('end', () => resolve(String(response.headers['x-balancer-cache'] ?? '')));
      })
      .on('error', () => resolve('failed'));
  });

test('a page answered from the balancer’s copy is counted once, from its own beacon; a search that found nothing is never kept', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const { fleet, instanceErrors, stop } = await startTestFleet(fleetPort, 'estes-e2e-fleet-views-');
  const context = await browser.newContext({ baseURL: fleet.url, userAgent: visitorAgent });
  let keepingHot = true;
  let hot: Promise<void> = Promise.resolve();
  try {
    const database = { DATABASE_URL: fleet.databaseUrl };
    const before = await pageViewsOf('planning.events', database);
    const page = await context.newPage();
    const beacons: Request[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/page-view') beacons.push(request);
    });

    const cacheStates: string[] = [];
    const load = async () => {
      const answer = await page.goto(countedPage);
      expect(answer?.status()).toBeLessThan(400);
      cacheStates.push(answer?.headers()['x-balancer-cache'] ?? '');
      // Each load's own beacon, answered by an instance.
      await expect.poll(() => beacons.length, { timeout: 15_000 }).toBe(cacheStates.length);
      expect((await beacons.at(-1)?.response())?.status()).toBe(204);
      expect(beacons.at(-1)?.postData()).toBe(`${countedPage}\n`);
      return answer;
    };
    const first = await load();
    // Keep the balancer's copy of the browser's variant fresh (it keeps a page a second), as a
    // busy page's other visitors would: the browser's next loads are then answered from it.
    const acceptEncoding = (await first?.request().allHeaders())?.['accept-encoding'] ?? '';
    hot = (async () => {
      while (keepingHot) {
        await getPage(`${fleet.url}${countedPage}`, { 'accept-encoding': acceptEncoding });
        await new Promise((resolve) => setTimeout(resolve, 100)); // pacing, not waiting for a state
      }
    })();
    for (let attempt = 0; attempt < 10 && !cacheStates.slice(1).includes('HIT'); attempt += 1) await load();
    keepingHot = false;
    await hot;
    console.log(`balancer cache per load: ${cacheStates.join(', ')}`);
    expect(cacheStates.slice(1)).toContain('HIT');

    // Every load counted once, the balancer's copies too, and the hot client's GETs not at all
    // (no beacon). Each instance writes its counts every 5 s: read until they are in.
    const added = async () => ((await pageViewsOf('planning.events', database)).none ?? 0) - (before.none ?? 0);
    await expect.poll(added, { timeout: 20_000 }).toBeGreaterThanOrEqual(cacheStates.length);
    expect(await added()).toBe(cacheStates.length);

    // A search that found nothing is counted as an instance serves it: the balancer keeps no copy.
    const nothing = '/search?q=zzqxfleetnothing'; // the fleet's database is new each run
    const searchStates = [];
    for (let ask = 0; ask < 3; ask += 1) {
      searchStates.push(
        await getPage(`${fleet.url}${nothing}`, { 'user-agent': visitorAgent, 'accept-encoding': 'gzip' }),
      );
    }
    expect(searchStates).not.toContain('HIT');
    const searched = async () =>
      (await withSiteDatabase(database, (db) => readEmptySearches(db, { from: '2000-01-01', to: '2100-01-01' }))).find(
        (row) => nothing.endsWith(row.query),
      )?.searches ?? 0;
    await expect.poll(searched, { timeout: 20_000 }).toBe(3);
    expect(instanceErrors).toEqual([]);
  } finally {
    keepingHot = false;
    await hot;
    await context.close();
    await stop();
  }
});
