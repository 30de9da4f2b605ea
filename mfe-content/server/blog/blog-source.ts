/** Where blog posts come from: Contentful or the bundled articles, behind one interface. */
import type { BlogPost } from '../../src/domain/blog-post';

export interface ContentLogger {
  warn(message: string): void;
}

export interface BlogSource {
  readonly name: 'contentful' | 'bundled';
  /** Newest first. */
  allPosts(): Promise<BlogPost[]>;
  postBySlug(slug: string): Promise<BlogPost | undefined>;
  featuredPosts(): Promise<BlogPost[]>;
  postsByCategory(category: string): Promise<BlogPost[]>;
  categories(): Promise<string[]>;
}
