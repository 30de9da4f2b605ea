/**
 * /blog: Local Intel, every guide with search, category and pages in the URL query
 * (docs/rules/content.md#blog-search). Posts come from the content API; filtering and paging are
 * the pure rules of domain/blog-rules.ts.
 */
import { useEffect, useState } from 'react';
import styled, { keyframes } from 'styled-components';
import {
  Button,
  ButtonLink,
  Container,
  Link,
  mediaUp,
  paths,
  theme,
  useAreaPageData,
  useSearchParams,
  type AreaLoaderArgs,
} from '@estes/shared';
import type { PostSummary } from '../../domain/blog-post';
import {
  allCategories,
  blogQueryString,
  categoryOptions,
  clampPage,
  filterPosts,
  isFiltered,
  longDate,
  pageCount,
  pageOf,
  parseBlogQuery,
  shortDate,
  type BlogQuery,
} from '../../domain/blog-rules';
import { NewsletterBlock } from '../../components/newsletter-block';
import { getPosts } from '../../components/api/get-posts';
import { postImage } from '../../data/article-art';
import { PendingArticleNotice, usePendingBlogList } from '../../components/pending-navigation';
import { PostPlaceholder as Placeholder } from '../../components/post-placeholder';
import { Pagination } from './pagination';

export type BlogPageData = { state: 'loaded'; posts: PostSummary[] } | { state: 'failed' };

export async function loader({ request, api }: AreaLoaderArgs): Promise<BlogPageData> {
  try {
    const { posts } = await getPosts(api, request.signal);
    return { state: 'loaded', posts };
  } catch (error) {
    // A navigation that was replaced by a newer one (the visitor changed a filter again) is not
    // a failure: the router drops this answer.
    if (request.signal.aborted) throw error;
    console.error('Failed to load blog posts', error);
    return { state: 'failed' };
  }
}

const newsletterId = 'blog-newsletter';
const guidesId = 'guides';

export default function BlogPage() {
  const data = useAreaPageData<BlogPageData>();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = parseBlogQuery(searchParams);
  const posts = data.state === 'loaded' ? data.posts : [];
  // What the visitor types is kept here, so it never lags behind the URL.
  const [search, setSearch] = useState(query.search);
  useEffect(() => setSearch(query.search), [query.search]);

  const update = (next: BlogQuery) =>
    setSearchParams(blogQueryString(next), { replace: next.page === query.page, preventScrollReset: true });

  const scrollTo = (id: string) => {
    const target = document.getElementById(id);
    if (!target) return;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    target.focus({ preventScroll: true });
  };

  return (
    <>
      <PendingArticleNotice />
      <Hero>
        <Container>
          <Badge>LOCAL EXPERTISE</Badge>
          <h1>Local Stories &amp; Expert Guides</h1>
          <HeroText>
            Trail reports, elk-watching etiquette, where locals eat and how to beat the park crowds, written by people
            who live at the gateway to Rocky Mountain National Park.
          </HeroText>
          <Figures>
            <div>
              <dt>Guides</dt>
              <dd>{posts.length}</dd>
            </div>
          </Figures>
          <HeroActions>
            <ButtonLink
              tone="light"
              to={`#${guidesId}`}
              onClick={(event) => {
                event.preventDefault();
                scrollTo(guidesId);
              }}
            >
              Read Latest Guides
            </ButtonLink>
            <Button type="button" $tone="book" onClick={() => scrollTo(newsletterId)}>
              Get Insider Tips
            </Button>
          </HeroActions>
        </Container>
      </Hero>
      <Container>
        <Guides id={guidesId} tabIndex={-1} aria-labelledby="guides-heading">
          <h2 id="guides-heading" className="visually-hidden-heading">
            Guides and stories
          </h2>
          {data.state === 'failed' ? (
            <LoadError />
          ) : (
            <GuideList
              posts={posts}
              query={query}
              search={search}
              onSearch={(value) => {
                setSearch(value);
                update({ ...query, search: value, page: 1 });
              }}
              // The search as typed, not as the URL has it yet: clearing the field and then picking
              // a category at once must not bring the old search back.
              onCategory={(category) => update({ ...query, search, category, page: 1 })}
              onPage={(page) => {
                update({ ...query, page });
                scrollTo(guidesId);
              }}
              onClear={() => {
                setSearch('');
                update({ search: '', category: allCategories, page: 1 });
              }}
            />
          )}
        </Guides>
        <NewsletterSpacing>
          <NewsletterBlock
            id={newsletterId}
            placement="blog"
            heading="Get Insider Tips in Your Inbox"
            text="The Estes Insider: new guides, trail conditions and local events, once a week."
            buttonLabel="Get Free Tips"
            note="No spam, unsubscribe anytime. We respect your privacy."
          />
        </NewsletterSpacing>
      </Container>
    </>
  );
}

