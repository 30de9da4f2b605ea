/** Previous, a window of at most 5 page numbers, Next; shown only when there is more than one page. */
import styled from 'styled-components';
import { Button } from '@estes/shared';
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
      <Button type="button" $tone="outline" disabled={current <= 1} onClick={() => onPage(current - 1)}>
        Previous
      </Button>
      <ol>
        {paginationWindow(current, pages).map((page) => (
          <li key={page}>
            <PageButton
              type="button"
              $tone={page === current ? 'primary' : 'outline'}
              aria-current={page === current ? 'page' : undefined}
              aria-label={`Page ${page}`}
              onClick={() => onPage(page)}
            >
              {page}
            </PageButton>
          </li>
        ))}
      </ol>
      <Button type="button" $tone="outline" disabled={current >= pages} onClick={() => onPage(current + 1)}>
        Next
      </Button>
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
    flex-wrap: wrap;
    gap: 0.375rem;
    list-style: none;
    padding: 0;
    margin: 0;
  }
`;

/** A page number: a round button, filled for the current page. */
const PageButton = styled(Button)`
  min-width: 44px;
  padding: 0 0.875rem;
`;
