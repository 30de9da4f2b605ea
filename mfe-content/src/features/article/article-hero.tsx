/** The article's head: its picture, category, date, author and read time, title, excerpt and 'Save to trip'. */
import styled from 'styled-components';
import { paths, theme } from '@estes/shared';
import { SaveToTripButton } from '@estes/shared/my-trip';
import type { BlogPost } from '../../domain/blog-post';
import { longDate } from '../../domain/blog-rules';
import { articleTripItem } from '../../domain/trip-item';
import { postImage, sizedImageUrl } from '../../data/article-art';
import { CategoryTag, PostMeta } from '../../components/post-card';
import { PostPlaceholder } from '../../components/post-picture';

export function ArticleHero({ post }: { post: BlogPost }) {
  const image = postImage(post);
  return (
    <Hero>
      <Media>
        {image ? (
          <img
            src={image.resizable ? sizedImageUrl(image, 1200, 675) : image.src}
            alt={image.alt}
            width={image.resizable ? 1200 : image.width}
            height={image.resizable ? 675 : image.height}
          />
        ) : (
          <PostPlaceholder $ratio="4 / 3">Expert Guide</PostPlaceholder>
        )}
      </Media>
      <Facts>
        <CategoryTag>{post.category}</CategoryTag>
        <time dateTime={post.publishedAt.slice(0, 10)}>{longDate(post.publishedAt)}</time>
        <span>By {post.author}</span>
        <span>{post.readTime}</span>
      </Facts>
      <h1>{post.title}</h1>
      {post.excerpt ? <Excerpt>{post.excerpt}</Excerpt> : null}
      <SaveLine>
        <SaveToTripButton item={articleTripItem(post, paths)} />
      </SaveLine>
    </Hero>
  );
}

const Hero = styled.header`
  h1 {
    font-size: clamp(1.875rem, 1.3rem + 2.4vw, 3rem);
    margin: 0.5rem 0 0.75rem;
  }
`;

const Media = styled.div`
  border-radius: ${theme.radius.large};
  overflow: hidden;
  margin-bottom: 1.25rem;
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 16 / 9;
    object-fit: cover;
  }
`;

const Facts = styled(PostMeta)`
  font-size: 0.95rem;
`;

const SaveLine = styled.div`
  margin: 1rem 0 1.5rem;
`;

const Excerpt = styled.p`
  font-size: 1.2rem;
  color: ${theme.color.muted};
  margin-bottom: 1.5rem;
`;
