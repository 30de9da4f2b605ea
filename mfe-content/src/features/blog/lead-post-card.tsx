/** The newest matching post, shown large above the grid: picture with 'Featured', long date, excerpt. */
import styled from 'styled-components';
import { ButtonLink, Link, mediaUp, paths, theme } from '@estes/shared';
import { Card, CardBadge, CardBody, CardFooter, CardMedia, CardTitle } from '@estes/shared/ui/card';
import type { PostSummary } from '../../domain/blog-post';
import { longDate } from '../../domain/blog-rules';
import { CategoryTag, PostMeta } from '../../components/post-card';
import { PostPicture } from '../../components/post-picture';

export function LeadPostCard({ post }: { post: PostSummary }) {
  const path = paths.article(post.slug);
  return (
    <LeadCard as="article">
      <LeadMedia $ratio="4 / 3">
        <PostPicture post={post} lazy={false} placeholderRatio="4 / 3" />
        <CardBadge $tone="ember">Featured</CardBadge>
      </LeadMedia>
      <LeadBody>
        <PostMeta>
          <time dateTime={post.publishedAt.slice(0, 10)}>{longDate(post.publishedAt)}</time>
          <span>{post.readTime}</span>
        </PostMeta>
        <LeadTitle>
          <Link to={path}>{post.title}</Link>
        </LeadTitle>
        <Excerpt>{post.excerpt}</Excerpt>
        <CardFooter>
          <CategoryTag>{post.category}</CategoryTag>
          <ButtonLink to={path} aria-label={`Read Full Guide: ${post.title}`}>
            Read Full Guide
          </ButtonLink>
        </CardFooter>
      </LeadBody>
    </LeadCard>
  );
}

const LeadCard = styled(Card)`
  display: grid;
  border-radius: ${theme.radius.large};
  ${mediaUp('large')} {
    grid-template-columns: 1.1fr 1fr;
  }
`;

const LeadMedia = styled(CardMedia)`
  img {
    height: 100%;
  }
`;

const LeadBody = styled(CardBody)`
  gap: 0.75rem;
  padding: 1.5rem;
  ${mediaUp('large')} {
    padding: 2rem;
    justify-content: center;
  }
`;

const LeadTitle = styled(CardTitle)`
  font-size: clamp(1.375rem, 1.1rem + 1vw, 1.875rem);
`;

const Excerpt = styled.p`
  color: ${theme.color.muted};
  margin: 0;
`;
