/**
 * Hostile requests, generated (fast-check) and sent as raw bytes on a socket, so nothing is
 * normalised on the way: every route and API with malformed and deeply nested JSON, wrong
 * content types, oversized bodies, repeated parameters, Unicode, NUL, path tricks (`//`,
 * `..`, `%2e%2e`, `\`), very long URLs and headers, broken multipart, oversized and fake
 * images. Used by `npm run fuzz` (10,000 and more) and by a short run in the e2e suite.
 *
 * Every form body carries the run's mark and is invalid by construction (a filled honeypot, an
 * address without a domain or a missing required field), so the check afterwards can say
 * nothing of the run was stored.
 */
import { connect } from 'node:net';
import fc from 'fast-check';

export interface FuzzRequest {
  method: string;
  target: string;
  headers: [string, string][];
  body: Buffer;
}

export interface FuzzAnswer {
  request: FuzzRequest;
  /**
   * The status; 0 when nothing came back in time (a request that hangs), -1 when the server
   * closed the connection before a status line (it refused a body it would not read).
   */
  status: number;
  milliseconds: number;
}

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
  '/api/search',
  '/api/lodging/search-documents',
  // Lodging from the booking partner (decision 036): stays, filters and ids from the query.
  '/api/lodging/offers',
  '/api/lodging/properties/booking-9100001',
  '/api/lodging/properties/the-stanley-hotel',
  '/api/lodging/photos/booking-9100001/0/medium',
  '/api/lodging/counts',
  '/api/lodging/downtown-stays',
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
      unicodeText,
    ),
    { maxLength: 6 },
  )
  .map((pairs) => pairs.map(([name, value]) => `${encoded(name)}=${encoded(value).slice(0, 12_000)}`).join('&'));

/** JSON nested deeper than any parser should follow. */
const deepJson = fc.integer({ min: 50, max: 5000 }).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`);

/** The run's mark, in a name field, and something that makes every form invalid. */
function invalidForm(mark: string) {
  return fc.record({
    formType: fc.constantFrom('contact', 'trip-planning', 'nope', ''),
    name: fc.constant(`Fuzz ${mark}`),
    email: fc.constantFrom(`${mark}@no-domain`, `${mark}`, `${mark}@x.`, ''),
    message: unicodeText,
    website: fc.constantFrom('', 'http://spam.example'),
    eventName: unicodeText,
    eventDate: fc.constantFrom('2027-02-30', 'tomorrow', ''),
    placement: fc.constantFrom('home', 'nowhere', ''),
    interests: fc.array(unicodeText, { maxLength: 3 }),
  });
}

const jpegStart = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
const pngStart = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A multipart body: sometimes well formed with fake or oversized images, often broken. */
function multipartBody(mark: string) {
  return fc
    .record({
      boundary: fc.constantFrom('fuzzboundary', 'x', '', '--', 'a'.repeat(200)),
      form: invalidForm(mark),
      image: fc.oneof(
        fc.constant(Buffer.concat([jpegStart, Buffer.alloc(64)])),
        fc.constant(Buffer.concat([pngStart, Buffer.from('not really a png')])),
        fc.constant(Buffer.from('<?php echo 1; ?>')),
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
    multipartBody(mark),
  );
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

/** One generated hostile request; `mark` tags anything a form might keep. */
export function fuzzRequest(mark: string): fc.Arbitrary<FuzzRequest> {
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
  return fc.oneof({ arbitrary: read, weight: 3 }, { arbitrary: post, weight: 2 });
}

/** Sends one request as raw bytes and reads the status line; 0 when none came in `timeoutMs`. */
export function sendRaw(host: string, port: number, request: FuzzRequest, timeoutMs = 15_000): Promise<FuzzAnswer> {
  const started = Date.now();
  return new Promise((resolve) => {
    const socket = connect(port, host);
    let received = '';
    let settled = false;
    const finish = (status: number) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve({ request, status, milliseconds: Date.now() - started });
    };
    const timer = setTimeout(() => finish(0), timeoutMs);
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
      const statusLine = /^HTTP\/1\.[01] (\d{3})/.exec(received);
      if (statusLine) finish(Number(statusLine[1]));
    });
    socket.on('error', () => finish(-1));
    socket.on('close', () => finish(-1));
    socket.on('connect', () => {
      const head = [
        `${request.method} ${request.target} HTTP/1.1`,
        `Host: ${host}:${port}`,
        ...request.headers.map(([name, value]) => `${name}: ${value}`),
        ...(request.body.length > 0 || ['POST', 'PUT', 'PATCH'].includes(request.method)
          ? [`Content-Length: ${request.body.length}`]
          : []),
        'Connection: close',
        '',
        '',
      ].join('\r\n');
      // Written as UTF-8: a target or header with characters beyond Latin-1 goes as their bytes.
      socket.write(Buffer.concat([Buffer.from(head, 'utf8'), request.body]), () => undefined);
    });
  });
}

export interface FuzzReport {
  sent: number;
  byStatus: Map<number, number>;
  /** Answers of 500 and above. */
  serverErrors: FuzzAnswer[];
  /** Requests that got no answer in time: each held a socket until the client gave up. */
  unanswered: FuzzAnswer[];
  /** Connections the server closed before answering (a body it refused to read). */
  cut: number;
  slowestMs: number;
}

/** Sends `count` generated requests, `concurrency` at a time, and tallies what came back. */
export async function runFuzz(options: {
  host: string;
  port: number;
  count: number;
  concurrency: number;
  mark: string;
  seed?: number;
  onProgress?: (done: number) => void;
}): Promise<FuzzReport> {
  const requests = fc.sample(fuzzRequest(options.mark), { numRuns: options.count, seed: options.seed });
  const report: FuzzReport = { sent: 0, byStatus: new Map(), serverErrors: [], unanswered: [], cut: 0, slowestMs: 0 };
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < requests.length; index = next++) {
      const request = requests[index];
      if (!request) continue;
      const answer = await sendRaw(options.host, options.port, request);
      report.sent += 1;
      report.byStatus.set(answer.status, (report.byStatus.get(answer.status) ?? 0) + 1);
      report.slowestMs = Math.max(report.slowestMs, answer.milliseconds);
      if (answer.status >= 500) report.serverErrors.push(answer);
      if (answer.status === 0) report.unanswered.push(answer);
      if (answer.status === -1) report.cut += 1;
      if (report.sent % 500 === 0) options.onProgress?.(report.sent);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  return report;
}

/** A request in one line, for the report (long parts shortened). */
export function describeRequest(request: FuzzRequest): string {
  const shorten = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}…(${text.length})` : text);
  const type = request.headers.find(([name]) => name === 'Content-Type')?.[1];
  return `${request.method} ${shorten(JSON.stringify(request.target), 160)}${type ? ` [${shorten(type, 60)}]` : ''}${
    request.body.length > 0 ? ` body ${request.body.length} bytes` : ''
  }`;
}
