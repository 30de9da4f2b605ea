/**
 * The blog's list: search and category (docs/rules/content.md#blog-search), the lead post, the
 * grid of the others, pages, and what shows when nothing matches. Filtering and paging are the
 * pure rules of domain/blog-rules.ts; the query itself lives in the URL (blog-page.tsx).
 */
import styled, { keyframes } from 'styled-components';
import { VisuallyHidden, mediaUp, theme } from '@estes/shared';
import type { PostSummary } from '../../domain/blog-post';
import {
  categoryOptions,
  clampPage,
  filterPosts,
  isFiltered,
  pageCount,
  pageOf,
  type BlogQuery,
} from '../../domain/blog-rules';
import { usePendingBlogList } from '../../components/pending-navigation';
import { PostCardList } from '../../components/post-card';
import { NoGuides } from './blog-empty-state';
import { LeadPostCard } from './lead-post-card';
import { Pagination } from './pagination';

export interface GuideListProps {
  posts: PostSummary[];
  query: BlogQuery;
  search: string;
  onSearch: (value: string) => void;
  onCategory: (category: string) => void;
  onPage: (page: number) => void;
  onClear: () => void;
}

export function GuideList({ posts, query, search, onSearch, onCategory, onPage, onClear }: GuideListProps) {
  const pending = usePendingBlogList();
  const categories = categoryOptions(posts);
  const matching = filterPosts(posts, query);
  const pages = pageCount(matching.length);
  const page = clampPage(query.page, pages);
  const [lead, ...rest] = pageOf(matching, page);

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
        <VisuallyHidden as="p" role="status">
          {matching.length === 1 ? '1 guide found' : `${matching.length} guides found`}
        </VisuallyHidden>
        {lead ? (
          <>
            <SectionTitle>Latest Guides</SectionTitle>
            <LeadPostCard post={lead} />
            {rest.length ? (
              <>
                <SectionTitle>More Expert Guides</SectionTitle>
                <Grid posts={rest} readMore />
              </>
            ) : null}
            <Pagination current={page} pages={pages} onPage={onPage} />
          </>
        ) : (
          <NoGuides filtered={isFiltered(query)} onClear={onClear} />
        )}
        {pending ? <Skeleton aria-hidden="true" /> : null}
      </Results>
    </>
  );
}

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

const Grid = styled(PostCardList)`
  margin: 0;
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
