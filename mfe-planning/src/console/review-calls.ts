/**
 * The review page's calls to the planning area's console API (decision 065), through the
 * shell's console at `apiBase` (`/console/api/areas/planning`); the addresses are the domain's
 * `reviewPaths`, which the endpoints' definitions (src/api/console-review-*) are built from too.
 */
import {
  queueQuery,
  reviewPaths,
  type DeletedSubmission,
  type QueueFilter,
  type QueueItem,
  type QueuePage,
} from '../domain/review-queue';
import { consoleFetch } from '@estes/shared/console';

export const reviewCalls = (apiBase: string) => ({
  queue: (filter: QueueFilter, page: number) =>
    consoleFetch<QueuePage>(`${apiBase}${reviewPaths.queue}?${queueQuery(filter, page)}`),
  decide: (id: string, decision: 'approved' | 'rejected', reason: string) =>
    consoleFetch<{ item: QueueItem }>(`${apiBase}${reviewPaths.decide(id)}`, {
      method: 'POST',
      body: reason.trim() ? { decision, reason } : { decision },
    }),
  answered: (id: string) =>
    consoleFetch<{ item: QueueItem }>(`${apiBase}${reviewPaths.answered(id)}`, { method: 'POST', body: {} }),
  remove: (id: string) =>
    consoleFetch<{ deleted: DeletedSubmission }>(`${apiBase}${reviewPaths.remove(id)}`, { method: 'POST', body: {} }),
  /** A link, not a call: the browser downloads the file (its name from the server). */
  exportUrl: (filter: QueueFilter) => `${apiBase}${reviewPaths.export}?${queueQuery(filter)}`,
  photoUrl: (id: string, position: number) => `${apiBase}${reviewPaths.photo(id, position)}`,
});

export type ReviewCalls = ReturnType<typeof reviewCalls>;
