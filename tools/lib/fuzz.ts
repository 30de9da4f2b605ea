/**
 * Hostile requests, generated (fast-check) and sent as raw bytes on a socket, so nothing is
 * normalised on the way: every route and API with malformed and deeply nested JSON, wrong
 * content types, oversized bodies, repeated parameters, Unicode, NUL, path tricks (`//`,
 * `..`, `%2e%2e`, `\\`), very long URLs and headers, broken multipart, oversized and fake
 * images; since issue 28 also the shapes that cost a server more than their size (strings that
 * make patterns backtrack, in every form field and query value; images that declare or decode
 * to the most pixels; long query strings of parameters no route reads). Used by `npm run fuzz`
 * (10,000 and more) and by a short run in the e2e suite.
 *
 * Every form body carries the run's mark and is invalid by construction (a filled honeypot, an
 * address without a domain, a missing required field, or a photo that cannot be decoded), so
 * the check afterwards can say nothing of the run was stored.
 *
 * Besides the answers, the run watches the server: /healthz, a static file and a cached page are
 * asked every 200 ms beside the load, and any that waits longer than the stall bound is a stall.
 */
import { setTimeout as pause } from 'node:timers/promises';
import fc from 'fast-check';
import { eventSubmissionFixture } from '@estes/mfe-planning/form-samples';
import {
  backtrackingShape,
  backtrackingShapeCount,
  heaviestAllowedPng,
  jpegDeclaringHugeSize,
  multipartBody,
  pngDeclaringHugeSize,
  pngWithBrokenPixels,
  trackingParameters,
} from './hostile-input';
import { describeRequest, isBusyRefusal, sendRaw, type FuzzAnswer, type FuzzRequest } from './raw-request';
import { formsUnderTest } from './worst-case-posts';

export { describeRequest, type FuzzAnswer, type FuzzRequest } from './raw-request';

const pages = [
  '/',
  '/search',
  '/accommodations',
  '/property/hotel-1',
  '/mobile/property/hotel-1',
  // The partner's places (the stand-in's ids) and a place of the team's list (issue 29).
  '/property/booking-9100001',
  '/mobile/property/booking-9100028',
  '/property/the-stanley-hotel',
  '/blog',
  '/blog/elk-viewing-guide',
  '/privacy-policy',
  '/trip-planning',
  '/events',
  '/submit-event',
  '/partner',
  '/newsletter',
  '/thankyou',
  '/things-to-do',
  '/restaurants',
  '/weather',
  '/webcams',
  '/downtown',
  '/dining',
  '/no-such-page',
];
const reads = [
  '/api/content/posts',
  '/api/content/posts/elk-viewing-guide',
  '/api/content/categories',
  '/api/conditions/weather/estes-park',
  '/api/conditions/webcams/status',
  '/api/conditions/webcams/longs-peak/image.jpg',
  '/api/planning/events/approved',
  '/api/planning/events/approved/s0123456789/photos/1',
  '/api/planning/newsletter/community',
  '/api/planning/newsletter/guides/estes-park-trail-guide.txt',
  '/api/planning/events/upcoming.ics',
  // Place facts from the places provider (decision 038): ids from the query, the stand-in behind.
  '/api/planning/places/facts',
  '/api/planning/places/facts?ids=bird-and-jim,lonigans-saloon,sky-pond',
  '/api/search',
  '/api/lodging/search-documents',
  // Lodging from the booking partner (decision 036): stays, filters and ids from the query.
  '/api/lodging/offers',
  '/api/lodging/properties/booking-9100001',
  '/api/lodging/properties/the-stanley-hotel',
  '/api/lodging/photos/booking-9100001/0/medium',
  '/api/lodging/counts',
  '/api/lodging/downtown-stays',
  '/api/planning/downtown-events',
  '/api/planning/downtown-places',
  '/api/lodging/trip-items',
  '/remotes.json',
  '/healthz',
  '/sitemap.xml',
  '/robots.txt',
  '/blog/feed.xml',
  '/api/content/feed.xml',
  // Partner links (decision 033): odd dates, guests, pages and redirect targets in the query.
  '/go/book/hotel-1',
  '/go/book/booking-9100001',
  '/go/book/the-stanley-hotel',
  '/go/reviews/booking-9100001',
  '/go/book/vrbo-1',
  '/go/reviews/hotel-1',
  '/go/partner/header',
  '/go/downtown-hotel/stanley-hotel',
  '/go/teleport/hotel-1',
  '/api/lodging/go/book/hotel-1',
  '/assets/main.js',
  '/remotes/lodging/0/remoteEntry.js',
];
const forms = [
  '/api/planning/contact',
  '/api/planning/event-listings',
  '/api/planning/event-submissions',
  '/api/planning/partner-applications',
  '/api/planning/newsletter',
];

