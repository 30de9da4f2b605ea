/** Posts for the area's tests: a complete, valid summary or post, with what a test cares about overridden. */
import type { BlogPost, PostSummary } from '../domain/blog-post';

export function postSummary(overrides: Partial<PostSummary> = {}): PostSummary {
  return {
    id: 'p',
    slug: 'a-post',
    title: 'A post',
    excerpt: 'An excerpt.',
    author: 'Ana Ruiz',
    publishedAt: '2026-01-01',
    category: 'Hiking',
    tags: [],
    featured: false,
    readTime: '3 min read',
    ...overrides,
  };
}

export function blogPost(overrides: Partial<BlogPost> = {}): BlogPost {
  return { ...postSummary(), content: { format: 'html', html: '<p>Body</p>' }, ...overrides };
}
