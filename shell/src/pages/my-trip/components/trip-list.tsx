/**
 * What both lists (the visitor's own and a shared one) show around their items: the By day /
 * By kind switch (chips linking to the query, so it works without script; it replaces the
 * history entry rather than adding one), the calendar file and
 * print actions, and the groups.
 */
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Button, buttonStyles, paths } from '@estes/shared';
import type { TripItem } from '@estes/shared/my-trip';
import { ChipLink, ChipList } from '@estes/shared/ui/category-chips';
import { CountedGroup } from '../../../components/counted-group';
import type { MyTripView } from '../my-trip-data';
import { eventIdsOf, groupByDay, groupByKind, tripCalendarHref, type TripGroup } from '../my-trip-groups';

export const browseLinks = [
  { href: paths.accommodations(), label: 'Places to stay' },
  { href: paths.thingsToDo(), label: 'Things to do' },
  { href: paths.restaurants(), label: 'Restaurants' },
  { href: paths.events(), label: 'Events' },
  { href: paths.blog(), label: 'Local Intel articles' },
] as const;

export const groupsOf = (items: readonly TripItem[], view: MyTripView) =>
  view === 'kind' ? groupByKind(items) : groupByDay(items);

export function ViewToggle({ view }: { view: MyTripView }) {
  const { search } = useLocation();
  const hrefFor = (next: MyTripView) => {
    const query = new URLSearchParams(search);
    if (next === 'day') query.delete('view');
    else query.set('view', next);
    const text = query.toString().replace(/%3A/g, ':').replace(/%2C/g, ',').replace(/%40/g, '@');
    return text ? `${paths.myTrip()}?${text}` : paths.myTrip();
  };
  return (
    <Toggle aria-label="Arrange the list" data-print="hide">
      <ChipList>
        {(['day', 'kind'] as const).map((option) => (
          <li key={option}>
            <ChipLink
              to={hrefFor(option)}
              aria-current={view === option ? 'page' : undefined}
              $current={view === option}
              preventScrollReset
              replace
            >
              {option === 'day' ? 'By day' : 'By kind'}
            </ChipLink>
          </li>
        ))}
      </ChipList>
    </Toggle>
  );
}

export function ListActions({ items }: { items: readonly TripItem[] }) {
  const eventIds = eventIdsOf(items);
  return (
    <Actions data-print="hide">
      {eventIds.length > 0 ? (
        <FileLink href={tripCalendarHref(eventIds)} download="my-trip-events.ics" $tone="outline">
          Add {eventIds.length === 1 ? 'the event' : `the ${eventIds.length} events`} to your calendar (.ics)
        </FileLink>
      ) : null}
      <Button type="button" $tone="outline" onClick={() => window.print()}>
        Print this list
      </Button>
    </Actions>
  );
}

export function TripGroupSection({ group, children }: { group: TripGroup; children: ReactNode }) {
  return (
    <CountedGroup
      headingId={`trip-group-${group.key}`}
      label={group.label}
      count={group.items.length}
      list="ol"
      data-group={group.key}
    >
      {children}
    </CountedGroup>
  );
}

const Toggle = styled.nav`
  margin: 0.5rem 0 1rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-bottom: 1rem;
`;

const FileLink = styled.a<{ $tone?: 'outline' }>`
  ${buttonStyles}
`;
