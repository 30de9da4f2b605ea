import type { RouteMetaContext } from '@estes/shared';
import { routeMeta } from '../../meta';
import { siteEvents } from './events-catalogue';
import { eventStructuredData, isoStart, priceOf, shortDescription, streetAddressOf } from './events-seo';

const context = {
  settings: { siteUrl: 'https://estespark.example' },
  canonicalPath: '/events',
} as unknown as RouteMetaContext;

describe('Event markup', () => {
  it('publishes no event whose dates have no recorded source (the calendar’s own record none today)', () => {
    expect(siteEvents.every((event) => event.source && 'none' in event.source)).toBe(true);
    expect(eventStructuredData(context, siteEvents)).toEqual([]);
  });

  it('describes a sourced event with the fields search engines read, and no availability it cannot know', () => {
    const listed = siteEvents.find((event) => event.id === 'elk-fest-2027');
    if (!listed) throw new Error('Elk Fest is missing');
    // A source recorded by the team, as an entry would carry one (a test value, not the calendar's).
    const elkFest = {
      ...listed,
      source: { name: 'Test source', url: 'https://example.org/elk-fest', recorded: '2026-11-26' },
    };
    const [data] = eventStructuredData(context, [elkFest]);
    expect(data).toMatchObject({
      '@type': 'Event',
      name: 'Elk Fest',
      startDate: '2027-10-02T10:00:00-06:00',
      endDate: '2027-10-03T17:00:00-06:00',
      eventStatus: 'https://schema.org/EventScheduled',
      location: {
        '@type': 'Place',
        name: 'Bond Park',
        address: { streetAddress: '170 MacGregor Ave', postalCode: '80517', addressLocality: 'Estes Park' },
      },
      offers: { '@type': 'Offer', price: 0, priceCurrency: 'USD' },
      organizer: { '@type': 'Organization', name: 'Town of Estes Park Events' },
      url: 'https://estespark.example/events?event=elk-fest-2027',
    });
    expect(String(data?.image)).toMatch(/^https:\/\/estespark\.example\//);
    expect(String(data?.description).length).toBeLessThanOrEqual(200);
    expect(JSON.stringify(data)).not.toMatch(/availability|attendee/i);
  });

  it('reads prices, times and addresses', () => {
    expect(priceOf('Free with park entry')).toBe(0);
    expect(priceOf('$25-45')).toBe(25);
    expect(priceOf('See organizer')).toBeUndefined();
    expect(isoStart('2027-01-09', 'Saturdays 12:30 PM - 2:30 PM')).toBe('2027-01-09T12:30:00-07:00');
    expect(isoStart('2027-09-01', 'Best at dawn and dusk')).toBe('2027-09-01');
    expect(streetAddressOf('Somewhere else')).toEqual({ streetAddress: 'Somewhere else' });
    expect(shortDescription('One. Two.', 200)).toBe('One. Two.');
    expect(shortDescription(`${'a '.repeat(60)}end. ${'b '.repeat(100)}`, 200)).toMatch(/end\.$/);
  });
});

describe('the calendar data', () => {
  it('has at least 30 events with unique ids, readable dates and every card field', () => {
    expect(siteEvents.length).toBeGreaterThanOrEqual(30);
    expect(new Set(siteEvents.map((event) => event.id)).size).toBe(siteEvents.length);
    for (const event of siteEvents) {
      expect(event.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      if (event.endDate) expect(event.endDate > event.date).toBe(true);
      expect(event.description.length).toBeGreaterThan(80);
      expect(event.image.alt).not.toBe('');
    }
  });
});

describe('The events page head', () => {
  const settings = { siteUrl: 'https://estespark.example', siteName: 'Estes Park Guide' };
  const metaOf = async (data: unknown) =>
    routeMeta['planning.events']({
      params: {},
      canonicalPath: '/events',
      settings,
      data,
    } as unknown as RouteMetaContext);

  it('gives an open event its own title, description and canonical URL, under Events in the breadcrumb', async () => {
    const elkFest = siteEvents.find((event) => event.id === 'elk-fest-2027');
    const meta = await metaOf({ events: [], selected: elkFest });
    // No source is recorded for its dates: the title says so, as its page does.
    expect(meta.title).toBe('Elk Fest in Estes Park: Oct 2 – 3, 2027 · dates not confirmed');
    expect(meta.canonicalPath).toBe('/events?event=elk-fest-2027');
    expect(meta.description.length).toBeLessThanOrEqual(155);
    expect(JSON.stringify(meta.structuredData)).toContain('"name":"Events","item":"https://estespark.example/events"');
  });

  it('keeps the calendar’s own head when no event is open', async () => {
    const meta = await metaOf({ events: siteEvents.slice(0, 2), selected: null });
    expect(meta.title).toBe('Estes Park Events Calendar');
    expect(meta.canonicalPath).toBe('/events');
  });
});
