/** @jest-environment node */
/**
 * The areas' console API through the shell (decision 064), with a test area's API
 * (testing/console-test-area.ts): the list of live areas, the hand-over for every role, no
 * session, an ended one and cross-site requests; what is handed over (the account, the query,
 * the body) and what comes back (status, JSON, CSV and bytes unchanged, the console's headers);
 * the audit log written by the area; an area with no console API or no live version; and that
 * nothing from outside reaches an area's console API or names an account.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { readAudit } from '@estes/platform';
import { publishFake } from '@estes/platform/testing';
import { consoleAccountHeader } from '@estes/shared/server';
import { areaConsoleBodyLimit } from './area-console-routes';
import { get, openConsoleSite, post, signedInAs, siteOrigin, type ConsoleSite } from './testing/console-site';
import { consoleTestAreaRoutes, exportCsv, installConsoleTestArea, photoBytes } from './testing/console-test-area';

let site: ConsoleSite;
let clock = Date.parse('2026-11-27T08:00:00Z');
const cookies = { reviewer: '', operator: '', admin: '' };

beforeAll(async () => {
  installConsoleTestArea();
  site = await openConsoleSite({
    now: () => clock,
    instanceId: 'console-test-1',
    publish: async (deployDir, registry) => {
      const withPlanning = await publishFake(deployDir, registry, 'planning', '1.4.0', {
        apiRoutes: consoleTestAreaRoutes,
        exposesConsole: true,
      });
      // Lodging's live version has no console routes and no `./console`; content and conditions have no version.
      return publishFake(deployDir, withPlanning, 'lodging', '2.0.0');
    },
  });
  for (const role of ['reviewer', 'operator', 'admin'] as const) cookies[role] = (await signedInAs(site, role)).cookie;
});
afterAll(async () => site.close());

const remove = (app: FastifyInstance, url: string, cookie: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'DELETE',
    url,
    headers: { origin: siteOrigin, 'sec-fetch-site': 'same-origin', cookie, ...headers },
  });

const consoleHeaders = { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex, nofollow' };

describe('GET /console/api/areas', () => {
  it('lists each area’s live version, whether it has console pages and its console container, for any signed-in role', async () => {
    for (const cookie of Object.values(cookies)) {
      const answer = await get(site.app, '/console/api/areas', cookie);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers).toMatchObject(consoleHeaders);
      expect(answer.json()).toEqual({
        areas: [
          {
            area: 'lodging',
            version: '2.0.0',
            entry: expect.stringMatching(/^\/remotes\/lodging\/2\.0\.0\/.*\.js$/),
            exposesConsole: false,
          },
          {
            area: 'planning',
            version: '1.4.0',
            // The console container, apart from the visitor pages' remoteEntry.js (decision 075).
            entry: '/remotes/planning/1.4.0/console/remoteEntry.js',
            container: 'mfe_planning_console',
            exposesConsole: true,
          },
        ],
      });
    }
  });

  it('serves the console container’s entry it names, immutable like the rest of the version', async () => {
    const listed = (await get(site.app, '/console/api/areas', cookies.reviewer)).json() as {
      areas: { area: string; entry: string }[];
    };
    const planning = listed.areas.find((area) => area.area === 'planning');
    const entry = await site.app.inject({ method: 'GET', url: planning?.entry ?? '/missing' });
    expect(entry.statusCode).toBe(200);
    expect(entry.body).toBe('/* the console container entry */');
    expect(entry.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers 401 without a session and 403 to another site’s page', async () => {
    expect((await get(site.app, '/console/api/areas')).statusCode).toBe(401);
    const crossSite = await site.app.inject({
      method: 'GET',
      url: '/console/api/areas',
      headers: { 'sec-fetch-site': 'cross-site', cookie: cookies.admin },
    });
    expect(crossSite.statusCode).toBe(403);
  });
});

