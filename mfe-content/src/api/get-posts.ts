/**
 * GET /api/content/posts: every post's summary, newest first. Defined once here (path and zod
 * schema of the answer), served by server/blog/blog-routes.ts and called by the blog, the
 * article's 'Continue Reading' and the home teaser. The server's own checks of its optional
 * `category` and `featured` parameters answer `{ error }` bodies, so they stay in its handler.
 */
import { callEndpoint, defineEndpoint } from '@estes/shared/api';
import type { SiteApi } from '@estes/shared';
import { postListAnswerSchema, type PostListAnswer } from '../domain/blog-post';

export const getPostsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/content/posts',
  response: postListAnswerSchema,
});

export class ContentRequestError extends Error {
  override name = 'ContentRequestError';
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

/** The list, or a ContentRequestError when the API fails or answers something else. */
export async function getPosts(api: SiteApi, signal?: AbortSignal): Promise<PostListAnswer> {
  const answer = await callEndpoint(api, getPostsEndpoint, { signal });
  if (!answer.ok) {
    throw new ContentRequestError(
      `Failed to load blog posts (HTTP ${answer.status}): ${answer.message}`,
      answer.status,
    );
  }
  return answer.data;
}
