/**
 * Approved event submissions as calendar events. Both forms' shapes map onto the calendar's event
 * fields (docs/rules/planning.md#approved-events); submit-event types become the calendar's
 * categories (whose badge colours exist).
 */
import { ageRequirementOptions, optionLabel } from '../../src/domain/form-options';
import type { ApprovedEvent } from '../../src/domain/approved-event';
import type { Submission } from './submission-store';

const calendarCategoryOfType: Record<string, string> = {
  festival: 'Festival',
  workshop: 'Workshop',
  concert: 'Concert',
  outdoor: 'Outdoor',
  'food-drink': 'Food',
  family: 'Family',
  sports: 'Sports',
  'art-culture': 'Arts',
  business: 'Other',
  other: 'Other',
};

/** 19:30 → 7:30 PM. */
export function clockTime(value: unknown): string {
  if (typeof value !== 'string' || !/^\d{2}:\d{2}$/.test(value)) return '';
  const [hours, minutes] = value.split(':').map(Number) as [number, number];
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

const timeRange = (start: unknown, end: unknown) =>
  [clockTime(start), clockTime(end)].filter((part) => part !== '').join(' - ');

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');
const orNull = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

export const approvedPhotoUrl = (submissionId: string, position: number) =>
  `/api/planning/events/approved/${submissionId}/photos/${position}`;

export function toApprovedEvent(submission: Submission): ApprovedEvent {
  const fields = submission.payload;
  // Only re-encoded photos (those with a recorded size, photo-scrub.ts) whose bytes are in the
  // database (every instance serves them, photo-serving.ts) are ever shown.
  const photos = submission.photos.flatMap((photo) =>
    photo.width !== null && photo.height !== null && photo.storedChunks !== null
      ? [{ src: approvedPhotoUrl(submission.id, photo.position), width: photo.width, height: photo.height }]
      : [],
  );
  const shared = {
    id: submission.id,
    title: textOf(fields.eventName),
    date: textOf(fields.eventDate),
    time: timeRange(fields.startTime, fields.endTime),
    description: textOf(fields.description),
    website: orNull(fields.website),
    images: photos.map((photo) => photo.src),
    photos,
    featured: false,
    recurring: false,
  };
  if (submission.kind === 'event-listing') {
    return {
      ...shared,
      location: textOf(fields.location),
      venue: textOf(fields.venue),
      category: textOf(fields.category),
      price: textOf(fields.ticketPrice),
      organizer: orNull(fields.socialHandle) ?? textOf(fields.venue),
      registrationLink: null,
      ageRequirements: null,
      tags: [],
    };
  }
  const age = optionLabel(ageRequirementOptions, orNull(fields.ageRequirements) ?? undefined);
  return {
    ...shared,
    location: textOf(fields.address) || 'Estes Park, CO',
    venue: textOf(fields.venue),
    category: calendarCategoryOfType[textOf(fields.eventType)] ?? 'Other',
    price: textOf(fields.ticketPrice) || 'See organizer',
    organizer: textOf(fields.organizerName),
    registrationLink: orNull(fields.registrationLink),
    ageRequirements: age ?? null,
    tags: age ? [age] : [],
  };
}
