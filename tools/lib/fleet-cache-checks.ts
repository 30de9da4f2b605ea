/**
 * What the fleet's nginx may keep, checked through it (decision 050): a page is kept and handed
 * out again; a publish and a rollback of an area are in front of visitors through it within 2 s
 * of every instance serving them, however hot the kept copy is; a page with what one visitor just sent, an
 * API read and a form post are never answered from the balancer's cache.
 *
 * Used by `npm run bench -- --fleet` (tools/lib/fleet-bench.ts) and the e2e suite
 * (e2e/fleet-cache.spec.ts), each with a running fleet (tools/lib/fleet.ts).
 */
import { sendToFleet, type FleetAnswer } from './fleet-request';
import { resolveDeployDir } from '@estes/platform';
import { eventSubmissionFixture } from '@estes/mfe-planning/form-samples';
import { notifyPageDataChange, pageDataTags } from '@estes/shared/server';
import { SubmissionStore } from '../../mfe-planning/server/submissions/submission-store';
import { repositoryRoot } from './apps';
import { tripRequest } from './bench-report';
import type { Fleet } from './fleet';
import { publishArea, rollbackArea } from './publish';
import { withSiteDatabase } from './site-database';

/**
 * The longest the balancer's cache may hold back a switch once every instance serves it: its
 * kept second, which nginx counts in whole seconds of its clock (a copy kept at 5.1 s is fresh
 * until 7.0 s), so under 2 s.
 */
export const balancerHoldsBackMs = 2000;

const switchedArea = 'lodging';
/** A page of the switched area: its answer names the version that rendered it (X-Area-Version). */
const switchedPage = '/accommodations';
/** A page showing what one visitor just sent (page-key.ts: hasPerVisitorQuery). */
const perVisitorPage = '/trip-planning?sent=s0123456789';
const apiRead = '/api/content/posts';
const formPath = '/api/planning/contact';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Answer = FleetAnswer;

const send = (url: string, method = 'GET', body?: string) => sendToFleet(false, url, method, body);

/** How the balancer's cache answered (shown to this machine only): HIT, MISS, UPDATING… or none. */
export const balancerCache = (answer: Answer) => String(answer.headers['x-balancer-cache'] ?? '');

/** Milliseconds from `since` until `origin` answers the switched page with `version`, asked every 10 ms. */
async function untilServed(origin: string, version: string, since: number): Promise<number> {
  for (;;) {
    const answer = await send(`${origin}${switchedPage}`).catch(() => undefined);
    if (answer?.headers['x-area-version'] === `${switchedArea}@${version}`) return Date.now() - since;
    if (Date.now() - since > 30_000) throw new Error(`${origin} did not serve ${switchedArea}@${version} within 30 s`);
    await sleep(10);
  }
}

/**
 * From the command's return: when every instance serves the version (asked directly), and when
 * the balancer does (asked every 10 ms, which keeps the page hot in its cache: the worst case).
 */
async function switchTimes(fleet: Fleet, version: string, since: number) {
  const [instances, balancer] = await Promise.all([
    Promise.all(fleet.instances.map((instance) => untilServed(instance.url, version, since))),
    untilServed(fleet.url, version, since),
  ]);
  return { instancesMs: Math.max(...instances), balancerMs: balancer };
}

function switchCheck(check: Check, what: string, times: { instancesMs: number; balancerMs: number }) {
  const heldBackMs = Math.max(0, times.balancerMs - times.instancesMs);
  check(
    heldBackMs <= balancerHoldsBackMs,
    `${what}: every instance served it ${times.instancesMs} ms after the command returned, the balancer ${times.balancerMs} ms (its cache held it back ${heldBackMs} ms; goal ≤ ${balancerHoldsBackMs} ms)`,
  );
}

export type Check = (holds: boolean, text: string) => void;

