/**
 * The site's counts without cookies (decision 061): opened with the server, before the pages and
 * the page cache's fast path that count through it. Its tables are the shell's own migrations,
 * applied here on either engine; what an instance counted is written every `flushMs` and when
 * the server closes, and the searches past their retention are removed once a Mountain day.
 */
import type { FastifyInstance } from 'fastify';
import { addSiteCounts, applyMigrations, pruneEmptySearches, siteCountMigrations } from '@estes/platform';
import type { Database } from '@estes/shared/server';
import { SiteCounter } from './site-counter';

export { SiteCounter, viewedRequestOf, type ViewedRequest } from './site-counter';
export {
  countedSearchQuery,
  isVisitorAgent,
  notFoundRoute,
  pageViewSubjectOf,
  searchFoundNothingTag,
  type PageViewSubject,
} from './what-is-counted';

/** How often an instance writes its counts: a few seconds of views are what a crash may lose. */
export const siteCountFlushMs = 5_000;

export interface SiteCounts {
  counter: SiteCounter;
  /** Writes what was counted so far (tests; the timer and the close hook call it too). */
  flush(): Promise<void>;
}

export async function openSiteCounts(
  app: FastifyInstance,
  options: { db: Database; siteUrl: string; now: () => number; flushMs?: number },
): Promise<SiteCounts> {
  const { db } = options;
  await applyMigrations(db, siteCountMigrations, { area: 'shell' });
  const counter = new SiteCounter({ siteHost: new URL(options.siteUrl).hostname, now: options.now });
  let prunedDay = '';
  let running: Promise<void> | undefined;
  const writeOnce = async () => {
    const pending = counter.take();
    try {
      await addSiteCounts(db, pending);
    } catch (error) {
      // Kept for the next flush (the database may be restarting); what does not fit is logged.
      const lost = counter.putBack(pending);
      app.log.warn({ err: error, rowsLeftOut: lost }, 'site counts not written; kept for the next flush');
      return;
    }
    const today = counter.today();
    if (today !== prunedDay) {
      prunedDay = today;
      await pruneEmptySearches(db, today).catch((error: unknown) =>
        app.log.warn({ err: error }, 'old searches that found nothing not removed; tried again tomorrow'),
      );
    }
  };
  // One flush at a time: a slow database makes the next tick wait, never two writes of one count.
  const flush = () => (running ??= writeOnce().finally(() => (running = undefined)));
  const timer = setInterval(() => void flush(), options.flushMs ?? siteCountFlushMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
    await flush();
  });
  return { counter, flush };
}
