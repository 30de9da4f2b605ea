/**
 * GET /api/content/posts/{slug}: one post with its body. Defined once here, served by
 * server/blog/blog-routes.ts (404 `{ error: 'Post not found' }` for an unknown slug) and called
 * by the article's loader.
 */
import { callEndpoint, defineEndpoint } from '@estes/shared/api';
import type { SiteApi } from '@estes/shared';
import { postAnswerSchema, type BlogPost } from '../domain/blog-post';
import { ContentRequestError } from './get-posts';

export const getPostEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/content/posts/:slug',
  response: postAnswerSchema,
});

/** The post; undefined when there is no such post. */
export async function getPost(api: SiteApi, slug: string, signal?: AbortSignal): Promise<BlogPost | undefined> {
  if (!slug) return undefined;
  const answer = await callEndpoint(api, getPostEndpoint, { params: { slug }, signal });
  if (answer.ok) return answer.data.post;
  if (answer.status === 404) return undefined;
  throw new ContentRequestError(`Failed to load post (HTTP ${answer.status}): ${answer.message}`, answer.status);
}
