/**
 * Park alerts (issue 19): what the National Park Service and the National Weather Service say
 * right now about Rocky Mountain National Park and Estes Park, as our API answers it
 * (`GET /api/conditions/park-alerts`), and the rules that order them and read Trail Ridge Road's
 * status from them. The schema is written with zod/mini: the home weather card parses the answer
 * in the browser too (decision 014). Nothing here is ever made up: a source that is not
 * configured or failed says so, and Trail Ridge Road has a status only when an alert names it.
 */
import * as z from 'zod/mini';

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

const parkAlertSchema = z.object({
  /** Unique within its source. */
  id: z.string(),
  source: z.enum(parkAlertSources),
  /** NPS title, NWS headline (or event when there is none). */
  title: z.string(),
  description: z.string(),
  /** NPS category ("Park Closure") or NWS event ("Winter Storm Warning"). */
  kind: z.string(),
  severity: z.enum(alertSeverities),
  /** Whether the alert is about a closure (NPS Park Closure, or a road or area said to be closed). */
  closure: z.boolean(),
  /** NWS instruction: what to do. */
  instruction: z.nullable(z.string()),
  /** ISO instants: NWS onset (or effective) and expires; the NPS gives neither. */
  startsAt: z.nullable(z.string()),
  expiresAt: z.nullable(z.string()),
  /**
   * When the source last changed it: an ISO instant, or a plain date (YYYY-MM-DD) when the source
   * states no time zone (the NPS's lastIndexedDate), so no clock time is invented.
   */
  updated: z.nullable(z.string()),
  /** The alert's own page, http(s) only. */
  url: z.nullable(z.string()),
});

export type ParkAlert = z.infer<typeof parkAlertSchema>;

export const unavailableReasons = ['not-configured', 'failed'] as const;
export type UnavailableReason = (typeof unavailableReasons)[number];

const sourceStateSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('live'), fetchedAt: z.string(), count: z.number() }),
  z.object({ state: z.literal('unavailable'), reason: z.enum(unavailableReasons), checkedAt: z.string() }),
]);

export type ParkAlertSourceState = z.infer<typeof sourceStateSchema>;

const trailRidgeRoadSchema = z.discriminatedUnion('status', [
  z.object({
    /** What the alert naming the road says: closed, open, or neither word (read the alert). */
    status: z.enum(['closed', 'open', 'named']),
    alertId: z.string(),
    source: z.enum(parkAlertSources),
    /** The alert's sentence that names the road, as the source wrote it. */
    statement: z.string(),
  }),
  /** The park's alerts are live and none names the road. */
  z.object({ status: z.literal('no-current-alert') }),
  /** The park's alerts could not be read: nothing can be said. */
  z.object({ status: z.literal('unknown') }),
]);

export type TrailRidgeRoadStatus = z.infer<typeof trailRidgeRoadSchema>;

export const parkAlertsResultSchema = z.object({
  checkedAt: z.string(),
  sources: z.object({ nps: sourceStateSchema, nws: sourceStateSchema }),
  /** Current alerts of both sources, most severe first. */
  alerts: z.array(parkAlertSchema),
  mostSevere: z.nullable(parkAlertSchema),
  trailRidgeRoad: trailRidgeRoadSchema,
});

export type ParkAlertsResult = z.infer<typeof parkAlertsResultSchema>;

/**
 * Most severe first; at equal severity closures first, then the newest start, then NPS before
 * NWS and by id, so the order never depends on the order the sources answered in.
 */
export function compareAlerts(a: ParkAlert, b: ParkAlert): number {
  return (
    severityRank(b.severity) - severityRank(a.severity) ||
    Number(b.closure) - Number(a.closure) ||
    (b.startsAt ?? b.updated ?? '').localeCompare(a.startsAt ?? a.updated ?? '') ||
    a.source.localeCompare(b.source) ||
    a.id.localeCompare(b.id)
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
  for (const alert of [...alerts].sort(compareAlerts)) {
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

/** Parses an answer of our park-alerts API; throws when it is not one. */
export function parseParkAlertsResult(value: unknown): ParkAlertsResult {
  return z.parse(parkAlertsResultSchema, value);
}
