/** @jest-environment node */
import fc from 'fast-check';
import { canonicalPathOf, isSiteRelativeLocation, pageUrl, parseRequestTarget, safeLocation } from './request-target';

describe('request targets', () => {
  it.each([
    ['/blog/elk-viewing-guide', { kind: 'page', path: '/blog/elk-viewing-guide', search: '' }],
    ['/accommodations?type=Cabin', { kind: 'page', path: '/accommodations', search: '?type=Cabin' }],
    ['/', { kind: 'page', path: '/', search: '' }],
    // Paths that start like a host are answered in place, never redirected.
    ['//127.0.0.1:4599/blog/x', { kind: 'page', path: '/127.0.0.1:4599/blog/x', search: '' }],
    ['//a//evil.example/', { kind: 'page', path: '/a/evil.example', search: '' }],
    ['/\\evil.example', { kind: 'page', path: '/evil.example', search: '' }],
    ['/\t/evil.example', { kind: 'page', path: '/evil.example', search: '' }],
    ['//blog?page=2', { kind: 'page', path: '/blog', search: '?page=2' }],
    ['/blog/', { kind: 'redirect', location: '/blog' }],
    ['/blog//?q=x', { kind: 'redirect', location: '/blog?q=x' }],
    ['/a/./b/../c', { kind: 'redirect', location: '/a/c' }],
    ['/%2e%2e/%2E%2e/etc', { kind: 'redirect', location: '/etc' }],
    ['/a//b/', { kind: 'redirect', location: '/a/b' }],
    ['/caf\u00e9', { kind: 'redirect', location: '/caf%C3%A9' }],
    // One page, one URL: escapes of unreserved characters and the route table's case (decision 035).
    ['/ev%65nts', { kind: 'redirect', location: '/events' }],
    ['/%45VENTS?category=music', { kind: 'redirect', location: '/events?category=music' }],
    ['/EVENTS', { kind: 'redirect', location: '/events' }],
    ['/Plan-Your-Trip', { kind: 'redirect', location: '/plan-your-trip' }],
    ['/BLOG/Elk-Viewing-Guide', { kind: 'redirect', location: '/blog/Elk-Viewing-Guide' }],
    ['/Property/hotel-1', { kind: 'redirect', location: '/property/hotel-1' }],
    ['/MOBILE/Property/Hotel-1', { kind: 'redirect', location: '/mobile/property/Hotel-1' }],
    ['/blog/caf%c3%a9', { kind: 'redirect', location: '/blog/caf%C3%A9' }],
    ['/blog/a%2db%5fc%7ed%2Ee', { kind: 'redirect', location: '/blog/a-b_c~d.e' }],
    // Escapes that are not of unreserved characters stay escapes: a slash, a backslash, a percent.
    ['/blog/a%2fb', { kind: 'redirect', location: '/blog/a%2Fb' }],
    ['/blog/a%2Fb%5C%25', { kind: 'page', path: '/blog/a%2Fb%5C%25', search: '' }],
    // Paths that are not routes keep their case (they are the 404 page, or the server's own files).
    ['/Healthz', { kind: 'page', path: '/Healthz', search: '' }],
    ['/go/book/Hotel-1', { kind: 'page', path: '/go/book/Hotel-1', search: '' }],
    ['/ev%65nts/', { kind: 'redirect', location: '/events' }],
    ['/a%', { kind: 'redirect', location: '/a%25' }],
    ['http://evil.example/x', { kind: 'invalid', message: expect.stringContaining('must be a path') }],
    ['*', { kind: 'invalid', message: expect.stringContaining('must be a path') }],
  ])('%s', (target, expected) => {
    expect(parseRequestTarget(target)).toEqual(expected);
  });

  it('never redirects off the site, whatever the path (generated)', () => {
    const pieces = fc.constantFrom(
      '/',
      'EVENTS',
      'Blog',
      '%65',
      '%2f',
      '%5c',
      '%41',
      '%',
      '//',
      '\\',
      '/\\',
      '.',
      '..',
      '%2e',
      '%2F',
      '\t',
      '\n',
      '?',
      '#',
      'evil.example',
      'a',
      ':',
      '@',
      ' ',
      'é',
    );
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 12 }), fc.string({ maxLength: 8 }), (parts, tail) => {
        const target = `/${parts.join('')}${tail}`;
        const parsed = parseRequestTarget(target);
        if (parsed.kind === 'redirect') {
          expect(isSiteRelativeLocation(parsed.location)).toBe(true);
          // Resolved by a browser against the site, it stays on the site.
          expect(new URL(parsed.location, 'https://www.estes.example').origin).toBe('https://www.estes.example');
          // And the redirect lands on a page that is already canonical (no redirect loop).
          expect(parseRequestTarget(parsed.location).kind).toBe('page');
        } else if (parsed.kind === 'page') {
          expect(pageUrl('https://www.estes.example', parsed.path, parsed.search).origin).toBe(
            'https://www.estes.example',
          );
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('builds the page URL from the site origin and the path, never from the raw target', () => {
    expect(pageUrl('https://www.estes.example', '/127.0.0.1:4599/blog/x', '').href).toBe(
      'https://www.estes.example/127.0.0.1:4599/blog/x',
    );
  });

  it('sends a loader’s off-site redirect home instead', () => {
    expect(safeLocation('/blog?x=1', 'https://www.estes.example')).toBe('/blog?x=1');
    expect(safeLocation('https://www.estes.example/events', 'https://www.estes.example')).toBe('/events');
    expect(safeLocation('https://evil.example/', 'https://www.estes.example')).toBe('/');
    expect(safeLocation('//evil.example', 'https://www.estes.example')).toBe('/');
    expect(safeLocation('/\\evil.example', 'https://www.estes.example')).toBe('/');
  });

  it('collapses slashes and backslashes into one', () => {
    expect(canonicalPathOf('\\\\//a\\b//')).toBe('/a/b');
  });
});
