/**
 * Local stand-ins for the two alerts providers, speaking their wire formats:
 * - the NPS API: `GET {base}/alerts?parkCode=…` with the key in `X-Api-Key`, answering
 *   `{ total, limit, start, data: [...] }` with the counts as strings, as the NPS does, or its
 *   error body (403 API_KEY_MISSING / API_KEY_INVALID) when the key is missing or wrong;
 * - the NWS API: `GET {base}/alerts/active?point=lat,lon` answering a GeoJSON FeatureCollection
 *   (`application/geo+json`), or its problem body (403) when no User-Agent names the caller.
 * Both run in one HTTP server, under `/nps/api/v1` and `/nws`; tests choose each one's behaviour
 * and read back what was asked. Everything under `/down/` answers 503 (a provider that is down).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const standInNpsKey = 'stand-in-nps-key';

export type AlertsStandInBehaviour =
  | { kind: 'answer'; body: unknown }
  | { kind: 'status'; status: number; body: unknown }
  | { kind: 'hang' }
  | { kind: 'not-json' }
  /** A body bigger than `bytes`, sent in chunks without a Content-Length. */
  | { kind: 'huge'; bytes: number };

export interface AlertsStandInRequest {
  provider: 'nps' | 'nws';
  path: string;
  query: Record<string, string>;
  apiKey: string | undefined;
  userAgent: string | undefined;
  accept: string | undefined;
}

export interface AlertsStandIn {
  /** NPS_API_URL for this stand-in. */
  npsUrl: string;
  /** NWS_API_URL for this stand-in. */
  nwsUrl: string;
  /** A base under which everything answers 503. */
  downUrl: string;
  port: number;
  requests: AlertsStandInRequest[];
  respond(provider: 'nps' | 'nws', behaviour: AlertsStandInBehaviour): void;
  close(): Promise<void>;
}

/** The User-Agent Node's fetch sends when the caller sets none: not a name the NWS accepts. */
const anonymousUserAgents = new Set(['', 'node', 'undici']);