describe('the hand-over to an area’s console API', () => {
  it('hands a reviewer’s and an admin’s request over with the account and the query; the area refuses an operator', async () => {
    for (const role of ['reviewer', 'admin'] as const) {
      const answer = await get(site.app, '/console/api/areas/planning/queue?status=new&page=2', cookies[role]);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers).toMatchObject({ ...consoleHeaders, 'x-area-version': 'planning@1.4.0' });
      expect(answer.json()).toMatchObject({
        account: { email: `${role}@estes.example`, role },
        query: { status: 'new', page: '2' },
      });
    }
    const operator = await get(site.app, '/console/api/areas/planning/queue', cookies.operator);
    expect(operator.statusCode).toBe(403);
    expect(operator.headers).toMatchObject(consoleHeaders);
    expect(operator.json()).toEqual({
      error: 'Only reviewers and admins may do this; you are signed in as an operator.',
    });
    const reviewerOnAdminPage = await get(site.app, '/console/api/areas/planning/settings', cookies.reviewer);
    expect(reviewerOnAdminPage.statusCode).toBe(403);
    expect(reviewerOnAdminPage.json()).toEqual({ error: 'Only admins may do this; you are signed in as a reviewer.' });
  });

  it('answers 401 itself, before the area, without a session or with one that ended', async () => {
    const none = await get(site.app, '/console/api/areas/planning/queue');
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ error: 'You are not signed in, or your session has ended: sign in again.' });
    expect(none.headers['x-area-version']).toBeUndefined();
    const { cookie } = await signedInAs(site, 'reviewer', 'idle@estes.example');
    clock += 31 * 60_000;
    try {
      const ended = await get(site.app, '/console/api/areas/planning/queue', cookie);
      expect(ended.statusCode).toBe(401);
      expect(ended.headers['x-area-version']).toBeUndefined();
    } finally {
      clock -= 31 * 60_000;
    }
  });

  it('refuses requests another site’s page could make, on every method', async () => {
    const crossSite = await site.app.inject({
      method: 'GET',
      url: '/console/api/areas/planning/queue',
      headers: { 'sec-fetch-site': 'cross-site', cookie: cookies.admin },
    });
    expect(crossSite.statusCode).toBe(403);
    const foreignPost = await site.app.inject({
      method: 'POST',
      url: '/console/api/areas/planning/items/7/approve',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json', cookie: cookies.admin },
      payload: '{}',
    });
    expect(foreignPost.statusCode).toBe(403);
    const formPost = await site.app.inject({
      method: 'POST',
      url: '/console/api/areas/planning/items/7/approve',
      headers: { origin: siteOrigin, 'content-type': 'application/x-www-form-urlencoded', cookie: cookies.admin },
      payload: 'a=1',
    });
    expect(formPost.statusCode).toBe(415);
    const deleteWithoutOrigin = await site.app.inject({
      method: 'DELETE',
      url: '/console/api/areas/planning/items/7',
      headers: { cookie: cookies.admin },
    });
    expect(deleteWithoutOrigin.statusCode).toBe(403);
    expect(
      (await remove(site.app, '/console/api/areas/planning/items/7', cookies.admin, { origin: 'https://evil.example' }))
        .statusCode,
    ).toBe(403);
    const audit = await readAudit(site.db, { limit: 100 });
    expect(audit.entries.filter((entry) => entry.action === 'submission-approved')).toEqual([]);
  });

  it('hands a POST’s JSON body over, and the area writes the audit log as the account, from this instance', async () => {
    const answer = await post(
      site.app,
      '/console/api/areas/planning/items/42/approve',
      { note: 'Looks right' },
      cookies.reviewer,
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ approved: '42', received: { note: 'Looks right' } });
    const { entries } = await readAudit(site.db, { limit: 5 });
    expect(entries[0]).toMatchObject({
      actor: 'reviewer@estes.example',
      action: 'submission-approved',
      target: 'event-submission 42',
      detail: 'approved from the console',
      instance: 'console-test-1',
      at: new Date(clock).toISOString(),
    });
  });

  it('refuses, loudly, an audit action the log does not know', async () => {
    const answer = await post(site.app, '/console/api/areas/planning/unknown-action', {}, cookies.reviewer);
    expect(answer.statusCode).toBe(422);
    expect(answer.json().error).toBe(
      'The audit log has no action "submission-admired": add it to auditActions (platform/src/console/audit-log.ts).',
    );
  });

  it('hands a DELETE over, with or without a JSON body', async () => {
    const answer = await remove(site.app, '/console/api/areas/planning/items/9', cookies.admin);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ deleted: '9', by: 'admin@estes.example' });
    const withBody = await site.app.inject({
      method: 'DELETE',
      url: '/console/api/areas/planning/items/10',
      headers: {
        origin: siteOrigin,
        'sec-fetch-site': 'same-origin',
        'content-type': 'application/json',
        cookie: cookies.reviewer,
      },
      payload: JSON.stringify({ reason: 'a duplicate' }),
    });
    expect(withBody.statusCode).toBe(200);
    expect(withBody.json()).toEqual({ deleted: '10', by: 'reviewer@estes.example' });
  });

  it('passes CSV and bytes back unchanged, with their type and file name, never cached', async () => {
    const csv = await get(site.app, '/console/api/areas/planning/export.csv', cookies.reviewer);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toBe(exportCsv);
    expect(csv.headers).toMatchObject({
      ...consoleHeaders,
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="submissions.csv"',
    });
    const photo = await get(site.app, '/console/api/areas/planning/photo', cookies.reviewer);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers).toMatchObject({ ...consoleHeaders, 'content-type': 'image/png' });
    expect(Buffer.compare(photo.rawPayload, photoBytes)).toBe(0);
  });

  it('answers 404 naming the area when its live version has no console API, or it has no live version', async () => {
    const lodging = await get(site.app, '/console/api/areas/lodging/clicks', cookies.admin);
    expect(lodging.statusCode).toBe(404);
    expect(lodging.headers).toMatchObject(consoleHeaders);
    expect(lodging.json()).toEqual({ error: 'The lodging area’s live version (2.0.0) has no console API.' });
    const content = await get(site.app, '/console/api/areas/content/posts', cookies.admin);
    expect(content.statusCode).toBe(404);
    expect(content.json()).toEqual({ error: 'The content area has no live version, so it has no console pages.' });
    const unknown = await get(site.app, '/console/api/areas/weather-office/x', cookies.admin);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'The console has no area by that name.' });
    // An address the area's console API does not have is the area's own 404, passed back.
    const missing = await get(site.app, '/console/api/areas/planning/nothing-here', cookies.admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.headers).toMatchObject(consoleHeaders);
  });

  it('refuses a body over the limit with 413, before the area', async () => {
    const answer = await post(
      site.app,
      '/console/api/areas/planning/items/1/approve',
      { note: 'x'.repeat(areaConsoleBodyLimit) },
      cookies.admin,
    );
    expect(answer.statusCode).toBe(413);
    expect(answer.json()).toEqual({ error: 'The request is too large for the console.' });
  });
});

