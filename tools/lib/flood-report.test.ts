/** @jest-environment node */
import {
  floodKinds,
  floodPathOf,
  floodVerdicts,
  parseFloodOrder,
  rendersAllowed,
  type FloodPhase,
} from './flood-report';

const phase = (overrides: Partial<FloodPhase> = {}): FloodPhase => ({
  kind: 'junk',
  seconds: 10,
  hotPage: { target: '/accommodations', p50Ms: 1, p99Ms: 4, responses: 2000, non2xx: 0, errors: 0 },
  renders: 2,
  crawler: { sent: 5000, statusCounts: { 200: 4990 }, errors: 0 },
  ...overrides,
});

describe('the flood figure', () => {
  it.each(floodKinds)('asks for a new URL each time in the %s phase', (kind) => {
    const urls = Array.from({ length: 500 }, (_, n) => floodPathOf(kind, n));
    expect(new Set(urls).size).toBe(500);
    for (const url of urls) expect(url).toMatch(/^\/[^/]/);
  });

  it('spells one page many ways in the unknown phase: tracking tags, case and escapes', () => {
    const urls = Array.from({ length: 20 }, (_, n) => floodPathOf('unknown', n));
    expect(urls).toEqual(expect.arrayContaining(['/weather?utm_source=news&utm_campaign=1', '/ev%65nts?s4=4']));
    expect(urls.some((url) => /^\/[eE][vV][eE][nN][tT][sS]\?/.test(url) && !url.startsWith('/events'))).toBe(true);
  });

  it('reads its order, and refuses one that is not', () => {
    expect(parseFloodOrder('{"baseUrl":"http://127.0.0.1:1","connections":8,"seconds":10,"kind":"read"}')).toEqual({
      baseUrl: 'http://127.0.0.1:1',
      connections: 8,
      seconds: 10,
      kind: 'read',
    });
    expect(() => parseFloodOrder('{"baseUrl":"x","connections":8,"seconds":10,"kind":"other"}')).toThrow(
      /not a flood order/,
    );
  });

  it('allows one address its burst and what refills meanwhile, or anything without a budget', () => {
    expect(rendersAllowed({ perMinute: 30, burst: 10 }, 10)).toBe(15);
    expect(rendersAllowed({ perMinute: 0, burst: 10 }, 10)).toBe(Number.POSITIVE_INFINITY);
  });

  it('meets its goals when the hot page stays fast and the crawler renders nothing new', () => {
    expect(floodVerdicts(phase(), { perMinute: 30, burst: 10 }).met).toBe(true);
  });

  it.each([
    ['a slow hot page', phase({ hotPage: { ...phase().hotPage, p99Ms: 595 } })],
    ['a refused hot page', phase({ hotPage: { ...phase().hotPage, non2xx: 3 } })],
    ['junk that renders', phase({ renders: 306 })],
    ['reads past the budget', phase({ kind: 'read', renders: 16 })],
    ['a crawler answered 500', phase({ crawler: { sent: 10, statusCounts: { 200: 5, 500: 5 }, errors: 0 } })],
  ])('does not meet them with %s', (_name, measured) => {
    const { lines, met } = floodVerdicts(measured, { perMinute: 30, burst: 10 });
    expect(met).toBe(false);
    expect(lines.some((line) => line.startsWith('NOT MET'))).toBe(true);
  });
});
