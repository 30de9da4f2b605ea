/**
 * Blog posts from Contentful's Content Delivery API through the official SDK, with exactly the
 * queries of docs/rules/content.md#content-source. Each entry is checked with zod and mapped to the
 * Blog post shape with the defaults of docs/rules/content.md#blog-posts; an entry that does not fit
 * is skipped with a warning, not the list.
 */
import { createClient, type ContentfulClientApi, type EntrySkeletonType } from 'contentful';
import { z } from 'zod';
import {
  blogPostSchema,
  richTextDocumentSchema,
  type BlogPost,
  type FeaturedImage,
  type RichTextNode,
} from '../../src/domain/blog-post';
import { countWords, defaultAuthor, defaultCategory, readTimeOf, richTextPlainText } from '../../src/domain/blog-rules';
import type { ContentfulSettings } from '../content-settings';
import { sanitizeArticleHtml } from './sanitize-article-html';
import type { BlogSource, ContentLogger } from './blog-source';

export const contentLimits = { all: 100, bySlug: 1, featured: 10, byCategory: 50, categories: 1000 } as const;
/** Content calls time out after 30000 ms (docs/rules/content.md#content-source). */
export const contentTimeoutMs = 30_000;

const assetSchema = z.object({
  sys: z.object({ id: z.string(), type: z.literal('Asset') }),
  fields: z.object({
    title: z.string().optional(),
    description: z.string().optional(),
    file: z.object({
      url: z.string().min(1),
      contentType: z.string().optional(),
      details: z.object({ image: z.object({ width: z.number(), height: z.number() }).optional() }).optional(),
    }),
  }),
});

const entrySchema = z.object({
  sys: z.object({ id: z.string().min(1), type: z.literal('Entry'), createdAt: z.string() }),
  fields: z.object({
    title: z.string(),
    slug: z.string(),
    excerpt: z.string().optional(),
    content: z.union([richTextDocumentSchema, z.string()]).optional(),
    /** A plain name, or a linked author entry with a name. */
    author: z.union([z.string(), z.object({ fields: z.object({ name: z.string() }) })]).optional(),
    publishedDate: z.string().optional(),
    category: z.string().optional(),
    // An unresolved or missing asset link is no image rather than no post.
    featuredImage: assetSchema.optional().catch(undefined),
    tags: z.array(z.string()).optional(),
    featured: z.boolean().optional(),
    seoTitle: z.string().optional(),
    seoDescription: z.string().optional(),
  }),
});
type RawEntry = z.infer<typeof entrySchema>;

const assetUrl = (url: string) => (url.startsWith('//') ? `https:${url}` : url);

function imageOf(asset: z.infer<typeof assetSchema> | undefined): FeaturedImage | undefined {
  if (!asset) return undefined;
  const size = asset.fields.file.details?.image;
  return {
    url: assetUrl(asset.fields.file.url),
    title: asset.fields.title ?? '',
    description: asset.fields.description ?? '',
    ...(size ? { width: size.width, height: size.height } : {}),
  };
}

/** The calendar day of publishedDate when set (kept as written), else the entry's creation time. */
function publishedAtOf(entry: RawEntry): string {
  const day = entry.fields.publishedDate?.match(/^\d{4}-\d{2}-\d{2}/)?.[0];
  return day ?? new Date(entry.sys.createdAt).toISOString();
}

/**
 * Linked entries and assets inside rich text arrive resolved, possibly pointing back at each
 * other; only what the renderer shows is kept, so answers stay plain JSON.
 */
function plainTarget(target: unknown): Record<string, unknown> | undefined {
  if (!target || typeof target !== 'object') return undefined;
  const { sys, fields } = target as { sys?: Record<string, unknown>; fields?: Record<string, unknown> };
  if (!sys || !fields) return undefined;
  const contentType = (sys.contentType as { sys?: { id?: unknown } } | undefined)?.sys?.id;
  const file = fields.file as { url?: unknown; contentType?: unknown; details?: { image?: unknown } } | undefined;
  const pick = (value: unknown) => (typeof value === 'string' ? value : undefined);
  return {
    sys: { id: pick(sys.id), type: pick(sys.type), ...(typeof contentType === 'string' ? { contentType } : {}) },
    fields: {
      title: pick(fields.title),
      slug: pick(fields.slug),
      excerpt: pick(fields.excerpt),
      description: pick(fields.description),
      ...(file && typeof file.url === 'string'
        ? { file: { url: assetUrl(file.url), contentType: pick(file.contentType), details: file.details } }
        : {}),
    },
  };
}

