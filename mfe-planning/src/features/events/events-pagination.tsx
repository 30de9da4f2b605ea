/** The events calendar's page links: Previous, one link per page, Next (plain links, the page in the URL). */
import styled, { css } from 'styled-components';
import { Link, theme } from '@estes/shared';
import type { EventsQuery } from '../../domain/events-types';

export function EventsPagination({
  query,
  pageCount,
  urlOf,
}: {
  query: EventsQuery;
  pageCount: number;
  urlOf: (query: EventsQuery) => string;
}) {
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  const at = (page: number) => urlOf({ ...query, page });
  return (
    <Pages aria-label="Events pages">
      {query.page > 1 ? (
        <PageLink to={at(query.page - 1)} preventScrollReset>
          Previous
        </PageLink>
      ) : (
        <PageOff aria-disabled="true">Previous</PageOff>
      )}
      <ol>
        {pages.map((page) => (
          <li key={page}>
            <PageLink
              to={at(page)}
              preventScrollReset
              aria-label={`Page ${page}`}
              aria-current={page === query.page ? 'page' : undefined}
              className={page === query.page ? 'current' : undefined}
            >
              {page}
            </PageLink>
          </li>
        ))}
      </ol>
      {query.page < pageCount ? (
        <PageLink to={at(query.page + 1)} preventScrollReset>
          Next
        </PageLink>
      ) : (
        <PageOff aria-disabled="true">Next</PageOff>
      )}
    </Pages>
  );
}

const Pages = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  margin: 0 0 3rem;
  ol {
    display: flex;
    gap: 0.375rem;
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;

const pageStyle = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  min-height: 44px;
  padding: 0 0.75rem;
  border: 1px solid #94a3b8;
  border-radius: ${theme.radius.small};
  color: ${theme.color.ink};
  font-weight: 700;
  text-decoration: none;
  background: ${theme.color.white};
  &.current {
    background: ${theme.color.teal};
    border-color: ${theme.color.teal};
    color: ${theme.color.white};
  }
`;

const PageLink = styled(Link)`
  ${pageStyle}
`;

const PageOff = styled.span`
  ${pageStyle}
  color: ${theme.color.muted};
  background: ${theme.color.surface};
`;
