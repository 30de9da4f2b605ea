/**
 * /blog/{slug}: one Local Intel article (docs/rules/content.md#article-page). The post and the list
 * (for "Continue Reading") are fetched together; an unknown slug answers 404 with 'Article Not
 * Found'.
 */
import styled from 'styled-components';
import {
  ButtonLink,
  Container,
  Link,
  areaNotFound,
  mediaUp,
  paths,
  theme,
  useAreaPageData,
  type AreaLoaderArgs,
} from '@estes/shared';
import { SaveToTripButton } from '@estes/shared/my-trip';
import type { BlogPost, PostSummary } from '../../domain/blog-post';
import { defaultAuthor, longDate, relatedPosts, shortDate } from '../../domain/blog-rules';
import { getPost } from './api/get-post';
import { getPosts } from '../../components/api/get-posts';
import { postImage, sizedImageUrl } from '../../data/article-art';
import { PendingArticleNotice } from '../../components/pending-navigation';
import { PostPlaceholder as Placeholder } from '../../components/post-placeholder';
import { NewsletterBlock } from '../../components/newsletter-block';
import { ArticleBody } from './article-body';
import type { ArticleSeo } from './article-seo';
import { ShareArticle } from './share-article';
import { articleTripItem } from '../../domain/trip-item';

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

const founderBio =
  'Sarah Whitfield founded Local Intel after fifteen years of guiding hikers, photographing the elk rut and answering visitors’ questions at the edge of Rocky Mountain National Park. She lives in Estes Park, hikes the park year-round and writes every guide as if for a friend visiting for the first time.';

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');

export default function ArticlePage() {
  const { post, related } = useAreaPageData<ArticlePageData>();
  const image = postImage(post);
  return (
    <>
      <PendingArticleNotice />
      <TopBar>
        <Container>
          <Link to={paths.blog()}>← Back to Blog</Link>
          <nav aria-label="Breadcrumb">
            <ol>
              <li>
                <Link to={paths.home()}>Home</Link>
              </li>
              <li>
                <Link to={paths.blog()}>Blog</Link>
              </li>
              <li aria-current="page">{post.title}</li>
            </ol>
          </nav>
        </Container>
      </TopBar>
      <Container>
        <ArticleLayout>
          <Main>
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
                  <Placeholder>Expert Guide</Placeholder>
                )}
              </Media>
              <Facts>
                <Category>{post.category}</Category>
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
            <AuthorBox aria-labelledby="about-author">
              <Initials aria-hidden="true">{initialsOf(post.author)}</Initials>
              <div>
                <h2 id="about-author">About {post.author}</h2>
                <p>
                  {post.author === defaultAuthor
                    ? founderBio
                    : `${post.author} is a local expert and contributor to Local Intel, sharing first-hand knowledge of Estes Park and Rocky Mountain National Park.`}
                </p>
              </div>
            </AuthorBox>
          </Main>
          <Aside>
            <BookingCard aria-labelledby="booking-heading">
              <h2 id="booking-heading">Plan Your Stay</h2>
              <p>
                Compare hotels, cabins and vacation rentals near the park, with real prices from our booking partners.
              </p>
              <ButtonLink tone="book" to={paths.accommodations()}>
                Find Your Stay
              </ButtonLink>
            </BookingCard>
            <NewsletterBlock
              placement="article"
              heading="Join The Estes Insider"
              text="Local tips, events and trail conditions from people who live here, in your inbox every week."
              buttonLabel="Subscribe Free"
              note="No spam, unsubscribe anytime."
              layout="stacked"
            />
            <ShareArticle title={post.title} path={paths.article(post.slug)} />
          </Aside>
        </ArticleLayout>
        {related.length ? (
          <Related aria-labelledby="continue-reading">
            <h2 id="continue-reading">Continue Reading</h2>
            <ul>
              {related.map((other) => {
                const picture = postImage(other);
                return (
                  <li key={other.id}>
                    {picture ? (
                      <img
                        src={picture.src}
                        alt={picture.alt}
                        width={picture.width}
                        height={picture.height}
                        loading="lazy"
                      />
                    ) : (
                      <Placeholder $small>Expert Guide</Placeholder>
                    )}
                    <div>
                      <h3>
                        <Link to={paths.article(other.slug)}>{other.title}</Link>
                      </h3>
                      <p>{other.excerpt}</p>
                      <time dateTime={other.publishedAt.slice(0, 10)}>{shortDate(other.publishedAt)}</time>
                    </div>
                  </li>
                );
              })}
            </ul>
          </Related>
        ) : null}
      </Container>
    </>
  );
}