/** Path pieces that have tripped servers: dots, escapes, separators, NUL, very long. */
const pathTrick = fc.constantFrom(
  '',
  '/',
  '//',
  '/..',
  '/../..',
  '/%2e%2e/%2e%2e',
  '/..%2f..%2fregistry.json',
  '%2f',
  '\\..\\..',
  '/%00',
  '%00',
  '/%ff%fe',
  '/%',
  '/%zz',
  '/\u00e9t\u00e9',
  '/;jsessionid=1',
  `/${'a'.repeat(5000)}`,
  '/.env',
  '/index.html',
  '?',
  '#frag',
);

const unicodeText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom(
    '\u0000',
    '\u202e',
    '\ud800',
    '\uffff',
    '💥'.repeat(100),
    '<script>',
    '\'"',
    '%00',
    'a'.repeat(10_000),
    // Stays that come close: real, past, reversed and far dates, ages and counts out of range.
    '2027-04-20',
    '2020-02-29',
    '2099-12-31',
    '2027-02-30',
    '4,9,99',
    '-1',
    '9',
  ),
);

/**
 * A string shaped to make patterns backtrack or rescan (tools/lib/hostile-input.ts), at the
 * lengths each route can read: the newsletter's 4 KB body, a multipart field's 16 KB, a JSON
 * form's 64 KB (a value over a route's limit is refused whole, before any check).
 */
const hostileText = fc
  .record({
    shape: fc.nat({ max: backtrackingShapeCount - 1 }),
    length: fc.constantFrom(200, 3_800, 15_000, 60_000),
  })
  .map(({ shape, length }) => backtrackingShape(shape, length).text);

/** The same in a query value, where escaping can triple it and a URL has 16 KB at most. */
const hostileQueryText = fc
  .record({ shape: fc.nat({ max: backtrackingShapeCount - 1 }), length: fc.constantFrom(200, 1_500, 4_000) })
  .map(({ shape, length }) => backtrackingShape(shape, length).text);

/** Percent-encoded, or as it is where it cannot be (a lone surrogate): raw bytes are fuzz too. */
const encoded = (text: string) => {
  try {
    return encodeURIComponent(text);
  } catch {
    return text;
  }
};

/** A query string: repeated names, arrays, Unicode, NUL, empty names, very long. */
const queryString = fc
  .array(
    fc.tuple(
      fc.oneof(
        fc.constantFrom('q', 'category', 'featured', 'type', 'page', 'sort', 'event', 'signup', 'sent', 'search'),
        // A stay and the list's filters (lodging reads a stay strictly, the filters forgivingly).
        fc.constantFrom('checkin', 'checkout', 'adults', 'children', 'rooms', 'checkIn', 'guests', 'price', 'rating'),
        fc.string({ maxLength: 8 }),
        fc.constantFrom('category[]', 'a[b][c]', '__proto__', 'constructor'),
      ),
      fc.oneof({ arbitrary: unicodeText, weight: 3 }, { arbitrary: hostileQueryText, weight: 1 }),
    ),
    { maxLength: 6 },
  )
  .map((pairs) => pairs.map(([name, value]) => `${encoded(name)}=${encoded(value).slice(0, 12_000)}`).join('&'));

/**
 * What crawlers and ad links put on page URLs: tracking parameters, hundreds of parameters no
 * route reads, and a number that makes every URL new (each is a page the server has not kept).
 */
