/**
 * Places facts entries for component and loader tests, in each state the API answers
 * (GET /api/planning/places/facts, decision 038). Test data: the figures are made up.
 */
import type { PlaceFacts, PlaceFactsAnswer, PlaceFactsEntry } from '../domain/place-facts';

const checkedAt = '2026-11-27T21:00:00.000Z';

export const liveFacts = (overrides: Partial<PlaceFacts> = {}): PlaceFacts => ({
  name: 'Bird & Jim',
  rating: { value: 4.6, count: 1480 },
  hours: {
    week: ['Monday: 11:00 AM – 9:00 PM', 'Tuesday: Closed'],
    openNow: { open: true, headline: 'Open now', detail: 'Closes 9 PM', changesAt: '2026-11-28T04:00:00.000Z' },
  },
  phone: { national: '(970) 555-0101', international: '+1 970-555-0101' },
  website: 'https://bird-and-jim.stand-in.example/',
  address: '915 Stand-in Test Road, Estes Park, CO 80517, USA',
  coordinates: { latitude: 40.37, longitude: -105.53 },
  mapsUrl: 'https://maps.google.com/?cid=123',
  status: 'operational',
  attributions: [],
  ...overrides,
});

export const live = (id: string, overrides: Partial<PlaceFacts> = {}): PlaceFactsEntry => ({
  id,
  state: 'live',
  checkedAt,
  facts: liveFacts(overrides),
});

export const closedForGood = (id: string): PlaceFactsEntry => ({ id, state: 'closed-permanently', checkedAt });
export const notFound = (id: string): PlaceFactsEntry => ({ id, state: 'not-found', checkedAt });
export const unavailable = (id: string): PlaceFactsEntry => ({ id, state: 'unavailable', reason: 'failed', checkedAt });
export const notConfigured = (id: string): PlaceFactsEntry => ({ id, state: 'not-configured' });

export const answerOf = (places: PlaceFactsEntry[]): PlaceFactsAnswer => ({
  provider: 'google',
  providerName: 'Google Maps',
  places,
});
