/**
 * Pages kept in memory (decision 027), and what drops them: a change to the data they read,
 * announced here and by every other instance over the database's channel (PostgreSQL), or a
 * switch of the live versions (live-site.ts).
 */
import type { FastifyInstance } from 'fastify';
import { notifyPageDataChange, pageDataChannel } from '@estes/shared/server';
import type { ServerConfig } from '../config';
import type { SiteDatabase } from '@estes/platform';
import { ApiReadCache } from '../api-reads';
import { PageCache } from './page-cache/page-cache';

/** Memory for the area answers renders read (api-reads.ts, decision 051). */
const apiReadsMaxBytes = 16 * 1024 * 1024;

export interface PageData {
  cache: PageCache;
  /** The area answers renders of shared pages read, kept for their declared time. */
  apiReads: ApiReadCache;
  /** Drops the pages that read any of these tags, here and on every other instance. */
  changed(tags: readonly string[]): Promise<void>;
}

export async function openPageData(
  app: FastifyInstance,
  options: { config: ServerConfig; db: SiteDatabase; now: () => number },
): Promise<PageData> {
  const { config, db } = options;
  const cache = new PageCache({
    maxBytes: config.devRemotes ? 0 : config.pageCache.maxBytes,
    staleSeconds: config.pageCache.staleSeconds,
    now: options.now,
  });
  // Off in development with the page cache: every reload reads and renders afresh.
  const apiReads = new ApiReadCache({ maxBytes: config.devRemotes ? 0 : apiReadsMaxBytes, now: options.now });
  const dropTags = (tags: readonly string[]) => {
    cache.invalidate(tags);
    apiReads.invalidate(tags);
  };
  const changed = async (tags: readonly string[]) => {
    dropTags(tags);
    // Every other instance too (they listen below); SQLite has one machine and no channel.
    await notifyPageDataChange(db, tags);
  };
  if (db.listen && (cache.enabled || apiReads.enabled)) {
    const listener = await db
      .listen(
        pageDataChannel,
        (payload) => dropTags(payload.split(' ')),
        // Announcements may have been lost while the channel was down: start afresh.
        () => {
          cache.clear();
          apiReads.clear();
        },
      )
      .catch((error: unknown) => {
        app.log.warn({ err: error }, 'cannot listen for page-data changes; cached pages follow their time to live');
        return undefined;
      });
    app.addHook('onClose', async () => listener?.close());
  }
  return { cache, apiReads, changed };
}
