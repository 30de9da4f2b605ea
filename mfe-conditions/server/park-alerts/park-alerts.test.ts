/**
 * @jest-environment node
 */
import { closedPort } from '../http/testing/closed-port';
import Fastify from 'fastify';
import { parseParkAlertsResult } from '../../src/domain/park-alerts-schema';
import { fetchNpsAlerts } from './nps-alerts-client';
import { fetchNwsAlerts, nwsUserAgent } from './nws-alerts-client';
import { parkAlertsRoutes } from './park-alerts-routes';
import {
  createParkAlertsService,
  parkAlertsRefreshMs,
  parkAlertsRetryMs,
  type ParkAlertsServiceOptions,
} from './park-alerts-service';
import {
  npsAnswer,
  npsSampleAlerts,
  nwsAnswer,
  nwsFeature,
  nwsSampleFeatures,
  standInNpsKey,
  startAlertsStandIn,
  type AlertsStandIn,
} from '../stand-ins/alerts-stand-in';

const userAgent = nwsUserAgent({
  siteName: 'Estes Park Guide',
  siteUrl: 'https://www.estesparkguide.example',
  contactEmail: 'hello@estesparkguide.example',
});

let standIn: AlertsStandIn;
let clock: number;

beforeEach(async () => {
  clock = Date.parse('2026-11-23T15:00:00Z');
  standIn = await startAlertsStandIn(0, {
    nps: { kind: 'answer', body: npsAnswer(npsSampleAlerts()) },
    nws: { kind: 'answer', body: nwsAnswer(nwsSampleFeatures(new Date(clock))) },
  });
});
afterEach(() => standIn.close());

function service(overrides: Partial<ParkAlertsServiceOptions> = {}) {
  return createParkAlertsService({
    npsApiKey: standInNpsKey,
    npsApiUrl: standIn.npsUrl,
    nwsApiUrl: standIn.nwsUrl,
    nwsUserAgent: userAgent,
    now: () => clock,
    ...overrides,
  });
}

const asked = (provider: 'nps' | 'nws') => standIn.requests.filter((request) => request.provider === provider).length;

describe('the NPS client', () => {
  it('asks for Rocky Mountain’s alerts with the key in the X-Api-Key header, never in the URL', async () => {
    const alerts = await fetchNpsAlerts({ apiKey: standInNpsKey, baseUrl: standIn.npsUrl });
    expect(standIn.requests).toEqual([
      expect.objectContaining({
        path: '/nps/api/v1/alerts',
        query: { parkCode: 'romo' },
        apiKey: standInNpsKey,
        accept: 'application/json',
      }),
    ]);
    expect(alerts.map((alert) => [alert.title, alert.kind, alert.severity, alert.closure])).toEqual([
      ['Trail Ridge Road Closed for the Season', 'Park Closure', 'severe', true],
      ['Bear Lake Road Delays', 'Caution', 'moderate', false],
      ['Visitor Center Winter Hours', 'Information', 'minor', false],
    ]);
  });

  it('keeps the NPS’s zoneless lastIndexedDate as a date only, and links only to http(s) pages', async () => {
    const [closure, delays] = await fetchNpsAlerts({ apiKey: standInNpsKey, baseUrl: standIn.npsUrl });
    expect(closure).toMatchObject({
      source: 'nps',
      updated: '2026-10-19',
      startsAt: null,
      expiresAt: null,
      url: 'https://www.nps.gov/romo/planyourvisit/trail-ridge-road.htm',
    });
    expect(delays?.url).toBeNull();
  });

  it('fails with the NPS’s refusal when the key is wrong, without naming the key', async () => {
    const failure = fetchNpsAlerts({ apiKey: 'wrong-key', baseUrl: standIn.npsUrl });
    await expect(failure).rejects.toThrow('the NPS API refused the key (403)');
    await expect(failure).rejects.not.toThrow(/wrong-key/);
  });

  it('drops malformed entries and other parks’ alerts, and keeps the rest', async () => {
    const [good] = npsSampleAlerts();
    standIn.respond('nps', {
      kind: 'answer',
      body: npsAnswer([
        good,
        { ...good, id: 'no-title', title: '' },
        { ...good, id: 'other-park', parkCode: 'yell' },
        { ...good, id: 'shared', parkCode: 'romo,arap' },
        { ...good, id: 42 },
        'not an alert',
        null,
        { ...good }, // the same id twice
      ]),
    });
    const alerts = await fetchNpsAlerts({ apiKey: standInNpsKey, baseUrl: standIn.npsUrl });
    expect(alerts.map((alert) => alert.id)).toEqual([good?.id, 'shared']);
  });

  it('fails on an answer without a list of alerts', async () => {
    standIn.respond('nps', { kind: 'answer', body: { total: '0', limit: '50', start: '0', data: 'none' } });
    await expect(fetchNpsAlerts({ apiKey: standInNpsKey, baseUrl: standIn.npsUrl })).rejects.toThrow(
      'unexpected answer: no list of alerts (data)',
    );
  });
});

