/**
 * Browse by property type (Home §4): six tiles with the spec's counts, each opening the list
 * filtered to the type that matches it (B&Bs are inns; camping and the like are "Other").
 */
import styled from 'styled-components';
import { Link, Lead, SectionHeading, mediaUp, paths, theme } from '@estes/shared';
import type { PropertyType } from '../domain/lodging-types';

export interface PropertyTypeTile {
  label: string;
  count: number;
  type: PropertyType;
  /** A small drawing: the path of a 24×24 icon. */
  icon: string;
}

export const propertyTypeTiles: readonly PropertyTypeTile[] = [
  {
    label: 'Hotels',
    count: 25,
    type: 'Hotel',
    icon: 'M4 21V5l8-3 8 3v16h-6v-5h-4v5zM8 8h2v2H8zm6 0h2v2h-2zM8 12h2v2H8zm6 0h2v2h-2z',
  },
  { label: 'Cabins', count: 18, type: 'Cabin', icon: 'M2 12 12 3l10 9h-3v9H5v-9zm7 9v-6h6v6' },
  { label: 'Vacation Rentals', count: 35, type: 'House', icon: 'M3 11 12 4l9 7v10h-7v-6h-4v6H3zm13-8h3v4' },
  {
    label: 'Resorts',
    count: 8,
    type: 'Resort',
    icon: 'M12 2v4m0 12v4M2 12h4m12 0h4M5 5l3 3m8 8 3 3M5 19l3-3m8-8 3-3M8 12a4 4 0 1 0 8 0 4 4 0 1 0-8 0',
  },
  { label: 'B&Bs', count: 12, type: 'Inn', icon: 'M3 20V10h18v10M3 14h18M6 10V6h5v4m2 0V6h5v4' },
  { label: 'Camping', count: 15, type: 'Other', icon: 'M12 3 2 21h20zm0 8-4 10h8z' },
];

export default function BrowseByTypeWidget() {
  return (
    <>
      <SectionHeading>Browse by Property Type</SectionHeading>
      <Lead>Lodge, cabin, whole house or campsite: start with the kind of stay you want.</Lead>
      <Grid>
        {propertyTypeTiles.map((tile) => (
          <li key={tile.label}>
            <TileLink to={paths.accommodations({ type: tile.type })}>
              <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
                <path d={tile.icon} />
              </svg>
              <strong>{tile.label}</strong>
              <span>{tile.count} properties</span>
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
    grid-template-columns: repeat(6, minmax(0, 1fr));
  }
`;

const TileLink = styled(Link)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.375rem;
  height: 100%;
  padding: 1.25rem 0.75rem;
  border: 1px solid ${theme.color.line};
  border-radius: ${theme.radius.medium};
  background: ${theme.color.white};
  box-shadow: ${theme.shadow.card};
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
