/**
 * The pages of the list's results (docs/rules/lodging.md#listing-pages): previous, each page's
 * number (the current one marked) and next, as plain links, so they work without JavaScript.
 */
import styled from 'styled-components';
import { Link, theme } from '@estes/shared';

export function ResultsPager({
  page,
  pageCount,
  pageLink,
}: {
  page: number;
  pageCount: number;
  pageLink: (page: number) => string;
}) {
  return (
    <Pages aria-label="Pages of results">
      {page > 1 ? (
        <Link to={pageLink(page - 1)} rel="prev">
          ← Previous
        </Link>
      ) : null}
      <ol>
        {Array.from({ length: pageCount }, (_, index) => index + 1).map((number) => (
          <li key={number}>
            {number === page ? (
              <span aria-current="page">{number}</span>
            ) : (
              <Link to={pageLink(number)} aria-label={`Page ${number}`}>
                {number}
              </Link>
            )}
          </li>
        ))}
      </ol>
      {page < pageCount ? (
        <Link to={pageLink(page + 1)} rel="next">
          Next →
        </Link>
      ) : null}
    </Pages>
  );
}

const Pages = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 0.5rem 1rem;
  margin-top: 2rem;
  ol {
    display: flex;
    gap: 0.375rem;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a,
  span {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 44px;
    min-height: 44px;
    padding: 0 0.75rem;
    border-radius: ${theme.radius.pill};
    font-weight: 700;
  }
  span[aria-current] {
    background: ${theme.color.pine};
    color: ${theme.color.white};
  }
`;
