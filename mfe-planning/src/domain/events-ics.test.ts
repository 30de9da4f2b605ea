import { mountainOffsetHoursAt } from '@estes/shared/mountain-time';
import {
  buildCalendarIcs,
  buildEventIcs,
  calendarLinks,
  clockTimesOf,
  escapeIcsText,
  foldIcsLine,
  icsFileName,
  weekdaysOf,
} from './events-ics';

/** A small RFC 5545 reader: unfolds, splits name;params:value, unescapes text. */
function parseIcs(text: string) {
  expect(text.endsWith('\r\n')).toBe(true);
  expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  const physical = text.slice(0, -2).split('\r\n');
  for (const line of physical) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  const unfolded = text
    .replace(/\r\n[ \t]/g, '')
    .slice(0, -2)
    .split('\r\n');
  return unfolded.map((line) => {
    const colon = line.indexOf(':');
    const [name, ...params] = line.slice(0, colon).split(';');
    const value = line
      .slice(colon + 1)
      .replace(/\\([\\;,nN])/g, (_, escaped: string) => (escaped.toLowerCase() === 'n' ? '\n' : escaped));
    return { name: name ?? '', params, value };
  });
}

/** The VEVENT's own lines (the VTIMEZONE before it has DTSTART and RRULE lines of its own). */
const eventPart = (lines: ReturnType<typeof parseIcs>) =>
  lines.slice(lines.findIndex((line) => line.name === 'BEGIN' && line.value === 'VEVENT'));

const elkFest = {
  id: 'elk-fest-2027',
  title: 'Elk Fest',
  date: '2027-10-02',
  endDate: '2027-10-03',
  time: '10:00 AM - 5:00 PM',
  venue: 'Bond Park',
  location: '170 MacGregor Ave, Estes Park, CO 80517',
  description:
    'Bugling contests, elk talks; Native American music, dancing, and a mountain-man camp.\nFree, all weekend. Bring a chair \\ a blanket — and a camera for the bull elk wandering through town in the rut, which is the whole point of the weekend.',
};

const now = new Date('2026-11-22T22:15:00Z');

