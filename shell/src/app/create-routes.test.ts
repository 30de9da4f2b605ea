import type { ShouldRevalidateFunctionArgs } from 'react-router-dom';
import { createSiteRoutes } from './create-routes';

const unusedLoader = () => Promise.reject(new Error('not in this test'));
const home = createSiteRoutes(unusedLoader, unusedLoader)[0]?.children?.find((route) => route.id === 'home');

const revalidates = (from: string, to: string) =>
  home?.shouldRevalidate?.({
    currentUrl: new URL(from, 'http://localhost'),
    nextUrl: new URL(to, 'http://localhost'),
    defaultShouldRevalidate: true,
  } as ShouldRevalidateFunctionArgs);

describe('the home route', () => {
  it('keeps its pieces’ data when only the hash changes (the skip link, then Back)', () => {
    expect(revalidates('/#main', '/')).toBe(false);
    expect(revalidates('/', '/#main')).toBe(false);
  });

  it('reads them again on any other navigation, as the router would', () => {
    expect(revalidates('/?utm_source=x', '/')).toBe(true);
    expect(revalidates('/weather', '/')).toBe(true);
  });
});
