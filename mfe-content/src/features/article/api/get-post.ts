/** GET /api/content/posts/{slug}: one post with its body; undefined when there is no such post. */
import type { SiteApi } from '@estes/shared';
import { postAnswerSchema, type BlogPost } from '../../../domain/blog-post';
import { ContentRequestError } from '../../../components/api/get-posts';

export async function getPost(api: SiteApi, slug: string, signal?: AbortSignal): Promise<BlogPost | undefined> {
  const response = await api(`/api/content/posts/${encodeURIComponent(slug)}`, {
    headers: { accept: 'application/json' },
    signal,
  });
  if (response.status === 404) return undefined;
  if (!response.ok) throw new ContentRequestError(`Failed to load post (HTTP ${response.status})`, response.status);
  return postAnswerSchema.parse(await response.json()).post;
}
