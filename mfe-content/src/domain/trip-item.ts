/** What the content area hands the visitor's My trip list: an article (decision 032). */
import { paths } from '@estes/shared';
import type { TripItem } from '@estes/shared/my-trip';

export const articleTripItem = (post: { slug: string; title: string }): TripItem => ({
  kind: 'article',
  id: post.slug,
  title: post.title,
  path: paths.article(post.slug),
});
