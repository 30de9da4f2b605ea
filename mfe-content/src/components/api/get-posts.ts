/** GET /api/content/posts: every post's summary, newest first, checked with zod at the edge. */
import type { SiteApi } from '@estes/shared';
import { postListAnswerSchema, type PostListAnswer } from '../../domain/blog-post';

export class ContentRequestError extends Error {
  override name = 'ContentRequestError';
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

export async function getPosts(api: SiteApi, signal?: AbortSignal): Promise<PostListAnswer> {
  const response = await api('/api/content/posts', { headers: { accept: 'application/json' }, signal });
  if (!response.ok)
    throw new ContentRequestError(`Failed to load blog posts (HTTP ${response.status})`, response.status);
  return postListAnswerSchema.parse(await response.json());
}