describe('the NWS client', () => {
  it('asks for the town’s point with a User-Agent naming the site and its contact, and GeoJSON', async () => {
    const alerts = await fetchNwsAlerts({ userAgent, baseUrl: standIn.nwsUrl });
    expect(standIn.requests).toEqual([
      expect.objectContaining({
        path: '/nws/alerts/active',
        query: { point: '40.3772,-105.5217' },
        userAgent: 'Estes Park Guide (https://www.estesparkguide.example, hello@estesparkguide.example)',
        accept: 'application/geo+json',
      }),
    ]);
    expect(alerts.map((alert) => [alert.kind, alert.severity, alert.urgency, alert.certainty])).toEqual([
      ['Winter Storm Warning', 'severe', 'expected', 'likely'],
      ['High Wind Watch', 'severe', 'future', 'possible'],
    ]);
  });

  it('takes the headline as title, joins the NWS’s wrapped lines, and reads onset and end as instants', async () => {
    const [storm, watch] = await fetchNwsAlerts({ userAgent, baseUrl: standIn.nwsUrl });
    expect(storm).toMatchObject({
      source: 'nws',
      title: expect.stringMatching(/^Winter Storm Warning issued November 23/),
      description:
        '* WHAT...Heavy snow. Total snow accumulations of 8 to 14 inches. Winds gusting as high as 50 mph.\n\n* WHERE...Rocky Mountain National Park and the Front Range foothills, including Estes Park.\n\n* IMPACTS...Travel could be very difficult to impossible.',
      instruction: 'If you must travel, keep an extra flashlight, food, and water in your vehicle.',
      startsAt: new Date(clock - 2 * 3_600_000).toISOString(),
      expiresAt: new Date(clock + 20 * 3_600_000).toISOString(),
    });
    expect(watch?.title).toBe('High Wind Watch issued by NWS Boulder CO');
  });

  it('is refused by the NWS without a User-Agent that names the caller', async () => {
    await expect(fetchNwsAlerts({ userAgent: 'node', baseUrl: standIn.nwsUrl })).rejects.toThrow(
      'the NWS API refused the request (403: is the User-Agent set?)',
    );
  });

  it('drops malformed features, tests, exercises and cancellations', async () => {
    const now = new Date(clock);
    const valid = { event: 'Wind Advisory', severity: 'Minor', onset: now, ends: null, expires: now };
    const missingEvent = nwsFeature('no-event', valid);
    missingEvent.properties.event = '';
    standIn.respond('nws', {
      kind: 'answer',
      body: nwsAnswer([
        nwsFeature('good', valid),
        missingEvent,
        nwsFeature('test', { ...valid, status: 'Test' }),
        nwsFeature('exercise', { ...valid, status: 'Exercise' }),
        nwsFeature('cancel', { ...valid, messageType: 'Cancel' }),
        { type: 'Feature', properties: 'broken' },
        7,
      ]),
    });
    const alerts = await fetchNwsAlerts({ userAgent, baseUrl: standIn.nwsUrl });
    expect(alerts.map((alert) => alert.id)).toEqual(['urn:oid:2.49.0.1.840.0.good']);
  });

  it('reads urgency and certainty in any letter case, and a feature without them as unknown', async () => {
    const now = new Date(clock);
    const warning = { event: 'Blizzard Warning', severity: 'Extreme', onset: now, ends: null, expires: now };
    const silent = nwsFeature('silent', warning);
    const properties: Partial<typeof silent.properties> = silent.properties;
    delete properties.urgency;
    delete properties.certainty;
    standIn.respond('nws', {
      kind: 'answer',
      body: nwsAnswer([nwsFeature('loud', { ...warning, urgency: 'IMMEDIATE', certainty: 'observed' }), silent]),
    });
    const alerts = await fetchNwsAlerts({ userAgent, baseUrl: standIn.nwsUrl });
    expect(alerts.map((alert) => [alert.urgency, alert.certainty])).toEqual([
      ['immediate', 'observed'],
      ['unknown', 'unknown'],
    ]);
  });

  it('fails on an answer that is not a FeatureCollection', async () => {
    standIn.respond('nws', { kind: 'answer', body: { type: 'Feature', features: [] } });
    await expect(fetchNwsAlerts({ userAgent, baseUrl: standIn.nwsUrl })).rejects.toThrow(
      'unexpected answer: not a GeoJSON FeatureCollection',
    );
  });
});

