/**
 * The one card of a post, on the shared card (`@estes/shared/ui/card`): picture, category and
 * short date, the title as the link to the article, and the excerpt or a 'Read More' link as
 * the place asks. The blog's grid, the article's 'Continue Reading' and the home page's teaser
 * all show posts with it.
 */
import styled from 'styled-components';
import { CardGrid, Link, paths, theme } from '@estes/shared';
import { Card, CardBody, CardFooter, CardMedia, CardMeta, CardTitle } from '@estes/shared/ui/card';
import type { PostSummary } from '../domain/blog-post';
import { shortDate } from '../domain/blog-rules';
import { PostPicture } from './post-picture';

export interface PostCardProps {
  post: PostSummary;
  /** The excerpt under the title (teaser, related posts). */
  excerpt?: boolean;
  /** A 'Read More →' link at the bottom (the blog's grid). */
  readMore?: boolean;
}

export function PostCard({ post, excerpt = false, readMore = false }: PostCardProps) {
  const path = paths.article(post.slug);
  return (
    <Surface as="article" $interactive>
      <CardMedia $ratio="16 / 10">
        <PostPicture post={post} />
      </CardMedia>
      <CardBody>
        <PostMeta>
          <CategoryTag>{post.category}</CategoryTag>
          <time dateTime={post.publishedAt.slice(0, 10)}>{shortDate(post.publishedAt)}</time>
        </PostMeta>
        <CardTitle>
          <Link to={path}>{post.title}</Link>
        </CardTitle>
        {excerpt && post.excerpt ? <Excerpt>{post.excerpt}</Excerpt> : null}
        {readMore ? (
          <CardFooter>
            <ReadMore to={path} aria-label={`Read More: ${post.title}`}>
              Read More →
            </ReadMore>
          </CardFooter>
        ) : null}
      </CardBody>
    </Surface>
  );
}

export interface PostCardListProps extends Omit<PostCardProps, 'post'> {
  posts: readonly PostSummary[];
  className?: string;
}

/** Posts as a grid of cards (one, two or three columns by width). */
export function PostCardList({ posts, className, ...card }: PostCardListProps) {
  return (
    <CardGrid className={className}>
      {posts.map((post) => (
        <li key={post.id}>
          <PostCard post={post} {...card} />
        </li>
      ))}
    </CardGrid>
  );
}

/** Cards in a grid row are as tall as the tallest. */
const Surface = styled(Card)`
  height: 100%;
`;

/** The category as a small teal pill (cards, the blog's lead, the article's facts). */
export const CategoryTag = styled.span`
  display: inline-block;
  padding: 0.2rem 0.65rem;
  border-radius: ${theme.radius.pill};
  background: ${theme.color.tealMist};
  color: ${theme.color.pineDark};
  font-size: 0.8rem;
  font-weight: 700;
`;

/** Category, date and the like on one wrapping line. */
export const PostMeta = styled(CardMeta)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
`;

const Excerpt = styled.p`
  margin: 0;
  color: ${theme.color.muted};
  font-size: 0.95rem;
`;

const ReadMore = styled(Link)`
  font-weight: 700;
  color: ${theme.color.teal};
`;
