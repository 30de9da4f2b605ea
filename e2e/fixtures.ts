/**
 * The test fixture every e2e test file uses: it records console errors, page errors and
 * Content-Security-Policy violations (even caught ones), and fails the test if any appear
 * (hydration errors, blocked resources and broken chunks all surface there). A test that
 * provokes failures on purpose lists the exact messages it expects with `expectConsoleErrors`
 * (each must appear, so a list cannot outlive its failure); the helpers below spell them.
 *
 * OpenStreetMap's tiles (the downtown map, a property's small map) cannot be fetched here (no
 * internet): a blank tile stands in for each, so a map is drawn and logs no failed request.
 */
import { expect, test as base, type Page } from '@playwright/test';

/** A 1 × 1 PNG: OpenStreetMap's tiles stand-in. */
const blankTile = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

interface Fixtures {
  consoleErrors: string[];
  expectConsoleErrors: (patterns: RegExp[]) => void;
}

export const test = base.extend<Fixtures>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    await page.route('https://tile.openstreetmap.org/**', (route) =>
      route.fulfill({ status: 200, contentType: 'image/png', body: blankTile }),
    );
    // Content-Security-Policy violations the page catches (e.g. a library probing eval) still count.
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI} in ${event.sourceFile}`),
      );
    });
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      // Chromium's "Failed to load resource" names no address; the location says which request failed.
      const text = message.text();
      errors.push(text.startsWith(failedLoadPrefix) ? `${text} at ${message.location().url}` : text);
    });
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    await use(errors);
  },
  expectConsoleErrors: [
    async ({ consoleErrors }, use) => {
      let allowed: RegExp[] = [];
      await use((patterns) => {
        allowed = patterns;
      });
      const unexpected = consoleErrors.filter((text) => !allowed.some((pattern) => pattern.test(text)));
      expect(unexpected, 'console errors').toEqual([]);
      const neverLogged = allowed.filter((pattern) => !consoleErrors.some((text) => pattern.test(text)));
      expect(neverLogged.map(String), 'expected console errors that never appeared').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

const failedLoadPrefix = 'Failed to load resource: ';
const statusTexts = {
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  503: 'Service Unavailable',
} as const;
const escapeForPattern = (text: string) => text.replace(/[$()*+.?[\\\]^{|}]/g, '\\$&');

/**
 * The message Chromium logs when a request on the site answers `status`: the page itself (`path`
 * is what the test opened) or a request the page made (`path` a prefix of its address, e.g.
 * `/api/conditions/weather/`).
 */
export function failedLoadMessage(status: keyof typeof statusTexts, path: string, { prefix = false } = {}): RegExp {
  const address = `https?://[^/\\s]+${escapeForPattern(path)}${prefix ? '\\S*' : ''}`;
  return new RegExp(
    `^${escapeForPattern(`${failedLoadPrefix}the server responded with a status of ${status} (${statusTexts[status]})`)} at ${address}$`,
  );
}

/** The routes of the route table (docs/rules/site.md#route-table) with the heading each shows. */
export const routeHeadings: readonly (readonly [path: string, heading: string])[] = [
  ['/', 'Find Your Perfect Estes Park Stay'],
  ['/search?q=elk', 'Search results for “elk”'],
  ['/accommodations', 'Places to Stay in Estes Park'],
  // The main e2e server's lodging comes from the stand-in partner (mfe-lodging/server/stand-ins/).
  ['/property/booking-9100001', 'The Stanley Hotel'],
  ['/mobile/property/booking-9100028', 'Stand-in vacation home: Devils Gulch, 4 bedrooms'],
  ['/property/the-stanley-hotel', 'The Stanley Hotel'],
  ['/blog', 'Local Stories & Expert Guides'],
  ['/blog/elk-viewing-guide', 'Elk Viewing Guide: Where and When to Watch the Herds'],
  ['/privacy-policy', 'Privacy Policy'],
  ['/terms-of-service', 'Terms of Service'],
  ['/accessibility', 'Accessibility Statement'],
  ['/trip-planning', 'Plan Your Estes Park Trip'],
  ['/plan-your-trip', 'Plan Your Estes Park Trip'],
  ['/events', 'Upcoming Events & Experiences'],
  ['/submit-event', 'Submit Your Event'],
  ['/partner', 'Partner With Us'],
  ['/newsletter', 'Join The Estes Insider'],
  ['/deals', 'Join The Estes Insider'],
  ['/thankyou', 'Welcome to The Estes Insider!'],
  ['/things-to-do', 'Things to Do in Estes Park'],
  ['/restaurants', 'Estes Park Restaurants'],
  ['/dining', 'Estes Park Restaurants'],
  ['/weather', 'Estes Park Weather'],
  ['/webcams', 'Estes Park Live Webcams'],
  ['/downtown', 'Downtown Estes Park'],
];

/** One route of each area, to check that the others still work while one is down. */
export const areaSampleRoutes = {
  lodging: ['/accommodations', 'Places to Stay in Estes Park'],
  content: ['/privacy-policy', 'Privacy Policy'],
  planning: ['/events', 'Upcoming Events & Experiences'],
  conditions: ['/weather', 'Estes Park Weather'],
} as const;

export type AreaName = keyof typeof areaSampleRoutes;

export async function expectFrame(page: Page): Promise<void> {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
}

/** The ways e2e makes an area's remote fail in the browser (isolation and home specs). */
export type RemoteFailure = 'files missing' | 'server down' | 'code throwing';

/**
 * What the browser logs when `area`'s remote fails: the failed request (a 404 or a refused
 * connection under /remotes/<area>/) or the error its code threw, and the federation runtime's
 * report of the area's routes or widgets not loading. Any other area's failure is not in the list.
 */
export function remoteFailureMessages(area: AreaName, failure: RemoteFailure): RegExp[] {
  const federation = new RegExp(
    `^\\[federation\\] mfe_${area}/(?:routes|widgets) could not be loaded: \\[ Federation Runtime \\]: Failed to load script resources\\. #RUNTIME-008\\n`,
  );
  const cause =
    failure === 'files missing'
      ? failedLoadMessage(404, `/remotes/${area}/`, { prefix: true })
      : failure === 'server down'
        ? new RegExp(`^${failedLoadPrefix}net::ERR_CONNECTION_REFUSED at https?://[^/\\s]+/remotes/${area}/\\S*$`)
        : /^pageerror: remote start-up failed$/;
  return [cause, federation];
}
