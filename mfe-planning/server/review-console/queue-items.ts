/**
 * A stored submission as the console's queue shows it (decision 065): its fields as text, and
 * which of its photos the console can show (re-encoded, bytes in the database: the same rule as
 * the events page's, so a photo kept from before re-encoding, which may still carry where it
 * was taken, is never shown).
 */
import type { QueueItem, QueuePhoto, ReviewForm } from '../../src/domain/review-queue';
import type { Submission } from '../submissions/submission-store';

/** Longest field value sent to the console; the forms' own limits are far below it. */
const fieldValueLimit = 20_000;

const textOf = (value: unknown): string => {
  if (Array.isArray(value)) return value.map(textOf).join(', ');
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value as string | number | boolean);
};

function photoOf(photo: Submission['photos'][number]): QueuePhoto {
  const base = {
    position: photo.position,
    contentType: photo.contentType,
    width: photo.width,
    height: photo.height,
    byteSize: photo.byteSize,
    originalName: photo.originalName,
  };
  if (photo.storedChunks === null) {
    return {
      ...base,
      shown: false,
      note: 'Still a file on the instance that received it; shown once that instance has started again.',
    };
  }
  if (photo.width === null || photo.height === null) {
    return { ...base, shown: false, note: 'Kept from before photos were re-encoded: not shown.' };
  }
  return { ...base, shown: true };
}

export function queueItemOf(submission: Submission): QueueItem {
  return {
    id: submission.id,
    form: submission.kind as ReviewForm,
    status: submission.status,
    receivedAt: submission.createdAt,
    reviewedAt: submission.reviewedAt,
    reviewedBy: submission.reviewedBy,
    reviewReason: submission.reviewReason,
    answeredAt: submission.answeredAt,
    answeredBy: submission.answeredBy,
    name: submission.name,
    email: submission.email,
    summary: submission.summary,
    fields: Object.entries(submission.payload)
      .filter(([, value]) => value !== undefined && value !== null && value !== '')
      .map(([name, value]) => ({ name, value: textOf(value).slice(0, fieldValueLimit) })),
    photos: submission.photos.map(photoOf),
  };
}
