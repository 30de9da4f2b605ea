/**
 * @jest-environment node
 *
 * `/go/<kind>/<id>` as the areas answer it (decision 033), on a real database (SQLite in a
 * temporary folder; PostgreSQL too when TEST_DATABASE_URL is set): the partner URL with the
 * visitor's stay, the click counted with nothing about the visitor, unknown ids and hostile
 * parameters, and the owners' report (`npm run report -- clicks`) over what was counted.
 */
import os from 'node:os';
import Fastify, { type FastifyInstance } from 'fastify';
import { defaultSiteSettings, type PublicSiteSettings } from '@estes/shared/core';
import { clickHourOf, outboundClicksTable, outboundHourlyClicksTable, type Database } from '@estes/shared/server';
import { applyMigrations, openDatabase } from '@estes/platform';
import { createTestDatabase, type TestDatabase, testEngines } from '@estes/platform/testing';
import { areaApi as lodgingApi } from '../mfe-lodging/server/index';
import { lodgingMigrations, partnerTargetName } from '@estes/mfe-lodging/click-log';
import { areaApi as conditionsApi } from '../mfe-conditions/server/index';
import { conditionsOutboundMigrations } from '../mfe-conditions/server/partner-links/outbound-links';
import { parseSince, runReportCli } from './lib/click-report';

const settings: PublicSiteSettings = {
  ...defaultSiteSettings,
  siteUrl: 'https://www.estes.example',
  bookingPartnerUrl: 'https://www.booking.com/city/us/estes-park.html?label=estes-park-guide',
};
const today = new Date().toISOString().slice(0, 10);
const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const checkIn = daysFromNow(30);
const checkOut = daysFromNow(33);

interface CountRow extends Record<string, unknown> {
  kind: string;
  target_id: string;
  from_page: string;
  clicks: number;
}

