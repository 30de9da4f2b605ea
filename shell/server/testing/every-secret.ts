/**
 * Every secret of the site, one distinct value each, as the server's environment holds them:
 * for tests that check an area is given its own secrets and no other area's.
 */
export const everySecret = {
  WEATHER_API_KEY: 'secret-of-conditions-weather',
  NPS_API_KEY: 'secret-of-conditions-nps',
  NEWSLETTER_API_KEY: 'secret-of-planning-newsletter',
  NEWSLETTER_PUBLICATION_ID: 'secret-of-planning-publication',
  PLACES_API_KEY: 'secret-of-planning-places',
  CONTENTFUL_SPACE_ID: 'secret-of-content-space',
  CONTENTFUL_ACCESS_TOKEN: 'secret-of-content-token',
  BOOKING_API_TOKEN: 'secret-of-lodging-booking',
  /** Not secret on its own, but the key's other half: each area keeps it to itself too. */
  BOOKING_AFFILIATE_ID: '7654321',
  DATABASE_URL: 'postgres://site:secret-of-the-site@db/site',
};

export const secretValues = Object.values(everySecret);
