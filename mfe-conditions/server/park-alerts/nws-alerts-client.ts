/**
 * The National Weather Service's active alerts for the town's point:
 * `GET {NWS_API_URL}/alerts/active?point=40.3772,-105.5217`, no key, but a `User-Agent` naming
 * the site and a contact is required (the NWS refuses anonymous clients), and
 * `Accept: application/geo+json`. The answer is a GeoJSON FeatureCollection; each feature is
 * parsed on its own and a malformed one is dropped, as are tests, exercises and cancellations.
 */
import { z } from 'zod';
import {
  nwsAlertsUrl as nwsPageUrl,
  nwsCertainty,
  nwsSeverity,
  nwsUrgency,
  type ParkAlert,
} from '../../src/domain/park-alerts';
import { weatherPlaceInfo } from '../../src/domain/weather-result';
import { alertTitleMaxLength, cleanAlertText, isoInstantOrNull } from './alert-text';
import { fetchProviderAlerts, type ProviderGet } from './provider-fetch';

export const defaultNwsApiUrl = 'https://api.weather.gov';

const town = weatherPlaceInfo['estes-park'];
export const nwsPoint = `${town.latitude},${town.longitude}`;

const featureCollectionSchema = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(z.unknown()),
});

const nwsFeatureSchema = z.object({
  id: z.string().optional(),
  properties: z.object({
    id: z.string().trim().min(1).optional(),
    event: z.string().trim().min(1),
    severity: z.string().nullish(),
    urgency: z.string().nullish(),
    certainty: z.string().nullish(),
    headline: z.string().nullish(),
    description: z.string().nullish(),
    instruction: z.string().nullish(),
    effective: z.string().nullish(),
    onset: z.string().nullish(),
    expires: z.string().nullish(),
    ends: z.string().nullish(),
    status: z.string().nullish(),
    messageType: z.string().nullish(),
  }),
});

export interface NwsAlertsRequest extends Omit<ProviderGet, 'url' | 'headers'> {
  /** Names the site and its contact, as the NWS asks: "Estes Park Guide (https://…, hello@…)". */
  userAgent: string;
  baseUrl?: string | undefined;
}

/** The User-Agent the NWS asks for: the application and a way to reach its owner. */
export function nwsUserAgent(site: { siteName: string; siteUrl: string; contactEmail: string }): string {
  return `${site.siteName} (${site.siteUrl}, ${site.contactEmail})`;
}

export function nwsAlertsUrl(baseUrl = defaultNwsApiUrl): URL {
  const url = new URL(`${baseUrl.replace(/(?<!\/)\/+$/, '')}/alerts/active`);
  url.search = new URLSearchParams({ point: nwsPoint }).toString();
  return url;
}

function describeNwsStatus(status: number): string {
  if (status === 403) return 'the NWS API refused the request (403: is the User-Agent set?)';
  if (status === 429) return 'the NWS API asked us to slow down (429)';
  return `the NWS API answered ${status}`;
}

/** Maps one feature, or undefined when it is malformed, not an actual alert, or a cancellation. */
export function mapNwsFeature(feature: unknown): ParkAlert | undefined {
  const parsed = nwsFeatureSchema.safeParse(feature);
  if (!parsed.success) return undefined;
  const properties = parsed.data.properties;
  const id = properties.id ?? parsed.data.id;
  if (!id) return undefined;
  if (properties.status && properties.status !== 'Actual') return undefined;
  if (properties.messageType === 'Cancel') return undefined;
  const event = cleanAlertText(properties.event, alertTitleMaxLength);
  const headline = properties.headline ? cleanAlertText(properties.headline, alertTitleMaxLength) : '';
  const instruction = properties.instruction ? cleanAlertText(properties.instruction) : '';
  return {
    id,
    source: 'nws',
    title: headline || event,
    description: cleanAlertText(properties.description ?? ''),
    kind: event,
    severity: nwsSeverity(properties.severity ?? undefined),
    urgency: nwsUrgency(properties.urgency ?? undefined),
    certainty: nwsCertainty(properties.certainty ?? undefined),
    closure: false,
    instruction: instruction || null,
    startsAt: isoInstantOrNull(properties.onset) ?? isoInstantOrNull(properties.effective),
    expiresAt: isoInstantOrNull(properties.ends) ?? isoInstantOrNull(properties.expires),
    updated: isoInstantOrNull(properties.effective),
    url: nwsPageUrl,
  };
}

/** The active alerts at the town's point; throws `AlertsProviderError` when they cannot be had. */
export async function fetchNwsAlerts(request: NwsAlertsRequest): Promise<ParkAlert[]> {
  return fetchProviderAlerts({
    get: {
      ...request,
      url: nwsAlertsUrl(request.baseUrl),
      headers: { accept: 'application/geo+json', 'user-agent': request.userAgent },
    },
    describeStatus: describeNwsStatus,
    schema: featureCollectionSchema,
    badShape: 'unexpected answer: not a GeoJSON FeatureCollection',
    entries: (answer) => answer.features,
    map: mapNwsFeature,
  });
}
