/**
 * Pages kept in memory (decision 027), and what drops them: a change to the data they read,
 * announced here and by every other instance over the database's channel (PostgreSQL), or a
 * switch of the live versions (live-site.ts).
 */
import type { FastifyInstance } from 'fastify';
import { notifyPageDataChange, pageDataChannel } from '@estes/shared/server';
import type { ServerConfig } from '../config';
import type { SiteDatabase } from '@estes/platform';
import { PageCache } from './page-cache/page-cache';

export interface PageData {
  cache: PageCache;
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
  const changed = async (tags: readonly string[]) => {
    cache.invalidate(tags);
    // Every other instance too (they listen below); SQLite has one machine and no channel.
    await notifyPageDataChange(db, tags);
  };
  if (db.listen && cache.enabled) {
    const listener = await db
      .listen(
        pageDataChannel,
        (payload) => cache.invalidate(payload.split(' ')),
        // Announcements may have been lost while the channel was down: start afresh.
        () => cache.clear(),
      )
      .catch((error: unknown) => {
        app.log.warn({ err: error }, 'cannot listen for page-data changes; cached pages follow their time to live');
        return undefined;
      });
    app.addHook('onClose', async () => listener?.close());
  }
  return { cache, changed };
}
