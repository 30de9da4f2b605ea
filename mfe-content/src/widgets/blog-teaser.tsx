/**
 * Home page: 'Latest from Local Intel' (docs/rules/content.md#blog-teaser). Four placeholder cards
 * while loading, then the first 4 posts on the blog's post card; on an empty list or a failure,
 * the 'check back soon' text and a 'Visit Blog' link. The shell renders it with
 * `{ state: 'loading' }` until `loader` answers.
 */
import styled, { css, keyframes } from 'styled-components';
import { ButtonLink, CardGrid, Link, mediaUp, paths, theme, type WidgetLoaderArgs } from '@estes/shared';
import { Card, CardBody } from '@estes/shared/ui/card';
import { EmptyState, PageSection } from '@estes/shared/ui/section';
import type { PostSummary } from '../domain/blog-post';
import { teaserPostCount } from '../domain/blog-rules';
import { getPosts } from '../api/get-posts';
import { PostCardList } from '../components/post-card';

export type BlogTeaserData = { state: 'loading' } | { state: 'loaded'; posts: PostSummary[] } | { state: 'failed' };

export async function loader({ request, api }: WidgetLoaderArgs): Promise<BlogTeaserData> {
  try {
    const { posts } = await getPosts(api, request.signal);
    return { state: 'loaded', posts: posts.slice(0, teaserPostCount) };
  } catch (error) {
    console.error('Failed to load blog posts', error);
    return { state: 'failed' };
  }
}

export default function BlogTeaserWidget({ data }: { data: BlogTeaserData }) {
  const posts = data.state === 'loaded' ? data.posts.slice(0, teaserPostCount) : [];
  const empty = data.state === 'failed' || (data.state === 'loaded' && posts.length === 0);
  return (
    <PageSection
      id="local-intel-teaser"
      heading="Latest from Local Intel"
      headingAction={!empty ? <ViewAll to={paths.blog()}>View all guides →</ViewAll> : null}
    >
      {empty ? (
        <EmptyState>
          <p>New guides from our local experts are on the way. Please check back soon.</p>
          <ButtonLink to={paths.blog()}>Visit Blog</ButtonLink>
        </EmptyState>
      ) : data.state === 'loading' ? (
        <Placeholders aria-busy="true">
          {Array.from({ length: teaserPostCount }, (_, index) => (
            <Card as="li" key={index} data-testid="teaser-placeholder" aria-hidden="true">
              <Shimmer $height="10rem" />
              <CardBody>
                <Shimmer $height="0.875rem" $width="40%" />
                <Shimmer $height="1.25rem" />
                <Shimmer $height="1.25rem" $width="70%" />
              </CardBody>
            </Card>
          ))}
        </Placeholders>
      ) : (
        <Cards posts={posts} excerpt />
      )}
    </PageSection>
  );
}

const ViewAll = styled(Link)`
  color: ${theme.color.teal};
  font-weight: 700;
`;

/** Four posts side by side on large screens. */
const fourColumns = css`
  ${mediaUp('large')} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Cards = styled(PostCardList)`
  ${fourColumns}
`;

const Placeholders = styled(CardGrid)`
  ${fourColumns}
`;

const pulse = keyframes`
  from { opacity: 0.55; }
  to { opacity: 1; }
`;

const Shimmer = styled.span<{ $height: string; $width?: string }>`
  display: block;
  height: ${({ $height }) => $height};
  width: ${({ $width }) => $width ?? '100%'};
  border-radius: ${theme.radius.small};
  background: ${theme.color.line};
  animation: ${pulse} 900ms ease-in-out infinite alternate;
`;
