/** @jest-environment node */
import type { LodgingOffer, TeamPropertyAnswer } from './lodging-offers';
import {
  applyOfferFilters,
  applyTeamFilters,
  countsByType,
  nearestFirst,
  readOffersQuery,
  unsupportedOfferFilters,
  unsupportedTeamFilters,
  type OfferFilters,
} from './offer-rules';

const offer = (id: string, overrides: Partial<LodgingOffer> & { nightly?: number } = {}): LodgingOffer => {
  const { nightly = 200, ...rest } = overrides;
  return {
    id,
    partner: 'booking',
    name: id,
    type: 'Hotel',
    partnerType: 'Hotel',
    rating: { score: 8, reviewCount: 100 },
    stars: null,
    location: { address: null, postalCode: null, country: 'us', coordinates: null, distanceKm: null },
    amenities: [],
    photo: null,
    price: { currency: 'USD', price: nightly * 2, nightly, total: nightly * 2, chargesNote: '', charges: [] },
    product: null,
    ...rest,
  };
};

const filters = (overrides: Partial<OfferFilters> = {}): OfferFilters => ({
  priceBands: [],
  amenities: [],
  area: 'any',
  sort: 'top-picks',
  ...overrides,
});

const ids = (offers: readonly { id: string }[]) => offers.map((item) => item.id);

describe('the list’s rules on live offers (docs/rules/lodging.md#partner-offers)', () => {
  const offers = [
    offer('booking-1', { name: 'Cabin Ten', type: 'Cabin', nightly: 120, rating: { score: 9.4, reviewCount: 40 } }),
    offer('booking-2', { name: 'Cabin 2', type: 'Cabin', nightly: 250, rating: { score: 9.4, reviewCount: 300 } }),
    offer('booking-3', {
      name: 'Hotel A',
      nightly: 520,
      rating: null,
      amenities: ['Indoor swimming pool', 'Free WiFi'],
    }),
    offer('booking-4', {
      name: 'hotel a',
      nightly: 350,
      rating: { score: 7.1, reviewCount: 900 },
      amenities: ['WiFi (paid)'],
    }),
  ];

  it('sorts as the list does: top picks by the partner’s score then reviews, ties by name then id', () => {
    expect(ids(applyOfferFilters(offers, filters()))).toEqual(['booking-2', 'booking-1', 'booking-4', 'booking-3']);
    expect(ids(applyOfferFilters(offers, filters({ sort: 'price-low' })))).toEqual([
      'booking-1',
      'booking-2',
      'booking-4',
      'booking-3',
    ]);
    expect(ids(applyOfferFilters(offers, filters({ sort: 'price-high' })))).toEqual([
      'booking-3',
      'booking-4',
      'booking-2',
      'booking-1',
    ]);
    expect(ids(applyOfferFilters(offers, filters({ sort: 'most-reviewed' })))).toEqual([
      'booking-4',
      'booking-2',
      'booking-1',
      'booking-3',
    ]);
    // Names in natural order, case not counted ('Hotel A' and 'hotel a' tie and go by id).
    expect(ids(applyOfferFilters(offers, filters({ sort: 'name' })))).toEqual([
      'booking-2',
      'booking-1',
      'booking-3',
      'booking-4',
    ]);
  });

  it('filters by type, the average nightly price’s bands, the partner’s score and the facilities', () => {
    expect(ids(applyOfferFilters(offers, filters({ type: 'Cabin' })))).toEqual(['booking-2', 'booking-1']);
    expect(ids(applyOfferFilters(offers, filters({ priceBands: ['150-250', 'over-500'] })))).toEqual([
      'booking-2',
      'booking-3',
    ]);
    // A place without a score never passes a rating minimum.
    expect(ids(applyOfferFilters(offers, filters({ minRating: 7 })))).toEqual(['booking-2', 'booking-1', 'booking-4']);
    // "WiFi (paid)" is not free WiFi.
    expect(ids(applyOfferFilters(offers, filters({ amenities: ['Free WiFi', 'Pool'] })))).toEqual(['booking-3']);
  });

  it('applies downtown by the partner’s coordinates (within 1 km of the centre), names the other areas as not applied', () => {
    const located = (id: string, distanceKm: number | null) =>
      offer(id, { location: { address: null, postalCode: null, country: 'us', coordinates: null, distanceKm } });
    const places = [
      located('booking-1', 0.4),
      located('booking-2', 1),
      located('booking-3', 1.01),
      located('booking-4', null),
    ];
    expect(ids(applyOfferFilters(places, filters({ area: 'downtown', sort: 'name' })))).toEqual([
      'booking-1',
      'booking-2',
    ]);
    expect(unsupportedOfferFilters(filters({ area: 'downtown' }))).toEqual([]);
    expect(unsupportedOfferFilters(filters({ area: 'lake' }))).toEqual(['area']);
    expect(unsupportedOfferFilters(filters({ minRating: 9, amenities: ['Pool'] }))).toEqual([]);
    expect(ids(applyOfferFilters(offers, filters({ area: 'riverside' })))).toHaveLength(4);
    expect(ids(nearestFirst(places))).toEqual(['booking-1', 'booking-2', 'booking-3', 'booking-4']);
  });

  it('counts the places of each type', () => {
    expect(countsByType(offers)).toMatchObject({ Cabin: 2, Hotel: 2, Lodge: 0 });
  });
});

describe('the list’s rules on the team’s list', () => {
  const team: TeamPropertyAnswer[] = [
    { id: 'b-inn', name: 'B Inn', type: 'Inn', area: null },
    { id: 'a-lodge-on-fall-river', name: 'A Lodge on Fall River', type: 'Lodge', area: 'riverside' },
    { id: 'c-place', name: 'C Place', type: null, area: null },
  ];

  it('filters by what the team knows, by name', () => {
    expect(ids(applyTeamFilters(team, filters({ sort: 'price-low' })))).toEqual([
      'a-lodge-on-fall-river',
      'b-inn',
      'c-place',
    ]);
    expect(ids(applyTeamFilters(team, filters({ type: 'Inn' })))).toEqual(['b-inn']);
    expect(ids(applyTeamFilters(team, filters({ area: 'riverside' })))).toEqual(['a-lodge-on-fall-river']);
  });

  it('names price, rating and amenities as unsupported: the team’s list has none', () => {
    expect(
      unsupportedTeamFilters(filters({ priceBands: ['under-150'], minRating: 8, amenities: ['Pool'], type: 'Inn' })),
    ).toEqual(['price', 'rating', 'amenity']);
  });
});

describe('the offers query', () => {
  it('reads the stay strictly, the filters as the list page does, and the page', () => {
    const read = readOffersQuery(
      new URLSearchParams(
        'checkin=2027-07-09&checkout=2027-07-11&type=cabin&price=150-250,nope&rating=8.5&sort=name&page=3',
      ),
    );
    expect(read).toEqual({
      ok: true,
      value: {
        stay: { dates: { checkin: '2027-07-09', checkout: '2027-07-11' }, adults: 2, children: [], rooms: 1 },
        filters: { type: 'Cabin', priceBands: ['150-250'], minRating: 8.5, amenities: [], area: 'any', sort: 'name' },
        page: 3,
      },
    });
    expect(readOffersQuery(new URLSearchParams('checkin=2027-07-09'))).toEqual({
      ok: false,
      message: 'Give both a check-in and a check-out date, or neither.',
    });
  });
});
