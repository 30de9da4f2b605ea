/**
 * /accommodations: places to stay in and around Estes Park (docs/rules/lodging.md#listing-data),
 * from the lodging API: the booking partner's live offers for the visitor's stay, or the team's
 * list of the town's places when the partner is not configured or not answering. Filters, sort,
 * layout and the stay are in the URL (header links like ?type=Cabin, back/forward and shared
 * links all work); rendered on the server, 24 to a page (`?page=N`, plain links: it works
 * without JavaScript).
 */
import styled from 'styled-components';
import { Container, PageHero, mediaUp, useAreaPageData, type AreaLoaderArgs } from '@estes/shared';
import { describeActiveFilters, listingQuerySearch } from '../../domain/listing-query';
import { FiltersPanel } from './filters-panel';
import { loadListingPage, type ListingPageData } from './listing-data';
import { ListingResults } from './listing-results';
import { HowItWorks } from './listing-sections';
import { StaySearchForm } from '../../components/stay-search-form';

export type { ListingPageData };

export const loader = (args: AreaLoaderArgs): Promise<ListingPageData> => loadListingPage(args);

export default function ListingPage() {
  const { query, today, result } = useAreaPageData<ListingPageData>();
  const live = result.kind === 'answer' && result.answer.state === 'live';
  return (
    <>
      <PageHero
        heading="Places to Stay in Estes Park"
        eyebrow="Where to stay"
        intro="Hotels, lodges, cabins and vacation homes near Rocky Mountain National Park, with our booking partner’s prices for your dates."
      >
        <StaySearchForm
          // Its fields start from the query: a new query (back/forward, a filter) starts them afresh.
          key={listingQuerySearch(query)}
          initial={{ area: query.area, ...query.stay }}
          today={today}
          baseQuery={query}
        />
      </PageHero>
      <Container>
        <Layout>
          <FiltersPanel query={query} activeCount={describeActiveFilters(query).length} live={live} />
          <ListingResults query={query} result={result} />
        </Layout>
      </Container>
      <HowItWorks />
    </>
  );
}

const Layout = styled.div`
  display: grid;
  gap: 1.5rem;
  padding: 2rem 0 3rem;
  ${mediaUp('large')} {
    grid-template-columns: 280px minmax(0, 1fr);
    gap: 2rem;
  }
`;
