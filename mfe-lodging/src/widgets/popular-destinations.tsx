/**
 * Popular destinations (docs/rules/lodging.md#home-widgets, issue 21): the four parts of town
 * visitors ask for, each opening the list narrowed to that area with the number of properties that
 * list shows (computed from the listing data, never typed). Downtown opens the downtown guide, as
 * specified, so it shows no property count.
 */
import styled from 'styled-components';
import { Link, Lead, SectionHeading, artwork, mediaUp, paths, theme, type Artwork } from '@estes/shared';
import { rentalImages } from '../data/lodging-images';
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
    image: rentalImages[2] as Artwork,
  },
  {
    name: 'Riverside Properties',
    description: 'Fall asleep to the Big Thompson or Fall River running past your deck.',
    href: paths.accommodations({ area: 'riverside' }),
    image: rentalImages[1] as Artwork,
  },
];

export interface PopularDestinationsData {
  /** Each destination with the number of results its link shows; none for a link outside the lodging list. */
  destinations: (Destination & { count?: number })[];
}

export async function loader(): Promise<PopularDestinationsData> {
  // The listing data stays out of the widget's own chunk: only the counts reach the page.
  const { lodgingListings } = await import(/* webpackChunkName: "lodging-data" */ '../data/listings');
  return {
    destinations: popularDestinations.flatMap((destination) => {
      const count = resultsCountFor(lodgingListings, destination.href);
      if (count === 0) return [];
      return [count === undefined ? destination : { ...destination, count }];
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
          <Tile key={destination.name}>
            <img
              src={destination.image.src}
              width={destination.image.width}
              height={destination.image.height}
              alt=""
              loading="lazy"
              decoding="async"
            />
            <TileBody>
              <h3>
                <Link to={destination.href}>{destination.name}</Link>
              </h3>
              {destination.count === undefined ? null : <Count>{propertiesLabel(destination.count)}</Count>}
              <p>{destination.description}</p>
            </TileBody>
          </Tile>
        ))}
      </Grid>
    </>
  );
}

const Grid = styled.ul`
  list-style: none;
  margin: 1.5rem 0 0;
  padding: 0;
  display: grid;
  gap: 1.25rem;
  grid-template-columns: 1fr;
  ${mediaUp('small')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${mediaUp('large')} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Tile = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  background: ${theme.color.white};
  border: 1px solid ${theme.color.line};
  border-radius: ${theme.radius.medium};
  box-shadow: ${theme.shadow.card};
  overflow: hidden;
  img {
    width: 100%;
    height: auto;
    aspect-ratio: 16 / 10;
    object-fit: cover;
    background: ${theme.color.tealMist};
  }
  &:focus-within {
    outline: 3px solid ${theme.color.tealBright};
    outline-offset: 2px;
  }
`;

const TileBody = styled.div`
  padding: 1rem 1.125rem 1.25rem;
  h3 {
    font-size: 1.125rem;
    margin: 0 0 0.25rem;
  }
  /* The whole tile is the link's target. */
  a {
    color: ${theme.color.ink};
    text-decoration: none;
  }
  a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  a:focus-visible {
    outline: none;
  }
  p {
    margin: 0.5rem 0 0;
    color: ${theme.color.muted};
    font-size: 0.9375rem;
  }
`;

const Count = styled.span`
  font-size: 0.875rem;
  font-weight: 700;
  color: ${theme.color.teal};
`;
