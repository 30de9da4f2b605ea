/**
 * The blog as the API serves it: Contentful when configured, answers cached briefly in memory,
 * and the bundled articles whenever Contentful is not configured or fails (a warning is logged;
 * docs/rules/content.md#content-source). A slug Contentful does not know is "not found", not a
 * failure.
 */
import { LRUCache } from 'lru-cache';
import type { BlogPost } from '../../src/domain/blog-post';
import type { BlogSource, ContentLogger } from './blog-source';

export interface Sourced<T> {
  value: T;
  source: BlogSource['name'];
}

export interface BlogService {
  allPosts(): Promise<Sourced<BlogPost[]>>;
  postBySlug(slug: string): Promise<Sourced<BlogPost | undefined>>;
  featuredPosts(): Promise<Sourced<BlogPost[]>>;
  postsByCategory(category: string): Promise<Sourced<BlogPost[]>>;
  categories(): Promise<Sourced<string[]>>;
}

export interface BlogServiceOptions {
  primary: BlogSource | undefined;
  fallback: BlogSource;
  logger: ContentLogger;
  /** How long an answer is reused. */
  ttlMs?: number;
  now?: () => number;
}

export const defaultContentCacheMs = 60_000;
/** The most answers kept at once: one per slug asked for, so a flood of slugs cannot grow it. */
export const contentCacheEntries = 512;

export function createBlogService({
  primary,
  fallback,
  logger,
  ttlMs = defaultContentCacheMs,
  now = Date.now,
}: BlogServiceOptions): BlogService {
  const cache = new LRUCache<string, { until: number; answer: Promise<Sourced<unknown>> }>({
    max: contentCacheEntries,
  });

  function cached<T>(key: string, read: (source: BlogSource) => Promise<T>): Promise<Sourced<T>> {
    const hit = cache.get(key);
    if (hit && hit.until > now()) return hit.answer as Promise<Sourced<T>>;
    const answer = (async (): Promise<Sourced<T>> => {
      if (primary) {
        try {
          return { value: await read(primary), source: primary.name };
        } catch (error) {
          logger.warn(
            `Content service failed (${key}); serving the bundled articles: ${error instanceof Error ? error.message : String(error)}`,
          );
        }
      }
      return { value: await read(fallback), source: fallback.name };
    })();
    cache.set(key, { until: now() + ttlMs, answer });
    // A failure of the fallback itself is not kept.
    answer.catch(() => cache.delete(key));
    return answer;
  }

  return {
    allPosts: () => cached('all', (source) => source.allPosts()),
    postBySlug: (slug) => cached(`slug:${slug}`, (source) => source.postBySlug(slug)),
    featuredPosts: () => cached('featured', (source) => source.featuredPosts()),
    postsByCategory: (category) => cached(`category:${category}`, (source) => source.postsByCategory(category)),
    categories: () => cached('categories', (source) => source.categories()),
  };
}
