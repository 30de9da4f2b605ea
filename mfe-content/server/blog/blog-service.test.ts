import type { BlogPost } from '../../src/domain/blog-post';
import type { BlogSource } from './blog-source';
import { contentCacheEntries, createBlogService } from './blog-service';

function countingSource(): BlogSource & { slugsAsked: string[] } {
  const slugsAsked: string[] = [];
  return {
    name: 'bundled',
    slugsAsked,
    allPosts: async () => [],
    featuredPosts: async () => [],
    postsByCategory: async () => [],
    categories: async () => [],
    postBySlug: async (slug: string) => {
      slugsAsked.push(slug);
      return undefined as BlogPost | undefined;
    },
  } as BlogSource & { slugsAsked: string[] };
}

describe('the blog service’s cache', () => {
  it('reuses an answer within its time, and keeps a bounded number of answers whatever is asked', async () => {
    const source = countingSource();
    const blog = createBlogService({ primary: undefined, fallback: source, logger: { warn: () => undefined } });
    await blog.postBySlug('elk-viewing-guide');
    await blog.postBySlug('elk-viewing-guide');
    expect(source.slugsAsked).toEqual(['elk-viewing-guide']);
    // A flood of slugs that do not exist: each is asked once, and the oldest answers make room.
    for (let index = 0; index < contentCacheEntries + 100; index += 1) await blog.postBySlug(`no-such-${index}`);
    await blog.postBySlug('elk-viewing-guide');
    expect(source.slugsAsked.filter((slug) => slug === 'elk-viewing-guide')).toHaveLength(2);
    await blog.postBySlug(`no-such-${contentCacheEntries + 99}`);
    expect(source.slugsAsked).toHaveLength(contentCacheEntries + 102);
  });
});