interface GuideListProps {
  posts: PostSummary[];
  query: BlogQuery;
  search: string;
  onSearch: (value: string) => void;
  onCategory: (category: string) => void;
  onPage: (page: number) => void;
  onClear: () => void;
}

function GuideList({ posts, query, search, onSearch, onCategory, onPage, onClear }: GuideListProps) {
  const pending = usePendingBlogList();
  const categories = categoryOptions(posts);
  const matching = filterPosts(posts, query);
  const pages = pageCount(matching.length);
  const page = clampPage(query.page, pages);
  const shown = pageOf(matching, page);
  const [lead, ...rest] = shown;
  const filtered = isFiltered(query);

  return (
    <>
      <Filters role="search" onSubmit={(event) => event.preventDefault()}>
        <label>
          <span>Search guides</span>
          <input
            type="search"
            name="search"
            value={search}
            placeholder="Search guides and stories..."
            onChange={(event) => onSearch(event.target.value)}
          />
        </label>
        <label>
          <span>Category</span>
          <select name="category" value={query.category} onChange={(event) => onCategory(event.target.value)}>
            {(categories.includes(query.category) ? categories : [...categories, query.category]).map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
        </label>
      </Filters>
      <Results aria-busy={pending}>
        <p className="visually-hidden-heading" role="status">
          {matching.length === 1 ? '1 guide found' : `${matching.length} guides found`}
        </p>
        {lead ? (
          <>
            <SectionTitle>Latest Guides</SectionTitle>
            <LeadCard post={lead} />
            {rest.length ? (
              <>
                <SectionTitle>More Expert Guides</SectionTitle>
                <Grid>
                  {rest.map((post) => (
                    <GridCard key={post.id} post={post} />
                  ))}
                </Grid>
              </>
            ) : null}
            <Pagination current={page} pages={pages} onPage={onPage} />
          </>
        ) : (
          <EmptyState filtered={filtered} onClear={onClear} />
        )}
        {pending ? <Skeleton aria-hidden="true" /> : null}
      </Results>
    </>
  );
}

function LeadCard({ post }: { post: PostSummary }) {
  const image = postImage(post);
  return (
    <LeadArticle>
      <LeadMedia>
        {image ? (
          <img src={image.src} alt={image.alt} width={image.width} height={image.height} />
        ) : (
          <Placeholder>Expert Guide</Placeholder>
        )}
        <FeaturedBadge>Featured</FeaturedBadge>
      </LeadMedia>
      <LeadBody>
        <Meta>
          <time dateTime={post.publishedAt.slice(0, 10)}>{longDate(post.publishedAt)}</time>
          <span>{post.readTime}</span>
        </Meta>
        <h3>
          <Link to={paths.article(post.slug)}>{post.title}</Link>
        </h3>
        <p>{post.excerpt}</p>
        <CardFooter>
          <CategoryTag>{post.category}</CategoryTag>
          <ButtonLink to={paths.article(post.slug)} aria-label={`Read Full Guide: ${post.title}`}>
            Read Full Guide
          </ButtonLink>
        </CardFooter>
      </LeadBody>
    </LeadArticle>
  );
}

function GridCard({ post }: { post: PostSummary }) {
  const image = postImage(post);
  return (
    <li>
      <SmallCard>
        {image ? (
          <img src={image.src} alt={image.alt} width={image.width} height={image.height} loading="lazy" />
        ) : (
          <Placeholder $small>Expert Guide</Placeholder>
        )}
        <div>
          <Meta>
            <time dateTime={post.publishedAt.slice(0, 10)}>{shortDate(post.publishedAt)}</time>
            <CategoryTag>{post.category}</CategoryTag>
          </Meta>
          <h3>
            <Link to={paths.article(post.slug)}>{post.title}</Link>
          </h3>
          <ReadMore to={paths.article(post.slug)} aria-label={`Read More: ${post.title}`}>
            Read More →
          </ReadMore>
        </div>
      </SmallCard>
    </li>
  );
}

function EmptyState({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  return (
    <Empty>
      <h3>No articles found</h3>
      <p>
        {filtered
          ? 'Try adjusting your search or filter to find more content.'
          : 'Check back soon for new content from our local experts, or explore our other resources.'}
      </p>
      <EmptyActions>
        {filtered ? (
          <Button type="button" onClick={onClear}>
            Clear Filters
          </Button>
        ) : null}
        <ButtonLink tone="outline" to={paths.accommodations()}>
          Find Your Stay
        </ButtonLink>
        <ButtonLink tone="outline" to={paths.thingsToDo()}>
          Explore Activities
        </ButtonLink>
      </EmptyActions>
    </Empty>
  );
}

function LoadError() {
  return (
    <Empty role="alert">
      <h3>Unable to Load Blog Posts</h3>
      <p>The guides could not be loaded just now. Please try again.</p>
      <EmptyActions>
        <Button type="button" onClick={() => window.location.reload()}>
          Retry
        </Button>
      </EmptyActions>
    </Empty>
  );
}

const Hero = styled.section`
  background: linear-gradient(135deg, ${theme.color.pineDark}, ${theme.color.teal});
  color: ${theme.color.white};
  padding: 3rem 0 2.5rem;
  h1 {
    color: ${theme.color.white};
    font-size: clamp(2rem, 1.4rem + 2.5vw, 3.25rem);
    margin: 0.75rem 0;
  }
  ${mediaUp('medium')} {
    padding: 4.5rem 0 3.5rem;
  }
`;

const Badge = styled.p`
  display: inline-block;
  margin: 0;
  padding: 0.25rem 0.75rem;
  border-radius: ${theme.radius.pill};
  background: rgba(255, 255, 255, 0.16);
  font-size: 0.8rem;
  font-weight: 700;
  letter-spacing: 0.08em;
`;

const HeroText = styled.p`
  max-width: 42rem;
  font-size: 1.125rem;
  color: ${theme.color.white};
`;

const Figures = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 1.5rem 2.5rem;
  margin: 1.5rem 0;
  div {
    display: flex;
    flex-direction: column-reverse;
  }
  dd {
    margin: 0;
    font-size: 1.75rem;
    font-weight: 800;
  }
  dt {
    font-size: 0.9rem;
  }
`;

const HeroActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

const Guides = styled.section`
  position: relative;
  padding: 2rem 0 1rem;
  scroll-margin-top: 5rem;
  &:focus {
    outline: none;
  }
  .visually-hidden-heading {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
    margin: -1px;
  }
`;

const Filters = styled.form`
  display: grid;
  gap: 0.75rem;
  margin-bottom: 1.5rem;
  label {
    display: flex;
    flex-direction: column;
    gap: 0.25rem;
    font-weight: 600;
  }
  input,
  select {
    min-height: 44px;
    padding: 0.5rem 0.75rem;
    border: 1px solid ${theme.color.muted};
    border-radius: ${theme.radius.small};
    font: inherit;
    background: ${theme.color.white};
    color: ${theme.color.ink};
  }
  ${mediaUp('medium')} {
    grid-template-columns: 2fr 1fr;
  }
`;

const Results = styled.div`
  position: relative;
`;

const SectionTitle = styled.h2`
  font-size: 1.5rem;
  margin: 1.5rem 0 1rem;
`;

const LeadArticle = styled.article`
  display: grid;
  border-radius: ${theme.radius.large};
  overflow: hidden;
  background: ${theme.color.white};
  border: 1px solid ${theme.color.line};
  box-shadow: ${theme.shadow.card};
  ${mediaUp('large')} {
    grid-template-columns: 1.1fr 1fr;
  }
`;

const LeadMedia = styled.div`
  position: relative;
  img {
    display: block;
    width: 100%;
    height: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
  }
`;

const FeaturedBadge = styled.span`
  position: absolute;
  top: 1rem;
  left: 1rem;
  padding: 0.25rem 0.75rem;
  border-radius: ${theme.radius.pill};
  background: ${theme.color.ember};
  color: ${theme.color.white};
  font-weight: 700;
  font-size: 0.85rem;
`;

const LeadBody = styled.div`
  padding: 1.5rem;
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  h3 {
    font-size: clamp(1.375rem, 1.1rem + 1vw, 1.875rem);
    margin: 0;
  }
  h3 a {
    color: ${theme.color.ink};
    text-decoration: none;
  }
  h3 a:hover {
    text-decoration: underline;
  }
  p {
    color: ${theme.color.muted};
    margin: 0;
  }
  ${mediaUp('large')} {
    padding: 2rem;
    justify-content: center;
  }
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
  color: ${theme.color.muted};
  font-size: 0.9rem;
  margin: 0;
`;

const CardFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
`;

const CategoryTag = styled.span`
  display: inline-block;
  padding: 0.2rem 0.65rem;
  border-radius: ${theme.radius.pill};
  background: ${theme.color.tealMist};
  color: ${theme.color.pineDark};
  font-size: 0.8rem;
  font-weight: 700;
`;

const Grid = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: 1.25rem;
  grid-template-columns: 1fr;
  ${mediaUp('small')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${mediaUp('large')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const SmallCard = styled.article`
  height: 100%;
  border-radius: ${theme.radius.medium};
  overflow: hidden;
  background: ${theme.color.white};
  border: 1px solid ${theme.color.line};
  box-shadow: ${theme.shadow.card};
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 16 / 10;
    object-fit: cover;
  }
  > div {
    padding: 1rem 1.25rem 1.25rem;
    display: flex;
    flex-direction: column;
    gap: 0.5rem;
  }
  h3 {
    font-size: 1.125rem;
    margin: 0;
  }
  h3 a {
    color: ${theme.color.ink};
    text-decoration: none;
  }
  h3 a:hover {
    text-decoration: underline;
  }
`;

const ReadMore = styled(Link)`
  font-weight: 700;
  color: ${theme.color.teal};
`;

const Empty = styled.div`
  text-align: center;
  padding: 3rem 1rem;
  border: 1px dashed ${theme.color.line};
  border-radius: ${theme.radius.large};
  background: ${theme.color.surface};
  h3 {
    font-size: 1.5rem;
  }
  p {
    color: ${theme.color.muted};
  }
`;

const EmptyActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.75rem;
  margin-top: 1rem;
`;

const shimmer = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

/** Cards-shaped placeholder over the list while new filters or another page load. */
const Skeleton = styled.div`
  position: absolute;
  inset: 0;
  border-radius: ${theme.radius.large};
  background:
    repeating-linear-gradient(to bottom, ${theme.color.line} 0 1.25rem, transparent 1.25rem 2.5rem),
    ${theme.color.surface};
  animation: ${shimmer} 200ms ease-out 250ms both;
`;

const NewsletterSpacing = styled.div`
  padding: 2rem 0 3rem;
`;
