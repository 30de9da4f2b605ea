/**
 * A post's picture on a card or in the blog's lead: its CMS photo or bundled illustration
 * (data/article-art.ts), else the labelled 'Expert Guide' panel.
 */
import styled from 'styled-components';
import { theme } from '@estes/shared';
import type { PostSummary } from '../domain/blog-post';
import { postImage } from '../data/article-art';

export interface PostPictureProps {
  post: Pick<PostSummary, 'featuredImage' | 'artwork' | 'title'>;
  /** Pictures below the fold wait until they are scrolled near. */
  lazy?: boolean;
  /** The panel's shape when there is no picture: 4 / 3 (lead) or 16 / 10 (cards). */
  placeholderRatio?: '4 / 3' | '16 / 10';
}

export function PostPicture({ post, lazy = true, placeholderRatio = '16 / 10' }: PostPictureProps) {
  const image = postImage(post);
  if (!image) return <PostPlaceholder $ratio={placeholderRatio}>Expert Guide</PostPlaceholder>;
  return (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={lazy ? 'lazy' : undefined}
    />
  );
}

/** The picture a post without one shows: a labelled 'Expert Guide' panel. */
export const PostPlaceholder = styled.div<{ $ratio: string }>`
  display: flex;
  align-items: center;
  justify-content: center;
  aspect-ratio: ${({ $ratio }) => $ratio};
  background: linear-gradient(135deg, ${theme.color.teal}, ${theme.color.pineDark});
  color: ${theme.color.white};
  font-family: ${theme.font.heading};
  font-size: 1.5rem;
  font-weight: 700;
`;