describe('failures of either provider', () => {
  it.each([
    ['an error status', { kind: 'status', status: 500, body: { error: 'Internal' } }, 'the NWS API answered 500'],
    ['a body that is not JSON', { kind: 'not-json' }, 'the provider answered with something other than JSON'],
    ['no answer in time', { kind: 'hang' }, 'no answer within 200 ms'],
    ['a body over the size limit', { kind: 'huge', bytes: 300_000 }, 'the answer is larger than 100000 bytes'],
  ] as const)('fail on %s', async (_name, behaviour, message) => {
    standIn.respond('nws', behaviour);
    await expect(
      fetchNwsAlerts({ userAgent, baseUrl: standIn.nwsUrl, timeoutMs: 200, maxBytes: 100_000 }),
    ).rejects.toThrow(message);
  });

  it('fail when the provider cannot be reached', async () => {
    const port = await closedPort();
    await expect(fetchNpsAlerts({ apiKey: standInNpsKey, baseUrl: `http://127.0.0.1:${port}/api/v1` })).rejects.toThrow(
      /could not reach the provider \(ECONNREFUSED\)/,
    );
  });
});

describe('the park alerts service', () => {
  it('answers both sources live in the visitors’ order: the storm warning first, then the closure of Trail Ridge Road', async () => {
    const { result } = await service().alerts();
    expect(result.sources).toEqual({
      nps: { state: 'live', fetchedAt: '2026-11-23T15:00:00.000Z', count: 3 },
      nws: { state: 'live', fetchedAt: '2026-11-23T15:00:00.000Z', count: 2 },
    });
    expect(result.alerts.map((alert) => `${alert.source}:${alert.kind}`)).toEqual([
      // Weather to act on now (docs/rules/conditions.md#alert-order).
      'nws:Winter Storm Warning',
      // Severe: the closure first, then the watch, which is only for tomorrow.
      'nps:Park Closure',
      'nws:High Wind Watch',
      'nps:Caution',
      'nps:Information',
    ]);
    expect(result.topAlert?.title).toMatch(/^Winter Storm Warning issued/);
    // The road's status still comes from the park's closure, not from the storm.
    expect(result.trailRidgeRoad).toEqual({
      status: 'closed',
      alertId: '7A1E2C40-9F6B-4C1D-8E7A-TRAILRIDGE',
      source: 'nps',
      statement: 'Trail Ridge Road Closed for the Season',
    });
    expect(() => parseParkAlertsResult(JSON.parse(JSON.stringify(result)))).not.toThrow();
  });

  it('without an NPS key says the park’s alerts are not configured and never calls the NPS', async () => {
    const { result } = await service({ npsApiKey: undefined }).alerts();
    expect(result.sources.nps).toEqual({
      state: 'unavailable',
      reason: 'not-configured',
      checkedAt: '2026-11-23T15:00:00.000Z',
    });
    expect(asked('nps')).toBe(0);
    expect(result.alerts.every((alert) => alert.source === 'nws')).toBe(true);
    expect(result.trailRidgeRoad).toEqual({ status: 'unknown' });
  });

  it('says a failed source failed and serves none of its alerts, while the other stays live', async () => {
    standIn.respond('nws', { kind: 'status', status: 503, body: {} });
    const errors: string[] = [];
    const { result } = await service({
      onSourceError: (source, error) => errors.push(`${source}: ${String(error)}`),
    }).alerts();
    expect(result.sources.nws).toMatchObject({ state: 'unavailable', reason: 'failed' });
    expect(result.sources.nps.state).toBe('live');
    expect(result.alerts.some((alert) => alert.source === 'nws')).toBe(false);
    expect(errors).toEqual(['nws: AlertsProviderError: the NWS API answered 503']);
  });

  it('with both sources down has no alert, no banner and no road status to give', async () => {
    const { result } = await service({ npsApiUrl: standIn.downUrl, nwsApiUrl: standIn.downUrl }).alerts();
    expect(result).toMatchObject({
      sources: { nps: { state: 'unavailable', reason: 'failed' }, nws: { state: 'unavailable', reason: 'failed' } },
      alerts: [],
      topAlert: null,
      trailRidgeRoad: { status: 'unknown' },
    });
  });

  it('asks each source at most once per refresh, and only once for visitors arriving together', async () => {
    const alerts = service();
    await Promise.all([alerts.alerts(), alerts.alerts(), alerts.alerts()]);
    expect([asked('nps'), asked('nws')]).toEqual([1, 1]);
    clock += parkAlertsRefreshMs - 1;
    const { freshForSeconds } = await alerts.alerts();
    expect(freshForSeconds).toBe(1);
    expect([asked('nps'), asked('nws')]).toEqual([1, 1]);
    clock += 1;
    await alerts.alerts();
    expect([asked('nps'), asked('nws')]).toEqual([2, 2]);
  });

  it('asks a failed source again after a minute, sooner than a good one is refreshed', async () => {
    standIn.respond('nps', { kind: 'status', status: 500, body: {} });
    const alerts = service();
    expect((await alerts.alerts()).freshForSeconds).toBe(parkAlertsRetryMs / 1000);
    standIn.respond('nps', { kind: 'answer', body: npsAnswer(npsSampleAlerts()) });
    clock += parkAlertsRetryMs - 1;
    expect((await alerts.alerts()).result.sources.nps.state).toBe('unavailable');
    clock += 1;
    expect((await alerts.alerts()).result.sources.nps.state).toBe('live');
    expect([asked('nps'), asked('nws')]).toEqual([2, 1]);
  });

  it('stops serving an alert once it has expired, even from the cache', async () => {
    // The storm warning of the samples ends 20 h from now: the clock passes it before a refresh.
    const longCache = service({ refreshMs: 48 * 3_600_000 });
    await longCache.alerts();
    clock += 21 * 3_600_000;
    const later = (await longCache.alerts()).result;
    expect(later.alerts.map((alert) => alert.kind)).not.toContain('Winter Storm Warning');
    expect(later.alerts.map((alert) => alert.kind)).toContain('High Wind Watch');
    expect(later.topAlert?.kind).toBe('Park Closure');
  });
});

