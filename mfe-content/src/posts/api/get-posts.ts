/** GET /api/content/posts: every post's summary, newest first, checked with zod at the edge. */
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

export async function getPosts(request: Request): Promise<PostListAnswer> {
  const response = await fetch(new URL('/api/content/posts', request.url), {
    signal: request.signal,
    headers: { accept: 'application/json' },
  });
  if (!response.ok)
    throw new ContentRequestError(`Failed to load blog posts (HTTP ${response.status})`, response.status);
  return postListAnswerSchema.parse(await response.json());
}
