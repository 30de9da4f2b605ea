/**
 * The downtown directory (docs/rules/conditions.md#downtown): the category filter and "open
 * now" (links to the filtered URL, so both work without JavaScript), the count, one card per
 * place of the planning area's directory with its live facts (or where to find them), the
 * place's detail in a dialog, and the map of the listed places.
 */
import { useState } from 'react';
import styled from 'styled-components';
import { Button, Link, paths, theme } from '@estes/shared';
import type { DowntownPlacesAnswer } from '@estes/shared/api/planning/downtown-places';
import {
  directoryFilterLabels,
  directoryQuerySearch,
  filterPlaces,
  hasLiveFacts,
  type DirectoryFilter,
  type DirectoryQuery,
} from '../../domain/downtown';
import { PageSection } from '@estes/shared/ui/section';
import { OpeningPhrase, RatingPhrase } from '@estes/shared/planning/place-facts-view';
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
  query,
  answer,
}: {
  query: DirectoryQuery;
  answer: DowntownPlacesAnswer | undefined;
}) {
  const [selected, setSelected] = useState<string | undefined>(undefined);
  const [mapOpen, setMapOpen] = useState(false);
  const all = answer?.places ?? [];
  const live = hasLiveFacts(all);
  const places = filterPlaces(all, { filter: query.filter, openNow: query.openNow && live });
  const place = all.find((entry) => entry.id === selected);
  const providerName = answer?.providerName ?? 'Google Maps';
  const hrefOf = (filter: DirectoryFilter, openNow: boolean) =>
    `${paths.downtown()}${directoryQuerySearch(filter, openNow)}#directory-heading`;

  return (
    <>
      <PageSection
        id="directory"
        heading="Downtown directory"
        headingAction={
          places.length > 0 ? (
            <Button type="button" onClick={() => setMapOpen(true)}>
              Open the downtown map
            </Button>
          ) : undefined
        }
      >
        <TopFilters
          text={directoryFilterText}
          path={paths.downtown()}
          hrefOf={(filter) => hrefOf(filter, query.openNow)}
          current={query.filter}
          unknown={query.unknown}
        />
        <OpenNowLine>
          {query.openNow ? (
            <Link to={hrefOf(query.filter, false)}>Show every place, open or not</Link>
          ) : (
            <Link to={hrefOf(query.filter, true)}>Show only places open now</Link>
          )}
        </OpenNowLine>
        {!answer ? (
          <Note role="status" data-testid="downtown-places-unavailable">
            The directory of downtown places could not be read just now. Please try again in a minute.
          </Note>
        ) : !live ? (
          <Note data-testid="downtown-facts-not-live">
            {query.openNow
              ? 'Open now needs live hours, which are not connected right now, so every place is listed. '
              : ''}
            Ratings and hours come from {providerName} when it is connected; it is not right now.
          </Note>
        ) : null}
        <Count>
          {places.length} {places.length === 1 ? 'place' : 'places'}
          {query.filter === 'all' ? '' : ` in ${directoryFilterLabels[query.filter]}`}
          {query.openNow && live ? ' open now' : ''}
        </Count>
        <TileGrid aria-label="Downtown places">
          {places.map((entry) => {
            const facts = entry.facts.state === 'live' ? entry.facts.facts : undefined;
            return (
              <li key={entry.id} data-business-id={entry.id}>
                <PlaceButton type="button" onClick={() => setSelected(entry.id)} aria-haspopup="dialog">
                  <PlaceKicker>
                    {directoryFilterLabels[entry.category]} · {entry.subcategory}
                  </PlaceKicker>
                  <PlaceName>{entry.name}</PlaceName>
                  <PlaceLine>
                    {(facts?.address ?? entry.address).replace(/, Estes Park(, CO \d{5})?(, USA)?$/, '')}
                    {entry.priceRange ? ` · ${entry.priceRange}` : ''}
                  </PlaceLine>
                  {facts ? (
                    <PlaceLine data-testid="place-live-facts">
                      {facts.rating ? <RatingPhrase rating={facts.rating} provider={providerName} /> : null}
                      {facts.rating && (facts.status === 'closed-temporarily' || facts.hours?.openNow) ? ' · ' : ''}
                      <OpeningPhrase facts={facts} />
                    </PlaceLine>
                  ) : (
                    <PlaceLine data-testid="place-no-facts">Hours and contact on the place’s own listing</PlaceLine>
                  )}
                  {entry.featured ? <Featured>Local favorite</Featured> : null}
                </PlaceButton>
              </li>
            );
          })}
        </TileGrid>
      </PageSection>
      {place ? (
        <BusinessModal place={place} providerName={providerName} onClose={() => setSelected(undefined)} />
      ) : null}
      {mapOpen ? <MapModal places={places} onClose={() => setMapOpen(false)} /> : null}
    </>
  );
}

const OpenNowLine = styled.p`
  margin: 0.75rem 0 0;
  a {
    min-height: 44px;
    display: inline-flex;
    align-items: center;
    font-weight: 700;
  }
`;

const Note = styled.p`
  margin: 0.75rem 0 0;
  color: ${theme.color.muted};
`;

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
