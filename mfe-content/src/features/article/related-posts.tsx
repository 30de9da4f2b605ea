/** 'Continue Reading': up to three other posts of the article's category (docs/rules/content.md#related-posts). */
import { CardGrid } from '@estes/shared';
import { PageSection } from '@estes/shared/ui/section';
import type { PostSummary } from '../../domain/blog-post';
import { PostCard } from '../../components/post-card';

export function RelatedPosts({ posts }: { posts: PostSummary[] }) {
  if (!posts.length) return null;
  return (
    <PageSection id="continue-reading" heading="Continue Reading">
      <CardGrid>
        {posts.map((post) => (
          <li key={post.id}>
            <PostCard post={post} excerpt />
          </li>
        ))}
      </CardGrid>
    </PageSection>
  );
}