export async function checkFleetPageCache(fleet: Fleet, check: Check): Promise<void> {
  const deployEnv = fleet.deployEnv;

  // 1. A page is kept: asked twice within its second, the second answer is the balancer's copy.
  let kept = false;
  for (let attempt = 0; attempt < 5 && !kept; attempt += 1) {
    await send(`${fleet.url}${switchedPage}`);
    kept = balancerCache(await send(`${fleet.url}${switchedPage}`)) === 'HIT';
  }
  check(kept, `${switchedPage} asked twice through the balancer: the second answer is its kept copy (HIT)`);

  // 2. A publish and a rollback reach visitors through the kept copy within 2 s.
  const hot = { running: true };
  // Another visitor keeps the page hot in the balancer's cache all along.
  const keepingHot = (async () => {
    while (hot.running) await send(`${fleet.url}${switchedPage}`).catch(() => undefined);
  })();
  try {
    const before = await send(`${fleet.url}${switchedPage}`);
    const published = await withSiteDatabase(deployEnv, (db) =>
      publishArea(switchedArea, { deployDir: resolveDeployDir(deployEnv, repositoryRoot), db }),
    );
    switchCheck(
      check,
      `publish of ${switchedArea} ${published.version} (live was ${String(before.headers['x-area-version'])})`,
      await switchTimes(fleet, published.version, Date.now()),
    );
    const rolledBack = await withSiteDatabase(deployEnv, (db) => rollbackArea(switchedArea, { db }));
    switchCheck(
      check,
      `rollback ${rolledBack.from} → ${rolledBack.to}`,
      await switchTimes(fleet, rolledBack.to, Date.now()),
    );
  } finally {
    hot.running = false;
    await keepingHot;
  }

  // 3. A data change: an event approved as the review tool does it, on its page kept hot.
  await checkApprovedEvent(fleet, check);

  // 4. What one visitor sent, an API read and a form post: never the balancer's copy.
  const perVisitor = await Promise.all([1, 2, 3].map(() => send(`${fleet.url}${perVisitorPage}`)));
  check(
    perVisitor.every(
      (answer) =>
        answer.status === 200 &&
        answer.headers['cache-control'] === 'private, no-store' &&
        balancerCache(answer) !== 'HIT',
    ),
    `${perVisitorPage} asked 3 times: ${perVisitor.map((answer) => `${answer.status} ${String(answer.headers['cache-control'])} ${balancerCache(answer) || '(not cached)'}`).join('; ')}`,
  );
  const reads = [await send(`${fleet.url}${apiRead}`), await send(`${fleet.url}${apiRead}`)];
  check(
    reads.every((answer) => answer.status === 200 && balancerCache(answer) === ''),
    `${apiRead} asked twice: ${reads.map((answer) => `${answer.status}, ${balancerCache(answer) || 'not looked up in the balancer cache'}`).join('; ')}`,
  );
  const runId = `cache${Math.random().toString(36).slice(2, 6)}`;
  const posts = [
    await send(`${fleet.url}${formPath}`, 'POST', JSON.stringify(tripRequest(runId, 1))),
    await send(`${fleet.url}${formPath}`, 'POST', JSON.stringify(tripRequest(runId, 2))),
  ];
  const ids = posts.map((answer) => (answer.status === 201 ? (JSON.parse(answer.body) as { id?: string }).id : ''));
  check(
    posts.every((answer) => answer.status === 201 && balancerCache(answer) === '') &&
      Boolean(ids[0]) &&
      ids[0] !== ids[1],
    `two trip requests posted through the balancer: ${posts.map((answer, index) => `${answer.status} ${ids[index] ?? ''}`).join(', ')} (each stored and answered by an instance)`,
  );
}

/** Milliseconds from `since` until `origin` answers `path` with a page that contains `text`. */
async function untilShown(origin: string, path: string, text: string, since: number): Promise<number> {
  for (;;) {
    const answer = await send(`${origin}${path}`).catch(() => undefined);
    if (answer?.status === 200 && answer.body.includes(text)) return Date.now() - since;
    if (Date.now() - since > 30_000) throw new Error(`${origin}${path} did not show "${text}" within 30 s`);
    await sleep(10);
  }
}

async function checkApprovedEvent(fleet: Fleet, check: Check): Promise<void> {
  const title = `Fleet cache check ${Math.random().toString(36).slice(2, 8)}`;
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...eventSubmissionFixture, eventName: title })) form.append(name, value);
  const posted = await fetch(`${fleet.url}/api/planning/event-submissions`, {
    method: 'POST',
    body: form,
    headers: { accept: 'application/json' },
  });
  const id = String(((await posted.json()) as { id?: unknown }).id);
  if (posted.status !== 201) {
    check(false, `an event posted through the balancer: ${posted.status}`);
    return;
  }
  const eventPage = `/events?event=${encodeURIComponent(id)}`;
  const hot = { running: true };
  const keepingHot = (async () => {
    while (hot.running) await send(`${fleet.url}${eventPage}`).catch(() => undefined);
  })();
  try {
    const before = await send(`${fleet.url}${eventPage}`);
    const notYet = before.status === 200 && !before.body.includes(title);
    await withSiteDatabase(fleet.deployEnv, async (db) => {
      await new SubmissionStore(db).setStatus(id, 'approved');
      await notifyPageDataChange(db, [pageDataTags.approvedEvents]);
    });
    const since = Date.now();
    const [instances, balancerMs] = await Promise.all([
      Promise.all(fleet.instances.map((instance) => untilShown(instance.url, eventPage, title, since))),
      untilShown(fleet.url, eventPage, title, since),
    ]);
    const instancesMs = Math.max(...instances);
    const heldBackMs = Math.max(0, balancerMs - instancesMs);
    check(
      notYet && heldBackMs <= balancerHoldsBackMs,
      `event ${id} approved (its page kept hot${notYet ? ', without it before' : ' BUT IT SHOWED IT BEFORE'}): every instance showed it ${instancesMs} ms after, the balancer ${balancerMs} ms (held back ${heldBackMs} ms; goal ≤ ${balancerHoldsBackMs} ms)`,
    );
  } finally {
    hot.running = false;
    await keepingHot;
  }
}
