/** @jest-environment node */
import Fastify, { type FastifyInstance } from 'fastify';
import type { Database } from '@estes/shared/server';
import type { DowntownEventsAnswer } from '@estes/shared/api/planning/downtown-events';
import { eventSeeds } from '../../src/data/events';
import { datesConfirmed, formatEventDate, isDowntownVenue } from '../../src/domain/events-rules';
import { eventsCalendarRoutes } from './events-calendar-routes';
import { startPlanningApi, storeCraftFair, type PlanningApiUnderTest } from '../testing/planning-api';

let api: PlanningApiUnderTest;
let app: FastifyInstance;
let db: Database;

beforeEach(async () => {
  api = await startPlanningApi(eventsCalendarRoutes, { settings: { siteUrl: 'https://estespark.example' } as never });
  ({ app, db } = api);
});

afterEach(async () => {
  if (app !== api.app) await app.close();
  await api.close();
});

describe('GET /api/planning/events/:id.ics', () => {
  it('downloads one of the site’s events as an iCalendar file', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/planning/events/elk-fest-2027.ics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="elk-fest-2027.ics"');
    expect(response.body).toContain('\r\nSUMMARY:Elk Fest\r\n');
    expect(response.body).toContain('\r\nUID:elk-fest-2027@estespark.example\r\n');
    expect(response.body).toContain('\r\nDTSTART;TZID=America/Denver:20271002T100000\r\n');
  });

  it('downloads the Saturday snowshoe walks as a weekly event until the last walk', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/planning/events/snowshoe-ranger-walks-2027.ics' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('\r\nDTSTART;TZID=America/Denver:20270109T123000\r\n');
    expect(response.body).toContain('\r\nDTEND;TZID=America/Denver:20270109T143000\r\n');
    expect(response.body).toContain('\r\nRRULE:FREQ=WEEKLY;BYDAY=SA;UNTIL=20270328T055900Z\r\n');
  });

  it('downloads an approved visitor submission, and nothing unapproved', async () => {
    const { store, id } = await storeCraftFair(db);
    const stored = { id };
    const url = `/api/planning/events/${stored.id}.ics`;
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
    await store.setStatus(stored.id, 'approved');
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('SUMMARY:Spring Craft Fair');
    expect(response.body).toContain('DTSTART;TZID=America/Denver:20270424T100000');
    expect(response.body).not.toContain('organizer@example.com');
  });

  it('answers 404 for unknown events and other files', async () => {
    for (const url of ['/api/planning/events/no-such-event.ics', '/api/planning/events/elk-fest-2027.txt']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ ok: false, message: 'No such event.' });
    }
  });
});

describe('GET /api/planning/sitemap-entries', () => {
  const pathsOf = async () => {
    const response = await app.inject({ method: 'GET', url: '/api/planning/sitemap-entries' });
    expect(response.statusCode).toBe(200);
    return (response.json() as { entries: { path: string; lastModified?: string }[] }).entries;
  };

  it('lists every event still to come by its own page, approved visitor events with their approval date', async () => {
    const { store, id } = await storeCraftFair(db, {
      eventName: 'Spring Craft Fair',
      eventDate: '2027-04-24',
      venue: 'Bond Park',
      category: 'Arts',
    });
    const stored = { id };
    expect((await pathsOf()).map((entry) => entry.path)).not.toContain(`/events?event=${stored.id}`);
    await store.setStatus(stored.id, 'approved');

    const entries = await pathsOf();
    expect(entries.map((entry) => entry.path)).toContain('/events?event=elk-fest-2027');
    const approved = entries.find((entry) => entry.path === `/events?event=${stored.id}`);
    expect(approved?.lastModified).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    // Every seed is still to come on 2026-11-22.
    expect(entries.length).toBeGreaterThanOrEqual(31);
  });

  it('leaves out events that are over', async () => {
    app = Fastify({ logger: false });
    await app.register(eventsCalendarRoutes, {
      prefix: '/api/planning',
      db,
      settings: { siteUrl: 'https://estespark.example' } as never,
      now: () => new Date('2027-07-01T18:00:00Z'),
    });
    const entries = await pathsOf();
    expect(entries.map((entry) => entry.path)).not.toContain('/events?event=catch-the-glow-2026');
    expect(entries.length).toBeLessThan(31);
    expect(entries.map((entry) => entry.path)).toContain('/events?event=elk-fest-2027');
  });
});

describe('GET /api/planning/downtown-events', () => {
  const downtownOn = async (day: string) => {
    app = Fastify({ logger: false });
    await app.register(eventsCalendarRoutes, {
      prefix: '/api/planning',
      db,
      settings: { siteUrl: 'https://estespark.example' } as never,
      now: () => new Date(`${day}T18:00:00Z`),
    });
    const response = await app.inject({ method: 'GET', url: '/api/planning/downtown-events' });
    expect(response.statusCode).toBe(200);
    return response.json() as DowntownEventsAnswer;
  };

  it('answers the calendar’s own events at downtown venues, in date order, with the calendar’s dates', async () => {
    const answer = await downtownOn('2027-06-30');
    expect(answer.calendarPath).toBe('/events');
    expect(answer.events.length).toBeGreaterThan(0);
    for (const event of answer.events) {
      const seed = eventSeeds.find((entry) => entry.id === event.id);
      expect(seed).toBeDefined();
      expect(isDowntownVenue(event.venue)).toBe(true);
      expect([event.date, event.endDate, event.time, event.venue]).toEqual([
        seed?.date,
        seed?.endDate ?? null,
        seed?.time,
        seed?.venue,
      ]);
      expect(event.dateText).toBe(formatEventDate(event.date, event.endDate ?? undefined));
      // No source is recorded for any of today's entries: /downtown labels each one.
      expect(event.datesConfirmed).toBe(datesConfirmed(seed ?? { id: event.id }));
      expect(event.datesConfirmed).toBe(false);
      expect(event.path).toBe(`/events?event=${event.id}`);
    }
    const dates = answer.events.map((event) => event.date);
    expect(dates).toEqual([...dates].sort());
    const rodeo = answer.events.find((event) => event.id === 'rooftop-rodeo-2027');
    expect(rodeo?.dateText).toBe(formatEventDate('2027-07-07', '2027-07-12'));
  });

  it('leaves out events that are over and events away from downtown', async () => {
    const answer = await downtownOn('2027-07-01');
    const ids = answer.events.map((event) => event.id);
    expect(ids).not.toContain('catch-the-glow-2026');
    expect(ids).not.toContain('bighorn-sheep-lakes-2027');
  });

  it('lists an approved submission at a downtown venue', async () => {
    const { store, id } = await storeCraftFair(db, {
      eventName: 'Spring Craft Fair',
      eventDate: '2027-04-24',
      venue: 'Bond Park',
      category: 'Arts',
    });
    await store.setStatus(id, 'approved');
    const answer = await downtownOn('2027-04-20');
    expect(answer.events.find((event) => event.id === id)).toMatchObject({ datesConfirmed: true });
  });
});
