/**
 * Home page: 'Latest from Local Intel' (docs/rules/content.md#blog-teaser). Four placeholder cards
 * while loading, then the first 4 posts; on an empty list or a failure, the 'check back soon' text
 * and a 'Visit Blog' link. The shell renders it with `{ state: 'loading' }` until `loader` answers.
 */
import styled, { keyframes } from 'styled-components';
import { ButtonLink, Container, Link, mediaUp, paths, theme, type WidgetLoaderArgs } from '@estes/shared';
import type { PostSummary } from '../domain/blog-post';
import { shortDate, teaserPostCount } from '../domain/blog-rules';
import { getPosts } from '../components/api/get-posts';
import { postImage } from '../data/article-art';
import { PostPlaceholder } from '../components/post-placeholder';

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
    <Section aria-labelledby="local-intel-teaser" aria-busy={data.state === 'loading'}>
      <Container>
        <Header>
          <h2 id="local-intel-teaser">Latest from Local Intel</h2>
          {!empty ? <Link to={paths.blog()}>View all guides →</Link> : null}
        </Header>
        {empty ? (
          <Empty>
            <p>New guides from our local experts are on the way. Please check back soon.</p>
            <ButtonLink to={paths.blog()}>Visit Blog</ButtonLink>
          </Empty>
        ) : (
          <Cards>
            {data.state === 'loading'
              ? Array.from({ length: teaserPostCount }, (_, index) => (
                  <li key={index} data-testid="teaser-placeholder" aria-hidden="true">
                    <Shimmer $height="10rem" />
                    <div>
                      <Shimmer $height="0.875rem" $width="40%" />
                      <Shimmer $height="1.25rem" />
                      <Shimmer $height="1.25rem" $width="70%" />
                    </div>
                  </li>
                ))
              : posts.map((post) => {
                  const image = postImage(post);
                  return (
                    <li key={post.id}>
                      {image ? (
                        <img src={image.src} alt={image.alt} width={image.width} height={image.height} loading="lazy" />
                      ) : (
                        <PostPlaceholder $small>Expert Guide</PostPlaceholder>
                      )}
                      <div>
                        <Meta>
                          <span>{post.category}</span> ·{' '}
                          <time dateTime={post.publishedAt.slice(0, 10)}>{shortDate(post.publishedAt)}</time>
                        </Meta>
                        <h3>
                          <Link to={paths.article(post.slug)}>{post.title}</Link>
                        </h3>
                        <p>{post.excerpt}</p>
                      </div>
                    </li>
                  );
                })}
          </Cards>
        )}
      </Container>
    </Section>
  );
}

const Section = styled.section`
  padding: 3rem 0;
  ${mediaUp('medium')} {
    padding: 4rem 0;
  }
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 0.5rem 1rem;
  h2 {
    margin: 0;
  }
  a {
    color: ${theme.color.teal};
    font-weight: 700;
  }
`;

const Cards = styled.ul`
  list-style: none;
  padding: 0;
  margin: 1.5rem 0 0;
  display: grid;
  gap: 1.25rem;
  ${mediaUp('small')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${mediaUp('large')} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  li {
    border-radius: ${theme.radius.medium};
    overflow: hidden;
    border: 1px solid ${theme.color.line};
    background: ${theme.color.white};
    box-shadow: ${theme.shadow.card};
  }
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 16 / 10;
    object-fit: cover;
  }
  li > div {
    padding: 1rem 1.25rem 1.25rem;
    display: flex;
    flex-direction: column;
    gap: 0.5rem;
  }
  h3 {
    font-size: 1.075rem;
    margin: 0;
  }
  h3 a {
    color: ${theme.color.ink};
  }
  p {
    margin: 0;
    color: ${theme.color.muted};
    font-size: 0.95rem;
  }
`;

const Meta = styled.p`
  font-size: 0.85rem !important;
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

const Empty = styled.div`
  margin-top: 1.5rem;
  padding: 2rem 1.25rem;
  text-align: center;
  border-radius: ${theme.radius.large};
  background: ${theme.color.surface};
  border: 1px dashed ${theme.color.line};
  p {
    color: ${theme.color.body};
  }
`;
