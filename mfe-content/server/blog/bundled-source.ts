/** The bundled articles as a BlogSource: the same shape and checks as posts from Contentful. */
import { blogPostSchema, type BlogPost } from '../../src/domain/blog-post';
import { contentLimits } from './contentful-source';
import { countWords, readTimeOf } from '../../src/domain/blog-rules';
import { bundledArticles, type BundledArticle } from './bundled-articles';
import type { BlogSource } from './blog-source';
import { sanitizeArticleHtml } from './sanitize-article-html';

export function bundledPost(article: BundledArticle): BlogPost {
  const html = sanitizeArticleHtml(article.content);
  return blogPostSchema.parse({
    id: article.id,
    slug: article.slug,
    title: article.title,
    excerpt: article.excerpt,
    content: { format: 'html', html },
    author: article.author,
    publishedAt: article.date,
    category: article.category,
    artwork: article.image,
    tags: article.tags,
    featured: article.featured,
    readTime: readTimeOf(countWords(html.replace(/<[^<>]+>/g, ' '))),
  });
}

export function createBundledSource(articles: readonly BundledArticle[] = bundledArticles): BlogSource {
  const posts = articles.map(bundledPost).sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
  return {
    name: 'bundled',
    allPosts: async () => posts.slice(0, contentLimits.all),
    postBySlug: async (slug) => posts.find((post) => post.slug === slug),
    featuredPosts: async () => posts.filter((post) => post.featured).slice(0, contentLimits.featured),
    postsByCategory: async (category) =>
      posts.filter((post) => post.category === category).slice(0, contentLimits.byCategory),
    categories: async () =>
      [...new Set(posts.map((post) => post.category))].sort((a, b) => a.localeCompare(b, 'en-US')),
  };
}
