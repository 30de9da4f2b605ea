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
    ['http://evil.example/x', { kind: 'invalid', message: expect.stringContaining('must be a path') }],
    ['*', { kind: 'invalid', message: expect.stringContaining('must be a path') }],
  ])('%s', (target, expected) => {
    expect(parseRequestTarget(target)).toEqual(expected);
  });

  it('never redirects off the site, whatever the path (generated)', () => {
    const pieces = fc.constantFrom(
      '/',
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
