/** The events calendar's page links: Previous, one link per page, Next (plain links, the page in the URL). */
import { PageLinks } from '@estes/shared/ui/page-links';
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
  return (
    <PageLinks
      label="Events pages"
      page={query.page}
      pageCount={pageCount}
      hrefOf={(page) => urlOf({ ...query, page })}
      ends="disabled"
      preventScrollReset
    />
  );
}