/** The site header stays at the top (68 px); the bar sticks just below it. */
const siteHeaderHeight = '68px';

const TopBar = styled.div`
  position: sticky;
  top: ${siteHeaderHeight};
  z-index: 20;
  background: rgba(255, 255, 255, 0.96);
  border-bottom: 1px solid ${theme.color.line};
  > div {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.25rem 1.5rem;
    min-height: 3rem;
    padding-top: 0.25rem;
    padding-bottom: 0.25rem;
  }
  a {
    color: ${theme.color.teal};
    font-weight: 600;
    display: inline-block;
    padding: 0.5rem 0;
  }
  ol {
    display: flex;
    flex-wrap: wrap;
    list-style: none;
    margin: 0;
    padding: 0;
    font-size: 0.9rem;
    color: ${theme.color.muted};
    min-width: 0;
  }
  li + li::before {
    content: '›';
    margin: 0 0.5rem;
  }
  li[aria-current] {
    max-width: 22ch;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    align-self: center;
    ${mediaUp('medium')} {
      max-width: 48ch;
    }
  }
`;

const ArticleLayout = styled.div`
  display: grid;
  gap: 2rem;
  padding: 1.5rem 0 2rem;
  ${mediaUp('large')} {
    grid-template-columns: minmax(0, 1fr) 320px;
    gap: 3rem;
    padding-top: 2rem;
  }
`;

const Main = styled.article`
  min-width: 0;
`;

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

const Facts = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
  margin: 0;
  color: ${theme.color.muted};
  font-size: 0.95rem;
`;

const Category = styled.span`
  padding: 0.2rem 0.7rem;
  border-radius: ${theme.radius.pill};
  background: ${theme.color.tealMist};
  color: ${theme.color.pineDark};
  font-weight: 700;
  font-size: 0.85rem;
`;

const SaveLine = styled.div`
  margin: 1rem 0 1.5rem;
`;

const Excerpt = styled.p`
  font-size: 1.2rem;
  color: ${theme.color.muted};
  margin-bottom: 1.5rem;
`;

const AuthorBox = styled.section`
  display: flex;
  gap: 1rem;
  align-items: flex-start;
  margin-top: 2.5rem;
  padding: 1.5rem;
  border-radius: ${theme.radius.large};
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.line};
  h2 {
    font-size: 1.25rem;
    margin: 0 0 0.5rem;
  }
  p {
    margin: 0;
    color: ${theme.color.body};
  }
`;

const Initials = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 3.5rem;
  height: 3.5rem;
  border-radius: 50%;
  background: ${theme.color.teal};
  color: ${theme.color.white};
  font-weight: 800;
  font-size: 1.25rem;
`;

const Aside = styled.aside`
  display: flex;
  flex-direction: column;
  gap: 1.5rem;
  ${mediaUp('large')} {
    align-self: start;
    position: sticky;
    top: calc(${siteHeaderHeight} + 4.5rem);
  }
`;

const BookingCard = styled.section`
  padding: 1.5rem;
  border-radius: ${theme.radius.large};
  background: ${theme.color.emberWash};
  border: 1px solid #fed7aa;
  h2 {
    font-size: 1.375rem;
    margin: 0 0 0.5rem;
  }
  p {
    color: ${theme.color.body};
  }
`;

const Related = styled.section`
  padding: 1rem 0 3rem;
  h2 {
    font-size: 1.75rem;
  }
  ul {
    list-style: none;
    padding: 0;
    margin: 1rem 0 0;
    display: grid;
    gap: 1.25rem;
    ${mediaUp('small')} {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
    ${mediaUp('large')} {
      grid-template-columns: repeat(3, minmax(0, 1fr));
    }
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
  }
  h3 {
    font-size: 1.125rem;
    margin: 0 0 0.5rem;
  }
  h3 a {
    color: ${theme.color.ink};
  }
  p {
    color: ${theme.color.muted};
    margin: 0 0 0.5rem;
  }
  time {
    color: ${theme.color.muted};
    font-size: 0.9rem;
  }
`;
