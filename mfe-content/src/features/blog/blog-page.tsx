/**
 * /blog: Local Intel, every guide with search, category and pages in the URL query
 * (docs/rules/content.md#blog-search). Posts come from the content API; the list and its
 * filters are guide-list.tsx.
 */
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Container, VisuallyHidden, useAreaPageData, useSearchParams, type AreaLoaderArgs } from '@estes/shared';
import type { PostSummary } from '../../domain/blog-post';
import { allCategories, blogQueryString, parseBlogQuery, type BlogQuery } from '../../domain/blog-rules';
import { getPosts } from '../../api/get-posts';
import { NewsletterBlock } from '../../components/newsletter-block';
import { PendingArticleNotice } from '../../components/pending-navigation';
import { GuidesLoadError } from './blog-empty-state';
import { BlogHero } from './blog-hero';
import { GuideList } from './guide-list';

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

/** Scrolls to a part of the page and moves the focus there (smoothly unless motion is reduced). */
function scrollTo(id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
}

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

  return (
    <>
      <PendingArticleNotice />
      <BlogHero
        guideCount={posts.length}
        guidesId={guidesId}
        onReadGuides={() => scrollTo(guidesId)}
        onGetTips={() => scrollTo(newsletterId)}
      />
      <Container>
        <Guides id={guidesId} tabIndex={-1} aria-labelledby="guides-heading">
          <VisuallyHidden as="h2" id="guides-heading">
            Guides and stories
          </VisuallyHidden>
          {data.state === 'failed' ? (
            <GuidesLoadError />
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

const Guides = styled.section`
  position: relative;
  padding: 2rem 0 1rem;
  scroll-margin-top: 5rem;
  &:focus {
    outline: none;
  }
`;

const NewsletterSpacing = styled.div`
  padding: 2rem 0 3rem;
`;
