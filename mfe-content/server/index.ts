/**
 * The content area's API, served by the site server under /api/content/ from the live version: the blog's posts from
 * Contentful (or the bundled articles), read-only, also as the sitemap's entries and the site
 * search's documents, and the blog's RSS feed (served at /blog/feed.xml). The Contentful token comes with the
 * area's own settings (content-config.ts) and never appears in an answer.
 */
import type { FastifyInstance } from 'fastify';
import { paths, type PublicSiteSettings } from '@estes/shared/core';
import {
  declarePageFreshness,
  readTripItemsRequest,
  searchDocumentsPath,
  tripItemsPath,
  sitemapEntriesPath,
  type AreaApi,
  type SearchDocument,
  type SitemapEntry,
} from '@estes/shared/server';
import { summaryOf, type PostSummary } from '../src/domain/blog-post';
import { articleTripItem } from '../src/domain/trip-item';
import type { BlogSource, ContentLogger } from './blog-source';
import { blogFeedContentType, blogFeedXml } from './blog-feed';
import { createBlogService, type BlogService } from './blog-service';
import { createBundledSource } from './bundled-source';
import { contentSettings, type ContentSettings } from './content-settings';
import { createContentfulSource } from './contentful-source';

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export interface ContentApiOptions {
  /** Overrides for tests: retries of 429/5xx and the cache lifetime. */
  retryLimit?: number;
  cacheMs?: number;
  /** Where warnings go; the server's logger by default. */
  logger?: ContentLogger;
}

export function createBlogServiceFromSettings(
  settings: ContentSettings,
  logger: ContentLogger,
  options: Pick<ContentApiOptions, 'retryLimit' | 'cacheMs'> = {},
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

/** An article as the site search shows and matches it. */
export function articleSearchDocument(post: PostSummary): SearchDocument {
  return {
    kind: 'article',
    title: post.title,
    summary: post.excerpt || post.seoDescription || `${post.category} · ${post.readTime}`,
    path: paths.article(post.slug),
    keywords: [post.category, ...post.tags, post.seoTitle ?? '', post.seoDescription ?? '', post.author]
      .filter(Boolean)
      .join(' · '),
  };
}

async function blogRoutes(app: FastifyInstance, blog: BlogService, settings: PublicSiteSettings) {
  // Browsers and shared caches may keep answers as briefly as the server does.
  const cacheHeader = 'public, max-age=60';
  // Pages built from the articles follow the same minute (Contentful has no push here).
  const articlesFreshness = { maxAgeSeconds: 60 };

  app.get<{ Querystring: { category?: unknown; featured?: unknown } }>('/posts', async (request, reply) => {
    const { category, featured } = request.query;
    // A parameter given twice arrives as a list: say so rather than guess which one was meant.
    for (const [name, value] of Object.entries({ category, featured })) {
      if (Array.isArray(value)) return reply.code(400).send({ error: `${name} may be given once` });
    }
    if (featured !== undefined && featured !== 'true') {
      return reply.code(400).send({ error: 'featured must be "true" when given' });
    }
    if (category !== undefined && (typeof category !== 'string' || category.trim() === '')) {
      return reply.code(400).send({ error: 'category must not be empty when given' });
    }
    let known: string | undefined;
    if (typeof category === 'string') {
      // Only a category the blog has is asked of the content service (no quota spent on others).
      const { value: categories } = await blog.categories();
      known = categories.find((name) => name.toLowerCase() === category.trim().toLowerCase());
      if (!known) {
        return reply.code(400).send({
          error: `No category "${category.trim().slice(0, 60)}". Categories: ${categories.join(', ')}`,
        });
      }
    }
    const answer =
      featured === 'true'
        ? await blog.featuredPosts()
        : known
          ? await blog.postsByCategory(known)
          : await blog.allPosts();
    declarePageFreshness(reply, articlesFreshness);
    return reply
      .header('cache-control', cacheHeader)
      .send({ posts: answer.value.map(summaryOf), source: answer.source });
  });

  app.get<{ Params: { slug: string } }>('/posts/:slug', async (request, reply) => {
    const { slug } = request.params;
    const answer = slugPattern.test(slug) ? await blog.postBySlug(slug) : undefined;
    declarePageFreshness(reply, articlesFreshness);
    if (!answer?.value) return reply.code(404).send({ error: 'Post not found' });
    return reply.header('cache-control', cacheHeader).send({ post: answer.value, source: answer.source });
  });

  // Every article for the sitemap, with its publication date.
  app.get(sitemapEntriesPath, async () => {
    const answer = await blog.allPosts();
    return {
      entries: answer.value.map((post): SitemapEntry => ({
        path: paths.article(post.slug),
        lastModified: post.publishedAt,
      })),
    };
  });

  // Every article for the site search (from Contentful, or the bundled articles when it fails).
  app.get(searchDocumentsPath, async () => {
    const answer = await blog.allPosts();
    return { documents: answer.value.map((post) => articleSearchDocument(summaryOf(post))) };
  });

  // The RSS feed the site serves at /blog/feed.xml; whatever query it was asked with, the same.
  app.get('/feed.xml', async (_request, reply) => {
    const answer = await blog.allPosts();
    declarePageFreshness(reply, articlesFreshness);
    return reply
      .header('content-type', blogFeedContentType)
      .header('cache-control', 'public, max-age=300')
      .send(blogFeedXml(answer.value.map(summaryOf), settings));
  });

  // A shared My trip link's articles, as TripItems (decision 032); unknown slugs are left out.
  app.get(tripItemsPath, async (request, reply) => {
    const asked = readTripItemsRequest(request.query, ['article']);
    if (!asked.ok) return reply.code(400).send({ ok: false, message: asked.message });
    const { value: posts } = await blog.allPosts();
    const bySlug = new Map(posts.map((post) => [post.slug, post]));
    declarePageFreshness(reply, articlesFreshness);
    return {
      items: asked.refs.flatMap((ref) => {
        const post = bySlug.get(ref.id);
        return post ? [articleTripItem(post, paths)] : [];
      }),
    };
  });

  app.get('/categories', async (_request, reply) => {
    const answer = await blog.categories();
    declarePageFreshness(reply, articlesFreshness);
    return reply.header('cache-control', cacheHeader).send({ categories: answer.value });
  });
}

export function createContentApi(options: ContentApiOptions = {}): AreaApi<ContentSettings> {
  return {
    area: 'content',
    settings: contentSettings,
    migrations: [],
    async routes(app, context) {
      const logger: ContentLogger = options.logger ?? { warn: (message) => app.log.warn(message) };
      const blog = createBlogServiceFromSettings(context.areaSettings, logger, options);
      await blogRoutes(app, blog, context.settings);
    },
  };
}

export const area = 'content';

/** The area's API, deployed with its pages as one version (the `api.cjs` of its server build). */
export const areaApi: AreaApi<ContentSettings> = createContentApi();
