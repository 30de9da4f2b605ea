/**
 * @jest-environment node
 */
import Fastify, { type FastifyInstance } from 'fastify';
import ICAL from 'ical.js';
import { announced2027, enteredSeason } from '@estes/shared/testing/timed-entry-seasons';
import { reminderRoutes, reminderUid } from './reminders-routes';

const now = new Date('2027-02-01T17:00:00Z');
const seasons = [enteredSeason(2025), announced2027()];

async function api(): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(reminderRoutes, { seasons, now: () => now, prefix: '/api/conditions' });
  return app;
}

interface ParsedEvent {
  uid: string;
  start: string;
  summary: string;
  description: string;
  /** Each alarm's action and the instant it rings. */
  alarms: { action: string; rings: string }[];
}

/** The file as a calendar program reads it (ical.js): each event's start and alarm instants, in UTC. */
function parseCalendar(text: string): ParsedEvent[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    const start = event.startDate.toJSDate();
    const alarms = component.getAllSubcomponents('valarm').map((alarm) => {
      const trigger = alarm.getFirstPropertyValue('trigger') as ICAL.Duration;
      const rings = new Date(start.getTime() + trigger.toSeconds() * 1000);
      return { action: String(alarm.getFirstPropertyValue('action')), rings: rings.toISOString() };
    });
    return {
      uid: event.uid,
      start: start.toISOString(),
      summary: event.summary,
      description: event.description,
      alarms: alarms.sort((a, b) => a.rings.localeCompare(b.rings)),
    };
  });
}

describe('GET /api/conditions/timed-entry/reminders.ics', () => {
  it('is a calendar file to download: one event per sale moment, alarms 15 minutes before and at it', async () => {
    const app = await api();
    const answer = await app.inject('/api/conditions/timed-entry/reminders.ics?dates=2027-06-12,2027-06-13');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="timed-entry-reminders-2027-06-12.ics"');
    const events = parseCalendar(answer.body);
    expect(events.map(({ start, alarms }) => ({ start, alarms }))).toEqual([
      // May 3, 8 a.m. MDT: the first release, for both days.
      {
        start: '2027-05-03T14:00:00.000Z',
        alarms: [
          { action: 'DISPLAY', rings: '2027-05-03T13:45:00.000Z' },
          { action: 'DISPLAY', rings: '2027-05-03T14:00:00.000Z' },
        ],
      },
      // June 11 and 12, 7 p.m. MDT: the evening before each day.
      {
        start: '2027-06-12T01:00:00.000Z',
        alarms: [
          { action: 'DISPLAY', rings: '2027-06-12T00:45:00.000Z' },
          { action: 'DISPLAY', rings: '2027-06-12T01:00:00.000Z' },
        ],
      },
      {
        start: '2027-06-13T01:00:00.000Z',
        alarms: [
          { action: 'DISPLAY', rings: '2027-06-13T00:45:00.000Z' },
          { action: 'DISPLAY', rings: '2027-06-13T01:00:00.000Z' },
        ],
      },
    ]);
    const [advance, evening] = events;
    expect(advance?.summary).toBe('RMNP timed-entry permits on sale for Jun 12 and Jun 13');
    expect(advance?.description).toContain('go on sale on recreation.gov on May 3 at 8 a.m. MT');
    expect(advance?.description).toContain('Reserve: https://www.recreation.gov/timed-entry/10086745');
    expect(evening?.summary).toBe('RMNP timed-entry: more permits for Jun 12 on sale');
  });

  it('gives each moment the same UID whatever days are asked, so a second download updates the first', async () => {
    const app = await api();
    const one = parseCalendar((await app.inject('/api/conditions/timed-entry/reminders.ics?dates=2027-06-12')).body);
    const two = parseCalendar(
      (await app.inject('/api/conditions/timed-entry/reminders.ics?dates=2027-06-12,2027-06-20')).body,
    );
    expect(two.map((event) => event.uid)).toEqual(expect.arrayContaining(one.map((event) => event.uid)));
    expect(one[0]?.uid).toBe(reminderUid({ kind: 'advance', instant: new Date('2027-05-03T14:00:00Z') }));
  });

  it('keeps a season’s unconfirmed facts in the event’s description', async () => {
    const app = await api();
    const events = parseCalendar((await app.inject('/api/conditions/timed-entry/reminders.ics?dates=2025-07-04')).body);
    expect(events.map((event) => event.start)).toEqual(['2025-06-01T14:00:00.000Z', '2025-07-04T01:00:00.000Z']);
    expect(events[0]?.description).toContain('Could not be confirmed: The last permit days');
  });

  it.each([
    [
      'a year the park has not announced',
      '2026-07-04',
      'The park has not announced 2026’s permits yet, so there is no sale date to remind you of.',
    ],
    [
      'days outside the season',
      '2027-01-10,2027-01-11',
      'No timed-entry permit is needed on Jan 10 and Jan 11: outside the park’s season.',
    ],
  ])('gives no empty calendar for %s: 404 with the reason in words', async (_name, dates, message) => {
    const app = await api();
    const answer = await app.inject(`/api/conditions/timed-entry/reminders.ics?dates=${dates}`);
    expect(answer.statusCode).toBe(404);
    expect(answer.headers['content-disposition']).toBeUndefined();
    expect(answer.json()).toEqual({ ok: false, message });
  });

  it('still answers a calendar when some of the days have a moment and others none', async () => {
    const app = await api();
    const answer = await app.inject('/api/conditions/timed-entry/reminders.ics?dates=2026-07-04,2027-06-12');
    expect(answer.statusCode).toBe(200);
    expect(parseCalendar(answer.body).map((event) => event.start)).toEqual([
      '2027-05-03T14:00:00.000Z',
      '2027-06-12T01:00:00.000Z',
    ]);
  });

  it.each([
    ['no days', '', 'Give the days as dates=YYYY-MM-DD, separated by commas.'],
    ['a day that does not exist', '?dates=2027-02-30', '“2027-02-30” is not a calendar date written YYYY-MM-DD.'],
    ['words', '?dates=tomorrow', '“tomorrow” is not a calendar date written YYYY-MM-DD.'],
    [
      'a repeated parameter',
      '?dates=2027-06-12&dates=2027-06-13',
      'Give the days as dates=YYYY-MM-DD, separated by commas.',
    ],
  ])('refuses %s with 400 and the reason', async (_name, query, message) => {
    const app = await api();
    const answer = await app.inject(`/api/conditions/timed-entry/reminders.ics${query}`);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ ok: false, message });
  });

  it('refuses more than 31 days, not cutting the list short', async () => {
    const app = await api();
    const days = Array.from({ length: 32 }, (_, index) =>
      new Date(Date.UTC(2027, 6, 1 + index)).toISOString().slice(0, 10),
    );
    const answer = await app.inject(`/api/conditions/timed-entry/reminders.ics?dates=${days.join(',')}`);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ ok: false, message: 'Ask for at most 31 days at once.' });
  });
});
