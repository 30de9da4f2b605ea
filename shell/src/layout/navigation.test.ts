/** @jest-environment node */
import { footerGroups, isNavigationItemActive, navigationItems } from './navigation';

const activeOn = (pathname: string) =>
  navigationItems.filter((item) => isNavigationItemActive(item, pathname)).map((item) => item.name);

describe('header navigation', () => {
  it('has the five sections with their labels, paths and accessible names', () => {
    expect(navigationItems.map((item) => [item.name, item.href])).toEqual([
      ['Stay', '/accommodations'],
      ['Do', '/things-to-do'],
      ['Eat', '/restaurants'],
      ['Plan', '/trip-planning'],
      ['Local Intel', '/blog'],
    ]);
    for (const item of navigationItems) expect(item.ariaLabel.startsWith(item.name)).toBe(true);
  });

  it.each([
    ['/accommodations', ['Stay']],
    ['/things-to-do', ['Do']],
    ['/restaurants', ['Eat']],
    ['/dining', ['Eat']],
    ['/trip-planning', ['Plan']],
    ['/plan-your-trip', ['Plan']],
    ['/blog', ['Local Intel']],
    ['/blog/elk-season', ['Local Intel']],
    ['/blog/', ['Local Intel']],
    ['/', []],
    ['/weather', []],
    ['/blogger', []],
    ['/property/hotel-1', ['Stay']],
    ['/mobile/property/vrbo-3', ['Stay']],
    ['/properties', []],
  ])('highlights the right section on %s', (pathname, expected) => {
    expect(activeOn(pathname)).toEqual(expected);
  });
});

describe('footer groups', () => {
  const groups = footerGroups('https://partner.example/book');
  const hrefs = groups.flatMap((group) => group.links.map((link) => link.href));

  it('has the four groups in order', () => {
    expect(groups.map((group) => group.title)).toEqual([
      'Accommodations',
      'Explore Estes Park',
      'Plan Your Trip',
      'Resources',
    ]);
  });

  it('links every footer-only route', () => {
    for (const path of [
      '/downtown',
      '/events',
      '/weather',
      '/webcams',
      '/getting-around',
      '/park-pack',
      '/newsletter',
      '/submit-event',
      '/partner',
      '/privacy-policy',
      '/terms-of-service',
      '/accessibility',
    ]) {
      expect(hrefs).toContain(path);
    }
  });

  it('sends Contact Us and Help Center to trip planning, and Book Accommodations out to the partner', () => {
    const links = groups.flatMap((group) => group.links);
    expect(links.find((link) => link.name === 'Contact Us')?.href).toBe('/trip-planning');
    expect(links.find((link) => link.name === 'Help Center')?.href).toBe('/trip-planning');
    expect(links.find((link) => link.name === 'Book Accommodations')).toEqual({
      name: 'Book Accommodations',
      href: 'https://partner.example/book',
      external: true,
    });
  });
});
