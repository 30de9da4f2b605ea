/** GET /api/content/posts/{slug}: one post with its body; undefined when there is no such post. */
import { postAnswerSchema, type BlogPost } from '../../domain/blog-post';
import { ContentRequestError } from './get-posts';

export async function getPost(request: Request, slug: string): Promise<BlogPost | undefined> {
  const response = await fetch(new URL(`/api/content/posts/${encodeURIComponent(slug)}`, request.url), {
    signal: request.signal,
    headers: { accept: 'application/json' },
  });
  if (response.status === 404) return undefined;
  if (!response.ok) throw new ContentRequestError(`Failed to load post (HTTP ${response.status})`, response.status);
  return postAnswerSchema.parse(await response.json()).post;
}
