import {
  buildEventIcs,
  clockTimesOf,
  escapeIcsText,
  foldIcsLine,
  icsFileName,
  mountainOffsetHours,
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
    const value = (name: string) => lines.find((line) => line.name === name)?.value;
    expect(lines[0]).toEqual({ name: 'BEGIN', params: [], value: 'VCALENDAR' });
    expect(lines.at(-1)).toEqual({ name: 'END', params: [], value: 'VCALENDAR' });
    expect(value('VERSION')).toBe('2.0');
    expect(value('PRODID')).toBe('-//Estes Park Guide//Events Calendar//EN');
    expect(value('UID')).toBe('elk-fest-2027@estespark.example');
    expect(value('DTSTAMP')).toBe('20261122T221500Z');
    // 10 AM MDT is 16:00 UTC; 5 PM on the last day.
    expect(value('DTSTART')).toBe('20271002T160000Z');
    expect(value('DTEND')).toBe('20271003T230000Z');
    expect(value('SUMMARY')).toBe('Elk Fest');
    expect(value('LOCATION')).toBe('Bond Park, 170 MacGregor Ave, Estes Park, CO 80517');
    expect(value('DESCRIPTION')).toBe(elkFest.description);
    expect(value('URL')).toBe('https://estespark.example/events?event=elk-fest-2027');
    expect(lines.filter((line) => line.name === 'BEGIN').map((line) => line.value)).toEqual(['VCALENDAR', 'VEVENT']);
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

  it('uses standard time in winter and runs past midnight into the next day', () => {
    const text = buildEventIcs(
      { ...elkFest, date: '2026-12-31', endDate: undefined, time: '9:00 PM - 12:30 AM' },
      { now, host: 'h' },
    );
    const lines = parseIcs(text);
    expect(lines.find((line) => line.name === 'DTSTART')?.value).toBe('20270101T040000Z');
    expect(lines.find((line) => line.name === 'DTEND')?.value).toBe('20270101T073000Z');
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
    expect(mountainOffsetHours({ year: 2027, month: 3, day: 14 }, 3)).toBe(-6);
    expect(mountainOffsetHours({ year: 2027, month: 3, day: 14 }, 1)).toBe(-7);
    expect(mountainOffsetHours({ year: 2027, month: 11, day: 7 }, 1)).toBe(-6);
    expect(mountainOffsetHours({ year: 2027, month: 11, day: 7 }, 3)).toBe(-7);
  });

  it('names the download after the event', () => {
    expect(icsFileName({ title: 'Longs Peak Scottish-Irish Highland Festival', date: '2027-09-09' })).toBe(
      'longs-peak-scottish-irish-highland-festival-2027.ics',
    );
  });
});
