/**
 * The test fixture every e2e test file uses: it records console errors, page errors and
 * Content-Security-Policy violations (even caught ones), and fails the test if any appear
 * (hydration errors, blocked resources and broken chunks all surface there). A test that
 * provokes failures on purpose lists what it expects with `expectConsoleErrors`.
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
      if (message.type() === 'error') errors.push(message.text());
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
    },
    { auto: true },
  ],
});

export { expect };

/** The routes of the route table (docs/rules/site.md#route-table) with the heading each shows. */
export const routeHeadings: readonly (readonly [path: string, heading: string])[] = [
  ['/', 'Find Your Perfect Estes Park Stay'],
  ['/search?q=elk', 'Search results for “elk”'],
  ['/accommodations', 'Places to Stay in Estes Park'],
  // The main e2e server's lodging comes from the stand-in partner (mfe-lodging/server/offers/testing/).
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
