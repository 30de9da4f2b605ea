/**
 * The pages of the list's results (docs/rules/lodging.md#listing-pages): previous, each page's
 * number (the current one marked) and next, as plain links, so they work without JavaScript.
 */
import { PageLinks } from '@estes/shared/ui/page-links';

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
    <PageLinks
      label="Pages of results"
      page={page}
      pageCount={pageCount}
      hrefOf={pageLink}
      previousLabel="← Previous"
      nextLabel="Next →"
      current="text"
    />
  );
}
