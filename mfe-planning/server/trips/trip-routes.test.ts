/** @jest-environment node */
import type { FastifyInstance } from 'fastify';
import { parseTripItem, type Database, type TripItem } from '@estes/shared/server';
import { craftFairPayload, startPlanningApi, storeCraftFair, type PlanningApiUnderTest } from '../testing/planning-api';
import { tripRoutes } from './trip-routes';

let api: PlanningApiUnderTest;
let app: FastifyInstance;
let db: Database;

beforeEach(async () => {
  api = await startPlanningApi(tripRoutes, { settings: { siteUrl: 'https://estespark.example' } as never });
  ({ app, db } = api);
});

afterEach(async () => api.close());

/** Unfolds an iCalendar text into its content lines, checking CRLF and the 75-octet limit. */
function contentLines(text: string): string[] {
  expect(text.endsWith('\r\n')).toBe(true);
  expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  for (const line of text.slice(0, -2).split('\r\n'))
    expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  return text
    .replace(/\r\n[ \t]/g, '')
    .slice(0, -2)
    .split('\r\n');
}

/** The craft fair listing with only what the calendar needs, and a description to escape. */
const approvedEvent = () =>
  storeCraftFair(db, {
    eventName: craftFairPayload.eventName,
    eventDate: craftFairPayload.eventDate,
    startTime: craftFairPayload.startTime,
    endTime: craftFairPayload.endTime,
    venue: craftFairPayload.venue,
    category: craftFairPayload.category,
    description: 'Makers; one day, only.',
  });

describe('GET /api/planning/trip-items', () => {
  it('answers the shared references it knows as TripItems built from its own data, in order', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/planning/trip-items?refs=event:elk-fest-2027,restaurant:bird-and-jim@2027-10-02,activity:bear-lake-loop,activity:no-such-hike,property:hotel-1',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['surrogate-control']).toBe('max-age=60');
    const { items } = response.json() as { items: TripItem[] };
    expect(items.map((item) => `${item.kind}:${item.id}`)).toEqual([
      'event:elk-fest-2027',
      'restaurant:bird-and-jim',
      'activity:bear-lake-loop',
    ]);
    for (const item of items) expect(parseTripItem(item)).toEqual(item);
    expect(items[0]).toEqual({
      kind: 'event',
      id: 'elk-fest-2027',
      title: 'Elk Fest',
      path: '/events?event=elk-fest-2027',
      when: { start: '2027-10-02T10:00', end: '2027-10-02T17:00', allDay: false },
    });
    expect(items[1]?.path).toBe('/restaurants?q=Bird+%26+Jim#restaurant-bird-and-jim');
  });

  it('gives an approved visitor event, never one waiting for review', async () => {
    const { store, id } = await approvedEvent();
    const ask = async () =>
      (
        (await app.inject({ method: 'GET', url: `/api/planning/trip-items?refs=event:${id}` })).json() as {
          items: TripItem[];
        }
      ).items;
    expect(await ask()).toEqual([]);
    await store.setStatus(id, 'approved');
    expect(await ask()).toEqual([
      expect.objectContaining({
        title: 'Spring Craft Fair',
        when: { start: '2027-04-24T10:00', end: '2027-04-24T16:00', allDay: false },
      }),
    ]);
  });

  it('refuses a refs value that is too long with a 400 and a message', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/planning/trip-items?refs=${'event:x,'.repeat(500)}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ ok: false, message: expect.stringContaining('too long') });
  });
});

describe('GET /api/planning/trip-calendar.ics', () => {
  it('downloads every saved event in ONE valid calendar file', async () => {
    const { store, id } = await approvedEvent();
    await store.setStatus(id, 'approved');
    const response = await app.inject({
      method: 'GET',
      url: `/api/planning/trip-calendar.ics?events=elk-fest-2027,snowshoe-ranger-walks-2027,${id},no-such-event,elk-fest-2027`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="my-trip-events.ics"');
    const lines = contentLines(response.body);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(lines.filter((line) => line === 'BEGIN:VCALENDAR')).toHaveLength(1);
    expect(lines.filter((line) => line === 'BEGIN:VTIMEZONE')).toHaveLength(1);
    expect(lines.filter((line) => line === 'TZID:America/Denver')).toHaveLength(1);
    expect(lines.filter((line) => line.startsWith('UID:'))).toEqual([
      'UID:elk-fest-2027@estespark.example',
      'UID:snowshoe-ranger-walks-2027@estespark.example',
      `UID:${id}@estespark.example`,
    ]);
    expect(lines.filter((line) => line.startsWith('DTSTAMP:'))).toEqual(Array(3).fill('DTSTAMP:20261122T220000Z'));
    expect(lines).toContain('RRULE:FREQ=WEEKLY;BYDAY=SA;UNTIL=20270328T055900Z');
    expect(lines).toContain('DESCRIPTION:Makers\\; one day\\, only.');
    expect(lines).toContain(`URL:https://estespark.example/events?event=${id}`);
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(
      lines.filter((line) => line === 'END:VEVENT').length,
    );
  });

  it.each([
    ['no ids', '/api/planning/trip-calendar.ics', 400],
    ['a malformed id', '/api/planning/trip-calendar.ics?events=elk-fest-2027,../../etc', 400],
    [
      'too many ids',
      `/api/planning/trip-calendar.ics?events=${Array.from({ length: 51 }, (_, n) => `e${n}`).join(',')}`,
      400,
    ],
    ['only unknown events', '/api/planning/trip-calendar.ics?events=no-such-event', 404],
  ])('answers %s with a 4xx and a message', async (_, url, status) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ ok: false, message: expect.any(String) });
  });
});
