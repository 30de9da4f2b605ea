/**
 * @jest-environment node
 *
 * Lodging's console API for the Partner clicks page (decision 067), on a real database (SQLite;
 * PostgreSQL too when TEST_DATABASE_URL is set), registered as the deployed version registers it
 * and called as the shell hands a console request over (`x-console-account`): clicks made
 * through `/go` and rows kept per day before hours, per UTC day, property and page, each table
 * as CSV; bad periods and tables refused; no account, no figures.
 */
import os from 'node:os';
import Fastify, { type FastifyInstance } from 'fastify';
import { defaultSiteSettings, type PublicSiteSettings } from '@estes/shared/core';
import { consoleAccountHeader, outboundClicksTable, type Database } from '@estes/shared/server';
import { applyMigrations, openDatabase } from '@estes/platform';
import { createTestDatabase, type TestDatabase, testEngines } from '@estes/platform/testing';
import { areaApi as lodgingApi } from '../mfe-lodging/server/index';
import { lodgingMigrations } from '@estes/mfe-lodging/click-log';

const settings: PublicSiteSettings = {
  ...defaultSiteSettings,
  siteUrl: 'https://www.estes.example',
  bookingPartnerUrl: 'https://www.booking.com/city/us/estes-park.html?label=estes-park-guide',
};
const today = new Date().toISOString().slice(0, 10);
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
const operator = JSON.stringify({ id: 'a-3', email: 'otto@estes.example', role: 'operator' });

describe.each(testEngines())('lodging’s partner clicks in the console on %s', (engine) => {
  let testDatabase: TestDatabase;
  let db: Database & { close(): Promise<void> };
  let app: FastifyInstance;

  beforeAll(async () => {
    testDatabase = await createTestDatabase(engine);
    db = await openDatabase({ databaseUrl: testDatabase.url, dataDir: os.tmpdir() });
    await applyMigrations(db, lodgingMigrations, { area: 'lodging' });
    app = Fastify({ logger: false });
    const context = { db, settings, dataDir: os.tmpdir(), areaSettings: lodgingApi.settings.read({}) };
    await app.register(async (scope) => lodgingApi.routes(scope, context), { prefix: '/api/lodging' });
    // Three clicks through /go today (two on one property's page, one on the listing), and a
    // day's count kept before clicks were kept per hour, ten days back.
    for (const from of ['/property/the-stanley-hotel', '/property/the-stanley-hotel', '/accommodations']) {
      const click = await app.inject(`/api/lodging/go/book/the-stanley-hotel?from=${encodeURIComponent(from)}`);
      expect(click.statusCode).toBe(302);
    }
    await db.execute(
      `INSERT INTO ${outboundClicksTable('lodging')} (day, kind, target_id, from_page, clicks) VALUES (?, ?, ?, ?, ?)`,
      [daysAgo(10), 'book', 'booking-9100001', '', 4],
    );
  });
  afterAll(async () => {
    await app.close();
    await db.close();
    await testDatabase.drop();
  });

  const asOperator = (url: string) => app.inject({ url, headers: { [consoleAccountHeader]: operator } });

  it('answers the last 7 UTC days per day, property (named where the area knows it) and page', async () => {
    const response = await asOperator('/api/lodging/console/partner-clicks?days=7');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      from: daysAgo(6),
      to: today,
      total: 3,
      byDay: [{ day: today, clicks: 3 }],
      byLink: [{ kind: 'book', id: 'the-stanley-hotel', name: 'The Stanley Hotel', clicks: 3 }],
      byPage: [
        { page: '/property/the-stanley-hotel', clicks: 2 },
        { page: '/accommodations', clicks: 1 },
      ],
    });
  });

  it('takes 30 days by default: the day kept whole is in, a partner’s property by its id', async () => {
    const report = (await asOperator('/api/lodging/console/partner-clicks')).json();
    expect(report.from).toBe(daysAgo(29));
    expect(report.total).toBe(7);
    expect(report.byDay).toEqual([
      { day: today, clicks: 3 },
      { day: daysAgo(10), clicks: 4 },
    ]);
    expect(report.byLink).toEqual([
      { kind: 'book', id: 'booking-9100001', clicks: 4 },
      { kind: 'book', id: 'the-stanley-hotel', name: 'The Stanley Hotel', clicks: 3 },
    ]);
    expect(report.byPage[0]).toEqual({ page: '', clicks: 4 });
  });

  it('answers each table as CSV under a name that says what and which days', async () => {
    const csv = async (table: string) => {
      const response = await asOperator(`/api/lodging/console/partner-clicks.csv?days=30&table=${table}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      return { body: response.body, name: response.headers['content-disposition'] };
    };
    const days = await csv('days');
    expect(days.name).toBe(`attachment; filename="partner-clicks-by-day-${daysAgo(29)}-to-${today}.csv"`);
    expect(days.body).toBe(`day,clicks\r\n${today},3\r\n${daysAgo(10)},4\r\n`);
    expect((await csv('properties')).body).toBe(
      'kind,id,name,clicks\r\nbook,booking-9100001,,4\r\nbook,the-stanley-hotel,The Stanley Hotel,3\r\n',
    );
    expect((await csv('pages')).body).toBe(
      'page,clicks\r\n,4\r\n/property/the-stanley-hotel,2\r\n/accommodations,1\r\n',
    );
    expect((await csv('all')).body).toBe(
      [
        'day,kind,id,name,page,clicks',
        `${today},book,the-stanley-hotel,The Stanley Hotel,/property/the-stanley-hotel,2`,
        `${today},book,the-stanley-hotel,The Stanley Hotel,/accommodations,1`,
        `${daysAgo(10)},book,booking-9100001,,,4`,
        '',
      ].join('\r\n'),
    );
  });

  it.each([
    ['/api/lodging/console/partner-clicks?days=14', '“days” must be one of 7, 30, 90.'],
    ['/api/lodging/console/partner-clicks?days=7.0', '“days” must be one of 7, 30, 90.'],
    ['/api/lodging/console/partner-clicks.csv?days=7', '“table” must be one of days, properties, pages, all.'],
    [
      '/api/lodging/console/partner-clicks.csv?days=7&table=people',
      '“table” must be one of days, properties, pages, all.',
    ],
  ])('%s: 400 with the choices', async (url, sentence) => {
    const response = await asOperator(url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: sentence });
  });

  it.each([
    ['no account', undefined],
    ['an account that is not one', '{"id":"x","email":"x@estes.example","role":"owner"}'],
  ])('answers 401 with %s, before reading anything', async (_case, header) => {
    for (const url of [
      '/api/lodging/console/partner-clicks?days=7',
      '/api/lodging/console/partner-clicks.csv?days=7&table=all',
    ]) {
      const response = await app.inject({ url, headers: header ? { [consoleAccountHeader]: header } : {} });
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toMatch(/not signed in/);
      expect(response.headers['content-disposition']).toBeUndefined();
    }
  });
});
