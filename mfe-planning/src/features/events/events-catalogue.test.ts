/** @jest-environment node */
import { loadApprovedEvents } from './events-catalogue';

const request = new Request('http://localhost/events');
const approved = {
  id: 'a1',
  title: 'Bluegrass in Bond Park',
  date: '2026-12-05',
  time: '7:00 PM',
  location: 'Estes Park',
  venue: 'Bond Park',
  category: 'Music',
  description: 'Live bluegrass.',
  price: 'Free',
  organizer: 'Estes Pickers',
  website: null,
  registrationLink: null,
  ageRequirements: null,
  images: [],
  tags: [],
  featured: false,
  recurring: false,
};
const answering = (status: number, body: unknown) =>
  jest.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status }))) as unknown as typeof fetch;

describe('loadApprovedEvents', () => {
  it('parses the approved events with the schema it fetches on demand', async () => {
    const fetcher = answering(200, { events: [approved, { ...approved, id: 'a2', date: 'soon' }] });
    const events = await loadApprovedEvents(request, fetcher);
    expect(events.map((event) => [event.id, event.venue])).toEqual([['a1', 'Bond Park']]);
    expect(String(jest.mocked(fetcher).mock.calls[0]?.[0])).toBe('http://localhost/api/planning/events/approved');
  });

  it('keeps the calendar to the site events when the answer is malformed or failed', async () => {
    expect(await loadApprovedEvents(request, answering(200, { events: [{ id: 'a1' }] }))).toEqual([]);
    expect(await loadApprovedEvents(request, answering(503, {}))).toEqual([]);
  });
});
