/**
 * /my-trip: the visitor's saved list (decision 032), or a list someone shared (`?items=`).
 * - Own list: kept in this browser, so it appears after hydration (the server's HTML says
 *   where it lives); remove, move up/down (buttons; focus stays on the moved item), a day for
 *   each item, one calendar file of the saved events, print, and a share link.
 * - Shared list: rendered on the server from the areas' data, read-only, with "Save all to my
 *   trip"; references that could not be found are listed as such.
 * - By day or by kind: a link in the query (`?view=kind`), so it works without script.
 * - Print: no header, footer or buttons; every item with its full address.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLoaderData, useLocation } from 'react-router-dom';
import styled, { createGlobalStyle } from 'styled-components';
import { Button, Container, VisuallyHidden, buttonStyles, getSiteSettings, mediaUp, paths, theme } from '@estes/shared';
import { sharedTripPath } from '@estes/shared/my-trip/share-link';
import { tripItemKey, tripItemKindLabels, useIsHydrated, useTripStore, type TripItem } from '@estes/shared/my-trip';
import type { MyTripPageData, MyTripView, SharedTrip } from './my-trip-data';
import {
  eventIdsOf,
  groupByDay,
  groupByKind,
  neighbourInGroup,
  tripCalendarHref,
  whenText,
  type TripGroup,
} from './my-trip-groups';

const browseLinks = [
  { href: paths.accommodations(), label: 'Places to stay' },
  { href: paths.thingsToDo(), label: 'Things to do' },
  { href: paths.restaurants(), label: 'Restaurants' },
  { href: paths.events(), label: 'Events' },
  { href: paths.blog(), label: 'Local Intel articles' },
] as const;

const groupsOf = (items: readonly TripItem[], view: MyTripView) =>
  view === 'kind' ? groupByKind(items) : groupByDay(items);

export function MyTripPage() {
  const data = useLoaderData() as MyTripPageData;
  return (
    <Container>
      <PrintStyle />
      <Wrapper>
        {data.shared ? <SharedTripView data={data} shared={data.shared} /> : <OwnTripView view={data.view} />}
      </Wrapper>
    </Container>
  );
}

function ViewToggle({ view }: { view: MyTripView }) {
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
      {(['day', 'kind'] as const).map((option) => (
        <Link
          key={option}
          to={hrefFor(option)}
          aria-current={view === option ? 'page' : undefined}
          preventScrollReset
          replace
        >
          {option === 'day' ? 'By day' : 'By kind'}
        </Link>
      ))}
    </Toggle>
  );
}

function ItemLink({ item }: { item: TripItem }) {
  // A card on a list page (#its-card) opens as a page load, so the browser scrolls to it.
  return item.path.includes('#') ? <a href={item.path}>{item.title}</a> : <Link to={item.path}>{item.title}</Link>;
}

function ItemSummary({ item }: { item: TripItem }) {
  return (
    <div>
      <Kind>{tripItemKindLabels[item.kind].one}</Kind>
      <Title>
        <ItemLink item={item} />
      </Title>
      {item.when ? <When>{whenText(item.when)}</When> : null}
      <PrintUrl data-print-url="">{new URL(item.path, getSiteSettings().siteUrl).toString()}</PrintUrl>
    </div>
  );
}

function ListActions({ items }: { items: readonly TripItem[] }) {
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

function GroupSection({ group, children }: { group: TripGroup; children: ReactNode }) {
  const headingId = `trip-group-${group.key}`;
  return (
    <Group aria-labelledby={headingId} data-group={group.key}>
      <h2 id={headingId}>
        {group.label} <small>({group.items.length})</small>
      </h2>
      <ol>{children}</ol>
    </Group>
  );
}

function BrowseLinks() {
  return (
    <Browse aria-label="Find things to save">
      {browseLinks.map((link) => (
        <Link key={link.href} to={link.href}>
          {link.label}
        </Link>
      ))}
    </Browse>
  );
}

// ---- This browser's own list ------------------------------------------------------------

type MoveFocus = { key: string; direction: 'up' | 'down' } | undefined;

function OwnTripView({ view }: { view: MyTripView }) {
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
        <Intro data-testid="my-trip-waiting">
          Your saved list is kept in this browser, so it shows here once the page has loaded. Save places to stay,
          things to do, restaurants, events and articles with their “Save to My trip” buttons.
        </Intro>
      ) : items.length === 0 ? (
        <Empty data-testid="my-trip-empty">
          <h2>Nothing saved yet</h2>
          <p>
            Look for “Save to My trip” on places to stay, things to do, restaurants, events and Local Intel articles:
            what you save is listed here, in this browser, to plan by day, print or share.
          </p>
          <BrowseLinks />
        </Empty>
      ) : (
        <>
          <Intro>
            {items.length} saved {items.length === 1 ? 'thing' : 'things'}, kept in this browser. Pick a day for each to
            plan your trip.
          </Intro>
          <ViewToggle view={view} />
          <ListActions items={items} />
          {groupsOf(items, view).map((group) => (
            <GroupSection key={group.key} group={group}>
              {group.items.map((item) => (
                <OwnTripRow
                  key={tripItemKey(item)}
                  item={item}
                  group={group}
                  onMoved={(direction) => setMoveFocus({ key: tripItemKey(item), direction })}
                />
              ))}
            </GroupSection>
          ))}
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
    <Row data-trip-item={key}>
      <ItemSummary item={item} />
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
    </Row>
  );
}

function ShareBox({ items }: { items: readonly TripItem[] }) {
  const [message, setMessage] = useState('');
  const url = new URL(sharedTripPath(items), getSiteSettings().siteUrl).toString();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setMessage('Link copied.');
    } catch {
      setMessage('Select the link above and copy it.');
    }
  };
  return (
    <Share aria-labelledby="trip-share-heading" data-print="hide">
      <h2 id="trip-share-heading">Share this list</h2>
      <p>
        The link opens the same list on another device. It carries only which things you saved and your days, nothing
        about you.
      </p>
      <label htmlFor="trip-share-url">Link to this list</label>
      <div>
        <input id="trip-share-url" readOnly value={url} onFocus={(event) => event.target.select()} />
        <Button type="button" onClick={() => void copy()}>
          Copy link
        </Button>
      </div>
      <p role="status">{message}</p>
    </Share>
  );
}

// ---- A list someone shared ----------------------------------------------------------------

function SharedTripView({ data, shared }: { data: MyTripPageData; shared: SharedTrip }) {
  const count = shared.items.length;
  return (
    <>
      <h1>A shared trip</h1>
      <Intro>
        {count === 0
          ? 'Nothing in this link could be found on the guide.'
          : `${count} ${count === 1 ? 'thing' : 'things'} someone saved for a trip to Estes Park.`}
      </Intro>
      {count > 0 ? (
        <>
          <SaveAll items={shared.items} />
          <ViewToggle view={data.view} />
          <ListActions items={shared.items} />
          {groupsOf(shared.items, data.view).map((group) => (
            <GroupSection key={group.key} group={group}>
              {group.items.map((item) => (
                <Row key={tripItemKey(item)} data-trip-item={tripItemKey(item)}>
                  <ItemSummary item={item} />
                </Row>
              ))}
            </GroupSection>
          ))}
        </>
      ) : (
        <BrowseLinks />
      )}
      {shared.truncated ? (
        <Note>This link held more than this page reads; the first {count} found are shown.</Note>
      ) : null}
      {shared.unavailable.length > 0 ? (
        <Missing aria-labelledby="trip-unavailable-heading" data-testid="trip-unavailable">
          <h2 id="trip-unavailable-heading">Could not be loaded right now</h2>
          <p>Part of the guide is not answering; try this link again in a moment.</p>
          <ul>
            {shared.unavailable.map((text) => (
              <li key={text}>
                <code>{text}</code>
              </li>
            ))}
          </ul>
        </Missing>
      ) : null}
      {shared.notFound.length > 0 ? (
        <Missing aria-labelledby="trip-not-found-heading" data-testid="trip-not-found">
          <h2 id="trip-not-found-heading">Could not be found</h2>
          <p>These were in the link but are not on the guide (any more).</p>
          <ul>
            {shared.notFound.map((text) => (
              <li key={text}>
                <code>{text}</code>
              </li>
            ))}
          </ul>
        </Missing>
      ) : null}
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

// ---- Styles ---------------------------------------------------------------------------------

/** On paper: the list only, no site chrome or controls, each item with its full address. */
const PrintStyle = createGlobalStyle`
  @media print {
    body > #root > a,
    #root header,
    #root footer,
    [data-print='hide'] {
      display: none !important;
    }
    #root [data-print-url] {
      display: block !important;
    }
    #root li {
      break-inside: avoid;
    }
  }
`;

