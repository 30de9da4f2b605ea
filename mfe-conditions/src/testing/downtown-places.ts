/**
 * TEST DATA: the planning area's downtown places as its API answers them (GET
 * /api/planning/downtown-places), for the guide's tests. The names are real places of the
 * directory; every rating, hour, phone number (555-01xx, reserved for fiction) and website
 * (`*.example`) is made up.
 */
import type { DowntownPlace, DowntownPlacesAnswer } from '@estes/shared/api/planning/downtown-places';

const checkedAt = '2026-07-11T18:30:00.000Z';

function place(
  id: string,
  name: string,
  category: DowntownPlace['category'],
  facts: DowntownPlace['facts'],
  extra: Partial<DowntownPlace> = {},
): DowntownPlace {
  return {
    id,
    name,
    category,
    subcategory: 'Test',
    address: `1 Test Ave, Estes Park`,
    description: `${name}, for tests.`,
    specialties: [],
    features: [],
    priceRange: null,
    position: { lat: 40.377, lng: -105.522 },
    featured: false,
    listingPath: null,
    searchUrl: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(name)}`,
    facts,
    ...extra,
  };
}

const live = (
  id: string,
  name: string,
  open: boolean,
  rating: { value: number; count: number } | null,
): DowntownPlace['facts'] => ({
  id,
  state: 'live',
  checkedAt,
  facts: {
    name,
    rating,
    hours: {
      week: ['Monday: 11:00 AM – 9:00 PM', 'Tuesday: Closed'],
      openNow: open
        ? { open: true, headline: 'Open now', detail: 'Closes 9 PM', changesAt: null }
        : { open: false, headline: 'Closed now', detail: 'Opens 11 AM tomorrow', changesAt: null },
    },
    phone: { national: '(970) 555-0142', international: '+1 970-555-0142' },
    website: `https://${id}.stand-in.example/`,
    address: '390 Stand-in Test Road, Estes Park, CO 80517, USA',
    coordinates: { latitude: 40.3779, longitude: -105.519 },
    mapsUrl: `https://maps.google.com/?cid=${id.length}`,
    status: 'operational',
    attributions: [],
  },
});

/** Four places with live facts: two open now, two closed. */
export const liveDowntownPlaces: DowntownPlacesAnswer = {
  providerName: 'Google Maps',
  places: [
    place(
      'eds-cantina',
      'Ed’s Cantina & Grill',
      'restaurant',
      live('eds-cantina', 'Ed’s Cantina & Grill', true, { value: 4.4, count: 1580 }),
      {
        listingPath: '/restaurants#restaurant-eds-cantina',
        priceRange: '$$',
      },
    ),
    place(
      'kirks-flyshop',
      'Kirks Flyshop',
      'shop',
      live('kirks-flyshop', 'Kirks Flyshop', false, { value: 4.8, count: 310 }),
    ),
    place(
      'estes-park-museum',
      'Estes Park Museum',
      'attraction',
      live('estes-park-museum', 'Estes Park Museum', true, null),
    ),
    place(
      'post-office',
      'Estes Park Post Office',
      'service',
      live('post-office', 'Estes Park Post Office', false, { value: 3.1, count: 45 }),
    ),
  ],
};

/** The same places with no provider configured. */
export const unconnectedDowntownPlaces: DowntownPlacesAnswer = {
  providerName: 'Google Maps',
  places: liveDowntownPlaces.places.map((entry) => ({ ...entry, facts: { id: entry.id, state: 'not-configured' } })),
};
