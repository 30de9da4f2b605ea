/** @jest-environment node */
import { defaultFuzzBounds, fuzzFailures, type FuzzReport } from './fuzz';
import { isBusyRefusal, type FuzzAnswer, type FuzzRequest } from './raw-request';

const request = (target: string, heavy = false): FuzzRequest => ({
  method: 'POST',
  target,
  headers: [],
  body: Buffer.alloc(0),
  ...(heavy ? { heavy } : {}),
});
const answer = (status: number, extra: Partial<FuzzAnswer> = {}): FuzzAnswer => ({
  request: request('/api/planning/contact'),
  status,
  milliseconds: 5,
  serverMilliseconds: 4,
  startedAt: 0,
  ...extra,
});
const report = (extra: Partial<FuzzReport>): FuzzReport => ({
  sent: 10,
  byStatus: new Map(),
  serverErrors: [],
  busy: 0,
  unanswered: [],
  cut: 0,
  slowest: [],
  slowestHeavyMs: 0,
  heavySent: 0,
  probes: [],
  stalls: [],
  ...extra,
});

describe('the fuzz verdicts', () => {
  it('pass a run with nothing to say', () => {
    expect(fuzzFailures(report({}))).toEqual([]);
  });

  it('fail on answers of 500 and above and on requests left unanswered, naming them', () => {
    expect(
      fuzzFailures(report({ serverErrors: [answer(500)], unanswered: [answer(0, { request: request('/nope') })] })),
    ).toEqual(['500 for POST "/api/planning/contact"', '1 answers of 500 or above', 'no answer to POST "/nope"']);
  });

  it('fail on a stall only when it was as slow again each time it was sent anew, naming the heavy posts first', () => {
    const slowProbe = {
      what: '/healthz asked beside the load',
      milliseconds: 7000,
      requests: [request('/api/planning/contact'), request('/api/planning/event-submissions', true)],
      confirmed: true,
    };
    const busyMoment = { what: 'the answer (404)', milliseconds: 1500, requests: [request('/x')], confirmed: false };
    const failures = fuzzFailures(report({ stalls: [slowProbe, busyMoment] }));
    expect(failures).toEqual([
      'a stall: /healthz asked beside the load took 7000 ms (bound 1000 ms), and again each time it was sent anew; ' +
        'the 2 requests in flight (heavy posts first): POST "/api/planning/event-submissions" (heaviest photos); POST "/api/planning/contact"',
    ]);
  });

  it('judge a heavy post by the photo bound', () => {
    const heavy = { what: 'the answer (400)', milliseconds: 40_000, requests: [request('/p', true)], confirmed: true };
    expect(fuzzFailures(report({ stalls: [heavy] }))[0]).toContain(`(bound ${defaultFuzzBounds.heavyAnswerMs} ms)`);
  });

  it('take a 503 with Retry-After as the server busy on purpose, any other 5xx as a failure', () => {
    expect(isBusyRefusal(answer(503, { retryAfter: '60' }))).toBe(true);
    expect(isBusyRefusal(answer(503))).toBe(false);
    expect(isBusyRefusal(answer(500, { retryAfter: '60' }))).toBe(false);
  });
});
