/**
 * The welcome page's numbers: the subscriber count (587 plus every sign-up stored) and the
 * newest sign-ups, read from the planning API and checked with zod. A sign-up is shown only
 * as where on the site it happened and how long ago, so nothing personal leaves the server.
 */
import { z } from 'zod';

// No generated validators: the site's Content-Security-Policy forbids eval, which zod would probe.
z.config({ jitless: true });

export const communitySchema = z.object({
  subscriberCount: z.number().int().nonnegative(),
  recent: z.array(z.object({ placement: z.string(), signedUpAt: z.iso.datetime() })).max(10),
});

export type CommunityAnswer = z.infer<typeof communitySchema>;

export interface RecentSignup {
  place: string;
  timeAgo: string;
}

const placeOfPlacement: Record<string, string> = {
  home: 'the home page',
  blog: 'the Local Intel blog',
  article: 'a Local Intel guide',
  'newsletter-page': 'the newsletter page',
  'events-bar': 'the events calendar',
  accommodations: 'the lodging search',
};

export function placeOf(placement: string): string {
  return placeOfPlacement[placement] ?? 'the website';
}

/** '2 minutes ago', 'just now', '3 days ago', from two instants. */
export function timeAgo(then: Date, now: Date): string {
  const seconds = Math.max(0, Math.round((now.getTime() - then.getTime()) / 1000));
  if (seconds < 60) return 'just now';
  const units: readonly [number, string][] = [
    [60 * 60 * 24 * 365, 'year'],
    [60 * 60 * 24 * 30, 'month'],
    [60 * 60 * 24 * 7, 'week'],
    [60 * 60 * 24, 'day'],
    [60 * 60, 'hour'],
    [60, 'minute'],
  ];
  for (const [size, name] of units) {
    if (seconds >= size) {
      const count = Math.floor(seconds / size);
      return `${count} ${name}${count === 1 ? '' : 's'} ago`;
    }
  }
  return 'just now';
}

export function parseCommunity(body: unknown, now: Date): { subscriberCount: number; recent: RecentSignup[] } {
  const answer = communitySchema.parse(body);
  return {
    subscriberCount: answer.subscriberCount,
    recent: answer.recent.map((signup) => ({
      place: placeOf(signup.placement),
      timeAgo: timeAgo(new Date(signup.signedUpAt), now),
    })),
  };
}