function plainNode(node: RichTextNode): RichTextNode {
  const target = plainTarget(node.data.target);
  const data = node.data.target === undefined ? node.data : { ...node.data, target: target ?? null };
  return { ...node, data, ...(node.content ? { content: node.content.map(plainNode) } : {}) };
}

export function mapEntry(raw: unknown): BlogPost {
  const entry = entrySchema.parse(raw);
  const { fields } = entry;
  const author = typeof fields.author === 'string' ? fields.author : fields.author?.fields.name;
  const content: BlogPost['content'] =
    typeof fields.content === 'string'
      ? { format: 'html', html: sanitizeArticleHtml(fields.content) }
      : {
          format: 'rich-text',
          document: {
            nodeType: 'document',
            data: {},
            content: (fields.content?.content ?? []).map(plainNode),
          },
        };
  const text = content.format === 'html' ? content.html.replace(/<[^<>]+>/g, ' ') : richTextPlainText(content.document);
  const image = imageOf(fields.featuredImage);
  return blogPostSchema.parse({
    id: entry.sys.id,
    slug: fields.slug,
    title: fields.title,
    excerpt: fields.excerpt ?? '',
    content,
    author: author?.trim() || defaultAuthor,
    publishedAt: publishedAtOf(entry),
    category: fields.category?.trim() || defaultCategory,
    ...(image ? { featuredImage: image } : {}),
    tags: fields.tags ?? [],
    featured: fields.featured ?? false,
    ...(fields.seoTitle ? { seoTitle: fields.seoTitle } : {}),
    ...(fields.seoDescription ? { seoDescription: fields.seoDescription } : {}),
    readTime: readTimeOf(countWords(text)),
  });
}

export interface ContentfulSourceOptions {
  settings: ContentfulSettings;
  logger: ContentLogger;
  /** How often the SDK retries 429 and 5xx answers (its default is 5). */
  retryLimit?: number;
  timeoutMs?: number;
}

export function createContentfulSource({
  settings,
  logger,
  retryLimit = 2,
  timeoutMs = contentTimeoutMs,
}: ContentfulSourceOptions): BlogSource {
  const client: ContentfulClientApi<undefined> = createClient({
    space: settings.space,
    accessToken: settings.accessToken,
    environment: settings.environment,
    ...(settings.host ? { host: settings.host } : {}),
    ...(settings.basePath ? { basePath: settings.basePath } : {}),
    insecure: settings.insecure,
    timeout: timeoutMs,
    retryLimit,
    logHandler: (level, data) => {
      const message = typeof data === 'string' ? data : JSON.stringify(data);
      if (level === 'error' || level === 'warning') logger.warn(`Contentful: ${message}`);
    },
  });

  const posts = async (query: Record<string, unknown>): Promise<BlogPost[]> => {
    const answer = await client.getEntries<EntrySkeletonType>({ content_type: 'blogPost', ...query });
    const mapped: BlogPost[] = [];
    for (const item of answer.items) {
      try {
        mapped.push(mapEntry(item));
      } catch (error) {
        const id = (item as { sys?: { id?: string } }).sys?.id ?? 'unknown';
        logger.warn(`Contentful entry ${id} skipped: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    return mapped;
  };

  return {
    name: 'contentful',
    allPosts: () => posts({ order: ['-fields.publishedDate'], limit: contentLimits.all }),
    postBySlug: async (slug) => (await posts({ 'fields.slug': slug, limit: contentLimits.bySlug }))[0],
    featuredPosts: () => posts({ 'fields.featured': true, limit: contentLimits.featured }),
    postsByCategory: (category) => posts({ 'fields.category': category, limit: contentLimits.byCategory }),
    categories: async () => {
      const answer = await client.getEntries<EntrySkeletonType>({
        content_type: 'blogPost',
        select: ['fields.category'],
        limit: contentLimits.categories,
      });
      const names = answer.items
        .map((item) => (item.fields as { category?: unknown }).category)
        .filter((value): value is string => typeof value === 'string' && value.trim() !== '')
        .map((value) => value.trim());
      return [...new Set(names)].sort((a, b) => a.localeCompare(b, 'en-US'));
    },
  };
}
