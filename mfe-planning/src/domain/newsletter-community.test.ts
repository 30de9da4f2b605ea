import { parseCommunity, placeOf, timeAgo } from './newsletter-community';

const now = new Date('2026-07-04T15:00:00Z');
const before = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('welcome page community numbers', () => {
  it.each([
    [5, 'just now'],
    [60, '1 minute ago'],
    [150, '2 minutes ago'],
    [3600, '1 hour ago'],
    [3 * 86400, '3 days ago'],
    [15 * 86400, '2 weeks ago'],
    [400 * 86400, '1 year ago'],
    [-30, 'just now'],
  ])('%i seconds before is “%s”', (seconds, text) => {
    expect(timeAgo(before(seconds), now)).toBe(text);
  });

  it('names places on the site, never anything personal', () => {
    expect(placeOf('events-bar')).toBe('the events calendar');
    expect(placeOf('something-new')).toBe('the website');
  });

  it('reads the API answer with zod and refuses a malformed one', () => {
    expect(
      parseCommunity(
        { subscriberCount: 590, recent: [{ placement: 'blog', signedUpAt: '2026-07-04T14:55:00.000Z' }] },
        now,
      ),
    ).toEqual({ subscriberCount: 590, recent: [{ place: 'the Local Intel blog', timeAgo: '5 minutes ago' }] });
    expect(() => parseCommunity({ subscriberCount: '590', recent: [] }, now)).toThrow();
  });
});
