/**
 * "Park conditions" on /weather (issue 19): closures, Trail Ridge Road's status when an alert
 * names it, and every current alert of the National Park Service and the National Weather Service
 * with its source and times in Mountain time. A source that is not configured or failed is named,
 * with the park's own page; nothing is shown that a source did not say.
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container, Link, SectionHeading, VisuallyHidden, mediaUp, paths, theme } from '@estes/shared';
import {
  parkAlertSourceNames,
  parkAlertSources,
  parkConditionsUrl,
  type ParkAlert,
  type ParkAlertSource,
  type ParkAlertsResult,
  type TrailRidgeRoadStatus,
} from '../../domain/park-alerts';
import { formatMountainTime } from '@estes/shared/mountain-time';
import { ParkAlertsUnavailable, alertKindText, alertTimeText, parkConditionsId } from './park-alert-parts';

export interface ParkConditionsSectionProps {
  alerts: ParkAlertsResult | null;
  /**
   * The park's timed-entry season block (issue 19, point 2), placed after the road status. The
   * conditions area leaves this slot for it; until it is given, nothing is shown there.
   */
  timedEntry?: ReactNode;
}

function sourceUnavailableText(source: ParkAlertSource, alerts: ParkAlertsResult): string | undefined {
  const state = alerts.sources[source];
  if (state.state === 'live') return undefined;
  return state.reason === 'not-configured'
    ? `Alerts from the ${parkAlertSourceNames[source]} are not set up on this site.`
    : `The ${parkAlertSourceNames[source]} could not be reached (checked ${formatMountainTime(new Date(state.checkedAt))}).`;
}

export function ParkConditionsSection({ alerts, timedEntry }: ParkConditionsSectionProps) {
  const unavailable = alerts
    ? parkAlertSources.map((source) => sourceUnavailableText(source, alerts)).filter((text) => text !== undefined)
    : ['Our park alerts service could not be read.'];
  const closures = alerts?.alerts.filter((alert) => alert.closure) ?? [];
  // Closures are listed once, under their own heading; the other alerts follow.
  const others = alerts?.alerts.filter((alert) => !alert.closure) ?? [];
  const liveSources = alerts ? parkAlertSources.filter((source) => alerts.sources[source].state === 'live') : [];

  return (
    <Container>
      <Panel id={parkConditionsId} aria-labelledby="park-conditions-heading">
        <SectionHeading id="park-conditions-heading">Park conditions</SectionHeading>
        {unavailable.length > 0 ? <ParkAlertsUnavailable detail={unavailable.join(' ')} /> : null}

        <TrailRidgeRoad
          status={alerts?.trailRidgeRoad ?? { status: 'unknown' }}
          alerts={alerts?.alerts ?? []}
          checkedAt={alerts?.checkedAt ?? ''}
        />

        {/*
          Timed-entry season block (issue 19, point 2): rendered here through the `timedEntry` slot
          by the timed-entry work; the park alerts do not build it.
        */}
        {timedEntry}

        {/* Text only: this section is in /weather's first load (docs/rules/conditions.md#sourced-park-facts). */}
        <p>
          <Link to={paths.gettingAround()}>Getting around: shuttles, parking and trailhead fill times</Link>
        </p>

        {alerts && closures.length > 0 ? (
          <Group aria-labelledby="park-closures-heading">
            <h3 id="park-closures-heading">Closures</h3>
            <AlertList alerts={closures} checkedAt={alerts.checkedAt} />
          </Group>
        ) : null}

        {alerts && liveSources.length > 0 ? (
          <Group aria-labelledby="park-alerts-heading">
            <h3 id="park-alerts-heading">{closures.length > 0 ? 'Other alerts' : 'Current alerts'}</h3>
            {others.length > 0 ? (
              <AlertList alerts={others} checkedAt={alerts.checkedAt} />
            ) : (
              <p>
                No {closures.length > 0 ? 'other ' : ''}current alerts from the{' '}
                {liveSources.map((source) => parkAlertSourceNames[source]).join(' or the ')}.
              </p>
            )}
            <Checked>
              {liveSources
                .map((source) => {
                  const state = alerts.sources[source];
                  return state.state === 'live'
                    ? `${parkAlertSourceNames[source]} checked ${formatMountainTime(new Date(state.fetchedAt))}`
                    : '';
                })
                .join(' · ')}
              . For everything the park publishes, see its{' '}
              <a href={parkConditionsUrl} target="_blank" rel="noopener noreferrer">
                current conditions page
              </a>
              .
            </Checked>
          </Group>
        ) : null}
      </Panel>
    </Container>
  );
}

