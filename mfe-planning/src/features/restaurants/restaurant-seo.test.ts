import { defaultSiteSettings } from '@estes/shared';
import { restaurants } from '../../data/restaurants';
import { restaurantSeoOf, restaurantStructuredData } from './restaurant-seo';

const context = {
  params: {},
  canonicalPath: '/restaurants',
  settings: { ...defaultSiteSettings, siteUrl: 'https://example.test' },
};

describe('restaurant markup', () => {
  it('describes each entry as a schema.org Restaurant', () => {
    const rockInn = restaurants.find((restaurant) => restaurant.id === 'rock-inn-mountain-tavern');
    if (!rockInn) throw new Error('missing fixture');
    const [data] = restaurantStructuredData(context, [restaurantSeoOf(rockInn)]);
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Restaurant',
      name: 'The Rock Inn Mountain Tavern',
      description: rockInn.description,
      servesCuisine: 'Pub & Brewery',
      priceRange: '$$',
      telephone: '+1-970-586-4116',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '1675 CO-66',
        addressLocality: 'Estes Park',
        addressRegion: 'CO',
        postalCode: '80517',
        addressCountry: 'US',
      },
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 4.5,
        bestRating: 5,
        worstRating: 1,
        reviewCount: 2210,
      },
      url: 'https://www.rockinnestes.com',
      image: `https://example.test${rockInn.image.src.startsWith('/') ? '' : '/'}${rockInn.image.src}`,
      openingHours: ['Mo-Su 16:00-22:00'],
    });
  });

  it('points an entry without a website at its card on the page', () => {
    const withoutSite = restaurants.find((restaurant) => restaurant.website === undefined);
    if (!withoutSite) throw new Error('missing fixture');
    const [data] = restaurantStructuredData(context, [restaurantSeoOf(withoutSite)]);
    expect(data?.url).toBe(`https://example.test/restaurants#restaurant-${withoutSite.id}`);
  });

  it('gives one entry per listed restaurant', () => {
    expect(restaurantStructuredData(context, restaurants.map(restaurantSeoOf))).toHaveLength(restaurants.length);
  });
});
