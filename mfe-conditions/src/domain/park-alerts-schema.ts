/**
 * The schema of our park-alerts API's answer (`GET /api/conditions/park-alerts`), apart from the
 * rules in park-alerts.ts: only code that reads an answer loads it (the endpoint's call, the
 * server's tests), so zod is not in the first load of /weather, whose page renders the alerts
 * its loader already read (decision 079). Written with zod/mini: the home weather card parses
 * the answer in the browser too (decision 014).
 */
import * as z from 'zod/mini';
import { alertCertainties, alertSeverities, alertUrgencies, parkAlertSources, unavailableReasons } from './park-alerts';

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
  /** NWS urgency and certainty; null for the NPS, which gives neither. */
  urgency: z.nullable(z.enum(alertUrgencies)),
  certainty: z.nullable(z.enum(alertCertainties)),
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
  /** Current alerts of both sources, in the visitors' order (docs/rules/conditions.md#alert-order). */
  alerts: z.array(parkAlertSchema),
  /** The first of them: the banner on /weather and the home card. */
  topAlert: z.nullable(parkAlertSchema),
  trailRidgeRoad: trailRidgeRoadSchema,
});

export type ParkAlertsResult = z.infer<typeof parkAlertsResultSchema>;

/** Parses an answer of our park-alerts API; throws when it is not one. */
export function parseParkAlertsResult(value: unknown): ParkAlertsResult {
  return z.parse(parkAlertsResultSchema, value);
}
