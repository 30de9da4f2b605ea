/**
 * The blog service the area's settings ask for: Contentful when it is configured, the bundled
 * articles always as the fallback (docs/rules/content.md#content-source).
 */
import type { ContentSettings } from '../content-settings';
import type { BlogSource, ContentLogger } from './blog-source';
import { createBlogService, type BlogService } from './blog-service';
import { createBundledSource } from './bundled-source';
import { createContentfulSource } from './contentful-source';

export interface BlogServiceOverrides {
  /** Overrides for tests: retries of 429/5xx and the cache lifetime. */
  retryLimit?: number;
  cacheMs?: number;
}

export function createBlogServiceFromSettings(
  settings: ContentSettings,
  logger: ContentLogger,
  options: BlogServiceOverrides = {},
): BlogService {
  let primary: BlogSource | undefined;
  if (settings.kind === 'contentful') {
    primary = createContentfulSource({
      settings: settings.contentful,
      logger,
      ...(options.retryLimit === undefined ? {} : { retryLimit: options.retryLimit }),
    });
  } else {
    logger.warn(`Contentful is not configured (${settings.reason}): the blog serves its bundled articles.`);
  }
  return createBlogService({
    primary,
    fallback: createBundledSource(),
    logger,
    ...(options.cacheMs === undefined ? {} : { ttlMs: options.cacheMs }),
  });
}
