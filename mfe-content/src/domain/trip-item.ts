/**
 * What the content area hands the visitor's My trip list: an article (decision 032). The
 * site's path builders are passed in (`paths` of @estes/shared in pages, of @estes/shared/core
 * in the API), so the API's bundle requires no browser package.
 */
import type { paths } from '@estes/shared';
import type { TripItem } from '@estes/shared/my-trip';

export const articleTripItem = (
  post: { slug: string; title: string },
  sitePaths: Pick<typeof paths, 'article'>,
): TripItem => ({
  kind: 'article',
  id: post.slug,
  title: post.title,
  path: sitePaths.article(post.slug),
});
