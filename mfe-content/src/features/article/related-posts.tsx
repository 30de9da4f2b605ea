/** 'Continue Reading': up to three other posts of the article's category (docs/rules/content.md#related-posts). */
import { PageSection } from '@estes/shared/ui/section';
import type { PostSummary } from '../../domain/blog-post';
import { PostCardList } from '../../components/post-card';

export function RelatedPosts({ posts }: { posts: PostSummary[] }) {
  if (!posts.length) return null;
  return (
    <PageSection id="continue-reading" heading="Continue Reading">
      <PostCardList posts={posts} excerpt />
    </PageSection>
  );
}
