/**
 * Two instances of one build send a page with the same bytes and ETag whatever pages each was
 * asked for first (decision 069): styled-components numbers style groups in the order modules
 * are evaluated, and both evaluate the shell's and the areas' modules at start in one order. A
 * fleet of its own (tools/lib/fleet.ts: PostgreSQL, two fresh instances of the suite's build,
 * nginx), each instance asked directly. Pages whose data carries the time an instance read its
 * source (the weather, the park alerts) are left out: their bytes are one state of that data.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startFleet } from '../tools/lib/fleet';

/** Clear of the suite's own servers and of the other fleet (E2E_PORT + 30…). */
const fleetPort = Number(process.env.E2E_PORT ?? 3100) + 20;

const pages = ['/events', '/blog/elk-viewing-guide', '/no-such-page'];

async function answer(url: string): Promise<{ etag: string | null; body: string }> {
  const response = await fetch(url, { headers: { accept: 'text/html' } });
  return { etag: response.headers.get('etag'), body: await response.text() };
}

test('two instances asked for pages in different orders send each page with the same bytes and ETag', async () => {
  test.setTimeout(180_000);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'estes-e2e-same-bytes-'));
  const fleet = await startFleet({ dir, port: fleetPort, instances: 2, env: { LOG_LEVEL: 'error' }, log: () => {} });
  try {
    const [first, second] = fleet.instances;
    if (!first || !second) throw new Error('the fleet did not start two instances');
    // Each instance renders the pages first in its own order: the other's reversed.
    for (const page of pages) await answer(`${first.url}${page}`);
    for (const page of [...pages].reverse()) await answer(`${second.url}${page}`);
    for (const page of pages) {
      const [one, two] = await Promise.all([answer(`${first.url}${page}`), answer(`${second.url}${page}`)]);
      expect(one.etag, page).toMatch(/^W\/"/);
      expect({ page, etag: two.etag }).toEqual({ page, etag: one.etag });
      expect(two.body === one.body, `${page}: the same bytes from both instances`).toBe(true);
    }
  } finally {
    await fleet.stop();
    await rm(dir, { recursive: true, force: true });
  }
});