const trailRidgeText: Record<'closed' | 'open' | 'named', string> = {
  closed: 'Closed, according to a current alert',
  open: 'Open, according to a current alert',
  named: 'A current alert mentions it',
};

function TrailRidgeRoad({
  status,
  alerts,
  checkedAt,
}: {
  status: TrailRidgeRoadStatus;
  alerts: readonly ParkAlert[];
  checkedAt: string;
}) {
  const alert = 'alertId' in status ? alerts.find((entry) => entry.id === status.alertId) : undefined;
  const time = alert ? alertTimeText(alert, checkedAt) : '';
  return (
    <Road aria-labelledby="trail-ridge-road-heading" data-testid="trail-ridge-road" $status={status.status}>
      <h3 id="trail-ridge-road-heading">Trail Ridge Road</h3>
      {status.status === 'closed' || status.status === 'open' || status.status === 'named' ? (
        <>
          <RoadStatus>{trailRidgeText[status.status]}</RoadStatus>
          <p>
            “{status.statement}” ({parkAlertSourceNames[status.source]}
            {time ? `, ${time}` : ''})
          </p>
        </>
      ) : status.status === 'no-current-alert' ? (
        <p>No current alert about Trail Ridge Road.</p>
      ) : (
        <p>
          Its status cannot be read from the park’s alerts right now: see the{' '}
          <a href={parkConditionsUrl} target="_blank" rel="noopener noreferrer">
            park’s current conditions
          </a>
          .
        </p>
      )}
    </Road>
  );
}

function AlertList({ alerts, checkedAt }: { alerts: readonly ParkAlert[]; checkedAt: string }) {
  return (
    <List>
      {alerts.map((alert) => (
        <Item key={`${alert.source}:${alert.id}`}>
          <KindLine>{alertKindText(alert)}</KindLine>
          <h4>{alert.title}</h4>
          {alert.description ? <Description>{alert.description}</Description> : null}
          {alert.instruction ? <Description>{alert.instruction}</Description> : null}
          <Meta>
            {parkAlertSourceNames[alert.source]}
            {alertTimeText(alert, checkedAt) ? ` · ${alertTimeText(alert, checkedAt)}` : ''}
            {alert.url ? (
              <>
                {' · '}
                <a href={alert.url} target="_blank" rel="noopener noreferrer">
                  Read at the source<VisuallyHidden>: {alert.title}</VisuallyHidden>
                </a>
              </>
            ) : null}
          </Meta>
        </Item>
      ))}
    </List>
  );
}

const Panel = styled.section`
  scroll-margin-top: 6rem;
  h3 {
    font-size: 1.125rem;
    margin: 0 0 0.5rem;
  }
`;

const Road = styled.section<{ $status: TrailRidgeRoadStatus['status'] }>`
  margin: 0 0 1.25rem;
  padding: 1rem 1.25rem;
  border-radius: ${theme.radius.medium};
  border-left: 6px solid
    ${({ $status }) =>
      $status === 'closed' ? theme.color.danger : $status === 'open' ? theme.color.success : theme.color.line};
  background: ${({ $status }) =>
    $status === 'closed' ? theme.color.dangerWash : $status === 'open' ? theme.color.successWash : theme.color.surface};
  p {
    margin: 0;
  }
`;

const RoadStatus = styled.p`
  && {
    font-size: 1.125rem;
    font-weight: 700;
    margin-bottom: 0.25rem;
  }
`;

const Group = styled.section`
  margin: 0 0 1.25rem;
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.75rem;
  ${mediaUp('large')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Item = styled.li`
  padding: 1rem 1.25rem;
  border: 1px solid ${theme.color.line};
  border-radius: ${theme.radius.medium};
  background: ${theme.color.white};
  h4 {
    font-size: 1rem;
    margin: 0.125rem 0 0.375rem;
  }
`;

const KindLine = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.02em;
  color: ${theme.color.muted};
`;

const Description = styled.p`
  margin: 0 0 0.5rem;
  white-space: pre-line;
`;

const Meta = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${theme.color.muted};
  a {
    color: ${theme.color.teal};
    font-weight: 700;
  }
`;

const Checked = styled.p`
  margin: 0.75rem 0 0;
  font-size: 0.875rem;
  color: ${theme.color.muted};
`;
