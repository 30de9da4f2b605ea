/**
 * Under a stay's dates (the stay search, the booking box): which of the days need a timed-entry
 * permit to enter Rocky Mountain National Park, with the link to reserve one. Its words depend
 * on the dates alone (never on today), so the server's HTML for dates in the URL and the
 * browser's agree; when permits for the days go on sale, and "Remind me", follow right after
 * hydration (timed-entry-reminder.tsx). A polite live region: a visitor picking dates hears the change.
 */
import styled from 'styled-components';
import { theme } from '@estes/shared';
import { permitDaysOfStay, summarizePermitDays } from './timed-entry-rules';
import { TimedEntryReminder } from './timed-entry-reminder';
import { stayPermitSentences } from './timed-entry-text';
import { timedEntrySeasons, timedEntrySource, timedEntryReservationUrl } from './timed-entry-seasons';

export function TimedEntryStayNotice({
  checkIn,
  checkOut,
  seasons = timedEntrySeasons,
  now,
}: {
  checkIn: string | undefined;
  checkOut: string | undefined;
  seasons?: typeof timedEntrySeasons;
  /** The clock the reminder tells past sale moments by (tests); the real one by default. */
  now?: () => Date;
}) {
  const range = permitDaysOfStay(checkIn, checkOut, seasons);
  const summary = range.kind === 'days' ? summarizePermitDays(range.days, seasons) : undefined;
  const sentences = summary ? stayPermitSentences(summary) : [];
  const permitAsked = summary !== undefined && summary.needed.length + summary.likely.length > 0;
  const permitDays =
    range.kind === 'days' ? range.days.filter((day) => day.status === 'needed' || day.status === 'likely') : [];
  return (
    <LiveRegion aria-live="polite" data-timed-entry="stay">
      {sentences.length > 0 ? (
        <Notice>
          <p>{sentences.join(' ')}</p>
          <TimedEntryReminder dates={permitDays.map((day) => day.date)} seasons={seasons} {...(now ? { now } : {})} />
          {permitAsked ? (
            <p>
              <a href={timedEntryReservationUrl} target="_blank" rel="noopener noreferrer">
                Reserve on recreation.gov
              </a>{' '}
              ·{' '}
              <a href={timedEntrySource.url} target="_blank" rel="noopener noreferrer">
                The park’s timed-entry page
              </a>
            </p>
          ) : null}
        </Notice>
      ) : null}
    </LiveRegion>
  );
}

const LiveRegion = styled.div`
  grid-column: 1 / -1;
`;

const Notice = styled.div`
  padding: 0.625rem 0.75rem;
  border-left: 4px solid ${theme.color.teal};
  border-radius: ${theme.radius.small};
  background: ${theme.color.tealWash};
  color: ${theme.color.body};
  font-size: 0.875rem;
  line-height: 1.45;
  p {
    margin: 0;
  }
  p + p {
    margin-top: 0.375rem;
  }
  a {
    color: ${theme.color.pine};
    font-weight: 700;
    text-decoration: underline;
  }
`;