describe('ICS', () => {
  it('writes a calendar that reads back with every required property', () => {
    const text = buildEventIcs(elkFest, {
      now,
      host: 'estespark.example',
      url: 'https://estespark.example/events?event=elk-fest-2027',
    });
    const lines = parseIcs(text);
    const value = (name: string) => eventPart(lines).find((line) => line.name === name)?.value;
    expect(lines[0]).toEqual({ name: 'BEGIN', params: [], value: 'VCALENDAR' });
    expect(lines.at(-1)).toEqual({ name: 'END', params: [], value: 'VCALENDAR' });
    const calendarValue = (name: string) => lines.find((line) => line.name === name)?.value;
    expect(calendarValue('VERSION')).toBe('2.0');
    expect(calendarValue('PRODID')).toBe('-//Estes Park Guide//Events Calendar//EN');
    expect(value('UID')).toBe('elk-fest-2027@estespark.example');
    expect(value('DTSTAMP')).toBe('20261122T221500Z');
    // Two days with daily hours: 10 AM to 5 PM local on the first day, again the next day.
    const start = eventPart(lines).find((line) => line.name === 'DTSTART');
    expect(start).toEqual({ name: 'DTSTART', params: ['TZID=America/Denver'], value: '20271002T100000' });
    expect(eventPart(lines).find((line) => line.name === 'DTEND')).toEqual({
      name: 'DTEND',
      params: ['TZID=America/Denver'],
      value: '20271002T170000',
    });
    // UNTIL in UTC (required with a TZID start): the end of the last day, 23:59 MDT.
    expect(value('RRULE')).toBe('FREQ=DAILY;UNTIL=20271004T055900Z');
    expect(value('SUMMARY')).toBe('Elk Fest');
    expect(value('LOCATION')).toBe('Bond Park, 170 MacGregor Ave, Estes Park, CO 80517');
    expect(value('DESCRIPTION')).toBe(elkFest.description);
    expect(value('URL')).toBe('https://estespark.example/events?event=elk-fest-2027');
    expect(lines.filter((line) => line.name === 'BEGIN').map((line) => line.value)).toEqual([
      'VCALENDAR',
      'VTIMEZONE',
      'DAYLIGHT',
      'STANDARD',
      'VEVENT',
    ]);
    // The VTIMEZONE the TZID names, with Mountain time's rules.
    expect(lines.find((line) => line.name === 'TZID')?.value).toBe('America/Denver');
    expect(lines.filter((line) => line.name === 'TZOFFSETTO').map((line) => line.value)).toEqual(['-0600', '-0700']);
    expect(lines.filter((line) => line.name === 'RRULE').map((line) => line.value)).toEqual([
      'FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
      'FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
      'FREQ=DAILY;UNTIL=20271004T055900Z',
    ]);
  });

  it('exports the Saturday snowshoe walk as a weekly event, not one block of 77 days', () => {
    const walk = {
      ...elkFest,
      id: 'snowshoe-ranger-walks-2027',
      title: 'Ranger-Led Snowshoe Walks',
      date: '2027-01-09',
      endDate: '2027-03-27',
      time: 'Saturdays 12:30 PM - 2:30 PM',
    };
    const lines = parseIcs(buildEventIcs(walk, { now, host: 'h' }));
    const event = eventPart(lines);
    const value = (name: string) => event.find((line) => line.name === name)?.value;
    expect(value('DTSTART')).toBe('20270109T123000');
    expect(value('DTEND')).toBe('20270109T143000');
    // The last walk is on 27 March (MDT by then): UNTIL 23:59 MDT that day is 05:59 UTC on the 28th.
    expect(value('RRULE')).toBe('FREQ=WEEKLY;BYDAY=SA;UNTIL=20270328T055900Z');
  });

  it('starts a weekly event on its first named weekday and lists every named day', () => {
    const lines = parseIcs(
      buildEventIcs(
        { ...elkFest, date: '2027-06-01', endDate: '2027-08-28', time: 'Fridays and Saturdays 6:00 PM - 7:00 PM' },
        { now, host: 'h' },
      ),
    );
    const event = eventPart(lines);
    expect(event.find((line) => line.name === 'DTSTART')?.value).toBe('20270604T180000'); // 1 June is a Tuesday
    expect(event.find((line) => line.name === 'RRULE')?.value).toBe('FREQ=WEEKLY;BYDAY=FR,SA;UNTIL=20270829T055900Z');
    expect(weekdaysOf('Saturdays 12:30 PM')).toEqual(['SA']);
    expect(weekdaysOf('Daily 9:00 AM - 3:00 PM')).toEqual([]);
  });

  it('writes a one-day event without a rule, and an all-day event without a time zone', () => {
    const once = parseIcs(buildEventIcs({ ...elkFest, endDate: undefined }, { now, host: 'h' }));
    expect(eventPart(once).some((line) => line.name === 'RRULE')).toBe(false);
    const allDay = parseIcs(buildEventIcs({ ...elkFest, time: 'All day' }, { now, host: 'h' }));
    expect(allDay.some((line) => line.name === 'VTIMEZONE' || line.value === 'VTIMEZONE')).toBe(false);
  });

  it('links Google Calendar with the rule and Outlook with the first occurrence and the repeat in words', () => {
    const walk = { ...elkFest, date: '2027-01-09', endDate: '2027-03-27', time: 'Saturdays 12:30 PM - 2:30 PM' };
    const links = calendarLinks(walk, 'https://estespark.example/events?event=walk');
    const google = new URL(links.google);
    expect(google.origin + google.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(google.searchParams.get('action')).toBe('TEMPLATE');
    expect(google.searchParams.get('dates')).toBe('20270109T123000/20270109T143000');
    expect(google.searchParams.get('ctz')).toBe('America/Denver');
    expect(google.searchParams.get('recur')).toBe('RRULE:FREQ=WEEKLY;BYDAY=SA;UNTIL=20270328T055900Z');
    expect(google.searchParams.get('location')).toBe('Bond Park, 170 MacGregor Ave, Estes Park, CO 80517');
    const outlook = new URL(links.outlook);
    expect(outlook.origin + outlook.pathname).toBe('https://outlook.live.com/calendar/0/deeplink/compose');
    expect(outlook.searchParams.get('startdt')).toBe('2027-01-09T12:30:00-07:00');
    expect(outlook.searchParams.get('enddt')).toBe('2027-01-09T14:30:00-07:00');
    expect(outlook.searchParams.get('body')).toMatch(/^Repeats on Saturdays until 2027-03-27\./);
    const allDay = new URL(calendarLinks({ ...elkFest, time: 'All day' }).google);
    expect(allDay.searchParams.get('dates')).toBe('20271002/20271004');
    expect(allDay.searchParams.has('ctz')).toBe(false);
  });

  it('writes all-day events as dates, the end exclusive', () => {
    const lines = parseIcs(buildEventIcs({ ...elkFest, time: 'All day', endDate: '2027-10-31' }, { now, host: 'h' }));
    expect(lines.find((line) => line.name === 'DTSTART')).toEqual({
      name: 'DTSTART',
      params: ['VALUE=DATE'],
      value: '20271002',
    });
    expect(lines.find((line) => line.name === 'DTEND')).toEqual({
      name: 'DTEND',
      params: ['VALUE=DATE'],
      value: '20271101',
    });
  });

  it('runs past midnight into the next day on the local clock', () => {
    const text = buildEventIcs(
      { ...elkFest, date: '2026-12-31', endDate: undefined, time: '9:00 PM - 12:30 AM' },
      { now, host: 'h' },
    );
    const lines = parseIcs(text);
    expect(eventPart(lines).find((line) => line.name === 'DTSTART')?.value).toBe('20261231T210000');
    expect(eventPart(lines).find((line) => line.name === 'DTEND')?.value).toBe('20270101T003000');
    expect(eventPart(lines).some((line) => line.name === 'RRULE')).toBe(false);
  });

  it('escapes text and folds long lines at 75 octets without splitting characters', () => {
    expect(escapeIcsText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    const long = `SUMMARY:${'é'.repeat(80)}`;
    const folded = foldIcsLine(long);
    const pieces = folded.split('\r\n');
    expect(pieces.length).toBeGreaterThan(1);
    for (const piece of pieces) expect(new TextEncoder().encode(piece).length).toBeLessThanOrEqual(75);
    expect(pieces.slice(1).every((piece) => piece.startsWith(' '))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(long);
    expect(foldIcsLine('short')).toBe('short');
  });

  it('reads clock times and the daylight-saving switch', () => {
    expect(clockTimesOf('7:00 PM - 10:00 PM')).toEqual([
      [19, 0],
      [22, 0],
    ]);
    expect(clockTimesOf('12 PM – 2:30 p.m. daily')).toEqual([
      [12, 0],
      [14, 30],
    ]);
    expect(clockTimesOf('All day')).toEqual([]);
    expect(mountainOffsetHoursAt({ year: 2027, month: 3, day: 14, hour: 3 })).toBe(-6);
    expect(mountainOffsetHoursAt({ year: 2027, month: 3, day: 14, hour: 1 })).toBe(-7);
    expect(mountainOffsetHoursAt({ year: 2027, month: 11, day: 7, hour: 1 })).toBe(-6);
    expect(mountainOffsetHoursAt({ year: 2027, month: 11, day: 7, hour: 3 })).toBe(-7);
  });

  it('names the download after the event', () => {
    expect(icsFileName({ title: 'Longs Peak Scottish-Irish Highland Festival', date: '2027-09-09' })).toBe(
      'longs-peak-scottish-irish-highland-festival-2027.ics',
    );
  });

  it('writes several events into ONE calendar, the time zone once, each event with its own UID and URL (My trip)', () => {
    const walk = {
      ...elkFest,
      id: 'walk',
      title: 'Walk; with, commas',
      date: '2027-10-05',
      endDate: undefined,
      time: '9:00 AM',
    };
    const fair = { ...elkFest, id: 'fair', title: 'Fair', date: '2027-10-09', endDate: undefined, time: 'All day' };
    const text = buildCalendarIcs(
      [
        { event: elkFest, url: 'https://estespark.example/events?event=elk-fest-2027' },
        { event: walk },
        { event: fair, url: 'https://estespark.example/events?event=fair' },
      ],
      { now, host: 'estespark.example' },
    );
    const lines = parseIcs(text);
    const named = (name: string) => lines.filter((line) => line.name === name).map((line) => line.value);
    expect(named('BEGIN')).toEqual(['VCALENDAR', 'VTIMEZONE', 'DAYLIGHT', 'STANDARD', 'VEVENT', 'VEVENT', 'VEVENT']);
    expect(named('UID')).toEqual([
      'elk-fest-2027@estespark.example',
      'walk@estespark.example',
      'fair@estespark.example',
    ]);
    expect(named('DTSTAMP')).toEqual(['20261122T221500Z', '20261122T221500Z', '20261122T221500Z']);
    expect(named('SUMMARY')).toEqual(['Elk Fest', 'Walk; with, commas', 'Fair']);
    expect(named('URL')).toEqual([
      'https://estespark.example/events?event=elk-fest-2027',
      'https://estespark.example/events?event=fair',
    ]);
    expect(text).toContain('\r\nSUMMARY:Walk\\; with\\, commas\r\n');
    // Only all-day events: no time zone is needed.
    expect(buildCalendarIcs([{ event: fair }], { now, host: 'h' })).not.toContain('VTIMEZONE');
  });
});
