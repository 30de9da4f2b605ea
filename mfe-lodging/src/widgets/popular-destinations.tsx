/**
 * Popular destinations (docs/rules/lodging.md#home-widgets, issue 21): the parts of town visitors
 * ask for, each opening the list narrowed to that area with the number of places that list shows
 * for the default stay (the lodging API's own count). A part of town the list cannot narrow to
 * (the partner does not say where its places are, the team knows few) is not offered. Downtown
 * opens the downtown guide, as specified, so it shows no count.
 */
import styled from 'styled-components';
import {
  CardGrid,
  Link,
  Lead,
  SectionHeading,
  artwork,
  mediaUp,
  paths,
  theme,
  type Artwork,
  type WidgetLoaderArgs,
} from '@estes/shared';
import { Card, CardBody, CardMedia, CardTitle } from '@estes/shared/ui/card';
import { lakeArt, riversideArt } from '../data/destination-art';
import { fetchLodgingCounts } from '../api/get-lodging-counts';
import { propertiesLabel, resultsCountFor } from '../domain/home-tiles';

export interface Destination {
  name: string;
  description: string;
  href: string;
  image: Artwork;
}

export const popularDestinations: readonly Destination[] = [
  {
    name: 'Downtown Estes Park',
    description: 'Walk to the Riverwalk, shops, galleries and restaurants on Elkhorn Avenue.',
    href: paths.downtown(),
    image: artwork.townRiver,
  },
  {
    name: 'Near Rocky Mountain National Park',
    description: 'Minutes from the Beaver Meadows and Fall River entrances and Trail Ridge Road.',
    href: paths.accommodations({ area: 'national-park' }),
    image: artwork.elkMeadow,
  },
  {
    name: 'Lake Estes Waterfront',
    description: 'Mornings on the lake trail, paddle boats in summer and elk on the shore in fall.',
    href: paths.accommodations({ area: 'lake' }),
    image: lakeArt,
  },
  {
    name: 'Riverside Properties',
    description: 'Fall asleep to the Big Thompson or Fall River running past your deck.',
    href: paths.accommodations({ area: 'riverside' }),
    image: riversideArt,
  },
];

export interface PopularDestinationsData {
  /** Each destination with the number of results its link shows; none for a link outside the lodging list. */
  destinations: (Destination & { count?: number })[];
}

export async function loader({ api }: WidgetLoaderArgs): Promise<PopularDestinationsData> {
  const counts = await fetchLodgingCounts(api).catch(() => undefined);
  return {
    destinations: popularDestinations.flatMap((destination) => {
      const opensList = destination.href !== paths.downtown();
      if (!opensList) return [destination];
      const count = counts?.ok ? resultsCountFor(counts.data, destination.href) : undefined;
      return count === undefined || count === 0 ? [] : [{ ...destination, count }];
    }),
  };
}

export default function PopularDestinationsWidget({ data }: { data: PopularDestinationsData }) {
  return (
    <>
      <SectionHeading>Popular Destinations</SectionHeading>
      <Lead>Choose the part of Estes Park that fits your trip.</Lead>
      <Grid>
        {data.destinations.map((destination) => (
          <Tile as="li" key={destination.name}>
            <CardMedia $ratio="16 / 10">
              {/* Decorative: the destination's name is the tile's heading. */}
              <img {...destination.image} alt="" loading="lazy" decoding="async" />
            </CardMedia>
            <TileBody>
              <CardTitle>
                <Link to={destination.href}>{destination.name}</Link>
              </CardTitle>
              {destination.count === undefined ? null : <Count>{propertiesLabel(destination.count)}</Count>}
              <p>{destination.description}</p>
            </TileBody>
          </Tile>
        ))}
      </Grid>
    </>
  );
}

const Grid = styled(CardGrid)`
  ${mediaUp('large')} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

// The whole tile is the link's target.
const Tile = styled(Card)`
  &:focus-within {
    outline: 3px solid ${theme.color.tealBright};
    outline-offset: 2px;
  }
  a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  a:focus-visible {
    outline: none;
  }
`;

const TileBody = styled(CardBody)`
  gap: 0.25rem;
  p {
    margin: 0.25rem 0 0;
    color: ${theme.color.muted};
    font-size: 0.9375rem;
  }
`;

const Count = styled.span`
  font-size: 0.875rem;
  font-weight: 700;
  color: ${theme.color.teal};
`;
