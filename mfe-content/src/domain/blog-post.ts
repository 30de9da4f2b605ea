/**
 * A blog post (docs/rules/content.md#blog-posts), as the content API answers it and the pages read
 * it. The same zod schemas check entries coming out of Contentful on the server and API answers
 * arriving in the browser, so nothing unchecked crosses either edge.
 */
import { z } from 'zod';

// No code generation: the Content-Security-Policy forbids eval, which zod would otherwise probe.
z.config({ jitless: true });

/** One node of a Contentful rich-text document (block, inline or text), checked recursively. */
export interface RichTextNode {
  nodeType: string;
  data: Record<string, unknown>;
  content?: RichTextNode[];
  value?: string;
  marks?: { type: string }[];
}

export const richTextNodeSchema: z.ZodType<RichTextNode> = z.object({
  nodeType: z.string().min(1),
  data: z.record(z.string(), z.unknown()).default({}),
  get content() {
    return z.array(richTextNodeSchema).optional();
  },
  value: z.string().optional(),
  marks: z.array(z.object({ type: z.string() })).optional(),
});

export const richTextDocumentSchema = z.object({
  nodeType: z.literal('document'),
  data: z.record(z.string(), z.unknown()).default({}),
  content: z.array(richTextNodeSchema),
});
export type RichTextDocument = z.infer<typeof richTextDocumentSchema>;

export const postContentSchema = z.discriminatedUnion('format', [
  z.object({ format: z.literal('rich-text'), document: richTextDocumentSchema }),
  /** Sanitized on the server before it is ever sent (see server/sanitize-article-html.ts). */
  z.object({ format: z.literal('html'), html: z.string() }),
]);
export type PostContent = z.infer<typeof postContentSchema>;

export const featuredImageSchema = z.object({
  url: z.string().min(1),
  title: z.string(),
  description: z.string(),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
});
export type FeaturedImage = z.infer<typeof featuredImageSchema>;

const postFields = {
  id: z.string().min(1),
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'slug must be lower-case words joined by hyphens' }),
  title: z.string().trim().min(1),
  excerpt: z.string(),
  author: z.string().trim().min(1),
  /** ISO date or date-time; pages show its calendar date (the same on server and browser). */
  publishedAt: z.iso.date().or(z.iso.datetime({ offset: true })),
  category: z.string().trim().min(1),
  featuredImage: featuredImageSchema.optional(),
  /** A bundled illustration (key of the area's article artwork) when there is no CMS image. */
  artwork: z.string().optional(),
  tags: z.array(z.string()),
  featured: z.boolean(),
  seoTitle: z.string().optional(),
  seoDescription: z.string().optional(),
  readTime: z.string(),
};

/** What the list, the teaser and "Continue Reading" need: everything but the body. */
export const postSummarySchema = z.object(postFields);
export type PostSummary = z.infer<typeof postSummarySchema>;

export const blogPostSchema = z.object({ ...postFields, content: postContentSchema });
export type BlogPost = z.infer<typeof blogPostSchema>;

export const postListAnswerSchema = z.object({
  posts: z.array(postSummarySchema),
  source: z.enum(['contentful', 'bundled']),
});
export type PostListAnswer = z.infer<typeof postListAnswerSchema>;

export const postAnswerSchema = z.object({ post: blogPostSchema, source: z.enum(['contentful', 'bundled']) });

export const categoriesAnswerSchema = z.object({ categories: z.array(z.string()) });

export function summaryOf(post: BlogPost): PostSummary {
  return postSummarySchema.parse(post);
}