const Wrapper = styled.section`
  max-width: 52rem;
  padding: 2.5rem 0 4rem;
  h1 {
    font-size: clamp(1.75rem, 1.4rem + 1.5vw, 2.5rem);
  }
`;

const Intro = styled.p`
  color: ${theme.color.muted};
  font-size: 1.0625rem;
`;

const Toggle = styled.nav`
  display: inline-flex;
  gap: 0.25rem;
  margin: 0.5rem 0 1rem;
  padding: 0.25rem;
  border: 1px solid ${theme.color.line};
  border-radius: ${theme.radius.pill};
  a {
    display: inline-block;
    min-height: 40px;
    padding: 0.5rem 1rem;
    border-radius: ${theme.radius.pill};
    font-weight: 700;
    color: ${theme.color.body};
    text-decoration: none;
  }
  a[aria-current='page'] {
    background: ${theme.color.tealMist};
    color: ${theme.color.pine};
  }
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

const Group = styled.section`
  margin-top: 1.75rem;
  h2 {
    font-size: 1.375rem;
    padding-bottom: 0.5rem;
    border-bottom: 2px solid ${theme.color.tealMist};
  }
  h2 small {
    font-size: 1rem;
    font-weight: 400;
    color: ${theme.color.muted};
  }
  ol {
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;

const Row = styled.li`
  display: grid;
  gap: 0.75rem;
  padding: 1rem 0;
  border-bottom: 1px solid ${theme.color.line};
  ${mediaUp('medium')} {
    grid-template-columns: 1fr auto;
    align-items: center;
  }
`;

const Kind = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${theme.color.teal};
`;

const Title = styled.p`
  margin: 0.125rem 0 0;
  font-size: 1.125rem;
  font-weight: 700;
  overflow-wrap: anywhere;
`;

const When = styled.p`
  margin: 0.25rem 0 0;
  color: ${theme.color.muted};
`;

const PrintUrl = styled.span`
  display: none;
  font-size: 0.875rem;
  overflow-wrap: anywhere;
`;

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

const Share = styled.section`
  margin-top: 2.5rem;
  padding: 1.25rem;
  border-radius: ${theme.radius.medium};
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.line};
  h2 {
    font-size: 1.25rem;
    margin-top: 0;
  }
  label {
    display: block;
    font-weight: 700;
    margin-bottom: 0.375rem;
  }
  div {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }
  input {
    flex: 1 1 16rem;
    min-width: 0;
    min-height: 44px;
    padding: 0.5rem 0.75rem;
    border: 1px solid #64748b;
    border-radius: ${theme.radius.small};
    font: inherit;
  }
  p[role='status'] {
    margin: 0.5rem 0 0;
    color: ${theme.color.success};
  }
`;

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

const Empty = styled.div`
  padding: 1.5rem 1.25rem;
  border: 1px solid ${theme.color.line};
  border-radius: ${theme.radius.medium};
  background: ${theme.color.surface};
  h2 {
    font-size: 1.375rem;
    margin-top: 0;
  }
  p {
    color: ${theme.color.muted};
  }
`;

const Browse = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.25rem;
  margin-top: 0.75rem;
  a {
    display: inline-block;
    padding: 0.5rem 0;
    font-weight: 700;
  }
`;

const Note = styled.p`
  color: ${theme.color.muted};
`;

const Missing = styled.section`
  margin-top: 2rem;
  padding: 1rem 1.25rem;
  border-radius: ${theme.radius.medium};
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.line};
  h2 {
    font-size: 1.125rem;
    margin-top: 0;
  }
  code {
    overflow-wrap: anywhere;
  }
`;
