/**
 * A list someone shared (`?items=`): rendered on the server from the areas' data, read-only,
 * with "Save all to my trip"; references that could not be loaded or found are listed as such.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, paths, theme } from '@estes/shared';
import { tripItemKey, useTripStore, type TripItem } from '@estes/shared/my-trip';
import { Card } from '@estes/shared/ui/card';
import { BrowseLinks } from '../../../components/browse-links';
import { PageIntro } from '../../../components/page-column';
import type { MyTripView, SharedTrip } from '../my-trip-data';
import { TripItemSummary, TripRow } from './trip-item-summary';
import { ListActions, TripGroupSection, ViewToggle, browseLinks, groupsOf } from './trip-list';

export function SharedTripView({ view, shared }: { view: MyTripView; shared: SharedTrip }) {
  const count = shared.items.length;
  return (
    <>
      <h1>A shared trip</h1>
      <PageIntro>
        {count === 0
          ? 'Nothing in this link could be found on the guide.'
          : `${count} ${count === 1 ? 'thing' : 'things'} someone saved for a trip to Estes Park.`}
      </PageIntro>
      {count > 0 ? (
        <>
          <SaveAll items={shared.items} />
          <ViewToggle view={view} />
          <ListActions items={shared.items} />
          {groupsOf(shared.items, view).map((group) => (
            <TripGroupSection key={group.key} group={group}>
              {group.items.map((item) => (
                <TripRow key={tripItemKey(item)} data-trip-item={tripItemKey(item)}>
                  <TripItemSummary item={item} />
                </TripRow>
              ))}
            </TripGroupSection>
          ))}
        </>
      ) : (
        <BrowseLinks label="Find things to save" links={browseLinks} />
      )}
      {shared.truncated ? (
        <Note>This link held more than this page reads; the first {count} found are shown.</Note>
      ) : null}
      <MissingReferences
        id="trip-unavailable"
        heading="Could not be loaded right now"
        text="Part of the guide is not answering; try this link again in a moment."
        references={shared.unavailable}
      />
      <MissingReferences
        id="trip-not-found"
        heading="Could not be found"
        text="These were in the link but are not on the guide (any more)."
        references={shared.notFound}
      />
    </>
  );
}

function SaveAll({ items }: { items: readonly TripItem[] }) {
  const [added, setAdded] = useState<number>();
  return (
    <SaveAllBox data-print="hide">
      <Button type="button" onClick={() => setAdded(useTripStore.getState().saveAll(items))}>
        Save all to my trip
      </Button>
      <p role="status">
        {added === undefined ? null : (
          <>
            {added === 0 ? 'All of these are already in your list. ' : `Added ${added} to your list. `}
            <Link to={paths.myTrip()}>Open My trip</Link>
          </>
        )}
      </p>
    </SaveAllBox>
  );
}

/** The link's references that are not shown, as they were written, under a heading saying why. */
function MissingReferences({
  id,
  heading,
  text,
  references,
}: {
  id: string;
  heading: string;
  text: string;
  references: readonly string[];
}) {
  if (references.length === 0) return null;
  return (
    <Missing as="section" $padded aria-labelledby={`${id}-heading`} data-testid={id}>
      <h2 id={`${id}-heading`}>{heading}</h2>
      <p>{text}</p>
      <ul>
        {references.map((reference) => (
          <li key={reference}>
            <code>{reference}</code>
          </li>
        ))}
      </ul>
    </Missing>
  );
}

const SaveAllBox = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
  margin-bottom: 0.5rem;
  p {
    margin: 0;
  }
`;

const Note = styled.p`
  color: ${theme.color.muted};
`;

const Missing = styled(Card)`
  margin-top: 2rem;
  h2 {
    font-size: 1.125rem;
  }
  code {
    overflow-wrap: anywhere;
  }
`;
