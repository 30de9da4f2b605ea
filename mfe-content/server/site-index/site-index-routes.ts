/**
 * The content area's part of the site-wide contracts: every article as a sitemap entry and as a
 * site search document, and a shared My trip link's articles as TripItems (decision 032).
 */
import type { FastifyPluginAsync } from 'fastify';
import { paths } from '@estes/shared/core';
import {
  declarePageFreshness,
  readTripItemsRequest,
  searchDocumentsPath,
  sitemapEntriesPath,
  serveEndpoint,
  type SearchDocument,
  type SitemapEntry,
} from '@estes/shared/server';
import { tripItemsEndpoint } from '@estes/shared/api/each-area/trip-items';
import { summaryOf, type PostSummary } from '../../src/domain/blog-post';
import { articleTripItem } from '../../src/domain/trip-item';
import { articlesFreshness } from '../blog/blog-routes';
import type { BlogService } from '../blog/blog-service';

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

export interface SiteIndexRoutesOptions {
  blog: BlogService;
}

export const siteIndexRoutes: FastifyPluginAsync<SiteIndexRoutesOptions> = async (app, { blog }) => {
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

  // A shared My trip link's articles, as TripItems; unknown slugs are left out.
  serveEndpoint(app, tripItemsEndpoint('content'), async ({ request, reply }) => {
    const asked = readTripItemsRequest(request.query, ['article']);
    if (!asked.ok) {
      reply.code(400);
      return { ok: false, message: asked.message };
    }
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
};
