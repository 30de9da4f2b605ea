/**
 * The National Park Service's alerts for Rocky Mountain National Park:
 * `GET {NPS_API_URL}/alerts?parkCode=romo` with the key in `X-Api-Key` (never in the URL, so it
 * never reaches a log). The answer is `{ total, limit, start, data: [...] }` (the NPS sends the
 * three counts as strings); each entry is parsed on its own and a malformed one is dropped.
 */
import { z } from 'zod';
import { isClosureAlert, npsSeverity, type ParkAlert } from '../../src/domain/park-alerts';
import { alertTitleMaxLength, cleanAlertText, httpUrlOrNull, isoInstantOrNull } from './alert-text';
import { fetchProviderAlerts, type ProviderGet } from './provider-fetch';

export const defaultNpsApiUrl = 'https://developer.nps.gov/api/v1';
export const parkCode = 'romo';

const countSchema = z.union([z.string(), z.number()]);

const npsAnswerSchema = z.object({
  total: countSchema.optional(),
  limit: countSchema.optional(),
  start: countSchema.optional(),
  data: z.array(z.unknown()),
});

const npsAlertSchema = z.object({
  id: z.string().trim().min(1),
  title: z.string().trim().min(1),
  description: z.string().default(''),
  category: z.string().default(''),
  url: z.string().nullish(),
  parkCode: z.string(),
  lastIndexedDate: z.string().nullish(),
});

export interface NpsAlertsRequest extends Omit<ProviderGet, 'url' | 'headers'> {
  apiKey: string;
  baseUrl?: string | undefined;
}

export function npsAlertsUrl(baseUrl = defaultNpsApiUrl): URL {
  const url = new URL(`${baseUrl.replace(/(?<!\/)\/+$/, '')}/alerts`);
  url.search = new URLSearchParams({ parkCode }).toString();
  return url;
}

function describeNpsStatus(status: number): string {
  if (status === 401 || status === 403) return `the NPS API refused the key (${status})`;
  if (status === 429) return 'the NPS API rate limit is used up (429)';
  return `the NPS API answered ${status}`;
}

/** "2026-05-01 14:22:03.0" (no zone): kept as its date only; with a zone, as an instant. */
function npsUpdated(value: string | null | undefined): string | null {
  if (!value) return null;
  const instant = isoInstantOrNull(value);
  if (instant) return instant;
  const date = /^(\d{4}-\d{2}-\d{2})(?:[ T]|$)/.exec(value.trim())?.[1];
  return date && !Number.isNaN(Date.parse(date)) ? date : null;
}

/** Maps one NPS entry, or undefined when it is malformed or about another park. */
export function mapNpsAlert(entry: unknown): ParkAlert | undefined {
  const parsed = npsAlertSchema.safeParse(entry);
  if (!parsed.success) return undefined;
  const alert = parsed.data;
  const parks = alert.parkCode.toLowerCase().split(/[,\s]+/);
  if (!parks.includes(parkCode)) return undefined;
  const kind = alert.category.trim() || 'Alert';
  const title = cleanAlertText(alert.title, alertTitleMaxLength);
  return {
    id: alert.id,
    source: 'nps',
    title,
    description: cleanAlertText(alert.description),
    kind,
    severity: npsSeverity(alert.category),
    urgency: null,
    certainty: null,
    closure: isClosureAlert('nps', kind, title),
    instruction: null,
    startsAt: null,
    expiresAt: null,
    updated: npsUpdated(alert.lastIndexedDate),
    url: httpUrlOrNull(alert.url),
  };
}

/** The park's current alerts; throws `AlertsProviderError` when they cannot be had. */
export async function fetchNpsAlerts(request: NpsAlertsRequest): Promise<ParkAlert[]> {
  return fetchProviderAlerts({
    get: {
      ...request,
      url: npsAlertsUrl(request.baseUrl),
      headers: { accept: 'application/json', 'x-api-key': request.apiKey },
    },
    describeStatus: describeNpsStatus,
    schema: npsAnswerSchema,
    badShape: 'unexpected answer: no list of alerts (data)',
    entries: (answer) => answer.data,
    map: mapNpsAlert,
  });
}
