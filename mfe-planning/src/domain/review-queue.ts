/**
 * The console's review queue (issue 32 point 5, decision 065): what the planning area's console
 * pages ask its console API and what it answers. No React, no fetch and no zod, so the console
 * page and the server read the same names; the endpoints' definitions are in src/api/console-*.
 */

/** The forms whose sendings are reviewed, in the order the console lists their queues. */
export const reviewForms = ['event-listing', 'event-submission', 'partner', 'trip-request', 'contact'] as const;
export type ReviewForm = (typeof reviewForms)[number];

export const reviewFormTitles: Record<ReviewForm, string> = {
  'event-listing': 'Event listings',
  'event-submission': 'Submitted events',
  partner: 'Partner applications',
  'trip-request': 'Trip requests',
  contact: 'Contact messages',
};

/** Forms a reviewer approves or rejects (what is published or taken on); the others are answered. */
export const decidedForms: readonly ReviewForm[] = ['event-listing', 'event-submission', 'partner'];
export const answeredForms: readonly ReviewForm[] = ['trip-request', 'contact'];
export const isAnsweredForm = (form: string) => (answeredForms as readonly string[]).includes(form);

/**
 * The queue's status filter: `new` is neither decided nor answered yet; `answered` is a trip
 * request or message someone answered.
 */
export const queueStatuses = ['new', 'approved', 'rejected', 'answered'] as const;
export type QueueStatus = (typeof queueStatuses)[number];

export const queuePageSize = 20;
/** The most rows one CSV export holds; a larger queue is narrowed first (or exported with the command). */
export const exportRowLimit = 5000;
/** The longest reason a reviewer may give (a sentence or a short paragraph). */
export const reasonMaxLength = 1000;
export const textFilterMaxLength = 100;

export interface QueueFilter {
  form: ReviewForm;
  status?: QueueStatus | undefined;
  /** YYYY-MM-DD: received on that day (UTC) or later. */
  since?: string | undefined;
  /** Words in the sender's name or the submission's summary (any letter case). */
  text?: string | undefined;
}

export interface QueuePhoto {
  position: number;
  contentType: string;
  width: number | null;
  height: number | null;
  byteSize: number;
  originalName: string;
  /** Whether the console can show it (re-encoded, its bytes in the database); why not otherwise. */
  shown: boolean;
  note?: string;
}

export interface QueueItem {
  id: string;
  form: ReviewForm;
  status: 'new' | 'approved' | 'rejected';
  receivedAt: string;
  reviewedAt: string | null;
  reviewedBy: string | null;
  reviewReason: string | null;
  answeredAt: string | null;
  answeredBy: string | null;
  name: string;
  email: string;
  summary: string;
  /** The form's fields as sent, for reading (values as text). */
  fields: { name: string; value: string }[];
  photos: QueuePhoto[];
}

export interface QueuePage {
  items: QueueItem[];
  total: number;
  page: number;
  pageSize: number;
  /** Submissions still new in each form's queue (neither decided nor answered). */
  newCounts: Record<ReviewForm, number>;
}

export interface DeletedSubmission {
  id: string;
  photos: number;
}

/** The addresses under the area's console API base (`/console/api/areas/planning`). */
export const reviewPaths = {
  queue: '/submissions',
  export: '/submissions/export.csv',
  photo: (id: string, position: number) => `/submissions/${id}/photos/${position}`,
  decide: (id: string) => `/submissions/${id}/decision`,
  answered: (id: string) => `/submissions/${id}/answered`,
  remove: (id: string) => `/submissions/${id}/delete`,
};

/** A query string of a filter (and page), for the list and the export. */
export function queueQuery(filter: QueueFilter, page?: number): string {
  const params = new URLSearchParams({ form: filter.form });
  if (filter.status) params.set('status', filter.status);
  if (filter.since) params.set('since', filter.since);
  if (filter.text?.trim()) params.set('text', filter.text.trim());
  if (page !== undefined && page > 1) params.set('page', String(page));
  return params.toString();
}
