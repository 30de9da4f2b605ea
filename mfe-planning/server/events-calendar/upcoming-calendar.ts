/**
 * The calendar still to come, as the server lists it for the sitemap and the site search: the
 * site's own events and the visitor submissions a person approved (with when they were
 * approved, the last time their page changed), without those already over.
 */
import { eventSeeds } from '../../src/data/events';
import { mountainDate } from '@estes/shared/mountain-time';
import { upcoming } from '../../src/domain/events-rules';
import { toApprovedEvent } from '../submissions/approved-events';
import type { SubmissionStore } from '../submissions/submission-store';

export async function upcomingCalendar(store: SubmissionStore, now: Date) {
  const approved = await store.list({ kinds: ['event-listing', 'event-submission'], status: 'approved' });
  return upcoming(
    [
      ...eventSeeds,
      ...approved.map((submission) => ({
        ...toApprovedEvent(submission),
        lastModified: submission.reviewedAt ?? submission.createdAt,
      })),
    ],
    mountainDate(now),
  );
}