const unknownParameters = fc
  .record({
    tracking: fc.subarray([...trackingParameters]),
    unknown: fc.integer({ min: 0, max: 600 }),
    valueLength: fc.constantFrom(1, 12, 120),
    buster: fc.nat(),
  })
  .map(({ tracking, unknown, valueLength, buster }) =>
    [
      ...tracking.map((name) => `${name}=${'x'.repeat(valueLength)}`),
      ...Array.from({ length: unknown }, (_, index) => `p${index}=${'v'.repeat(valueLength)}`),
      `r=${buster}`,
    ].join('&'),
  );

/** JSON nested deeper than any parser should follow. */
const deepJson = fc.integer({ min: 50, max: 5000 }).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`);

/** Every field of every form a visitor can post (read from the forms' schemas). */
const formFields = [...new Set(formsUnderTest.flatMap((form) => form.fields))];

/**
 * The run's mark, in a name field, and something that makes every form invalid: the address
 * (none of the hostile shapes is an address the site takes). Half the forms also carry a
 * hostile string in one field (after the mark, in the name).
 */
function invalidForm(mark: string) {
  return fc
    .tuple(
      fc.record({
        formType: fc.constantFrom('contact', 'trip-planning', 'nope', ''),
        name: fc.constant(`Fuzz ${mark}`),
        email: fc.constantFrom(`${mark}@no-domain`, `${mark}`, `${mark}@x.`, ''),
        message: unicodeText,
        website: fc.constantFrom('', 'http://spam.example'),
        eventName: unicodeText,
        eventDate: fc.constantFrom('2027-02-30', 'tomorrow', ''),
        placement: fc.constantFrom('home', 'nowhere', ''),
        interests: fc.array(unicodeText, { maxLength: 3 }),
      }),
      fc.option(fc.tuple(fc.constantFrom(...formFields), hostileText), { nil: undefined, freq: 2 }),
    )
    .map(([form, hostile]): Record<string, string | string[]> => {
      if (!hostile) return form;
      const [field, text] = hostile;
      // The other free-text fields short, so the hostile one is as long as the body limit allows.
      const short = { ...form, message: 'x', eventName: 'x', interests: [] };
      return { ...short, [field]: field === 'name' ? `${form.name} ${text}` : text };
    });
}

const jpegStart = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
const pngStart = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Images that claim more pixels than the site decodes, or that cannot be decoded. */
const imageBombs = [pngDeclaringHugeSize(), jpegDeclaringHugeSize(), pngWithBrokenPixels()];

/** A multipart body: sometimes well formed with fake, oversized or bomb images, often broken. */
function hostileMultipart(mark: string) {
  return fc
    .record({
      boundary: fc.constantFrom('fuzzboundary', 'x', '', '--', 'a'.repeat(200)),
      form: invalidForm(mark),
      image: fc.oneof(
        fc.constant(Buffer.concat([jpegStart, Buffer.alloc(64)])),
        fc.constant(Buffer.concat([pngStart, Buffer.from('not really a png')])),
        fc.constant(Buffer.from('<?php echo 1; ?>')),
        fc.constantFrom(...imageBombs),
        fc
          .integer({ min: 1, max: 7 })
          .map((megabytes) => Buffer.concat([jpegStart, Buffer.alloc(megabytes * 1024 * 1024)])),
      ),
      filename: fc.constantFrom('photo.jpg', '../../etc/passwd', 'a\u0000.png', '', '💥.png', 'x'.repeat(500)),
      cut: fc.boolean(),
      closing: fc.boolean(),
    })
    .map(({ boundary, form, image, filename, cut, closing }) => {
      const parts = Object.entries(form).map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${Array.isArray(value) ? value.join(',') : value}\r\n`,
      );
      const file = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="${filename}"\r\nContent-Type: image/jpeg\r\n\r\n`,
        ),
        image,
        Buffer.from('\r\n'),
      ]);
      const whole = Buffer.concat([
        Buffer.from(parts.join('')),
        file,
        Buffer.from(closing ? `--${boundary}--\r\n` : ''),
      ]);
      return {
        contentType: `multipart/form-data; boundary=${boundary}`,
        body: cut ? whole.subarray(0, Math.floor(whole.length / 2)) : whole,
      };
    });
}

function formBody(mark: string) {
  return fc.oneof(
    invalidForm(mark).map((form) => ({ contentType: 'application/json', body: Buffer.from(JSON.stringify(form)) })),
    // A plain form post with each field once (the next one repeats every field).
    invalidForm(mark).map((form) => ({
      contentType: 'application/x-www-form-urlencoded',
      body: Buffer.from(
        new URLSearchParams(
          Object.entries(form).flatMap(([name, value]) =>
            (Array.isArray(value) ? value : [value]).map((item): [string, string] => [name, item]),
          ),
        ).toString(),
      ),
    })),
    invalidForm(mark).map((form) => ({
      contentType: 'application/x-www-form-urlencoded',
      body: Buffer.from(
        new URLSearchParams(
          Object.entries(form).flatMap(([name, value]) =>
            Array.isArray(value)
              ? value.map((item) => [name, item])
              : [
                  [name, value],
                  [name, value],
                ],
          ),
        ).toString(),
      ),
    })),
    fc
      .constantFrom('{', '{"name":', 'null', '[]', '"text"', '{"__proto__":{"admin":true}}', 'NaN', '\u0000')
      .map((text) => ({ contentType: 'application/json', body: Buffer.from(text) })),
    deepJson.map((text) => ({ contentType: 'application/json', body: Buffer.from(text) })),
    fc.integer({ min: 100, max: 2048 }).map((kilobytes) => ({
      contentType: 'application/json',
      body: Buffer.from(JSON.stringify({ name: `Fuzz ${mark}`, message: 'x'.repeat(kilobytes * 1024) })),
    })),
    fc
      .constantFrom(
        'text/plain',
        'application/xml',
        'image/png',
        '',
        'application/json; charset=utf-7',
        'multipart/form-data',
      )
      .map((contentType) => ({ contentType, body: Buffer.from(`name=Fuzz ${mark}`) })),
    hostileMultipart(mark),
  );
}

/**
 * A /submit-event post that is valid but for its last photo, which cannot be decoded: the
 * server re-encodes the heaviest photo it allows first (a valid form's photos are decoded), then
 * refuses the post, so nothing is kept.
 */
function heavyPhotoPost(mark: string, heaviestPhoto: Buffer): FuzzRequest {
  const fields = Object.entries({
    ...eventSubmissionFixture,
    organizerName: `Fuzz ${mark}`,
    email: `${mark}@fuzz.example`,
  });
  const { type, body } = multipartBody(fields, [
    { field: 'photos', filename: 'heaviest.png', contentType: 'image/png', data: heaviestPhoto },
    { field: 'photos', filename: 'broken.png', contentType: 'image/png', data: pngWithBrokenPixels() },
  ]);
  return {
    method: 'POST',
    target: '/api/planning/event-submissions',
    headers: [
      ['Content-Type', type],
      ['Accept', 'application/json'],
    ],
    body,
    heavy: true,
  };
}

/** Headers that change how a request is read; very long ones now and then (most reach a handler). */
const extraHeaders = fc.array(
  fc.oneof(
    {
      arbitrary: fc.tuple(fc.constant('Accept'), fc.constantFrom('application/json', 'text/html', '*/*', 'x/y;q=abc')),
      weight: 4,
    },
    {
      arbitrary: fc.tuple(
        fc.constant('Accept-Encoding'),
        fc.constantFrom('gzip', 'br', 'gzip;q=0', 'identity;q=0, *;q=0'),
      ),
      weight: 3,
    },
    {
      arbitrary: fc.tuple(fc.constant('Origin'), fc.constantFrom('null', 'https://evil.example', 'http://localhost')),
      weight: 2,
    },
    { arbitrary: fc.tuple(fc.constant('X-Forwarded-For'), fc.constantFrom('1.2.3.4', '::1, 999.1.1.1')), weight: 2 },
    {
      arbitrary: fc.tuple(fc.constant('If-None-Match'), fc.constantFrom('*', 'W/"x"', '"', 'x'.repeat(500))),
      weight: 2,
    },
    {
      arbitrary: fc.tuple(fc.constant('Range'), fc.constantFrom('bytes=0-1', 'bytes=-5', 'bytes=9-1', 'lines=1')),
      weight: 1,
    },
    {
      arbitrary: fc.tuple(
        fc.constantFrom('Cookie', 'X-Long', 'Accept-Encoding', 'X-Forwarded-For'),
        fc.integer({ min: 2000, max: 20_000 }).map((length) => 'b'.repeat(length)),
      ),
      weight: 1,
    },
  ),
  { maxLength: 3 },
);

/**
 * One generated hostile request; `mark` tags anything a form might keep. With `heaviestPhoto`
 * (heaviestAllowedPng()), about one request in 2,500 is a post that makes the server decode it.
 */
export function fuzzRequest(mark: string, heaviestPhoto?: Buffer): fc.Arbitrary<FuzzRequest> {
  const read = fc
    .record({
      method: fc.constantFrom('GET', 'GET', 'GET', 'HEAD', 'OPTIONS', 'DELETE', 'PUT', 'PATCH', 'TRACE', 'FOO'),
      base: fc.constantFrom(...pages, ...reads),
      trick: fc.oneof(fc.constant(''), pathTrick),
      query: fc.oneof(fc.constant(''), queryString),
      headers: extraHeaders,
    })
    .map(({ method, base, trick, query, headers }) => ({
      method,
      target: `${base}${trick}${query ? `?${query}` : ''}`,
      headers,
      body: Buffer.alloc(0),
    }));
  const pageWithUnknownParameters = fc
    .record({ base: fc.constantFrom(...pages), query: unknownParameters, headers: extraHeaders })
    .map(({ base, query, headers }) => ({ method: 'GET', target: `${base}?${query}`, headers, body: Buffer.alloc(0) }));
  const post = fc
    .record({
      method: fc.constantFrom('POST', 'POST', 'PUT'),
      base: fc.constantFrom(...forms, ...pages.slice(0, 4), '/api/content/posts', '/api/search'),
      query: fc.oneof(fc.constant(''), queryString),
      payload: formBody(mark),
      headers: extraHeaders,
    })
    .map(({ method, base, query, payload, headers }) => ({
      method,
      target: `${base}${query ? `?${query}` : ''}`,
      headers: [['Content-Type', payload.contentType] as [string, string], ...headers],
      body: payload.body,
    }));
  return fc.oneof(
    { arbitrary: read, weight: 2_500 },
    { arbitrary: pageWithUnknownParameters, weight: 500 },
    { arbitrary: post, weight: 2_000 },
    ...(heaviestPhoto ? [{ arbitrary: fc.constant(heavyPhotoPost(mark, heaviestPhoto)), weight: 2 }] : []),
  );
}

/** How long is a stall: the bounds the run judges by (see decision 035). */
export interface FuzzBounds {
  /** Any answer to a request that decodes no photo. */
  answerMs: number;
  /** An answer to a post of the heaviest photos (decoded, so seconds of work of its own). */
  heavyAnswerMs: number;
  /** A probe (/healthz, a static file, a cached page) asked beside the load. */
  probeMs: number;
}

export const defaultFuzzBounds: FuzzBounds = { answerMs: 1_000, heavyAnswerMs: 30_000, probeMs: 1_000 };

/** What the server is asked every 200 ms beside the load: its health, a static file, a cached page. */
export const probeTargets = ['/healthz', '/assets/main.js', '/'] as const;

export interface ProbeReport {
  target: string;
  asked: number;
  slowestMs: number;
}

export interface Stall {
  /** What waited: a request's own answer, or a probe asked beside the load. */
  what: string;
  milliseconds: number;
  /** The requests that were in flight (for a probe) or the request itself (for an answer). */
  requests: FuzzRequest[];
  /** Whether it was as slow again every time it was sent anew (a stall, not a busy machine). */
  confirmed: boolean;
}

export interface FuzzReport {
  sent: number;
  byStatus: Map<number, number>;
  /** Answers of 500 and above, but for a server too busy for now (a 503 with Retry-After). */
  serverErrors: FuzzAnswer[];
  /** 503s with Retry-After: work refused for now, on purpose (the photo queue full, a global cap). */
  busy: number;
  /** Requests that got no answer in time: each held a socket until the client gave up. */
  unanswered: FuzzAnswer[];
  /** Connections the server closed before answering (a body it refused to read). */
  cut: number;
  /** The slowest answers to requests that decode no photo, slowest first. */
  slowest: FuzzAnswer[];
  slowestHeavyMs: number;
  heavySent: number;
  probes: ProbeReport[];
  /** Answers and probes over their bound, each sent again to see whether it is slow every time. */
  stalls: Stall[];
}

const get = (target: string): FuzzRequest => ({ method: 'GET', target, headers: [], body: Buffer.alloc(0) });

/** How many copies of a heavy post go at once: four made the static files wait 20 s (issue 28). */
const heavyBurst = 4;

/**
 * Sends `count` generated requests, `concurrency` at a time (a heavy photo post as a burst of
 * four), with probes beside them, and tallies what came back. Every answer or probe over its
 * bound is sent again (with what was in flight beside it, for a probe) up to twice: it is a
 * confirmed stall when it is over its bound every time, a busy moment of the machine otherwise.
 */
export async function runFuzz(options: {
  host: string;
  port: number;
  count: number;
  concurrency: number;
  mark: string;
  seed?: number;
  /** Include posts of the heaviest photo the site takes (seconds of decoding each); default true. */
  heavyPhotos?: boolean;
  bounds?: FuzzBounds;
  onProgress?: (done: number) => void;
}): Promise<FuzzReport> {
  const { host, port } = options;
  const bounds = options.bounds ?? defaultFuzzBounds;
  const heaviestPhoto = options.heavyPhotos === false ? undefined : await heaviestAllowedPng();
  const arbitrary = fuzzRequest(options.mark, heaviestPhoto);
  // Sampled in slices (each from the seed and its number), so 30,000 requests are never all in memory.
  const slice = 500;
  const sliceOf = (first: number) =>
    fc.sample(arbitrary, {
      numRuns: Math.min(slice, options.count - first),
      seed: (options.seed ?? 0) + first / slice,
    });
  const report: FuzzReport = {
    sent: 0,
    byStatus: new Map(),
    serverErrors: [],
    busy: 0,
    unanswered: [],
    cut: 0,
    slowest: [],
    slowestHeavyMs: 0,
    heavySent: 0,
    probes: probeTargets.map((target) => ({ target, asked: 0, slowestMs: 0 })),
    stalls: [],
  };
  const inFlight = new Set<FuzzRequest>();
  /** For each probe out: every request in flight at any moment while it was. */
  const watching = new Set<Set<FuzzRequest>>();
  const slowAnswers: FuzzAnswer[] = [];
  const slowProbes: { target: string; milliseconds: number; beside: FuzzRequest[] }[] = [];

  const tally = (answer: FuzzAnswer) => {
    report.sent += 1;
    report.byStatus.set(answer.status, (report.byStatus.get(answer.status) ?? 0) + 1);
    if (isBusyRefusal(answer)) report.busy += 1;
    else if (answer.status >= 500) report.serverErrors.push(answer);
    if (answer.status === 0) report.unanswered.push(answer);
    if (answer.status === -1) report.cut += 1;
    if (answer.request.heavy) {
      report.heavySent += 1;
      report.slowestHeavyMs = Math.max(report.slowestHeavyMs, answer.milliseconds);
      if (answer.milliseconds > bounds.heavyAnswerMs) slowAnswers.push(answer);
    } else {
      report.slowest = [...report.slowest, answer].sort((a, b) => b.milliseconds - a.milliseconds).slice(0, 5);
      if (answer.milliseconds > bounds.answerMs && answer.status !== 0) slowAnswers.push(answer);
    }
    if (report.sent % 500 === 0) options.onProgress?.(report.sent);
  };

  /** Sends a request (a heavy one as a burst of copies) and answers what came back. */
  const send = async (request: FuzzRequest): Promise<FuzzAnswer[]> => {
    inFlight.add(request);
    for (const beside of watching) beside.add(request);
    try {
      const copies = request.heavy ? heavyBurst : 1;
      const timeoutMs = request.heavy ? 2 * bounds.heavyAnswerMs : 15_000;
      return await Promise.all(Array.from({ length: copies }, () => sendRaw(host, port, request, { timeoutMs })));
    } finally {
      inFlight.delete(request);
    }
  };

  let running = true;
  const probe = async () => {
    // One of each first, unjudged: the home page's first render fills the page cache.
    await Promise.all(probeTargets.map((target) => sendRaw(host, port, get(target))));
    while (running) {
      await Promise.all(
        probeTargets.map(async (target, index) => {
          const beside = new Set(inFlight);
          watching.add(beside);
          const answer = await sendRaw(host, port, get(target));
          watching.delete(beside);
          const tallied = report.probes[index];
          if (tallied) {
            tallied.asked += 1;
            tallied.slowestMs = Math.max(tallied.slowestMs, answer.milliseconds);
          }
          if (answer.milliseconds > bounds.probeMs || answer.status <= 0) {
            slowProbes.push({ target, milliseconds: answer.milliseconds, beside: [...beside] });
          }
        }),
      );
      await pause(200);
    }
  };

  const probing = probe();
  let next = 0;
  let samples: FuzzRequest[] = [];
  let samplesFrom = 0;
  /** The next request to send (handed out in order, one slice sampled at a time). */
  const take = (): FuzzRequest | undefined => {
    if (next >= options.count) return undefined;
    if (next - samplesFrom >= samples.length) {
      samplesFrom = next;
      samples = sliceOf(next);
    }
    const request = samples[next - samplesFrom];
    next += 1;
    return request;
  };
  const worker = async () => {
    for (let request = take(); request; request = take()) {
      for (const answer of await send(request)) tally(answer);
    }
  };
  try {
    await Promise.all(Array.from({ length: options.concurrency }, worker));
  } finally {
    running = false;
    await probing;
  }

  // Each slow answer alone, and each slow probe with what was in flight beside it, twice more.
  for (const answer of slowAnswers.slice(0, 20)) {
    const bound = answer.request.heavy ? bounds.heavyAnswerMs : bounds.answerMs;
    let confirmed = true;
    for (let attempt = 0; attempt < 2 && confirmed; attempt += 1) {
      const again = await send(answer.request);
      confirmed = again.some((copy) => copy.milliseconds > bound);
    }
    report.stalls.push({
      what: `the answer (${answer.status})`,
      milliseconds: answer.milliseconds,
      requests: [answer.request],
      confirmed,
    });
  }
  for (const slow of slowProbes.slice(0, 20)) {
    let confirmed = true;
    for (let attempt = 0; attempt < 2 && confirmed; attempt += 1) {
      let replaying = true;
      const replay = Promise.all(slow.beside.map((request) => send(request))).finally(() => (replaying = false));
      let slowestMs = 0;
      while (replaying) {
        const watched = await sendRaw(host, port, get(slow.target));
        slowestMs = Math.max(slowestMs, watched.status <= 0 ? Infinity : watched.milliseconds);
        if (replaying) await pause(200);
      }
      await replay;
      confirmed = slowestMs > bounds.probeMs;
    }
    report.stalls.push({
      what: `${slow.target} asked beside the load`,
      milliseconds: slow.milliseconds,
      requests: slow.beside,
      confirmed,
    });
  }
  return report;
}

/** The run's verdicts on its own answers: each failure in a line (none: passed). */
export function fuzzFailures(report: FuzzReport, bounds: FuzzBounds = defaultFuzzBounds): string[] {
  const failures: string[] = [];
  for (const answer of report.serverErrors.slice(0, 20)) {
    failures.push(`${answer.status} for ${describeRequest(answer.request)}`);
  }
  if (report.serverErrors.length > 0) failures.push(`${report.serverErrors.length} answers of 500 or above`);
  for (const answer of report.unanswered.slice(0, 20)) failures.push(`no answer to ${describeRequest(answer.request)}`);
  for (const stall of report.stalls.filter((each) => each.confirmed)) {
    const bound = stall.what.startsWith('the answer')
      ? stall.requests.some((request) => request.heavy)
        ? bounds.heavyAnswerMs
        : bounds.answerMs
      : bounds.probeMs;
    failures.push(
      `a stall: ${stall.what} took ${stall.milliseconds} ms (bound ${bound} ms), and again each time it was sent anew; ${
        stall.requests.length === 1
          ? 'the request'
          : `the ${stall.requests.length} requests in flight (heavy posts first)`
      }: ${[...stall.requests]
        // The heavy posts first: they are the likeliest cause.
        .sort((a, b) => Number(b.heavy ?? false) - Number(a.heavy ?? false))
        .slice(0, 8)
        .map((request) => describeRequest(request))
        .join('; ')}`,
    );
  }
  return failures;
}
