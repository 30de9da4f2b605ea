/**
 * Browse by property type (docs/rules/lodging.md#home-widgets, issue 21): a tile per type, each
 * opening the list filtered to that type, with the number of places that list shows for the
 * default stay (the lodging API's own count: the partner's live offers, or the team's list). A
 * type with no places is not offered; without counts (the API not answering) every tile is,
 * without a number.
 */
import styled from 'styled-components';
import { Link, Lead, SectionHeading, mediaUp, paths, theme, type WidgetLoaderArgs } from '@estes/shared';
import { fetchLodgingCounts } from '../api/get-lodging-counts';
import { Card } from '@estes/shared/ui/card';
import { propertiesLabel, tilesWithResults } from '../domain/home-tiles';
import type { PropertyType } from '../domain/lodging-types';

export interface PropertyTypeTile {
  label: string;
  type: PropertyType;
  /** The list filtered to the type. */
  href: string;
  /** A small drawing: the path of a 24×24 icon. */
  icon: string;
}

const tile = (label: string, type: PropertyType, icon: string): PropertyTypeTile => ({
  label,
  type,
  href: paths.accommodations({ type }),
  icon,
});

/** Every type a tile may offer, in the order shown; types without properties are left out. */
export const propertyTypeTiles: readonly PropertyTypeTile[] = [
  tile('Hotels', 'Hotel', 'M4 21V5l8-3 8 3v16h-6v-5h-4v5zM8 8h2v2H8zm6 0h2v2h-2zM8 12h2v2H8zm6 0h2v2h-2z'),
  tile('Cabins', 'Cabin', 'M2 12 12 3l10 9h-3v9H5v-9zm7 9v-6h6v6'),
  tile('Houses', 'House', 'M3 11 12 4l9 7v10h-7v-6h-4v6H3zm13-8h3v4'),
  tile(
    'Resorts',
    'Resort',
    'M12 2v4m0 12v4M2 12h4m12 0h4M5 5l3 3m8 8 3 3M5 19l3-3m8-8 3-3M8 12a4 4 0 1 0 8 0 4 4 0 1 0-8 0',
  ),
  tile('Inns & B&Bs', 'Inn', 'M3 20V10h18v10M3 14h18M6 10V6h5v4m2 0V6h5v4'),
  tile('Lodges', 'Lodge', 'M2 20h20M4 20V9l8-6 8 6v11M9 20v-6h6v6'),
  tile('Condos', 'Condo', 'M5 21V3h14v18M9 7h2m2 0h2M9 11h2m2 0h2M9 15h2m2 0h2'),
  tile('Cottages', 'Cottage', 'M3 12 12 4l9 8h-3v8H6v-8zm7 8v-5h4v5'),
  tile('Apartments', 'Apartment', 'M4 21V5h16v16M8 9h2m4 0h2M8 13h2m4 0h2M8 17h2m4 0h2'),
  tile('Other places to stay', 'Other', 'M12 3 2 21h20zm0 8-4 10h8z'),
];

export interface BrowseByTypeData {
  tiles: (PropertyTypeTile & { count?: number })[];
}

export async function loader({ api }: WidgetLoaderArgs): Promise<BrowseByTypeData> {
  const counts = await fetchLodgingCounts(api).catch(() => undefined);
  return { tiles: counts?.ok ? tilesWithResults(counts.data, propertyTypeTiles) : [...propertyTypeTiles] };
}

export default function BrowseByTypeWidget({ data }: { data: BrowseByTypeData }) {
  return (
    <>
      <SectionHeading>Browse by Property Type</SectionHeading>
      <Lead>Hotel, cabin, lodge or whole house: start with the kind of stay you want.</Lead>
      <Grid>
        {data.tiles.map((item) => (
          <li key={item.type}>
            <TileLink as={Link} to={item.href} $interactive>
              <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
                <path d={item.icon} />
              </svg>
              <strong>{item.label}</strong>
              {item.count === undefined ? null : <span>{propertiesLabel(item.count)}</span>}
            </TileLink>
          </li>
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
  gap: 1rem;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${mediaUp('medium')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${mediaUp('large')} {
    grid-template-columns: repeat(5, minmax(0, 1fr));
  }
`;

const TileLink = styled(Card)`
  align-items: center;
  gap: 0.375rem;
  height: 100%;
  padding: 1.25rem 0.75rem;
  color: ${theme.color.ink};
  text-align: center;
  text-decoration: none;
  svg {
    fill: none;
    stroke: ${theme.color.teal};
    stroke-width: 1.6;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
  span {
    font-size: 0.875rem;
    color: ${theme.color.muted};
  }
  &:hover {
    border-color: ${theme.color.teal};
  }
`;
