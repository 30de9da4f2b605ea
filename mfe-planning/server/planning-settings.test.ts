/** @jest-environment node */
import { planningSettings } from './planning-settings';

describe('the planning area’s settings', () => {
  it('reads the newsletter provider’s key, publication and optional API base', () => {
    const { newsletter } = planningSettings.read({
      NEWSLETTER_API_KEY: 'k2',
      NEWSLETTER_PUBLICATION_ID: 'pub_1',
      NEWSLETTER_API_URL: 'http://127.0.0.1:5120/v2',
    });
    expect(newsletter).toMatchObject({ apiKey: 'k2', publicationId: 'pub_1', apiUrl: 'http://127.0.0.1:5120/v2' });
  });

  it('needs none of them: defaults for the limits and retention, the newsletter not configured', () => {
    const settings = planningSettings.read({});
    expect(settings.newsletter).toMatchObject({ apiKey: undefined, publicationId: undefined, apiUrl: undefined });
    expect(settings.newsletter.tuning).toMatchObject({ retryBaseMs: 30_000, timeoutMs: 5_000, signupsPerWindow: 30 });
    expect(settings.submissions.rateLimit).toEqual({ max: 20, windowMs: 10 * 60_000 });
    expect(settings.submissions.photoWork).toEqual({
      concurrency: 1,
      maxWaitMs: 10_000,
      maxWaiting: 16,
      jobSeconds: 15,
    });
    expect(settings.retention).toEqual({ submissionsDays: 365, newsletterDays: 30 });
    // No places provider without its key (decision 038).
    expect(settings.places).toBeUndefined();
  });

  it('reads the places provider’s key, with Google’s Places API (New) base unless one is given', () => {
    expect(planningSettings.read({ PLACES_API_KEY: 'places-key' }).places).toEqual({
      baseUrl: 'https://places.googleapis.com/v1',
      apiKey: 'places-key',
    });
    expect(
      planningSettings.read({ PLACES_API_KEY: 'places-key', PLACES_API_URL: 'http://127.0.0.1:5130/v1' }).places,
    ).toEqual({ baseUrl: 'http://127.0.0.1:5130/v1', apiKey: 'places-key' });
    // A base without a key calls no one.
    expect(
      planningSettings.read({ PLACES_API_URL: 'http://127.0.0.1:5130/v1', PLACES_API_KEY: '' }).places,
    ).toBeUndefined();
  });

  it('reads the forms’ limits, the newsletter’s tuning and the retention', () => {
    const settings = planningSettings.read({
      SUBMISSIONS_RATE_LIMIT: '5',
      SUBMISSIONS_RATE_WINDOW_MINUTES: '2',
      NEWSLETTER_SIGNUPS_PER_10_MIN: '3',
      SUBMISSIONS_RETENTION_DAYS: '90',
      SUBMISSIONS_PHOTO_CONCURRENCY: '2',
    });
    expect(settings.submissions.rateLimit).toEqual({ max: 5, windowMs: 2 * 60_000 });
    expect(settings.submissions.photoWork.concurrency).toBe(2);
    expect(settings.newsletter.tuning.signupsPerWindow).toBe(3);
    expect(settings.retention.submissionsDays).toBe(90);
  });

  it('declares every variable it reads', () => {
    expect(planningSettings.variables).toEqual(
      expect.arrayContaining([
        'NEWSLETTER_API_KEY',
        'NEWSLETTER_PUBLICATION_ID',
        'NEWSLETTER_API_URL',
        'NEWSLETTER_RETRY_BASE_MS',
        'NEWSLETTER_SIGNUPS_PER_10_MIN',
        'SUBMISSIONS_RATE_LIMIT',
        'SUBMISSIONS_MAX_PHOTO_MB',
        'SUBMISSIONS_PHOTO_CONCURRENCY',
        'SUBMISSIONS_RETENTION_DAYS',
        'NEWSLETTER_RETENTION_DAYS',
        'PLACES_API_URL',
        'PLACES_API_KEY',
      ]),
    );
    expect(planningSettings.variables).not.toContain('WEATHER_API_KEY');
  });

  it.each([
    [{ NEWSLETTER_API_URL: 'api.example/v2' }, /NEWSLETTER_API_URL: must be an absolute http\(s\) URL/],
    [{ NEWSLETTER_TIMEOUT_MS: 'soon' }, /NEWSLETTER_TIMEOUT_MS:/],
    [{ SUBMISSIONS_RATE_LIMIT: '0' }, /SUBMISSIONS_RATE_LIMIT:/],
    [{ SUBMISSIONS_PHOTO_CONCURRENCY: '8' }, /SUBMISSIONS_PHOTO_CONCURRENCY:/],
    [{ NEWSLETTER_RETENTION_DAYS: 'forever' }, /NEWSLETTER_RETENTION_DAYS:/],
    [{ PLACES_API_URL: 'places.googleapis.com/v1' }, /PLACES_API_URL: must be an absolute http\(s\) URL/],
  ])('refuses a bad value with a message naming the variable: %o', (env, message) => {
    expect(() => planningSettings.read(env)).toThrow(message);
  });
});
