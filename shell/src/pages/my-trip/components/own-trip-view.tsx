/**
 * This browser's own list: kept in this browser, so it appears after hydration (the server's
 * HTML says where it lives, in a box the size of the empty list's); remove, move up/down
 * (buttons; focus stays on the moved item) and a day for each item, when timed-entry permits for
 * those days go on sale, then the share link.
 */
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { VisuallyHidden, theme } from '@estes/shared';
import { tripItemKey, useIsHydrated, useTripStore, type TripItem } from '@estes/shared/my-trip';
import { BrowseLinks } from '../../../components/browse-links';
import { EmptyPanel, PageIntro } from '../../../components/page-column';
import type { MyTripView } from '../my-trip-data';
import { neighbourInGroup, type TripGroup } from '../my-trip-groups';
import { ShareBox } from './share-box';
import { TripTimedEntry } from './trip-timed-entry';
import { TripItemSummary, TripRow } from './trip-item-summary';
import { ListActions, TripGroupSection, ViewToggle, browseLinks, groupsOf } from './trip-list';

type MoveFocus = { key: string; direction: 'up' | 'down' } | undefined;

export function OwnTripView({ view }: { view: MyTripView }) {
  const hydrated = useIsHydrated();
  const items = useTripStore((state) => state.items);
  const [moveFocus, setMoveFocus] = useState<MoveFocus>();

  // The moved item's button keeps the focus (the other one when it reached an end).
  useEffect(() => {
    if (!moveFocus) return;
    const wanted = document.getElementById(`trip-move-${moveFocus.direction}-${moveFocus.key}`);
    const other = document.getElementById(`trip-move-${moveFocus.direction === 'up' ? 'down' : 'up'}-${moveFocus.key}`);
    (wanted && !(wanted as HTMLButtonElement).disabled ? wanted : other)?.focus();
  }, [moveFocus, items]);

  return (
    <>
      <h1>My trip</h1>
      {!hydrated ? (
        // The same box as the empty list's (a heading, a paragraph as long, the same links): a
        // first visit's list, empty, then takes its place without moving what follows
        // (Lighthouse measured a layout shift of 0.18 when this was one line of text).
        <EmptyPanel data-testid="my-trip-waiting">
          <h2>Your saved list</h2>
          <p>
            It is kept in this browser and shows here once the page has loaded: look for “Save to My trip” on places to
            stay, things to do, restaurants, events and Local Intel articles, then plan by day, print or share.
          </p>
          <BrowseLinks label="Find things to save" links={browseLinks} />
        </EmptyPanel>
      ) : items.length === 0 ? (
        <EmptyPanel data-testid="my-trip-empty">
          <h2>Nothing saved yet</h2>
          <p>
            Look for “Save to My trip” on places to stay, things to do, restaurants, events and Local Intel articles:
            what you save is listed here, in this browser, to plan by day, print or share.
          </p>
          <BrowseLinks label="Find things to save" links={browseLinks} />
        </EmptyPanel>
      ) : (
        <>
          <PageIntro>
            {items.length} saved {items.length === 1 ? 'thing' : 'things'}, kept in this browser. Pick a day for each to
            plan your trip.
          </PageIntro>
          <ViewToggle view={view} />
          <ListActions items={items} />
          {groupsOf(items, view).map((group) => (
            <TripGroupSection key={group.key} group={group}>
              {group.items.map((item) => (
                <OwnTripRow
                  key={tripItemKey(item)}
                  item={item}
                  group={group}
                  onMoved={(direction) => setMoveFocus({ key: tripItemKey(item), direction })}
                />
              ))}
            </TripGroupSection>
          ))}
          <TripTimedEntry items={items} />
          <ShareBox items={items} />
        </>
      )}
    </>
  );
}

function OwnTripRow({
  item,
  group,
  onMoved,
}: {
  item: TripItem;
  group: TripGroup;
  onMoved: (direction: 'up' | 'down') => void;
}) {
  const key = tripItemKey(item);
  const above = neighbourInGroup(group, item, -1);
  const below = neighbourInGroup(group, item, 1);
  const move = (other: TripItem | undefined, direction: 'up' | 'down') => {
    if (!other) return;
    useTripStore.getState().swap(key, tripItemKey(other));
    onMoved(direction);
  };
  const dayId = `trip-day-${key}`;
  return (
    <TripRow data-trip-item={key}>
      <TripItemSummary item={item} />
      <Controls data-print="hide">
        <DayField>
          <label htmlFor={dayId}>Day</label>
          <input
            id={dayId}
            type="date"
            value={item.day ?? ''}
            onChange={(event) => useTripStore.getState().setDay(key, event.target.value || undefined)}
          />
        </DayField>
        <SmallButton type="button" id={`trip-move-up-${key}`} disabled={!above} onClick={() => move(above, 'up')}>
          <span aria-hidden="true">↑ </span>Move up<VisuallyHidden> ({item.title})</VisuallyHidden>
        </SmallButton>
        <SmallButton type="button" id={`trip-move-down-${key}`} disabled={!below} onClick={() => move(below, 'down')}>
          <span aria-hidden="true">↓ </span>Move down<VisuallyHidden> ({item.title})</VisuallyHidden>
        </SmallButton>
        <SmallButton type="button" onClick={() => useTripStore.getState().remove(key)}>
          Remove<VisuallyHidden> ({item.title})</VisuallyHidden>
        </SmallButton>
      </Controls>
    </TripRow>
  );
}

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: 0.5rem;
`;

const DayField = styled.div`
  display: grid;
  gap: 0.125rem;
  label {
    font-size: 0.875rem;
    font-weight: 700;
  }
  input {
    min-height: 44px;
    padding: 0.25rem 0.5rem;
    border: 1px solid #64748b;
    border-radius: ${theme.radius.small};
    font: inherit;
  }
`;

const SmallButton = styled.button`
  min-height: 44px;
  padding: 0.375rem 0.75rem;
  border: 1px solid #64748b;
  border-radius: ${theme.radius.small};
  background: ${theme.color.white};
  color: ${theme.color.ink};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:disabled {
    color: #64748b;
    border-color: ${theme.color.line};
    cursor: not-allowed;
  }
`;
