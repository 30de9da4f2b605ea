import { defaultSiteSettings } from '@estes/shared';
import { restaurants } from '../../data/restaurants';
import type { Restaurant } from '../../domain/directory-types';
import { live, notConfigured, unavailable } from '../../testing/place-facts-fixtures';
import { restaurantSeoOf, restaurantStructuredData, schemaTelephone } from './restaurant-seo';

const context = {
  params: {},
  canonicalPath: '/restaurants',
  settings: { ...defaultSiteSettings, siteUrl: 'https://example.test' },
};

const rockInn = restaurants.find((restaurant) => restaurant.id === 'rock-inn-mountain-tavern') as Restaurant;
const image = `https://example.test${rockInn.image.src.startsWith('/') ? '' : '/'}${rockInn.image.src}`;

describe('restaurant markup', () => {
  it('without live facts: only the team’s own description, no address, telephone, hours or rating', () => {
    for (const facts of [notConfigured(rockInn.id), unavailable(rockInn.id), undefined]) {
      const [data] = restaurantStructuredData(context, [restaurantSeoOf(rockInn, facts)]);
      expect(data).toEqual({
        '@context': 'https://schema.org',
        '@type': 'Restaurant',
        name: 'The Rock Inn Mountain Tavern',
        description: rockInn.description,
        servesCuisine: 'Pub & Brewery',
        priceRange: '$$',
        url: 'https://example.test/restaurants#restaurant-rock-inn-mountain-tavern',
        image,
      });
    }
  });

  it('with live facts: the provider’s address, coordinates, telephone and website; never an AggregateRating', () => {
    const [data] = restaurantStructuredData(context, [restaurantSeoOf(rockInn, live(rockInn.id))]);
    expect(data).toMatchObject({
      address: '915 Stand-in Test Road, Estes Park, CO 80517, USA',
      geo: { '@type': 'GeoCoordinates', latitude: 40.37, longitude: -105.53 },
      telephone: '+1-970-555-0101',
      url: 'https://bird-and-jim.stand-in.example/',
    });
    expect(data).not.toHaveProperty('aggregateRating');
    expect(data).not.toHaveProperty('openingHours');
    expect(JSON.stringify(data)).not.toMatch(/4\.6|1480|Rating/);
  });

  it('with a recorded block and no live facts: its telephone and website', () => {
    const recorded = {
      phone: '(970) 586-4116',
      website: 'https://www.example.com',
      source: { name: 'Its own website', url: 'https://www.example.com/contact' },
      recordedOn: '2026-11-20',
    };
    const [data] = restaurantStructuredData(context, [
      restaurantSeoOf({ ...rockInn, recorded }, notConfigured(rockInn.id)),
    ]);
    expect(data).toMatchObject({ telephone: '+1-970-586-4116', url: 'https://www.example.com' });
    expect(data).not.toHaveProperty('address');
  });

  it('writes US numbers as +1-NPA-NXX-XXXX and leaves anything else out', () => {
    expect(schemaTelephone('(970) 586-4116')).toBe('+1-970-586-4116');
    expect(schemaTelephone('+1 970-555-0101')).toBe('+1-970-555-0101');
    expect(schemaTelephone('+44 20 7946 0958')).toBeNull();
  });

  it('gives one entry per listed restaurant', () => {
    const entries = restaurants.map((restaurant) => restaurantSeoOf(restaurant, undefined));
    expect(restaurantStructuredData(context, entries)).toHaveLength(restaurants.length);
  });
});
