/**
 * Pieces of the park alerts shared by /weather and the home weather card: the banner of the
 * first current alert, an alert's source and times (Mountain time), and the notice shown when
 * live park alerts cannot be had, with the park's own conditions page. Never an invented alert.
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '@estes/shared';
import {
  alertSeverityLabels,
  nwsAlertsUrl,
  parkAlertSourceNames,
  parkConditionsUrl,
  type AlertSeverity,
  type ParkAlert,
} from '../../domain/park-alerts';
import { formatMountainDateTime } from '@estes/shared/mountain-time';
import { formatCalendarDate } from '../../domain/weather-time';

/** The id of the Park conditions section on /weather, which banners link to. */
export const parkConditionsId = 'park-conditions';

const severityTone: Record<AlertSeverity, { line: string; wash: string; text: string }> = {
  extreme: { line: theme.color.danger, wash: theme.color.dangerWash, text: theme.color.danger },
  severe: { line: theme.color.danger, wash: theme.color.dangerWash, text: theme.color.danger },
  moderate: { line: theme.color.ember, wash: theme.color.emberWash, text: theme.color.emberDark },
  minor: { line: theme.color.teal, wash: theme.color.tealWash, text: theme.color.pine },
  unknown: { line: theme.color.muted, wash: theme.color.surface, text: theme.color.ink },
};

const instantText = (iso: string): string => formatMountainDateTime(new Date(iso));

/**
 * When the alert applies, as its source states it: the NWS's start and end, or the date the NPS
 * last updated its listing (the NPS gives no start or end). `checkedAt` decides "since" or "from".
 */
export function alertTimeText(alert: ParkAlert, checkedAt: string): string {
  const parts: string[] = [];
  if (alert.startsAt) {
    parts.push(`${alert.startsAt <= checkedAt ? 'Since' : 'From'} ${instantText(alert.startsAt)}`);
  }
  if (alert.expiresAt) parts.push(`until ${instantText(alert.expiresAt)}`);
  if (parts.length === 0 && alert.updated) {
    parts.push(
      `Updated ${alert.updated.length === 10 ? formatCalendarDate(alert.updated) : instantText(alert.updated)}`,
    );
  }
  return parts.join(' ');
}

/** "Severe · Park Closure": the severity on our scale and the source's own category or event. */
export function alertKindText(alert: ParkAlert): string {
  return `${alertSeverityLabels[alert.severity]} · ${alert.kind}`;
}

/** The first paragraph of a description, cut to `maxLength` at a word. */
export function alertSummary(description: string, maxLength: number): string {
  const first = description.split('\n\n')[0] ?? '';
  if (first.length <= maxLength) return first;
  const wordEnd = first.lastIndexOf(' ', maxLength - 1);
  return `${first.slice(0, wordEnd > 0 ? wordEnd : maxLength - 1).trimEnd()}…`;
}

export interface ParkAlertBannerProps {
  alert: ParkAlert;
  checkedAt: string;
  headingId: string;
  headingLevel: 2 | 3;
  /** Longest summary shown; the full text is in the park conditions list. */
  summaryLength?: number;
  /** A link to the full list (the home card links to /weather). */
  more?: ReactNode;
}

/** The first current alert (docs/rules/conditions.md#alert-order), with its source and times. */
export function ParkAlertBanner({
  alert,
  checkedAt,
  headingId,
  headingLevel,
  summaryLength = 280,
  more,
}: ParkAlertBannerProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const tone = severityTone[alert.severity];
  const summary = alertSummary(alert.description, summaryLength);
  return (
    <Banner aria-labelledby={headingId} data-testid="park-alert-banner" $line={tone.line} $wash={tone.wash}>
      <Kind $text={tone.text}>{alertKindText(alert)}</Kind>
      <Heading id={headingId}>{alert.title}</Heading>
      {summary ? <p>{summary}</p> : null}
      <Meta>
        {parkAlertSourceNames[alert.source]}
        {alertTimeText(alert, checkedAt) ? ` · ${alertTimeText(alert, checkedAt)}` : ''}
      </Meta>
      {more}
    </Banner>
  );
}

/**
 * "Live park alerts are unavailable right now", with the park's own conditions page and the
 * National Weather Service: shown instead of alerts a source could not give.
 */
export function ParkAlertsUnavailable({ detail }: { detail?: string }) {
  return (
    <Unavailable role="note" data-testid="park-alerts-unavailable">
      <strong>Live park alerts are unavailable right now.</strong> {detail ? `${detail} ` : ''}Check the park’s own{' '}
      <a href={parkConditionsUrl} target="_blank" rel="noopener noreferrer">
        Rocky Mountain National Park current conditions
      </a>{' '}
      and the{' '}
      <a href={nwsAlertsUrl} target="_blank" rel="noopener noreferrer">
        National Weather Service alerts for Estes Park
      </a>
      .
    </Unavailable>
  );
}

const Banner = styled.section<{ $line: string; $wash: string }>`
  margin: 0 0 1rem;
  padding: 0.875rem 1rem;
  border-left: 6px solid ${({ $line }) => $line};
  border-radius: ${theme.radius.small};
  background: ${({ $wash }) => $wash};
  color: ${theme.color.ink};
  && h2,
  && h3 {
    font-size: 1.125rem;
    margin: 0.125rem 0 0.25rem;
    color: ${theme.color.ink};
  }
  && p {
    margin: 0 0 0.25rem;
  }
`;

const Kind = styled.p<{ $text: string }>`
  && {
    margin: 0;
    font-size: 0.8125rem;
    font-weight: 700;
    text-transform: uppercase;
    letter-spacing: 0.02em;
    color: ${({ $text }) => $text};
  }
`;

const Meta = styled.p`
  && {
    font-size: 0.875rem;
    color: ${theme.color.muted};
    margin: 0;
  }
`;

const Unavailable = styled.p`
  && {
    margin: 0 0 1rem;
    padding: 0.75rem 1rem;
    border: 1px solid ${theme.color.line};
    border-left: 6px solid ${theme.color.ember};
    border-radius: ${theme.radius.small};
    background: ${theme.color.emberWash};
    color: ${theme.color.ink};
  }
`;
