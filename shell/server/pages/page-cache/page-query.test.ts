/** @jest-environment node */
import type { AreaName } from '@estes/shared/core';
import type { LoadedAreaVersion } from '../../area-versions';
import { declaredQueryOf, withDeclaredQuery } from './page-query';

/** A request scope whose areas declare these queries per route (or fail to load). */
function scopeWith(areas: Partial<Record<AreaName, Record<string, { query?: unknown }> | 'down'>>) {
  return {
    area: async (area: AreaName) => {
      const routes = areas[area];
      if (!routes || routes === 'down') throw new Error(`the ${area} area is unavailable`);
      return { area, version: '1', module: { area, areaRoutes: routes } } as unknown as LoadedAreaVersion;
    },
  };
}

const url = (target: string) => new URL(target, 'https://www.estes.example');

describe('the query a page is rendered and kept with', () => {
  it.each([
    ['/events?r=123', ['category', 'page'], '/events'],
    ['/events?category=music&r=1&page=2', ['category', 'page'], '/events?category=music&page=2'],
    ['/weather?utm_source=news&utm_medium=mail&place=alpine', ['place'], '/weather?place=alpine'],
    ['/blog?fbclid=x&gclid=y&search=elk', ['search'], '/blog?search=elk'],
    // Repeats and the order they came in are kept: the page reads them that way.
    [
      '/accommodations?price=%24%24&type=Cabin&price=%24',
      ['type', 'price'],
      '/accommodations?price=%24%24&type=Cabin&price=%24',
    ],
    // A version built before routes declared their query: everything but tracking tags.
    ['/events?r=1&UTM_Campaign=x&msclkid=2', 'undeclared', '/events?r=1'],
    // Tracking tags are dropped even where a route would declare them.
    ['/events?utm_source=x', ['utm_source'], '/events'],
  ] as const)('%s with %j is %s', (target, declared, expected) => {
    const kept = withDeclaredQuery(url(target), declared);
    expect(`${kept.pathname}${kept.search}`).toBe(expected);
    expect(kept.origin).toBe('https://www.estes.example');
  });

  it('drops the per-visitor parameters of a page that does not read them (it is the cached page then)', () => {
    expect(withDeclaredQuery(url('/accommodations?sent=s0123456789&email=a%40b.example'), ['type']).search).toBe('');
    expect(withDeclaredQuery(url('/partner?sent=s0123456789'), ['sent']).search).toBe('?sent=s0123456789');
  });
});

describe('what a route declares it reads', () => {
  const scope = scopeWith({
    planning: { 'planning.events': { query: ['category', 'page', 'event'] }, 'planning.partner': {} },
    content: 'down',
    conditions: { 'conditions.weather': { query: 'place' } },
  });

  it.each([
    ['/events', ['category', 'page', 'event']],
    // The live version's route module says it: an area deploys a new parameter without the shell.
    ['/partner', 'undeclared'],
    // An area that cannot be loaded shows its routes as unavailable, which reads nothing.
    ['/blog', []],
    // A declaration that is not a list of names is none.
    ['/weather', []],
    // The shell's own routes.
    ['/search', ['q']],
    ['/my-trip', ['items', 'view']],
    ['/', ['newsletter', 'placement', 'email']],
    // The 404 page reads nothing.
    ['/no-such-page', []],
  ])('%s: %j', async (pathname, expected) => {
    expect(await declaredQueryOf(pathname, scope)).toEqual(expected);
  });
});