describe.each(testEngines())('partner links through /go on %s', (engine) => {
  let testDatabase: TestDatabase;
  let db: Database & { close(): Promise<void> };
  let app: FastifyInstance;

  beforeEach(async () => {
    testDatabase = await createTestDatabase(engine);
    db = await openDatabase({ databaseUrl: testDatabase.url, dataDir: os.tmpdir() });
    // What the report tool applies, and what the areas' deployed versions carry, are the same migrations.
    expect(lodgingApi.migrations).toEqual(lodgingMigrations);
    expect(conditionsApi.migrations).toEqual(conditionsOutboundMigrations);
    await applyMigrations(db, lodgingMigrations, { area: 'lodging' });
    await applyMigrations(db, conditionsOutboundMigrations, { area: 'conditions' });
    app = Fastify({ logger: false });
    const context = { db, settings, dataDir: os.tmpdir() };
    const lodgingContext = { ...context, areaSettings: lodgingApi.settings.read({}) };
    const conditionsContext = { ...context, areaSettings: conditionsApi.settings.read({}) };
    await app.register(async (scope) => lodgingApi.routes(scope, lodgingContext), { prefix: '/api/lodging' });
    await app.register(async (scope) => conditionsApi.routes(scope, conditionsContext), { prefix: '/api/conditions' });
  });
  afterEach(async () => {
    await app.close();
    await db.close();
    await testDatabase.drop();
  });

  /** The clicks counted per kind, id and page, whatever hour they fell in. */
  const counts = async (area: 'lodging' | 'conditions' = 'lodging') =>
    (
      await db.query<CountRow>(
        `SELECT kind, target_id, from_page, SUM(clicks) AS clicks FROM ${outboundHourlyClicksTable(area)}
         GROUP BY kind, target_id, from_page ORDER BY kind, target_id, from_page`,
      )
    ).map((row) => ({ ...row, clicks: Number(row.clicks) }));
  const countedHours = async () =>
    (
      await db.query<{ hour: string }>(
        `SELECT DISTINCT hour FROM ${outboundHourlyClicksTable('lodging')} ORDER BY hour`,
      )
    ).map((row) => row.hour);

  /** Booking.com's search for the town, as the site's partner link (BOOKING_PARTNER_URL) names it. */
  const townSearch = 'https://www.booking.com/searchresults.html';

  it('sends a place of the team’s list to the partner’s search for the town with the stay, and counts the click', async () => {
    const hourBefore = clickHourOf(new Date());
    const query = `checkin=${checkIn}&checkout=${checkOut}&adults=3&children=4,9&rooms=2&from=%2Fproperty%2Fthe-stanley-hotel`;
    const response = await app.inject(`/api/lodging/go/book/the-stanley-hotel?${query}`);
    expect(response.statusCode).toBe(302);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
    const location = new URL(String(response.headers.location));
    expect(location.origin + location.pathname).toBe(townSearch);
    expect(Object.fromEntries(location.searchParams)).toEqual({
      label: 'estes-park-guide',
      ss: 'Estes Park, Colorado',
      checkin: checkIn,
      checkout: checkOut,
      group_adults: '3',
      group_children: '2',
      age: '9',
      no_rooms: '2',
    });
    // Children as children, one age each.
    expect(location.searchParams.getAll('age')).toEqual(['4', '9']);
    await app.inject(`/api/lodging/go/book/the-stanley-hotel?${query}`);
    expect(await counts()).toEqual([
      { kind: 'book', target_id: 'the-stanley-hotel', from_page: '/property/the-stanley-hotel', clicks: 2 },
    ]);
    // In the UTC hour of the click (YYYY-MM-DDTHH), and nothing in the table kept per day.
    const hourAfter = clickHourOf(new Date());
    for (const hour of await countedHours()) {
      expect(hour).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}$/);
      expect(hour >= hourBefore && hour <= hourAfter).toBe(true);
    }
    expect(await db.query(`SELECT day FROM ${outboundClicksTable('lodging')}`)).toEqual([]);
  });

  it('takes an old link (hotel-N, guests) to the same search; the illustrative vrbo-N lead nowhere', async () => {
    const old = await app.inject(`/api/lodging/go/book/hotel-1?checkin=${checkIn}&checkout=${checkOut}&guests=3`);
    expect(old.statusCode).toBe(302);
    const location = new URL(String(old.headers.location));
    expect(location.origin + location.pathname).toBe(townSearch);
    expect(location.searchParams.get('group_adults')).toBe('3');
    expect(location.searchParams.get('group_children')).toBe('0');
    expect((await app.inject(`/api/lodging/go/book/vrbo-3?checkin=${checkIn}&checkout=${checkOut}`)).statusCode).toBe(
      404,
    );
  });

  it('sends a partner’s property to the partner’s search while no partner is configured', async () => {
    const response = await app.inject(`/api/lodging/go/book/booking-9100001?checkin=${checkIn}&checkout=${checkOut}`);
    expect(response.statusCode).toBe(302);
    expect(String(response.headers.location)).toContain(townSearch);
  });

  it('drops dates that are out of order, in the past, too long or not dates, and still hands over', async () => {
    const stays = [
      `checkin=${checkOut}&checkout=${checkIn}`,
      `checkin=2020-01-01&checkout=2020-01-04`,
      `checkin=${checkIn}&checkout=${daysFromNow(75)}`,
      `checkin=2027-02-30&checkout=2027-03-02`,
      `checkin=tomorrow&checkout=${checkOut}`,
      `checkin=${checkIn}&checkin=${checkIn}&checkout=${checkOut}`,
    ];
    for (const stay of stays) {
      const response = await app.inject(`/api/lodging/go/book/the-stanley-hotel?${stay}&adults=2`);
      expect(response.statusCode).toBe(302);
      const location = new URL(String(response.headers.location));
      expect(location.searchParams.has('checkin')).toBe(false);
      expect(location.searchParams.has('checkout')).toBe(false);
      expect(location.searchParams.get('group_adults')).toBe('2');
    }
  });

  it('never goes anywhere a request names: open-redirect attempts and huge values land on the partner', async () => {
    const hostile = [
      'url=https://evil.example/&next=//evil.example&redirect=javascript:alert(1)',
      'from=https://evil.example/x',
      'from=//evil.example/property/hotel-1',
      'from=/\\evil.example',
      'from=/property/hotel-1/../../evil',
      'from=/no-such-page',
      `from=/blog/${'a'.repeat(5000)}`,
      `adults=${'9'.repeat(5000)}&checkin=${'2'.repeat(8000)}`,
      'adults=-1&adults=3',
      'children=4,9',
      '__proto__[x]=1&constructor[prototype][y]=2',
    ];
    for (const query of hostile) {
      const response = await app.inject(`/api/lodging/go/book/the-ridgeline-hotel?${query}`);
      expect(response.statusCode).toBe(302);
      const location = new URL(String(response.headers.location));
      expect(location.origin + location.pathname).toBe(townSearch);
      expect(location.searchParams.has('checkin')).toBe(false);
      expect(location.searchParams.has('group_adults')).toBe(false);
      expect(location.searchParams.has('age')).toBe(false);
    }
    // Counted, each with no page named (none of them was a page of the site).
    expect(await counts()).toEqual([
      { kind: 'book', target_id: 'the-ridgeline-hotel', from_page: '', clicks: hostile.length },
    ]);
  });

  it('answers 404 with a message for an id or kind it does not know, and counts nothing', async () => {
    for (const url of [
      '/api/lodging/go/book/hotel-999',
      '/api/lodging/go/book/vrbo-1',
      '/api/lodging/go/book/https%3A%2F%2Fevil.example',
      '/api/lodging/go/reviews/..%2F..%2Fetc',
      '/api/lodging/go/reviews/the-stanley-hotel', // the site shows no rating of a team place
      '/api/lodging/go/host/vrbo-1', // the rentals' hosts went with the rentals
      '/api/lodging/go/partner/evil',
      '/api/lodging/go/teleport/hotel-1',
      '/api/lodging/go/downtown-hotel/stanley-hotel', // the conditions area's kind
    ]) {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers.location).toBeUndefined();
      expect(response.json<{ message: string }>().message).toMatch(/\w/);
    }
    // An id longer than any of ours is refused before it is looked up.
    const long = await app.inject(`/api/lodging/go/book/${'x'.repeat(3000)}`);
    expect(long.statusCode).toBe(414);
    expect(long.headers.location).toBeUndefined();
    expect(await counts()).toEqual([]);
  });

  it('sends the site-wide partner link to the partner, counted under its kind', async () => {
    const header = await app.inject('/api/lodging/go/partner/header?from=/blog');
    expect(header.headers.location).toBe(settings.bookingPartnerUrl);
    expect((await counts()).map((row) => `${row.kind}/${row.target_id} ${row.from_page}`)).toEqual([
      'partner/header /blog',
    ]);
  });

  it('does not count a HEAD (link checkers and previews)', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/api/lodging/go/book/the-stanley-hotel' });
    expect(response.statusCode).toBe(302);
    expect(await counts()).toEqual([]);
  });

  it('sends a downtown hotel’s Book Now to the partner labelled with the hotel, counted by the conditions area', async () => {
    const response = await app.inject('/api/conditions/go/downtown-hotel/stanley-hotel?from=/downtown');
    expect(response.statusCode).toBe(302);
    expect(new URL(String(response.headers.location)).searchParams.get('label')).toBe(
      'estes-park-guide-downtown-stanley-hotel',
    );
    expect((await app.inject('/api/conditions/go/downtown-hotel/nowhere')).statusCode).toBe(404);
    expect((await counts('conditions')).map((row) => [row.target_id, row.from_page, row.clicks])).toEqual([
      ['stanley-hotel', '/downtown', 1],
    ]);
  });

  it('reports the clicks per property, per page and per day, as text and as JSON', async () => {
    await app.inject(`/api/lodging/go/book/the-stanley-hotel?from=/property/the-stanley-hotel`);
    await app.inject(`/api/lodging/go/book/the-stanley-hotel?from=/accommodations`);
    await app.inject(`/api/lodging/go/book/the-stanley-hotel?from=/accommodations`);
    await app.inject(`/api/lodging/go/partner/footer?from=/weather`);
    await app.inject('/api/conditions/go/downtown-hotel/stanley-hotel?from=/downtown');
    // An older day, outside a week.
    await db.execute(
      `INSERT INTO ${outboundClicksTable('lodging')} (day, kind, target_id, from_page, clicks) VALUES (?, 'book', 'vrbo-1', '/property/vrbo-1', 7)`,
      [daysFromNow(-20)],
    );
    const out: string[] = [];
    const err: string[] = [];
    const io = {
      db,
      out: (line: string) => void out.push(line),
      err: (line: string) => void err.push(line),
      nameOf: partnerTargetName,
    };
    expect(await runReportCli(['clicks', '--since', '7d'], io)).toBe(0);
    expect(err).toEqual([]);
    const text = out.join('\n');
    expect(text).toContain(`Partner clicks since ${daysFromNow(-6)} 00:00 UTC: 5 clicks`);
    expect(text).toMatch(/^ {2}3 {2}book\/the-stanley-hotel {2}The Stanley Hotel$/m);
    expect(text).toMatch(/^ {2}2 {2}\/accommodations$/m);
    expect(text).toMatch(/^ {2}1 {2}downtown-hotel\/stanley-hotel$/m);
    expect(text).toMatch(new RegExp(`^ {2}5 {2}${today}$`, 'm'));
    expect(text).not.toContain('vrbo-1');

    out.length = 0;
    expect(await runReportCli(['clicks', '--since', daysFromNow(-30), '--json'], io)).toBe(0);
    const report = JSON.parse(out.join('\n')) as { total: number; byLink: { id: string; clicks: number }[] };
    expect(report.total).toBe(12);
    expect(report.byLink[0]).toMatchObject({ id: 'vrbo-1', clicks: 7 });
  });

  describe('--since in hours, over clicks kept per hour and, from before, per day', () => {
    const now = new Date('2026-11-24T14:30:00Z');
    beforeEach(async () => {
      const hourly = [
        ['2026-11-24T14', 'hotel-1', 2],
        ['2026-11-24T03', 'hotel-2', 1], // the first hour of "12h"
        ['2026-11-24T02', 'hotel-3', 4], // 12 h 30 min ago: outside "12h"
        ['2026-11-23T22', 'hotel-4', 8],
      ] as const;
      for (const [hour, id, clicks] of hourly) {
        await db.execute(
          `INSERT INTO ${outboundHourlyClicksTable('lodging')} (hour, kind, target_id, from_page, clicks) VALUES (?, 'book', ?, '/accommodations', ?)`,
          [hour, id, clicks],
        );
      }
      // Kept per day by a version from before the hourly count (today's by one rolled back to).
      for (const [day, id, clicks] of [
        ['2026-11-24', 'vrbo-1', 16],
        ['2026-11-23', 'vrbo-2', 32],
      ] as const) {
        await db.execute(
          `INSERT INTO ${outboundClicksTable('conditions')} (day, kind, target_id, from_page, clicks) VALUES (?, 'downtown-hotel', ?, '/downtown', ?)`,
          [day, id, clicks],
        );
      }
    });
    const report = async (since: string) => {
      const out: string[] = [];
      const err: string[] = [];
      const io = {
        db,
        now: () => now,
        out: (line: string) => void out.push(line),
        err: (line: string) => void err.push(line),
      };
      const code = await runReportCli(['clicks', '--since', since], io);
      const jsonOut: string[] = [];
      await runReportCli(['clicks', '--since', since, '--json'], { ...io, out: (line) => void jsonOut.push(line) });
      return {
        code,
        text: out.join('\n'),
        err: err.join('\n'),
        json: JSON.parse(jsonOut.join('\n') || 'null') as unknown,
      };
    };

    it('12h counts this hour and the 11 before it, and says which clicks kept per day it cannot place', async () => {
      const { code, text, json } = await report('12h');
      expect(code).toBe(0);
      expect(text).toContain('Partner clicks since 2026-11-24 03:00 UTC: 3 clicks');
      expect(text).toMatch(/^Per hour \(UTC\):\n {2}2 {2}2026-11-24 14:00\n {2}1 {2}2026-11-24 03:00$/m);
      expect(text).toContain('Not counted above: 16 clicks on 2026-11-24 kept per day only');
      expect(text).not.toMatch(/hotel-3|hotel-4|vrbo-2/);
      expect(json).toMatchObject({
        since: '2026-11-24T03:00:00.000Z',
        total: 3,
        byHour: [
          { hour: '2026-11-24T14', clicks: 2 },
          { hour: '2026-11-24T03', clicks: 1 },
        ],
        notPlacedInHours: { day: '2026-11-24', clicks: 16 },
      });
      // The same window named by its first hour.
      expect((await report('2026-11-24T03:00Z')).json).toEqual(json);
      expect((await report('2026-11-23T20:00-07:00')).json).toEqual(json);
    });

    it('a window that holds whole days counts their rows kept per day in full', async () => {
      expect((await report('1d')).json).toMatchObject({ since: '2026-11-24T00:00:00.000Z', total: 2 + 1 + 4 + 16 });
      expect((await report('1d')).json).not.toHaveProperty('notPlacedInHours');
      expect((await report('2026-11-23')).json).toMatchObject({ total: 63 });
      // 36 hours start at 03:00 yesterday: today's day row is inside, yesterday's cannot be placed.
      expect((await report('36h')).json).toMatchObject({
        since: '2026-11-23T03:00:00.000Z',
        total: 2 + 1 + 4 + 8 + 16,
        notPlacedInHours: { day: '2026-11-23', clicks: 32 },
      });
    });

    it('refuses a time within an hour, which clicks kept per hour cannot be counted from', async () => {
      const { code, err } = await report('2026-11-24T03:30Z');
      expect(code).toBe(2);
      expect(err).toContain('clicks are counted per UTC hour, so give a time on the hour (2026-11-24T03:00Z)');
    });
  });

  it('refuses a wrong command line with a clear message and exit code 2', async () => {
    for (const args of [['clicks', '--since', '7x'], ['clicks', '--since'], ['clicks', '--bogus'], ['visits'], []]) {
      const err: string[] = [];
      expect(await runReportCli(args, { db, out: () => undefined, err: (line) => void err.push(line) })).toBe(2);
      expect(err.join('\n')).toMatch(/--since|Unknown|Usage/);
    }
  });
});

