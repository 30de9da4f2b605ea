/** @jest-environment node */
import { articleArt } from '../../src/data/article-art';
import { bundledArticles } from './bundled-articles';
import { createBundledSource } from './bundled-source';

describe('the bundled articles', () => {
  it('are about a dozen, each complete, with unique slugs, a picture and the known categories', async () => {
    expect(bundledArticles.length).toBeGreaterThanOrEqual(11);
    expect(new Set(bundledArticles.map((article) => article.slug)).size).toBe(bundledArticles.length);
    const categories = new Set(bundledArticles.map((article) => article.category));
    for (const category of [
      'Hot Springs',
      'Dining',
      'Seasonal',
      'Travel Tips',
      'Wine & Spirits',
      'Hiking',
      'Camping',
      'Wildlife',
      'Planning',
      'Scenic Drives',
      'Activities',
      'Nightlife',
    ]) {
      expect(categories).toContain(category);
    }
    for (const article of bundledArticles) {
      expect(Object.keys(articleArt)).toContain(article.image);
      expect(article.excerpt.length).toBeGreaterThan(60);
      expect(article.date).toMatch(/^2025-\d{2}-\d{2}$/);
    }
    const posts = await createBundledSource().allPosts();
    expect(
      posts.filter((post) => post.content.format === 'html' && (post.content.html.match(/<h2>/g) ?? []).length >= 3)
        .length,
    ).toBeGreaterThanOrEqual(5);
    expect(posts.map((post) => post.publishedAt)).toEqual([...posts.map((post) => post.publishedAt)].sort().reverse());
    expect(posts.every((post) => /^\d+ min read$/.test(post.readTime))).toBe(true);
  });

  it('answer by slug, featured and category like the Contentful queries', async () => {
    const source = createBundledSource();
    expect((await source.postBySlug('elk-viewing-guide'))?.category).toBe('Wildlife');
    expect(await source.postBySlug('nope')).toBeUndefined();
    expect((await source.featuredPosts()).every((post) => post.featured)).toBe(true);
    expect((await source.postsByCategory('Hiking')).map((post) => post.slug)).toHaveLength(2);
    expect(await source.categories()).toContain('Wine & Spirits');
  });
});
