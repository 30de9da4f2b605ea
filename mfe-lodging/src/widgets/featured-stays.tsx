/**
 * Featured accommodations (docs/rules/lodging.md#featured-stays): the best-rated stays (a
 * partner-listed rating of 9 or more, highest first, at most 4), as the list's own cards with their
 * partner Book Now links.
 */
import styled from 'styled-components';
import { ButtonLink, CardGrid, Lead, SectionHeading, mediaUp, paths } from '@estes/shared';
import { featuredListings } from '../domain/lodging-rules';
import type { LodgingListing } from '../domain/lodging-types';
import { ListingCard } from '../components/listing-card';

export interface FeaturedStaysData {
  stays: LodgingListing[];
}

export async function loader(): Promise<FeaturedStaysData> {
  // The listing data stays out of the widget's own chunk: only its four picks reach the page.
  const { lodgingListings } = await import(/* webpackChunkName: "lodging-data" */ '../data/listings');
  return { stays: featuredListings(lodgingListings) };
}

export default function FeaturedStaysWidget({ data }: { data: FeaturedStaysData }) {
  return (
    <>
      <SectionHeading>Featured Accommodations</SectionHeading>
      <Lead>
        The highest guest ratings our booking partners list (9 or more out of 10), with their sources on each page.
      </Lead>
      <Grid>
        {data.stays.map((listing) => (
          <ListingCard key={listing.id} listing={listing} view="grid" from={paths.home()} />
        ))}
      </Grid>
      <More>
        <ButtonLink to={paths.accommodations()} tone="outline">
          Show all properties
        </ButtonLink>
      </More>
    </>
  );
}

const Grid = styled(CardGrid)`
  ${mediaUp('large')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${mediaUp('wide')} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const More = styled.p`
  margin: 1.75rem 0 0;
  text-align: center;
`;
