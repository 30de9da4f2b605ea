/** @jest-environment node */
/**
 * The console's Deploys section (decision 066) on both engines: what it shows (live and kept
 * versions with who published them, the lock's holder, every instance's report), making a kept
 * version live back and forward under the deploy lock with an audit entry each, the lock held
 * by a command said with who and since when, and bad input answered with a sentence; a staged
 * version (decision 078) listed with who staged it and published under the same lock.
 */
import { openDatabase, readAudit, RegistryStore, type SiteDatabase } from '@estes/platform';
import { createTestDatabase, testEngines, type TestDatabase } from '@estes/platform/testing';
import { get, openConsoleSite, post, signedInAs } from './testing/console-site';
import { openDeploysSite, stagedLodgingTable, type DeploysSite } from './testing/deploys-site';

describe.each(testEngines())('the Deploys section on %s', (engine) => {
  let database: TestDatabase;
  let site: DeploysSite;
  const clock = Date.parse('2026-11-27T15:00:00Z');
  let operator: string;
  let reviewer: string;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    site = await openDeploysSite({
      databaseUrl: database.url,
      instanceId: 'instance-a',
      now: () => clock,
      publish: true,
    });
    operator = (await signedInAs(site, 'operator', 'ops@estes.example')).cookie;
    reviewer = (await signedInAs(site, 'reviewer', 'review@estes.example')).cookie;
  });
  afterAll(async () => {
    await site?.close();
    await database?.drop();
  });

  test('shows each area, its live version, and its kept versions newest first with who published them', async () => {
    const answer = await get(site.app, '/console/api/deploys', operator);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    const { areas, lock } = answer.json();
    expect(areas.map((area: { area: string }) => area.area)).toEqual(['lodging', 'content', 'planning', 'conditions']);
    expect(areas[0]).toMatchObject({ area: 'lodging', label: 'Lodging', live: '1.0.0-c' });
    expect(
      areas[0].versions.map((kept: { version: string; publishedBy: string | null; live: boolean }) => [
        kept.version,
        kept.publishedBy,
        kept.live,
      ]),
    ).toEqual([
      ['1.0.0-c', null, true],
      ['1.0.0-b', 'cli:ranger@ops-1', false],
      ['1.0.0-a', null, false],
    ]);
    // Staged builds, newest first, with who staged them; not live (decision 078).
    expect(areas[0].staged).toEqual([
      { version: '1.0.0-x', stagedAt: '2026-11-27T14:30:00.000Z', stagedBy: null },
      { version: '1.0.0-d', stagedAt: '2026-11-27T14:00:00.000Z', stagedBy: 'cli:ci@build-1' },
    ]);
    expect(areas[1]).toMatchObject({ area: 'content', live: null, versions: [], staged: [] });
    expect(lock).toBeNull();
  });

  test('lists every instance with its last report; one not heard from for 30 s is gone, after a day it is left out', async () => {
    const seen = (await get(site.app, '/console/api/deploys', operator)).json().instances;
    expect(seen).toEqual([
      expect.objectContaining({
        id: 'instance-a',
        status: 'ok',
        secondsSinceSeen: 0,
        gone: false,
        versions: { lodging: '1.0.0-c', content: null, planning: null, conditions: null },
        problems: [],
      }),
    ]);
    // Another instance's rows, as it wrote them before it stopped.
    const report = (id: string, lastSeen: number) =>
      site.db.execute(
        'INSERT INTO site_instances (id, started_at, last_seen_at, status, versions, problems) VALUES (?, ?, ?, ?, ?, ?)',
        [
          id,
          '2026-11-26T08:00:00.000Z',
          new Date(lastSeen).toISOString(),
          'degraded',
          '{}',
          '["lodging@1.0.0-a could not be loaded."]',
        ],
      );
    await report('instance-gone', clock - 31_000);
    await report('instance-long-gone', clock - 25 * 60 * 60_000);
    const listed = (await get(site.app, '/console/api/deploys', operator)).json().instances;
    expect(
      listed.map((instance: { id: string; gone: boolean; secondsSinceSeen: number; status: string }) => [
        instance.id,
        instance.gone,
        instance.secondsSinceSeen,
        instance.status,
      ]),
    ).toEqual([
      ['instance-a', false, 0, 'ok'],
      ['instance-gone', true, 31, 'degraded'],
    ]);
  });

  test('an operator makes a kept version live, back and then forward, each written to the audit log', async () => {
    const back = await post(
      site.app,
      '/console/api/deploys/make-live',
      { area: 'lodging', version: '1.0.0-a' },
      operator,
    );
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ area: 'lodging', from: '1.0.0-c', to: '1.0.0-a', direction: 'back' });
    expect(back.json().message).toBe(
      'lodging rolled back: 1.0.0-c → 1.0.0-a. Every instance serves it within 2 seconds.',
    );
    const forward = await post(
      site.app,
      '/console/api/deploys/make-live',
      { area: 'lodging', version: '1.0.0-b' },
      operator,
    );
    expect(forward.json()).toMatchObject({ from: '1.0.0-a', to: '1.0.0-b', direction: 'forward' });

    const { registry } = await (await RegistryStore.open(site.db)).read();
    expect(registry.remotes.lodging?.live).toBe('1.0.0-b');
    expect(registry.remotes.lodging?.history.slice(-2)).toEqual([
      expect.objectContaining({ action: 'rollback', version: '1.0.0-a', direction: 'back', by: 'ops@estes.example' }),
      expect.objectContaining({
        action: 'rollback',
        version: '1.0.0-b',
        direction: 'forward',
        by: 'ops@estes.example',
      }),
    ]);
    const { entries } = await readAudit(site.db, { limit: 2 });
    expect(
      entries.map(({ actor, action, target, detail, instance }) => ({ actor, action, target, detail, instance })),
    ).toEqual([
      {
        actor: 'ops@estes.example',
        action: 'area-made-live',
        target: 'lodging',
        detail: 'lodging rolled forward: 1.0.0-a → 1.0.0-b',
        instance: 'instance-a',
      },
      {
        actor: 'ops@estes.example',
        action: 'area-rolled-back',
        target: 'lodging',
        detail: 'lodging rolled back: 1.0.0-c → 1.0.0-a',
        instance: 'instance-a',
      },
    ]);
  });

  test('the live version, a version not kept and bad input are refused with a sentence, and change nothing', async () => {
    const before = (await readAudit(site.db, { limit: 1 })).entries[0]?.id;
    const live = (await get(site.app, '/console/api/deploys', operator)).json().areas[0].live;
    const cases: [unknown, number, RegExp][] = [
      [{ area: 'lodging', version: live }, 409, new RegExp(`lodging is already on ${live.replace(/\./g, '\\.')}\\.`)],
      [
        { area: 'lodging', version: '9.9.9' },
        409,
        /lodging has no kept version 9\.9\.9; kept: 1\.0\.0-a, 1\.0\.0-b, 1\.0\.0-c\./,
      ],
      [{ area: 'content', version: '1.0.0-a' }, 409, /content has no published versions\./],
      [{ area: 'shell', version: '1.0.0-a' }, 400, /^Name an area \(lodging, content, planning, conditions\)/],
      [{ area: 'lodging', version: '../../etc' }, 400, /^Name an area/],
      [{ area: 'lodging' }, 400, /^Name an area/],
    ];
    for (const [body, status, sentence] of cases) {
      const answer = await post(site.app, '/console/api/deploys/make-live', body, operator);
      expect([answer.statusCode, answer.json().error]).toEqual([status, expect.stringMatching(sentence)]);
    }
    const large = await post(
      site.app,
      '/console/api/deploys/make-live',
      { area: 'lodging', version: 'x'.repeat(2000) },
      operator,
    );
    expect(large.statusCode).toBe(413);
    expect((await readAudit(site.db, { limit: 1 })).entries[0]?.id).toBe(before);
  });

  test('only operators and admins: a reviewer is told so, no session is 401', async () => {
    for (const [url, call] of [
      ['/console/api/deploys', (cookie?: string) => get(site.app, '/console/api/deploys', cookie)],
      [
        '/console/api/deploys/make-live',
        (cookie?: string) =>
          post(site.app, '/console/api/deploys/make-live', { area: 'lodging', version: '1.0.0-a' }, cookie),
      ],
      [
        '/console/api/deploys/publish',
        (cookie?: string) =>
          post(site.app, '/console/api/deploys/publish', { area: 'lodging', version: '1.0.0-d' }, cookie),
      ],
    ] as const) {
      const asReviewer = await call(reviewer);
      expect([url, asReviewer.statusCode, asReviewer.json().error]).toEqual([
        url,
        403,
        'Only operators and admins may do this; you are signed in as a reviewer.',
      ]);
      expect((await call()).statusCode).toBe(401);
    }
  });

  test('while a command holds the deploy lock, the page says who and since when, and a switch is refused', async () => {
    // The command runs elsewhere: its own connection to the database (its own process's lock file beside SQLite).
    const command: SiteDatabase = await openDatabase({ databaseUrl: database.url, dataDir: '/nonexistent' });
    let finish = () => {};
    const held = new Promise<void>((resolve) => (finish = resolve));
    let holding = () => {};
    const taken = new Promise<void>((resolve) => (holding = resolve));
    const running = command.exclusive('deploy', () => (holding(), held), {
      holder: 'publish lodging by cli:ranger@ops-1',
    });
    try {
      await taken;
      const { lock } = (await get(site.app, '/console/api/deploys', operator)).json();
      expect(lock).toEqual(
        expect.objectContaining({ what: 'publish lodging by cli:ranger@ops-1', since: expect.any(String) }),
      );
      expect(Math.abs(Date.parse(lock.since) - Date.now())).toBeLessThan(60_000);
      const refused = await post(
        site.app,
        '/console/api/deploys/make-live',
        { area: 'lodging', version: '1.0.0-a' },
        operator,
      );
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toMatch(
        /^Another deploy is under way: publish lodging by cli:ranger@ops-1( on \S+)?, since \w{3} \d+, \d{4}, \d+:\d\d:\d\d [AP]M MT\. Try again when it has finished\.$/,
      );
      // Publishing a staged version takes the same lock, and is refused with the same sentence.
      const publishRefused = await post(
        site.app,
        '/console/api/deploys/publish',
        { area: 'lodging', version: '1.0.0-d' },
        operator,
      );
      expect([publishRefused.statusCode, publishRefused.json().error]).toEqual([409, refused.json().error]);
    } finally {
      finish();
      await running;
      await command.close();
    }
    expect((await get(site.app, '/console/api/deploys', operator)).json().lock).toBeNull();
    const { registry } = await (await RegistryStore.open(site.db)).read();
    expect(registry.remotes.lodging?.live).toBe('1.0.0-b');
    expect(registry.remotes.lodging?.staged?.map((staged) => staged.version)).toEqual(['1.0.0-d', '1.0.0-x']);
  });

  test('a staged version whose migration fails, one not staged and bad input are refused, and change nothing', async () => {
    const before = (await readAudit(site.db, { limit: 1 })).entries[0]?.id;
    const registryBefore = (await (await RegistryStore.open(site.db)).read()).registry;
    const cases: [unknown, number, RegExp][] = [
      [
        { area: 'lodging', version: '1.0.0-x' },
        409,
        /^lodging 1\.0\.0-x was not published, the live version is unchanged: Migration lodging-deploystest-002-broken failed/,
      ],
      [
        { area: 'lodging', version: '1.0.0-a' },
        409,
        /^lodging has no staged version 1\.0\.0-a; staged: 1\.0\.0-d, 1\.0\.0-x\.$/,
      ],
      [{ area: 'content', version: '1.0.0-d' }, 409, /^content has no staged version 1\.0\.0-d; staged: none\.$/],
      [
        { area: 'shell', version: '1.0.0-d' },
        400,
        /^Name an area \(lodging, content, planning, conditions\) and one of its staged versions\.$/,
      ],
      [{ area: 'lodging', version: '../../etc' }, 400, /^Name an area/],
      [{ area: 'lodging' }, 400, /^Name an area/],
    ];
    for (const [body, status, sentence] of cases) {
      const answer = await post(site.app, '/console/api/deploys/publish', body, operator);
      expect([answer.statusCode, answer.json().error]).toEqual([status, expect.stringMatching(sentence)]);
    }
    const large = await post(
      site.app,
      '/console/api/deploys/publish',
      { area: 'lodging', version: 'x'.repeat(2000) },
      operator,
    );
    expect(large.statusCode).toBe(413);
    expect((await readAudit(site.db, { limit: 1 })).entries[0]?.id).toBe(before);
    expect((await (await RegistryStore.open(site.db)).read()).registry).toEqual(registryBefore);
  });

  test('an operator publishes a staged version: its migration runs then, it is live, in the history and the audit log', async () => {
    const tableExists = () =>
      site.db.query(`SELECT id FROM ${stagedLodgingTable}`).then(
        () => true,
        () => false,
      );
    expect(await tableExists()).toBe(false);
    const published = await post(
      site.app,
      '/console/api/deploys/publish',
      { area: 'lodging', version: '1.0.0-d' },
      operator,
    );
    expect(published.statusCode).toBe(200);
    expect(published.json()).toEqual({
      area: 'lodging',
      from: '1.0.0-b',
      to: '1.0.0-d',
      migrationsApplied: ['lodging-deploystest-001-staged'],
      message:
        'lodging 1.0.0-d is live (it was 1.0.0-b). Migrations applied: lodging-deploystest-001-staged. Every instance serves it within 2 seconds.',
    });
    expect(await tableExists()).toBe(true);

    const { registry } = await (await RegistryStore.open(site.db)).read();
    const lodging = registry.remotes.lodging;
    expect(lodging?.live).toBe('1.0.0-d');
    expect(lodging?.staged?.map((staged) => staged.version)).toEqual(['1.0.0-x']);
    expect(lodging?.versions.at(-1)).toMatchObject({
      version: '1.0.0-d',
      publishedAt: new Date(clock).toISOString(),
      publishedBy: 'ops@estes.example',
      stagedBy: 'cli:ci@build-1',
    });
    expect(lodging?.history.at(-1)).toEqual({
      at: new Date(clock).toISOString(),
      action: 'publish',
      version: '1.0.0-d',
      previous: '1.0.0-b',
      by: 'ops@estes.example',
    });
    const [entry] = (await readAudit(site.db, { limit: 1 })).entries;
    expect([entry?.actor, entry?.action, entry?.target, entry?.detail]).toEqual([
      'ops@estes.example',
      'area-published',
      'lodging',
      '1.0.0-d is live (staged by cli:ci@build-1)',
    ]);
    // The page lists it as the live kept version, no longer staged.
    const { areas } = (await get(site.app, '/console/api/deploys', operator)).json();
    expect(areas[0].versions[0]).toMatchObject({ version: '1.0.0-d', live: true, publishedBy: 'ops@estes.example' });
    expect(areas[0].staged.map((staged: { version: string }) => staged.version)).toEqual(['1.0.0-x']);
  });
});

test('the page’s own refresh does not keep an idle session open; using the page does', async () => {
  let clock = Date.parse('2026-11-27T15:00:00Z');
  const site = await openConsoleSite({ now: () => clock });
  try {
    const { cookie } = await signedInAs(site, 'operator', 'idle@estes.example');
    const minutes = (count: number) => count * 60_000;
    clock += minutes(20);
    expect((await get(site.app, '/console/api/deploys?refresh=background', cookie)).statusCode).toBe(200);
    clock += minutes(11);
    // 31 minutes after the last use: the background reads in between did not count.
    expect((await get(site.app, '/console/api/deploys?refresh=background', cookie)).statusCode).toBe(401);

    const { cookie: used } = await signedInAs(site, 'operator', 'busy@estes.example');
    clock += minutes(20);
    expect((await get(site.app, '/console/api/deploys', used)).statusCode).toBe(200);
    clock += minutes(11);
    expect((await get(site.app, '/console/api/deploys?refresh=background', used)).statusCode).toBe(200);
  } finally {
    await site.close();
  }
});
