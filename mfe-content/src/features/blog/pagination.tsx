/** Previous, a window of at most 5 page numbers, Next; shown only when there is more than one page. */
import styled from 'styled-components';
import { theme } from '@estes/shared';
import { paginationWindow } from '../../domain/blog-rules';

export function Pagination({
  current,
  pages,
  onPage,
}: {
  current: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  if (pages <= 1) return null;
  return (
    <Nav aria-label="Blog pages">
      <button type="button" disabled={current <= 1} onClick={() => onPage(current - 1)}>
        Previous
      </button>
      <ol>
        {paginationWindow(current, pages).map((page) => (
          <li key={page}>
            <button
              type="button"
              aria-current={page === current ? 'page' : undefined}
              aria-label={`Page ${page}`}
              onClick={() => onPage(page)}
            >
              {page}
            </button>
          </li>
        ))}
      </ol>
      <button type="button" disabled={current >= pages} onClick={() => onPage(current + 1)}>
        Next
      </button>
    </Nav>
  );
}

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  align-items: center;
  gap: 0.5rem;
  margin: 2rem 0 1rem;
  ol {
    display: flex;
    gap: 0.375rem;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  button {
    min-width: 44px;
    min-height: 44px;
    padding: 0 0.875rem;
    border-radius: ${theme.radius.small};
    border: 1px solid ${theme.color.line};
    background: ${theme.color.white};
    color: ${theme.color.body};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
  button[aria-current='page'] {
    background: ${theme.color.teal};
    border-color: ${theme.color.teal};
    color: ${theme.color.white};
  }
  button:disabled {
    color: ${theme.color.muted};
    cursor: not-allowed;
    opacity: 0.6;
  }
`;
