/**
 * The blog's read-only API: every post's summary (optionally one category's or the featured
 * ones), one post by slug and the categories, each served from its one definition (src/api/);
 * and the RSS feed the site serves at /blog/feed.xml.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { PublicSiteSettings } from '@estes/shared/core';
import { declarePageFreshness, serveEndpoint } from '@estes/shared/server';
import { summaryOf } from '../../src/domain/blog-post';
import { getPostsEndpoint } from '../../src/api/get-posts';
import { getPostEndpoint } from '../../src/api/get-post';
import { getCategoriesEndpoint } from '../../src/api/get-categories';
import { blogFeedContentType, blogFeedXml } from './blog-feed';
import type { BlogService } from './blog-service';

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Browsers and shared caches may keep answers as briefly as the server does. */
const cacheHeader = 'public, max-age=60';
/** Pages built from the articles follow the same minute (Contentful has no push here). */
export const articlesFreshness = { maxAgeSeconds: 60 };

export interface BlogRoutesOptions {
  blog: BlogService;
  settings: PublicSiteSettings;
}

export const blogRoutes: FastifyPluginAsync<BlogRoutesOptions> = async (app, { blog, settings }) => {
  serveEndpoint(app, getPostsEndpoint, async ({ request, reply }) => {
    const { category, featured } = request.query as { category?: unknown; featured?: unknown };
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
    reply.header('cache-control', cacheHeader);
    return { posts: answer.value.map(summaryOf), source: answer.source };
  });

  serveEndpoint(app, getPostEndpoint, async ({ params: { slug }, reply }) => {
    const answer = slugPattern.test(slug) ? await blog.postBySlug(slug) : undefined;
    declarePageFreshness(reply, articlesFreshness);
    if (!answer?.value) return reply.code(404).send({ error: 'Post not found' });
    reply.header('cache-control', cacheHeader);
    return { post: answer.value, source: answer.source };
  });

  serveEndpoint(app, getCategoriesEndpoint, async ({ reply }) => {
    const answer = await blog.categories();
    declarePageFreshness(reply, articlesFreshness);
    reply.header('cache-control', cacheHeader);
    return { categories: answer.value };
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
};
