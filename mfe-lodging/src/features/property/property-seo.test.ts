import { defaultSiteSettings } from '@estes/shared';
import type { PropertyAnswer, PropertyContent } from '../../domain/lodging-offers';
import { propertyPageMeta, propertySeoOf } from './property-seo';

const context = (id: string) => ({
  params: { id },
  canonicalPath: `/property/${id}`,
  settings: { ...defaultSiteSettings, siteUrl: 'https://example.test' },
});

/** A partner's place as the lodging API answers it (stand-in figures). */
const content = (overrides: Partial<PropertyContent> = {}): PropertyContent => ({
  id: 'booking-9100001',
  partner: 'booking',
  name: 'The Stanley Hotel',
  type: 'Hotel',
  partnerType: 'Hotel',
  rating: { score: 9, reviewCount: 4100 },
  stars: 4,
  location: {
    address: '100 Stand-in Test Road',
    postalCode: '80517',
    country: 'us',
    coordinates: { latitude: 40.388085, longitude: -105.518821 },
    distanceKm: 0.9,
  },
  amenities: ['Free WiFi'],
  description: 'Stand-in test data: a hotel on the hill above the town.',
  importantInformation: null,
  photos: [],
  facilities: ['Free WiFi'],
  rooms: [],
  times: { checkinFrom: '15:00', checkinUntil: '22:00', checkoutFrom: null, checkoutUntil: '11:00' },
  pets: 'not-allowed',
  minimumCheckinAge: 21,
  partnerUrl: 'https://www.booking.com/hotel/us/stand-in-the-stanley-hotel.html',
  ...overrides,
});

const live = (property: PropertyContent): PropertyAnswer => ({
  kind: 'partner',
  state: 'live',
  property,
  checkedAt: '2026-11-26T12:00:00Z',
  availability: {
    state: 'unavailable',
    reason: 'failed',
    checkedAt: '2026-11-26T12:00:00Z',
    stay: {
      checkin: '2027-04-20',
      checkout: '2027-04-22',
      nights: 2,
      adults: 2,
      children: [],
      rooms: 1,
      isDefault: false,
    },
  },
});

/** The place's own markup (not the page's or the breadcrumbs'). */
function lodgingMarkup(answer: PropertyAnswer) {
  const seo = propertySeoOf(answer);
  if (!seo) throw new Error('no summary');
  const id = answer.kind === 'team' ? answer.property.id : 'booking-9100001';
  const meta = propertyPageMeta(context(id), seo);
  return {
    meta,
    markup: (meta.structuredData ?? []).find((item) =>
      ['Hotel', 'LodgingBusiness'].includes(String((item as Record<string, unknown>)['@type'])),
    ) as Record<string, unknown>,
  };
}

describe('property structured data (docs/rules/lodging.md#property-structured-data)', () => {
  it('a partner’s place: its name, the partner’s description, its own address and coordinates', () => {
    const { meta, markup } = lodgingMarkup(live(content()));
    expect(markup).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Hotel',
      name: 'The Stanley Hotel',
      description: 'Stand-in test data: a hotel on the hill above the town.',
      url: 'https://example.test/property/booking-9100001',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '100 Stand-in Test Road',
        postalCode: '80517',
        addressCountry: 'US',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 40.388085, longitude: -105.518821 },
    });
    expect(meta.title).toBe('The Stanley Hotel: Hotel near Estes Park');
    expect(meta.indexable).toBe(true);
  });

  it('never carries the partner’s score, a price range or an image, whatever the partner gives', () => {
    const seo = propertySeoOf(live(content()));
    if (!seo) throw new Error('no summary');
    const everything = JSON.stringify(propertyPageMeta(context('booking-9100001'), seo));
    for (const absent of ['aggregateRating', 'AggregateRating', 'ratingValue', 'reviewCount', 'priceRange', 'image']) {
      expect(everything).not.toContain(absent);
    }
    expect(everything).not.toContain('4100');
  });

  it('each place has its own point; without the partner’s address or coordinates there are none', () => {
    const other = lodgingMarkup(
      live(
        content({
          id: 'booking-9100004',
          name: 'Stand-in Lodge',
          type: 'Lodge',
          partnerType: 'Lodge',
          location: {
            address: '4 Stand-in Test Road',
            postalCode: null,
            country: null,
            coordinates: { latitude: 40.37, longitude: -105.5 },
            distanceKm: 2,
          },
        }),
      ),
    ).markup;
    expect(other['@type']).toBe('LodgingBusiness');
    expect(other['geo']).toEqual({ '@type': 'GeoCoordinates', latitude: 40.37, longitude: -105.5 });
    // Only the parts the partner gave.
    expect(other['address']).toEqual({ '@type': 'PostalAddress', streetAddress: '4 Stand-in Test Road' });

    const unknown = lodgingMarkup(
      live(
        content({ location: { address: null, postalCode: null, country: null, coordinates: null, distanceKm: null } }),
      ),
    ).markup;
    expect(unknown).not.toHaveProperty('address');
    expect(unknown).not.toHaveProperty('geo');
  });

  it('a place of the team’s list: its name and type, nothing the team does not know', () => {
    const { markup } = lodgingMarkup({
      kind: 'team',
      property: { id: 'the-stanley-hotel', name: 'The Stanley Hotel', type: 'Hotel', area: null },
    });
    expect(markup).toMatchObject({ '@type': 'Hotel', name: 'The Stanley Hotel' });
    for (const absent of ['address', 'geo', 'aggregateRating', 'priceRange', 'image']) {
      expect(markup).not.toHaveProperty(absent);
    }
  });

  it('a partner’s place whose details cannot be read has no summary (its page is not indexed)', () => {
    expect(
      propertySeoOf({
        kind: 'partner',
        state: 'unavailable',
        partner: 'booking',
        reason: 'failed',
        checkedAt: '2026-11-26T12:00:00Z',
      }),
    ).toBeUndefined();
    expect(propertySeoOf({ kind: 'partner', state: 'not-configured', partner: 'booking' })).toBeUndefined();
  });

  it('shortens a long description at a sentence', () => {
    const long = `${'A sentence about the place that goes on for a while. '.repeat(12)}`;
    const seo = propertySeoOf(live(content({ description: long })));
    expect(seo?.description.length).toBeLessThanOrEqual(300);
    expect(seo?.description.endsWith('.')).toBe(true);
  });
});
