/**
 * GET /api/planning/newsletter/community: the number of stored sign-ups and the newest ones
 * (place and time, no address), defined once for the server (`server/newsletter/`) and the
 * welcome page's loader (this client). The module carries zod, so the page fetches it with
 * its loader, not with its first load.
 */
import type { SiteApi } from '@estes/shared';
import { callEndpoint, defineEndpoint } from '@estes/shared/api';
import { communitySchema, placeOf, timeAgo, type RecentSignup } from '../domain/newsletter-community';

export const newsletterCommunityEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/planning/newsletter/community',
  response: communitySchema,
});

/** The newest sign-ups as the page says them, or null when the answer fails or is malformed. */
export async function fetchRecentSignups(api: SiteApi, signal: AbortSignal, now: Date): Promise<RecentSignup[] | null> {
  const result = await callEndpoint(api, newsletterCommunityEndpoint, { signal });
  if (!result.ok) return null;
  return result.data.recent.map((signup) => ({
    place: placeOf(signup.placement),
    timeAgo: timeAgo(new Date(signup.signedUpAt), now),
  }));
}
