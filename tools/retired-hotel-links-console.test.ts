/**
 * @jest-environment node
 *
 * The conditions area's console API for the Retired hotel links page (decision 072), through
 * the real site server and its console: the area's API (its real routes, handed to a published
 * version, as the area API host runs them) counts a visitor's click on a retired
 * `/go/downtown-hotel/<id>` link, and the shell hands `/console/api/areas/conditions/…` to
 * `/api/conditions/console/…` for each signed-in role; no session, no figures; from outside,
 * the area's console API is not found.
 */
import type { FastifyInstance } from 'fastify';
import { publishFake } from '@estes/platform/testing';
import { consoleAccountHeader, outboundClicksTable } from '@estes/shared/server';
import { areaApi as conditionsApi } from '../mfe-conditions/server/index';
import { conditionsOutboundMigrations } from '../mfe-conditions/server/partner-links/outbound-links';
import { get, openConsoleSite, signedInAs, type ConsoleSite } from '../shell/server/console/testing/console-site';

declare global {
  var __conditionsRoutes:
    ((scope: FastifyInstance, context: Parameters<typeof conditionsApi.routes>[1]) => Promise<void>) | undefined;
}

const today = new Date().toISOString().slice(0, 10);
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
const visitorAgent =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

let site: ConsoleSite;
const cookies = { reviewer: '', operator: '', admin: '' };

beforeAll(async () => {
  // The published version's API is the area's own code with its own settings (defaults).
  globalThis.__conditionsRoutes = (scope, context) =>
    conditionsApi.routes(scope, { ...context, areaSettings: conditionsApi.settings.read({}) });
  site = await openConsoleSite({
    publish: (deployDir, registry) =>
      publishFake(deployDir, registry, 'conditions', '3.1.0', {
        migrations: conditionsOutboundMigrations,
        apiRoutes: 'await globalThis.__conditionsRoutes(scope, context);',
      }),
  });
  for (const role of ['reviewer', 'operator', 'admin'] as const) cookies[role] = (await signedInAs(site, role)).cookie;
  // A visitor follows an old bookmark of a downtown hotel card; a day's count from before hours.
  const click = await site.app.inject({
    url: '/go/downtown-hotel/stanley-hotel?from=%2Fdowntown',
    headers: { 'user-agent': visitorAgent },
  });
  expect(click.statusCode).toBe(302);
  await site.db.execute(
    `INSERT INTO ${outboundClicksTable('conditions')} (day, kind, target_id, from_page, clicks) VALUES (?, ?, ?, ?, ?)`,
    [daysAgo(10), 'downtown-hotel', 'ridgeline-hotel', '/downtown', 2],
  );
});
afterAll(async () => {
  await site.close();
  globalThis.__conditionsRoutes = undefined;
});

describe('the Retired hotel links figures through the console', () => {
  it('answers every role the clicks per UTC day, hotel and page', async () => {
    for (const cookie of Object.values(cookies)) {
      const answer = await get(site.app, '/console/api/areas/conditions/partner-clicks?days=30', cookie);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['x-area-version']).toBe('conditions@3.1.0');
      expect(answer.headers['cache-control']).toBe('private, no-store');
      expect(answer.json()).toEqual({
        from: daysAgo(29),
        to: today,
        total: 3,
        byDay: [
          { day: today, clicks: 1 },
          { day: daysAgo(10), clicks: 2 },
        ],
        byLink: [
          { kind: 'downtown-hotel', id: 'ridgeline-hotel', clicks: 2 },
          { kind: 'downtown-hotel', id: 'stanley-hotel', clicks: 1 },
        ],
        byPage: [{ page: '/downtown', clicks: 3 }],
      });
    }
  });

  it('hands each table over as CSV under the area’s file name', async () => {
    const days = await get(
      site.app,
      '/console/api/areas/conditions/partner-clicks.csv?days=7&table=days',
      cookies.reviewer,
    );
    expect(days.statusCode).toBe(200);
    expect(days.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(days.headers['content-disposition']).toBe(
      `attachment; filename="retired-hotel-link-clicks-by-day-${daysAgo(6)}-to-${today}.csv"`,
    );
    expect(days.body).toBe(`day,clicks\r\n${today},1\r\n`);
    const all = await get(
      site.app,
      '/console/api/areas/conditions/partner-clicks.csv?days=30&table=all',
      cookies.admin,
    );
    expect(all.body).toBe(
      [
        'day,kind,id,name,page,clicks',
        `${today},downtown-hotel,stanley-hotel,,/downtown,1`,
        `${daysAgo(10)},downtown-hotel,ridgeline-hotel,,/downtown,2`,
        '',
      ].join('\r\n'),
    );
    const wrong = await get(
      site.app,
      '/console/api/areas/conditions/partner-clicks.csv?days=7&table=people',
      cookies.admin,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: '“table” must be one of days, properties, pages, all.' });
  });

  it('answers 401 without a session, before the area', async () => {
    for (const url of [
      '/console/api/areas/conditions/partner-clicks?days=7',
      '/console/api/areas/conditions/partner-clicks.csv?days=7&table=all',
    ]) {
      const answer = await get(site.app, url);
      expect(answer.statusCode).toBe(401);
      expect(answer.headers['x-area-version']).toBeUndefined();
      expect(answer.headers['content-disposition']).toBeUndefined();
    }
  });

  it('answers a request from outside to the area’s console API with a JSON 404, even naming an account', async () => {
    const forged = JSON.stringify({ id: 'x', email: 'mallory@evil.example', role: 'admin' });
    for (const url of [
      '/api/conditions/console/partner-clicks?days=7',
      '/api/conditions/console/partner-clicks.csv?days=7&table=all',
      '/api/conditions/%63onsole/partner-clicks',
    ]) {
      const answer = await site.app.inject({ url, headers: { [consoleAccountHeader]: forged } });
      expect([url, answer.statusCode]).toEqual([url, 404]);
      expect(answer.json()).toMatchObject({ error: 'Not Found' });
    }
  });
});
