/**
 * The timed-entry guide (trip planning, park conditions): the season visitors plan for on
 * `today` with its dates, the two permits and their hours, how permits are released, the fee,
 * the reservation link, and the source with the day the site team last checked it. A year whose
 * season is not announced says so and shows the last entered season, labelled with its year.
 * `today` comes from the page's loader (the town's date), so server and browser agree.
 */
import styled from 'styled-components';
import { theme } from '@estes/shared';
import { seasonSpan, timedEntryOutlook } from './timed-entry-rules';
import { hourText, longDay, outlookHeadline, releaseSentence, seasonDates } from './timed-entry-text';
import { timedEntrySeasons, timedEntrySource, type TimedEntrySeason } from './timed-entry-seasons';

export const timedEntryGuideId = 'timed-entry';

export function TimedEntryGuide({
  today,
  headingLevel = 2,
  seasons = timedEntrySeasons,
}: {
  /** The town's date, YYYY-MM-DD. */
  today: string;
  headingLevel?: 2 | 3;
  seasons?: readonly TimedEntrySeason[];
}) {
  const outlook = timedEntryOutlook(today, seasons);
  const season = outlook.kind === 'announced' ? outlook.season : outlook.reference;
  const headingId = `${timedEntryGuideId}-heading`;
  return (
    <Guide aria-labelledby={headingId} data-timed-entry="guide">
      <Heading as={headingLevel === 2 ? 'h2' : 'h3'} id={headingId}>
        Timed-entry permits for Rocky Mountain National Park
      </Heading>
      <Headline>{outlookHeadline(outlook)}</Headline>
      {season ? (
        <>
          {outlook.kind === 'not-announced' ? (
            <Label>
              The last season entered here, {seasonDates(season)}, for reference: the {outlook.year} season may differ.
            </Label>
          ) : null}
          <Permits aria-label={`Permit types in ${season.year}`}>
            {season.permits.map((permit) => (
              <li key={permit.id}>
                <strong>{permit.name}</strong>: {permit.covers}; a permit is needed to enter from{' '}
                {permitHoursRange(permit)}
                {permit.firstDay !== seasonSpan(season).firstDay || permit.lastDay !== seasonSpan(season).lastDay
                  ? ` (${longDay(permit.firstDay)} to ${longDay(permit.lastDay)})`
                  : ''}
              </li>
            ))}
          </Permits>
          <p>
            Each permit is for a {season.entryWindowHours}-hour entry window, with no set time to leave. Before and
            after a permit’s hours, the part of the park it covers can be entered without one. The reservation costs{' '}
            {`$${season.reservationFeeUsd}`} on recreation.gov; the park’s entrance fee or a pass is still needed.
          </p>
          <p>{releaseSentence(season)}</p>
          <Reserve href={season.reservationUrl} target="_blank" rel="noopener noreferrer">
            Reserve a timed-entry permit on recreation.gov
          </Reserve>
          <Source>
            Source:{' '}
            <a href={season.source.url} target="_blank" rel="noopener noreferrer">
              {season.source.name}
            </a>
            . Last checked {longDay(season.checked.on, true)}, against {season.checked.against}.
            {season.unconfirmed.length > 0 ? ` Not confirmed on the park’s page: ${season.unconfirmed.join(' ')}` : ''}
          </Source>
        </>
      ) : (
        <p>
          See the park’s own page for this year’s dates:{' '}
          <a href={timedEntrySource.url} target="_blank" rel="noopener noreferrer">
            {timedEntrySource.name}
          </a>
          .
        </p>
      )}
    </Guide>
  );
}

/** "5 a.m. to 6 p.m." */
function permitHoursRange(permit: TimedEntrySeason['permits'][number]): string {
  return `${hourText(permit.fromHour)} to ${hourText(permit.untilHour)}`;
}

const Guide = styled.section`
  padding: 1.25rem;
  border: 1px solid ${theme.color.line};
  border-left: 6px solid ${theme.color.teal};
  border-radius: ${theme.radius.medium};
  background: ${theme.color.white};
  box-shadow: ${theme.shadow.card};
  max-width: 52rem;
  p {
    margin: 0.75rem 0 0;
  }
  a {
    color: ${theme.color.pine};
  }
`;

const Heading = styled.h2`
  margin: 0;
  font-size: clamp(1.25rem, 1.1rem + 0.8vw, 1.625rem);
`;

const Headline = styled.p`
  font-size: 1.0625rem;
  font-weight: 700;
  color: ${theme.color.ink};
`;

const Label = styled.p`
  color: ${theme.color.muted};
`;

const Permits = styled.ul`
  margin: 0.75rem 0 0;
  padding-left: 1.25rem;
  li + li {
    margin-top: 0.375rem;
  }
`;

const Reserve = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  margin-top: 1rem;
  padding: 0.5rem 1rem;
  border-radius: ${theme.radius.small};
  background: ${theme.color.pine};
  font-weight: 700;
  text-decoration: none;
  && {
    color: ${theme.color.white};
  }
`;

const Source = styled.p`
  font-size: 0.875rem;
  color: ${theme.color.muted};
`;
