/**
 * Park alerts (issue 19): what the National Park Service and the National Weather Service say
 * right now about Rocky Mountain National Park and Estes Park, as our API answers it
 * (`GET /api/conditions/park-alerts`), and the rules that order them
 * (docs/rules/conditions.md#alert-order) and read Trail Ridge Road's status from them. The
 * answer's schema is in park-alerts-schema.ts, loaded only by code that reads an answer (decision
 * 079). Nothing here is ever made up: a source that is not configured or failed says so, and Trail
 * Ridge Road has a status only when an alert names it.
 */
import type { ParkAlert, TrailRidgeRoadStatus } from './park-alerts-schema';

export type { ParkAlert, ParkAlertSourceState, ParkAlertsResult, TrailRidgeRoadStatus } from './park-alerts-schema';

export const parkAlertSources = ['nps', 'nws'] as const;
export type ParkAlertSource = (typeof parkAlertSources)[number];

export const parkAlertSourceNames: Record<ParkAlertSource, string> = {
  nps: 'National Park Service',
  nws: 'National Weather Service',
};

/** Where visitors read the same news when our copy is unavailable. */
export const parkConditionsUrl = 'https://www.nps.gov/romo/planyourvisit/conditions.htm';
/** The NWS point forecast for the town, with its active hazards at the top. */
export const nwsAlertsUrl = 'https://forecast.weather.gov/MapClick.php?lat=40.3772&lon=-105.5217';

/**
 * One severity scale for both sources (decision 030), highest first. NWS severity maps one to
 * one; NPS categories: Park Closure and Danger are severe, Caution moderate, Information minor.
 */
export const alertSeverities = ['extreme', 'severe', 'moderate', 'minor', 'unknown'] as const;
export type AlertSeverity = (typeof alertSeverities)[number];

export const alertSeverityLabels: Record<AlertSeverity, string> = {
  extreme: 'Extreme',
  severe: 'Severe',
  moderate: 'Moderate',
  minor: 'Minor',
  unknown: 'Unknown severity',
};

/** 4 for extreme down to 0 for unknown: higher is more severe. */
export function severityRank(severity: AlertSeverity): number {
  return alertSeverities.length - 1 - alertSeverities.indexOf(severity);
}

const nwsSeverities: Record<string, AlertSeverity> = {
  extreme: 'extreme',
  severe: 'severe',
  moderate: 'moderate',
  minor: 'minor',
};

/** NWS CAP severity (Extreme, Severe, Moderate, Minor, Unknown); anything else is unknown. */
export function nwsSeverity(severity: string | undefined): AlertSeverity {
  return nwsSeverities[(severity ?? '').trim().toLowerCase()] ?? 'unknown';
}

const npsCategories: Record<string, AlertSeverity> = {
  'park closure': 'severe',
  danger: 'severe',
  caution: 'moderate',
  information: 'minor',
};

/** NPS alert category (Park Closure, Danger, Caution, Information); anything else is unknown. */
export function npsSeverity(category: string | undefined): AlertSeverity {
  return npsCategories[(category ?? '').trim().replace(/\s+/g, ' ').toLowerCase()] ?? 'unknown';
}

/**
 * NWS CAP urgency, when to act: Immediate (now), Expected (within the hour), Future (soon),
 * Past (no longer), Unknown. The NPS gives none.
 */
export const alertUrgencies = ['immediate', 'expected', 'future', 'past', 'unknown'] as const;
export type AlertUrgency = (typeof alertUrgencies)[number];

/** NWS CAP certainty: Observed, Likely (50 % or more), Possible (under 50 %), Unlikely, Unknown. */
export const alertCertainties = ['observed', 'likely', 'possible', 'unlikely', 'unknown'] as const;
export type AlertCertainty = (typeof alertCertainties)[number];

/** One of `values`, read without regard to case; anything else is unknown. */
function capValue<Value extends string>(values: readonly Value[], raw: string | undefined, unknown: Value): Value {
  const value = (raw ?? '').trim().toLowerCase();
  return values.find((entry) => entry === value) ?? unknown;
}

export const nwsUrgency = (urgency: string | undefined): AlertUrgency => capValue(alertUrgencies, urgency, 'unknown');
export const nwsCertainty = (certainty: string | undefined): AlertCertainty =>
  capValue(alertCertainties, certainty, 'unknown');

export const unavailableReasons = ['not-configured', 'failed'] as const;
export type UnavailableReason = (typeof unavailableReasons)[number];

/**
 * Weather to act on now (docs/rules/conditions.md#alert-order): an NWS alert of Extreme or Severe
 * severity whose urgency is Immediate or Expected and whose certainty is Observed or Likely: a
 * Winter Storm Warning in force, a Flash Flood Warning. A watch (Future, Possible) is not.
 */
