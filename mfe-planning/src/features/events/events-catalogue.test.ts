/** @jest-environment node */
import type { SiteApi } from '@estes/shared';
import { loadApprovedEvents } from './events-catalogue';
import { approvedEventFixture } from '../../domain/form-samples';

const approved = approvedEventFixture;
const answering = (status: number, body: unknown) =>
  jest.fn<ReturnType<SiteApi>, Parameters<SiteApi>>(() =>
    Promise.resolve(new Response(JSON.stringify(body), { status })),
  );

describe('loadApprovedEvents', () => {
  it('parses the approved events with the schema it fetches on demand', async () => {
    const fetcher = answering(200, { events: [approved, { ...approved, id: 'a2', date: 'soon' }] });
    const events = await loadApprovedEvents(fetcher);
    expect(events.map((event) => [event.id, event.venue])).toEqual([['a1', 'Bond Park']]);
    expect(fetcher.mock.calls[0]?.[0]).toBe('/api/planning/events/approved');
  });

  it('shows an approved event’s own photo at its pixel size, so the card reserves its shape', async () => {
    const src = '/api/planning/events/approved/a1/photos/1';
    const withPhoto = { ...approved, images: [src], photos: [{ src, width: 1333, height: 2000 }] };
    const [event] = await loadApprovedEvents(answering(200, { events: [withPhoto] }));
    expect(event?.image).toEqual({
      src,
      alt: 'Photo of Bluegrass in Bond Park from its organizer',
      width: 1333,
      height: 2000,
    });
  });

  it('keeps the calendar to the site events when the answer is malformed or failed', async () => {
    expect(await loadApprovedEvents(answering(200, { events: [{ id: 'a1' }] }))).toEqual([]);
    expect(await loadApprovedEvents(answering(503, {}))).toEqual([]);
  });
});