describe('the park alerts’ health, for /healthz', () => {
  it('is ok while the sources answer or fail on their own, and degraded when a provider refuses the site', async () => {
    const alerts = service({ npsApiKey: 'revoked-key' });
    expect(alerts.health()).toEqual({ state: 'ok', sources: { nps: 'not asked yet', nws: 'not asked yet' } });
    await alerts.alerts();
    const health = alerts.health();
    expect(health).toEqual({
      state: 'degraded',
      problem: 'A provider refused the site (nps: the NPS API refused the key (403))',
      sources: { nps: 'failed: the NPS API refused the key (403)', nws: 'live, 2 alerts' },
    });
    expect(JSON.stringify(health)).not.toContain('revoked-key');

    const unconfigured = service({ npsApiKey: undefined, nwsApiUrl: standIn.downUrl });
    await unconfigured.alerts();
    expect(unconfigured.health()).toEqual({
      state: 'ok',
      sources: { nps: 'not configured (NPS_API_KEY unset)', nws: 'failed: the NWS API answered 503' },
    });
  });
});

describe('GET /api/conditions/park-alerts', () => {
  it('answers the result with the page freshness of the cache', async () => {
    const app = Fastify();
    const parkAlerts = service();
    await app.register(parkAlertsRoutes, { service: parkAlerts, prefix: '/api/conditions' });
    const first = await app.inject('/api/conditions/park-alerts');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers['surrogate-control']).toBe(`max-age=${parkAlertsRefreshMs / 1000}`);
    const result = parseParkAlertsResult(first.json());
    expect(result.topAlert?.kind).toBe('Winter Storm Warning');
    clock += 120_000;
    const second = await app.inject('/api/conditions/park-alerts');
    expect(second.headers['surrogate-control']).toBe(`max-age=${parkAlertsRefreshMs / 1000 - 120}`);
    expect(JSON.stringify(second.json())).not.toContain(standInNpsKey);
    await app.close();
  });
});