describe('parseSince', () => {
  const now = new Date('2026-11-24T01:30:00Z');
  const at = (iso: string, byHour: boolean) => ({ start: new Date(iso), byHour });
  it('reads days, hours, dates and hours of a date as the window’s first moment, on a whole UTC hour', () => {
    expect(parseSince('1d', now)).toEqual(at('2026-11-24T00:00:00Z', false));
    expect(parseSince('7d', now)).toEqual(at('2026-11-18T00:00:00Z', false));
    expect(parseSince('1h', now)).toEqual(at('2026-11-24T01:00:00Z', true));
    expect(parseSince('2h', now)).toEqual(at('2026-11-24T00:00:00Z', true));
    expect(parseSince('3h', now)).toEqual(at('2026-11-23T23:00:00Z', true));
    expect(parseSince('2026-11-01', now)).toEqual(at('2026-11-01T00:00:00Z', false));
    expect(parseSince('2026-11-01T23:00:00-07:00', now)).toEqual(at('2026-11-02T06:00:00Z', true));
    expect(parseSince('2026-11-01T18', now)).toEqual(at('2026-11-01T18:00:00Z', true));
    expect(parseSince('2026-11-01T00:00Z', now)).toEqual(at('2026-11-01T00:00:00Z', false));
  });
  it('says what is wrong with anything else', () => {
    for (const value of ['0d', '7w', 'yesterday', '2026-02-30', '-3d', '1e3d', '2026-11-01T18:30Z', '2026-02-30T01']) {
      expect(parseSince(value, now)).toEqual({ problem: expect.stringContaining(value) });
    }
  });
});
