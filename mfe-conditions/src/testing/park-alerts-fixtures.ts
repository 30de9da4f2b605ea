/**
 * Park alerts as the conditions area's tests use them: a road closure, a wind warning in force, a
 * whole answer in the visitors' order (docs/rules/conditions.md#alert-order: the warning first).
 */
import type { ParkAlert, ParkAlertsResult } from '../domain/park-alerts';

export const checkedAt = '2026-11-23T15:00:00.000Z';

export const trailRidgeClosure: ParkAlert = {
  id: 'trr',
  source: 'nps',
  title: 'Trail Ridge Road Closed for the Season',
  description: 'Trail Ridge Road is closed for the season between Many Parks Curve and the Colorado River Trailhead.',
  kind: 'Park Closure',
  severity: 'severe',
  urgency: null,
  certainty: null,
  closure: true,
  instruction: null,
  startsAt: null,
  expiresAt: null,
  updated: '2026-10-19',
  url: 'https://www.nps.gov/romo/planyourvisit/trail-ridge-road.htm',
};

export const windWarning: ParkAlert = {
  id: 'wind',
  source: 'nws',
  title: 'High Wind Warning issued November 23 by NWS Boulder CO',
  description: '* WHAT...West winds 30 to 45 mph with gusts up to 80 mph.',
  kind: 'High Wind Warning',
  severity: 'severe',
  urgency: 'expected',
  certainty: 'likely',
  closure: false,
  instruction: 'Travel will be difficult.',
  startsAt: '2026-11-23T13:00:00.000Z',
  expiresAt: '2026-11-24T11:00:00.000Z',
  updated: '2026-11-23T13:00:00.000Z',
  url: 'https://forecast.weather.gov/MapClick.php?lat=40.3772&lon=-105.5217',
};

export function parkAlertsResult(overrides: Partial<ParkAlertsResult> = {}): ParkAlertsResult {
  return {
    checkedAt,
    sources: {
      nps: { state: 'live', fetchedAt: checkedAt, count: 1 },
      nws: { state: 'live', fetchedAt: checkedAt, count: 1 },
    },
    alerts: [windWarning, trailRidgeClosure],
    topAlert: windWarning,
    trailRidgeRoad: {
      status: 'closed',
      alertId: 'trr',
      source: 'nps',
      statement: 'Trail Ridge Road Closed for the Season',
    },
    ...overrides,
  };
}

export const notConfigured = {
  nps: { state: 'unavailable', reason: 'not-configured', checkedAt },
  nws: { state: 'unavailable', reason: 'failed', checkedAt },
} as const;
