/**
 * The short form of the timed-entry guide, for the park conditions on /weather: the season's
 * headline, the two permits with their hours, when permits are released, the reservation link,
 * the source with its check date, and a link to the full guide on /trip-planning. `today` comes
 * from the page's data (the park's date), so the server's HTML and the hydrated page agree.
 */
import styled from 'styled-components';
import { Link, paths, theme } from '@estes/shared';
import { timedEntryOutlook } from './timed-entry-rules';
import { longDay, outlookHeadline, permitChoices, releaseShort } from './timed-entry-text';
import { timedEntrySeasons, timedEntrySource, type TimedEntrySeason } from './timed-entry-seasons';

export const timedEntrySummaryHeadingId = 'timed-entry-summary-heading';

export function TimedEntrySummary({
  today,
  seasons = timedEntrySeasons,
  headingLevel = 'h2',
}: {
  /** The park's date, YYYY-MM-DD. */
  today: string;
  seasons?: readonly TimedEntrySeason[];
  /** `h3` when it is a part of a larger section (the park conditions on /weather). */
  headingLevel?: 'h2' | 'h3';
}) {
  const Heading = headingLevel;
  const outlook = timedEntryOutlook(today, seasons);
  const season = outlook.kind === 'announced' ? outlook.season : outlook.reference;
  return (
    <Summary aria-labelledby={timedEntrySummaryHeadingId} data-timed-entry="summary">
      <Heading id={timedEntrySummaryHeadingId}>Timed-entry permits for Rocky Mountain National Park</Heading>
      <p>
        <strong>{outlookHeadline(outlook)}</strong>
      </p>
      {season ? (
        <>
          <p>
            {outlook.kind === 'not-announced' ? `In ${season.year}: ` : ''}
            {`${permitChoices(season.permits)}, in ${season.entryWindowHours}-hour entry windows, $${season.reservationFeeUsd} a permit. `}
            {releaseShort(season)}
          </p>
          <p>
            <a href={season.reservationUrl} target="_blank" rel="noopener noreferrer">
              Reserve on recreation.gov
            </a>{' '}
            · <Link to={`${paths.tripPlanning()}#timed-entry`}>Which permit, hours and release dates</Link>
          </p>
        </>
      ) : null}
      <Source>
        Source:{' '}
        <a href={timedEntrySource.url} target="_blank" rel="noopener noreferrer">
          {timedEntrySource.name}
        </a>
        {season ? `, last checked ${longDay(season.checked.on, true)}.` : '.'}
      </Source>
    </Summary>
  );
}

const Summary = styled.section`
  padding: 1.25rem;
  border: 1px solid ${theme.color.line};
  border-left: 6px solid ${theme.color.teal};
  border-radius: ${theme.radius.medium};
  background: ${theme.color.white};
  max-width: 52rem;
  h2 {
    margin: 0;
    font-size: clamp(1.25rem, 1.1rem + 0.8vw, 1.625rem);
  }
  p {
    margin: 0.75rem 0 0;
  }
  a {
    color: ${theme.color.pine};
    font-weight: 700;
  }
`;

const Source = styled.p`
  font-size: 0.875rem;
  color: ${theme.color.muted};
`;
