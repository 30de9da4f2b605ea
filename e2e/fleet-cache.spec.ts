/**
 * The fleet's nginx keeps pages in front of the site by the site's own Cache-Control (decision
 * 050), checked through a fleet of its own (tools/lib/fleet.ts: PostgreSQL, two instances of
 * the suite's build, nginx): a page is handed out from the balancer's copy; a publish and a
 * rollback of an area, and an approved event, get through that copy within 2 s of every instance
 * serving them; a page
 * with what one visitor sent, an API read and a form post are never answered from it.
 */
import { expect, test } from '@playwright/test';
import { checkFleetPageCache } from '../tools/lib/fleet-cache-checks';
import { startTestFleet } from './support/fleet';

/**
 * Clear of the suite's own servers (E2E_PORT, +1, +3, +2000…): the balancer, instances, PostgreSQL
 * (fetch refuses a few ports, 4190 among them: E2E_PORT 4150 + 40 was one).
 */
const fleetPort = Number(process.env.E2E_PORT ?? 3100) + 30;

test("the fleet's nginx keeps pages, lets a switch and a data change through within 2 s, and keeps nothing of one visitor's", async () => {
  test.setTimeout(240_000);
  const { fleet, instanceErrors, stop } = await startTestFleet(fleetPort, 'estes-e2e-fleet-');
  try {
    const results: { holds: boolean; text: string }[] = [];
    await checkFleetPageCache(fleet, (holds, text) => results.push({ holds, text }));
    console.log(results.map((result) => `${result.holds ? 'held' : 'FAILED'}: ${result.text}`).join('\n'));
    expect(results.filter((result) => !result.holds).map((result) => result.text)).toEqual([]);
    expect(results).toHaveLength(7);
    expect(instanceErrors).toEqual([]);
  } finally {
    await stop();
  }
});
