/**
 * The downtown directory (docs/rules/conditions.md#downtown): the category filter (links to the
 * filtered URL), the count, one card per place (open now or closed at the town time), the
 * place's detail in a dialog, and the map of the listed places.
 */
import { useState } from 'react';
import styled from 'styled-components';
import { Button, paths, theme } from '@estes/shared';
import type { MountainClock } from '@estes/shared/mountain-time';
import { downtownBusinesses } from '../../data/downtown-businesses';
import { directoryFilterLabels, filterBusinesses, isOpenAt, type DirectoryFilter } from '../../domain/downtown';
import { PageSection } from '@estes/shared/ui/section';
import { TileGrid } from '../../components/lists';
import { CategoryFilter, type CategoryFilterText } from '../../components/category-filter';
import { BusinessModal } from './business-modal';
import { MapModal } from './map-modal';

const directoryFilterText: CategoryFilterText<DirectoryFilter> = {
  label: 'Directory categories',
  labels: directoryFilterLabels,
  unknownNote: (category) => `There is no directory category called ‘${category}’. Showing every place.`,
};

export function DowntownDirectory({
  filter,
  unknownCategory,
  time,
}: {
  filter: DirectoryFilter;
  unknownCategory: string | undefined;
  time: MountainClock;
}) {
  const [selected, setSelected] = useState<string | undefined>(undefined);
  const [mapOpen, setMapOpen] = useState(false);
  const places = filterBusinesses(downtownBusinesses, filter);
  const business = downtownBusinesses.find((entry) => entry.id === selected);

  return (
    <>
      <PageSection
        id="directory"
        heading="Downtown directory"
        headingAction={
          <Button type="button" onClick={() => setMapOpen(true)}>
            Open the downtown map
          </Button>
        }
      >
        <TopFilters text={directoryFilterText} path={paths.downtown()} current={filter} unknown={unknownCategory} />
        <Count>
          {places.length} {places.length === 1 ? 'place' : 'places'}
          {filter === 'all' ? '' : ` in ${directoryFilterLabels[filter]}`}
        </Count>
        <TileGrid aria-label="Downtown places">
          {places.map((place) => {
            const open = isOpenAt(place.openingHours, time);
            return (
              <li key={place.id} data-business-id={place.id}>
                <PlaceButton type="button" onClick={() => setSelected(place.id)} aria-haspopup="dialog">
                  <PlaceKicker>
                    {directoryFilterLabels[place.category]} · {place.subcategory}
                  </PlaceKicker>
                  <PlaceName>{place.name}</PlaceName>
                  <PlaceLine>{place.address.replace(/, Estes Park, CO 80517$/, '')}</PlaceLine>
                  <PlaceLine>
                    ★ {place.rating.toFixed(1)} ({place.reviews.toLocaleString('en-US')})
                    {place.priceRange ? ` · ${place.priceRange}` : ''} ·{' '}
                    <OpenText $open={open}>{open ? 'Open now' : 'Closed now'}</OpenText>
                  </PlaceLine>
                  {place.featured ? <Featured>Local favorite</Featured> : null}
                </PlaceButton>
              </li>
            );
          })}
        </TileGrid>
      </PageSection>
      {business ? (
        <BusinessModal
          business={business}
          open={isOpenAt(business.openingHours, time)}
          onClose={() => setSelected(undefined)}
        />
      ) : null}
      {mapOpen ? <MapModal places={places} onClose={() => setMapOpen(false)} /> : null}
    </>
  );
}

const Count = styled.h3`
  font-size: 1.125rem;
  margin: 1.25rem 0 0;
`;

const PlaceButton = styled.button`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.25rem;
  width: 100%;
  height: 100%;
  padding: 1rem 1.125rem;
  text-align: left;
  font: inherit;
  color: ${theme.color.body};
  border: 1px solid ${theme.color.line};
  border-radius: ${theme.radius.medium};
  background: ${theme.color.white};
  box-shadow: ${theme.shadow.card};
  cursor: pointer;
  &:hover {
    border-color: ${theme.color.teal};
  }
`;

const PlaceKicker = styled.span`
  font-size: 0.75rem;
  font-weight: 700;
  color: ${theme.color.teal};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

const PlaceName = styled.span`
  font-family: ${theme.font.heading};
  font-size: 1.125rem;
  font-weight: 700;
  color: ${theme.color.ink};
`;

const PlaceLine = styled.span`
  font-size: 0.875rem;
  color: ${theme.color.muted};
`;

const OpenText = styled.span<{ $open: boolean }>`
  font-weight: 700;
  color: ${({ $open }) => ($open ? theme.color.success : theme.color.danger)};
`;

const Featured = styled.span`
  margin-top: 0.25rem;
  padding: 0 0.5rem;
  border-radius: ${theme.radius.pill};
  font-size: 0.75rem;
  font-weight: 700;
  background: ${theme.color.emberWash};
  color: ${theme.color.emberDark};
`;

const TopFilters = styled(CategoryFilter<DirectoryFilter>)`
  margin-top: 1rem;
`;