export async function startAlertsStandIn(
  port = 0,
  initial: { nps: AlertsStandInBehaviour; nws: AlertsStandInBehaviour } = {
    nps: { kind: 'answer', body: npsAnswer(npsSampleAlerts()) },
    nws: { kind: 'answer', body: nwsAnswer(nwsSampleFeatures(new Date())) },
  },
): Promise<AlertsStandIn> {
  const behaviours = { ...initial };
  const requests: AlertsStandInRequest[] = [];
  const hanging = new Set<ServerResponse>();

  const sendJson = (response: ServerResponse, status: number, body: unknown, type = 'application/json') => {
    response.writeHead(status, { 'content-type': `${type}; charset=utf-8` });
    response.end(JSON.stringify(body));
  };

  const behave = (response: ServerResponse, behaviour: AlertsStandInBehaviour, type: string) => {
    if (behaviour.kind === 'hang') {
      hanging.add(response);
      return;
    }
    if (behaviour.kind === 'not-json') {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<html><body>Service temporarily unavailable</body></html>');
      return;
    }
    if (behaviour.kind === 'huge') {
      response.writeHead(200, { 'content-type': type });
      const chunk = `{"padding":"${'x'.repeat(64 * 1024)}`;
      let sent = 0;
      const writeMore = () => {
        while (sent <= behaviour.bytes) {
          sent += chunk.length;
          if (!response.write(chunk)) {
            response.once('drain', writeMore);
            return;
          }
        }
        response.end('"}');
      };
      response.on('error', () => undefined);
      writeMore();
      return;
    }
    if (behaviour.kind === 'status') {
      sendJson(response, behaviour.status, behaviour.body, type);
      return;
    }
    sendJson(response, 200, behaviour.body, type);
  };

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    if (url.pathname === '/healthz') {
      response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
      return;
    }
    if (url.pathname.startsWith('/down/')) {
      sendJson(response, 503, { error: 'Service Unavailable' });
      return;
    }
    const header = (name: string) => {
      const value = request.headers[name];
      return Array.isArray(value) ? value[0] : value;
    };
    const provider = url.pathname.startsWith('/nps/') ? 'nps' : url.pathname.startsWith('/nws/') ? 'nws' : undefined;
    if (provider) {
      requests.push({
        provider,
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        apiKey: header('x-api-key'),
        userAgent: header('user-agent'),
        accept: header('accept'),
      });
    }
    if (provider === 'nps' && url.pathname === '/nps/api/v1/alerts') {
      const key = header('x-api-key') ?? url.searchParams.get('api_key') ?? '';
      if (key !== standInNpsKey) {
        const code = key ? 'API_KEY_INVALID' : 'API_KEY_MISSING';
        const message = key
          ? 'An invalid api_key was supplied. Get one at https://developer.nps.gov/'
          : 'No api_key was supplied. Get one at https://developer.nps.gov/';
        sendJson(response, 403, { error: { code, message } });
        return;
      }
      behave(response, behaviours.nps, 'application/json');
      return;
    }
    if (provider === 'nws' && url.pathname === '/nws/alerts/active') {
      if (anonymousUserAgents.has((header('user-agent') ?? '').trim().toLowerCase())) {
        sendJson(
          response,
          403,
          {
            correlationId: 'stand-in',
            title: 'Forbidden',
            type: 'https://api.weather.gov/problems/Forbidden',
            status: 403,
            detail: 'Access denied. Please provide a User-Agent that identifies your application.',
            instance: 'https://api.weather.gov/requests/stand-in',
          },
          'application/problem+json',
        );
        return;
      }
      behave(response, behaviours.nws, 'application/geo+json');
      return;
    }
    sendJson(response, 404, { error: 'Not Found' });
  });

  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const actualPort = (server.address() as AddressInfo).port;
  const origin = `http://127.0.0.1:${actualPort}`;
  return {
    npsUrl: `${origin}/nps/api/v1`,
    nwsUrl: `${origin}/nws`,
    downUrl: `${origin}/down`,
    port: actualPort,
    requests,
    respond(provider, behaviour) {
      behaviours[provider] = behaviour;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** An NPS alerts answer around these entries: the counts as strings, as the NPS sends them. */
export function npsAnswer(data: unknown[]) {
  return { total: String(data.length), limit: '50', start: '0', data };
}

/** Three NPS alerts of Rocky Mountain National Park: a closure of Trail Ridge Road, a caution, a note. */
export function npsSampleAlerts() {
  return [
    {
      id: '7A1E2C40-9F6B-4C1D-8E7A-TRAILRIDGE',
      url: 'https://www.nps.gov/romo/planyourvisit/trail-ridge-road.htm',
      title: 'Trail Ridge Road Closed for the Season',
      parkCode: 'romo',
      description:
        'Trail Ridge Road is closed for the season between Many Parks Curve and the Colorado River Trailhead. The road usually reopens on the Friday before Memorial Day, weather permitting.',
      category: 'Park Closure',
      relatedRoadEvents: [],
      lastIndexedDate: '2026-10-19 09:12:44.0',
    },
    {
      id: '3B6D1F22-1C7E-4A55-9D2B-BEARLAKE',
      url: '',
      title: 'Bear Lake Road Delays',
      parkCode: 'romo',
      description: 'Expect delays of up to 20 minutes on Bear Lake Road for paving on weekdays.',
      category: 'Caution',
      relatedRoadEvents: [],
      lastIndexedDate: '2026-11-02 14:30:00.0',
    },
    {
      id: '0C9A8B77-5E4F-4D3C-A1B2-WINTERHOURS',
      url: 'https://www.nps.gov/romo/planyourvisit/hours.htm',
      title: 'Visitor Center Winter Hours',
      parkCode: 'romo',
      description: 'Beaver Meadows Visitor Center is open 8:00 a.m. to 4:30 p.m. daily through the winter.',
      category: 'Information',
      relatedRoadEvents: [],
      lastIndexedDate: '2026-11-10 08:00:00.0',
    },
  ];
}

/** An NWS active-alerts answer around these features. */
export function nwsAnswer(features: unknown[]) {
  return {
    '@context': ['https://geojson.org/geojson-ld/geojson-context.jsonld', { '@version': '1.1' }],
    type: 'FeatureCollection',
    features,
    title: 'Current watches, warnings, and advisories for 40.3772 N, 105.5217 W',
    updated: new Date().toISOString().replace(/\.\d{3}Z$/, '+00:00'),
  };
}

/** "2026-11-23T18:00:00-07:00": the NWS writes local times with their offset. */
function nwsTime(instant: Date): string {
  const local = new Date(instant.getTime() - 7 * 3_600_000);
  return `${local.toISOString().slice(0, 19)}-07:00`;
}

/** One NWS alert feature, as the API sends it. */
export function nwsFeature(
  id: string,
  properties: {
    event: string;
    severity: string;
    headline?: string | null;
    description?: string;
    instruction?: string | null;
    onset: Date;
    ends: Date | null;
    expires: Date;
    /** CAP urgency and certainty, as the NWS sends them ("Expected", "Likely"). */
    urgency?: string;
    certainty?: string;
    status?: string;
    messageType?: string;
  },
) {
  const urn = `urn:oid:2.49.0.1.840.0.${id}`;
  return {
    id: `https://api.weather.gov/alerts/${urn}`,
    type: 'Feature',
    geometry: null,
    properties: {
      '@id': `https://api.weather.gov/alerts/${urn}`,
      '@type': 'wx:Alert',
      id: urn,
      areaDesc: 'Estes Park/Rocky Mountain National Park',
      geocode: { SAME: ['008069'], UGC: ['COZ035'] },
      affectedZones: ['https://api.weather.gov/zones/forecast/COZ035'],
      references: [],
      sent: nwsTime(properties.onset),
      effective: nwsTime(properties.onset),
      onset: nwsTime(properties.onset),
      expires: nwsTime(properties.expires),
      ends: properties.ends ? nwsTime(properties.ends) : null,
      status: properties.status ?? 'Actual',
      messageType: properties.messageType ?? 'Alert',
      category: 'Met',
      severity: properties.severity,
      certainty: properties.certainty ?? 'Likely',
      urgency: properties.urgency ?? 'Expected',
      event: properties.event,
      sender: 'w-nws.webmaster@noaa.gov',
      senderName: 'NWS Boulder CO',
      headline:
        properties.headline === undefined ? `${properties.event} issued by NWS Boulder CO` : properties.headline,
      description: properties.description ?? '',
      instruction: properties.instruction ?? null,
      response: 'Prepare',
      parameters: { NWSheadline: [properties.event.toUpperCase()] },
    },
  };
}

/**
 * Two NWS alerts around `now`: a Winter Storm Warning in force (Severe, Expected, Likely: weather
 * to act on now) and a High Wind Watch for tomorrow (Severe, Future, Possible).
 */
export function nwsSampleFeatures(now: Date) {
  const hours = (count: number) => new Date(now.getTime() + count * 3_600_000);
  return [
    nwsFeature('storm-1', {
      event: 'Winter Storm Warning',
      severity: 'Severe',
      urgency: 'Expected',
      certainty: 'Likely',
      headline:
        'Winter Storm Warning issued November 23 at 4:12AM MST until November 24 at 6:00AM MST by NWS Boulder CO',
      description:
        '* WHAT...Heavy snow. Total snow accumulations of 8 to 14 inches. Winds\ngusting as high as 50 mph.\n\n* WHERE...Rocky Mountain National Park and the Front Range foothills,\nincluding Estes Park.\n\n* IMPACTS...Travel could be very difficult to impossible.',
      instruction: 'If you must travel, keep an extra flashlight, food, and water in your vehicle.',
      onset: hours(-2),
      ends: hours(20),
      expires: hours(6),
    }),
    nwsFeature('wind-watch-1', {
      event: 'High Wind Watch',
      severity: 'Severe',
      urgency: 'Future',
      certainty: 'Possible',
      description: '* WHAT...West winds 30 to 45 mph with gusts up to 80 mph possible.',
      onset: hours(26),
      ends: hours(40),
      expires: hours(12),
    }),
  ];
}