export function isActNowWeather(alert: ParkAlert): boolean {
  return (
    alert.source === 'nws' &&
    (alert.severity === 'extreme' || alert.severity === 'severe') &&
    (alert.urgency === 'immediate' || alert.urgency === 'expected') &&
    (alert.certainty === 'observed' || alert.certainty === 'likely')
  );
}

/**
 * How soon an alert asks for action: Immediate first; Expected, an unknown urgency and the NPS's
 * alerts (in force while listed) next; then what is only coming (Future), then what is over (Past).
 */
const urgencyRanks: Record<AlertUrgency, number> = { immediate: 3, expected: 2, unknown: 2, future: 1, past: 0 };
const urgencyRank = (alert: ParkAlert): number => (alert.urgency ? urgencyRanks[alert.urgency] : 2);

/** Newest start (or update) first, then NPS before NWS and by id: never the order the sources answered in. */
function compareNewestThenSource(a: ParkAlert, b: ParkAlert): number {
  return (
    (b.startsAt ?? b.updated ?? '').localeCompare(a.startsAt ?? a.updated ?? '') ||
    a.source.localeCompare(b.source) ||
    a.id.localeCompare(b.id)
  );
}

/**
 * The order visitors read alerts in, banner first (docs/rules/conditions.md#alert-order): weather
 * to act on now; then by severity, closures first at equal severity, then by urgency, then the
 * newest.
 */
export function compareAlertsForVisitors(a: ParkAlert, b: ParkAlert): number {
  return (
    Number(isActNowWeather(b)) - Number(isActNowWeather(a)) ||
    severityRank(b.severity) - severityRank(a.severity) ||
    Number(b.closure) - Number(a.closure) ||
    urgencyRank(b) - urgencyRank(a) ||
    compareNewestThenSource(a, b)
  );
}

/**
 * Most severe first, closures first at equal severity, then the newest: the order Trail Ridge
 * Road's status is read in (docs/rules/conditions.md#park-alerts), so that the park's own closure
 * outranks a storm warning that mentions the road.
 */
export function compareAlertsBySeverity(a: ParkAlert, b: ParkAlert): number {
  return (
    severityRank(b.severity) - severityRank(a.severity) ||
    Number(b.closure) - Number(a.closure) ||
    compareNewestThenSource(a, b)
  );
}

/** An alert is current until it expires; one without an expiry is current while its source lists it. */
export function isCurrentAlert(alert: ParkAlert, now: Date): boolean {
  if (!alert.expiresAt) return true;
  const expires = Date.parse(alert.expiresAt);
  return Number.isNaN(expires) || expires > now.getTime();
}

const trailRidgeRoadPattern = /\btrail\s+ridge\s+(?:road|rd\b\.?)/i;
const closedWording = /\b(?:closed|closures?|closing|closes|impassable)\b/i;
const openWording = /\b(?:open|opened|reopened|reopens|reopening)\b/i;

/** The sentences of a text that name Trail Ridge Road. */
function sentencesNamingTrailRidgeRoad(text: string): string[] {
  return text
    .split(/(?<=[.!?])(?<!\b(?:Rd|Mt|St|Ave|[ap]\.m)\.)\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => trailRidgeRoadPattern.test(sentence));
}

/**
 * Trail Ridge Road's status, read only from an alert that names it (the most severe such alert):
 * closed when its sentence (or title) about the road says closed, open when it says open,
 * otherwise "named" (the visitor reads the alert). With no alert naming it the answer says so;
 * when the park's own alerts could not be read, it is unknown.
 */
export function trailRidgeRoadStatus(alerts: readonly ParkAlert[], npsLive: boolean): TrailRidgeRoadStatus {
  for (const alert of [...alerts].sort(compareAlertsBySeverity)) {
    const sentences = [alert.title, alert.description].flatMap(sentencesNamingTrailRidgeRoad);
    const statement = sentences[0];
    if (statement === undefined) continue;
    const wording = sentences.join(' ');
    const status = closedWording.test(wording) ? 'closed' : openWording.test(wording) ? 'open' : 'named';
    return { status, alertId: alert.id, source: alert.source, statement };
  }
  return npsLive ? { status: 'no-current-alert' } : { status: 'unknown' };
}

/** A closure: an NPS alert in the Park Closure category, or one whose title says something is closed. */
export function isClosureAlert(source: ParkAlertSource, kind: string, title: string): boolean {
  if (source !== 'nps') return false;
  return /^park\s+closure$/i.test(kind.trim()) || closedWording.test(title);
}
