/**
 * The visitor's saved trip (My trip, kept in this browser) by day on /park-pack, with what entering
 * the park takes on each of those days and the timed-entry rule for them
 * (docs/rules/conditions.md#park-pack). The list lives in this browser only, so the server's HTML
 * and the first render in the browser show neither; it appears right after hydration. Without
 * dated items the park's timed-entry summary for today stands in.
 */
import styled from 'styled-components';
import { Link, paths, theme } from '@estes/shared';
import { useIsHydrated, useTripStore, tripItemKindLabels, tripItemKey } from '@estes/shared/my-trip';
import {
  TimedEntrySummary,
  permitChoices,
  permitDay,
  stayPermitSentences,
  summarizePermitDays,
  timedEntryReservationUrl,
  timedEntrySource,
  type PermitDay,
} from '@estes/shared/park';
import { tripByDay, tripDates } from './park-pack-text';

/** What entering the park takes on one day of the trip, in a few words. */
export function permitDayNote(day: PermitDay): string {
  switch (day.status) {
    case 'needed':
      return `Timed-entry permit needed (${permitChoices(day.permits)}).`;
    case 'likely':
      return `Timed-entry permit likely needed: the ${day.date.slice(0, 4)} dates are not announced yet.`;
    case 'not-needed':
      return day.estimated ? 'No timed-entry permit likely needed.' : 'No timed-entry permit needed.';
    case 'unknown':
      return '';
  }
}

export function ParkPackTrip({ today }: { today: string }) {
  const hydrated = useIsHydrated();
  const items = useTripStore((state) => state.items);
  const days = hydrated ? tripByDay(items) : [];
  const dates = tripDates(days);
  const sentences =
    dates.length > 0 ? stayPermitSentences(summarizePermitDays(dates.map((date) => permitDay(date)))) : [];

  return (
    <Trip aria-labelledby="park-pack-trip-heading" data-testid="park-pack-trip">
      <h2 id="park-pack-trip-heading">Your trip by day</h2>
      {!hydrated ? null : days.length === 0 ? (
        <p>
          Nothing is saved in <Link to={paths.myTrip()}>My trip</Link> on this phone yet. Save places to stay, things to
          do and events as you browse, then open this page again to keep them here.
        </p>
      ) : (
        <>
          {days.map((entry) => {
            const note = entry.day ? permitDayNote(permitDay(entry.day)) : '';
            return (
              <Day key={entry.day ?? 'no-day'} aria-label={entry.label}>
                <h3>{entry.label}</h3>
                {note ? <Permit>{note}</Permit> : null}
                <ul>
                  {entry.items.map((item) => (
                    <li key={tripItemKey(item)}>
                      <Link to={item.path}>{item.title}</Link> <Kind>· {tripItemKindLabels[item.kind].one}</Kind>
                    </li>
                  ))}
                </ul>
              </Day>
            );
          })}
          <p>
            <Link to={paths.myTrip()}>Change your trip in My trip</Link>
          </p>
        </>
      )}
      {sentences.length > 0 ? (
        <Rule aria-labelledby="park-pack-timed-entry-heading" data-timed-entry="trip">
          <h3 id="park-pack-timed-entry-heading">Timed entry on your dates</h3>
          <p>{sentences.join(' ')}</p>
          <p>
            <a href={timedEntryReservationUrl} target="_blank" rel="noopener noreferrer">
              Reserve on recreation.gov
            </a>{' '}
            · Source:{' '}
            <a href={timedEntrySource.url} target="_blank" rel="noopener noreferrer">
              {timedEntrySource.name}
            </a>
          </p>
        </Rule>
      ) : (
        <TimedEntrySummary today={today} headingLevel="h3" />
      )}
    </Trip>
  );
}

const Trip = styled.section`
  max-width: 52rem;
  h2 {
    margin: 0 0 0.75rem;
    font-size: clamp(1.25rem, 1.1rem + 0.8vw, 1.625rem);
  }
  h3 {
    margin: 0 0 0.25rem;
    font-size: 1.125rem;
  }
  a {
    color: ${theme.color.pine};
    font-weight: 700;
  }
`;

const Day = styled.section`
  margin: 0 0 1rem;
  padding: 0.875rem 1rem;
  border: 1px solid ${theme.color.line};
  border-radius: ${theme.radius.medium};
  background: ${theme.color.white};
  ul {
    margin: 0.5rem 0 0;
    padding-left: 1.25rem;
  }
  li + li {
    margin-top: 0.25rem;
  }
`;

const Permit = styled.p`
  && {
    margin: 0;
    font-size: 0.9375rem;
    color: ${theme.color.emberDark};
    font-weight: 700;
  }
`;

const Kind = styled.span`
  color: ${theme.color.muted};
  font-size: 0.875rem;
`;

const Rule = styled.section`
  margin: 1rem 0 0;
  padding: 1rem 1.25rem;
  border-left: 6px solid ${theme.color.teal};
  border-radius: ${theme.radius.small};
  background: ${theme.color.tealWash};
  p {
    margin: 0.5rem 0 0;
  }
`;