describe('from outside', () => {
  const forged = JSON.stringify({ id: 'x', email: 'mallory@evil.example', role: 'admin' });

  it('answers a request to an area’s console API with a JSON 404, however its path is written', async () => {
    for (const url of [
      '/api/planning/console/queue',
      '/api/planning/console/settings?x=1',
      '/api/planning/console',
      '/api/planning/%63onsole/queue',
    ]) {
      const answer = await site.app.inject({ method: 'GET', url, headers: { [consoleAccountHeader]: forged } });
      expect([url, answer.statusCode]).toEqual([url, 404]);
      expect(answer.json()).toMatchObject({ error: 'Not Found' });
    }
    const deleted = await site.app.inject({
      method: 'DELETE',
      url: '/api/planning/console/items/1',
      headers: { [consoleAccountHeader]: forged },
    });
    expect(deleted.statusCode).toBe(404);
  });

  it('never lets a visitor name an account: the header is removed before an area sees it', async () => {
    const handed = await site.app.inject({
      method: 'GET',
      url: '/api/planning/account-seen',
      headers: { [consoleAccountHeader]: forged },
    });
    expect(handed.json()).toEqual({ header: null });
    // Through the server's own socket too: the listener removes it from every request.
    await site.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = site.app.server.address() as AddressInfo;
    const answer = await fetch(`http://127.0.0.1:${port}/api/planning/account-seen`, {
      headers: { [consoleAccountHeader]: forged },
    });
    expect(await answer.json()).toEqual({ header: null });
  });
});
