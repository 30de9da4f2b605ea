/**
 * /blog/{slug}: one Local Intel article (docs/rules/content.md#article-page). The post and the list
 * (for "Continue Reading") are fetched together; an unknown slug answers 404 with 'Article Not
 * Found'.
 */
import styled from 'styled-components';
import { Container, areaNotFound, mediaUp, paths, useAreaPageData, type AreaLoaderArgs } from '@estes/shared';
import { TwoColumn } from '@estes/shared/ui/section';
import type { BlogPost, PostSummary } from '../../domain/blog-post';
import { relatedPosts } from '../../domain/blog-rules';
import { postImage, sizedImageUrl } from '../../data/article-art';
import { getPosts } from '../../api/get-posts';
import { NewsletterBlock } from '../../components/newsletter-block';
import { PendingArticleNotice } from '../../components/pending-navigation';
import { getPost } from '../../api/get-post';
import { ArticleAside } from './article-aside';
import { ArticleBody } from './article-body';
import { ArticleHero } from './article-hero';
import type { ArticleSeo } from './article-seo';
import { ArticleTopBar, siteHeaderHeight } from './article-top-bar';
import { AuthorBox } from './author-box';
import { RelatedPosts } from './related-posts';

export interface ArticlePageData {
  post: BlogPost;
  related: PostSummary[];
  seo: ArticleSeo;
}

export const articleNotFound = () =>
  areaNotFound({
    heading: 'Article Not Found',
    message: 'The article you’re looking for doesn’t exist.',
    link: { label: 'Back to Blog', href: paths.blog() },
  });

export function articleSeoOf(post: BlogPost): ArticleSeo {
  const image = postImage(post);
  return {
    slug: post.slug,
    title: post.title,
    ...(post.seoTitle ? { seoTitle: post.seoTitle } : {}),
    description: post.seoDescription?.trim() || post.excerpt || post.title,
    author: post.author,
    publishedAt: post.publishedAt,
    category: post.category,
    tags: post.tags,
    ...(image?.resizable
      ? {
          shareImage: { url: sizedImageUrl(image, 1200, 630), width: 1200, height: 630, alt: image.alt },
          structuredImage: { url: sizedImageUrl(image, 800, 600), width: 800, height: 600 },
        }
      : image
        ? { structuredImage: { url: image.src, width: 800, height: 600 } }
        : {}),
  };
}

export async function loader({ params, request, api }: AreaLoaderArgs): Promise<ArticlePageData> {
  const slug = params.slug ?? '';
  const [post, list] = await Promise.all([
    getPost(api, slug, request.signal).catch((error: unknown) => {
      if (request.signal.aborted) throw error;
      console.error('Failed to load post', error);
      return undefined;
    }),
    // Without the list the article still shows, with no related posts.
    getPosts(api, request.signal).catch((error: unknown) => {
      if (request.signal.aborted) throw error;
      console.error('Failed to load blog posts', error);
      return undefined;
    }),
  ]);
  if (!post) throw articleNotFound();
  return { post, related: relatedPosts(post, list?.posts ?? []), seo: articleSeoOf(post) };
}

export default function ArticlePage() {
  const { post, related } = useAreaPageData<ArticlePageData>();
  const path = paths.article(post.slug);
  return (
    <>
      <PendingArticleNotice />
      <ArticleTopBar title={post.title} />
      <Container>
        <Layout aside={<ArticleAside title={post.title} path={path} />} asideWidth="320px" stickyAside>
          <article>
            <ArticleHero post={post} />
            <ArticleBody
              content={post.content}
              newsletter={
                <NewsletterBlock
                  placement="article"
                  tone="light"
                  heading="Enjoying This Guide?"
                  text="Get more local insider tips like these in The Estes Insider, free every week."
                  buttonLabel="Get Free Tips"
                  note="No spam, unsubscribe anytime. We respect your privacy."
                />
              }
            />
            <AuthorBox author={post.author} />
          </article>
        </Layout>
      </Container>
      <RelatedPosts posts={related} />
    </>
  );
}

/** Article and aside; the aside stays in view below the header and the article's top bar. */
const Layout = styled(TwoColumn)`
  padding: 1.5rem 0 2rem;
  ${mediaUp('large')} {
    gap: 3rem;
    padding-top: 2rem;
    > aside {
      top: calc(${siteHeaderHeight} + 4.5rem);
    }
  }
`;
