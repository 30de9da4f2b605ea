/**
 * End-to-end tests: the production build served by the real server (`npm start`), driven
 * in Chromium. Debian's Chromium is used where installed (this project's machines cannot
 * download Playwright's browser); elsewhere Playwright's own.
 */
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './tools/lib/chromium';
import { serverNodeOptions } from './tools/lib/server-process';

const port = Number(process.env.E2E_PORT ?? 3100);
export const e2eDataDir = 'var/e2e';
/** Secret values the server is started with, which no page or bundle may contain. */
export const e2eSecrets = {
  WEATHER_API_KEY: 'e2e-weather-secret-4f1c',
  NEWSLETTER_API_KEY: 'e2e-newsletter-secret-9a2b',
  NEWSLETTER_PUBLICATION_ID: 'pub_e2e-secret-5c3e',
  CONTENTFUL_ACCESS_TOKEN: 'e2e-contentful-secret-77d0',
  /** The key the stand-in NPS API accepts (mfe-conditions/server/park-alerts/testing/). */
  NPS_API_KEY: 'stand-in-nps-key',
  /** The key the stand-in Demand API accepts (mfe-lodging/server/stand-ins/): the main server only. */
  BOOKING_API_TOKEN: 'stand-in-booking-token',
  /** The key the stand-in Places API (New) accepts (mfe-planning/server/places/testing/). */
  PLACES_API_KEY: 'stand-in-places-key',
};

/** The stand-in newsletter provider a test file opens (e2e/newsletter-*.spec.ts); closed, the provider is down. */
export const e2eNewsletterProviderPort = port + 2000;

/**
 * The stand-in camera host (mfe-conditions/server/places/testing/): serves a small JPEG with a
 * Last-Modified for every camera except Kawuneeche Valley, which is always unreachable (503).
 */
export const e2eCameraHostPort = port + 2001;
export const e2eOfflineCameraFile = 'kawuneeche_valley.jpg';

/**
 * The stand-in alerts providers (mfe-conditions/server/park-alerts/testing/): the NPS API with
 * three Rocky Mountain alerts (Trail Ridge Road closed among them) and the NWS API with two
 * alerts for the town's point; everything under /down/ answers 503.
 */
export const e2eAlertsPort = port + 2002;
const alertsOrigin = `http://127.0.0.1:${e2eAlertsPort}`;
/** The main and public-origin servers read the stand-in alerts (so their pages match). */
const standInAlerts = { NPS_API_URL: `${alertsOrigin}/nps/api/v1`, NWS_API_URL: `${alertsOrigin}/nws` };

/**
 * The stand-in of the booking partner's Demand API (mfe-lodging/server/stand-ins/, stand-in
 * test data): the main server reads live lodging offers from it (e2e/lodging-*.spec.ts), and so
 * does the public-origin server (its pages must render as the main server's), while the second
 * instance has no partner credentials, so one run sees both modes (decision 036). A party of 7
 * adults makes it fail (503) for that stay.
 */
export const e2eBookingPort = port + 2003;
export const e2eBookingOrigin = `http://127.0.0.1:${e2eBookingPort}`;
const standInBooking = {
  BOOKING_API_URL: `${e2eBookingOrigin}/demand/3.2`,
  BOOKING_API_TOKEN: e2eSecrets.BOOKING_API_TOKEN,
  BOOKING_AFFILIATE_ID: '9100000',
};

/**
 * The stand-in of Google's Places API (New) (mfe-planning/server/places/testing/, stand-in test
 * data): the main and public-origin servers read the places' live facts from it; the second
 * instance has no key, so one run sees the directories with and without live facts (decision 040).
 */
export const e2ePlacesPort = port + 2004;
export const e2ePlacesOrigin = `http://127.0.0.1:${e2ePlacesPort}`;
const standInPlaces = { PLACES_API_URL: `${e2ePlacesOrigin}/v1`, PLACES_API_KEY: e2eSecrets.PLACES_API_KEY };

/**
 * A second server of the same build, started as production is: SITE_URL is the public origin
 * (a host that does not resolve here), so anything that called its own origin would fail
 * (e2e/public-origin.spec.ts). Its own data folder, so its deploys are its own.
 */
export const publicOriginPort = port + 1;
export const publicSiteUrl = 'https://www.estesparkguide.example';
export const publicOriginDataDir = 'var/e2e-public';

/**
 * A second instance of the same site, as on another machine: its own data and deploy folders,
 * nothing published into them, the main server's database (SQLite, shared by the two
 * processes), no secrets. It serves whatever the registry in that database makes live
 * (e2e/deploy.spec.ts).
 */
export const secondInstancePort = port + 3;
export const secondInstanceDataDir = 'var/e2e-instance-b';

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://localhost:${port}`,
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
    // The site's service worker (decision 080) would answer pages and files from its caches:
    // tests that count requests, read the page cache's headers or watch beacons were written for
    // the network. e2e/offline.spec.ts allows it and tests what it does.
    serviceWorkers: 'block',
  },
  webServer: [
    {
      command: 'node --import tsx tools/start.ts',
      url: `http://localhost:${port}/healthz`,
      reuseExistingServer: false,
      timeout: 300_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        DATA_DIR: e2eDataDir,
        LOG_LEVEL: 'warn',
        ...e2eSecrets,
        NEWSLETTER_API_URL: `http://127.0.0.1:${e2eNewsletterProviderPort}/v2`,
        NEWSLETTER_RETRY_BASE_MS: '500',
        NEWSLETTER_RETRY_MAX_MS: '2000',
        // Every browser of the suite posts from this machine, and every post counts (decision
        // 028): the per-address limits are raised here; Jest tests their behaviour.
        SUBMISSIONS_RATE_LIMIT: '100000',
        NEWSLETTER_SIGNUPS_PER_10_MIN: '100000',
        // The same for the pages it renders (decision 035): off here, Jest tests the budget.
        RENDER_BUDGET_PER_MINUTE: '0',
        WEBCAM_IMAGE_BASE_URL: `http://127.0.0.1:${e2eCameraHostPort}/`,
        ...standInAlerts,
        ...standInBooking,
        ...standInPlaces,
      },
    },
    {
      command: `node --import tsx mfe-lodging/server/stand-ins/booking-stand-in-main.ts ${e2eBookingPort}`,
      url: `${e2eBookingOrigin}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node --import tsx mfe-planning/server/stand-ins/places-stand-in-main.ts ${e2ePlacesPort}`,
      url: `${e2ePlacesOrigin}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node --import tsx mfe-conditions/server/stand-ins/alerts-stand-in-main.ts ${e2eAlertsPort}`,
      url: `${alertsOrigin}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node --import tsx mfe-conditions/server/stand-ins/camera-stand-in-main.ts ${e2eCameraHostPort} ${e2eOfflineCameraFile}`,
      url: `http://127.0.0.1:${e2eCameraHostPort}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node --import tsx tools/start.ts',
      url: `http://localhost:${publicOriginPort}/healthz`,
      reuseExistingServer: false,
      timeout: 300_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(publicOriginPort),
        DATA_DIR: publicOriginDataDir,
        SITE_URL: publicSiteUrl,
        LOG_LEVEL: 'warn',
        // Pages of the suite come from this machine (see the main server).
        RENDER_BUDGET_PER_MINUTE: '0',
        WEBCAM_IMAGE_BASE_URL: `http://127.0.0.1:${e2eCameraHostPort}/`,
        NPS_API_KEY: e2eSecrets.NPS_API_KEY,
        ...standInAlerts,
        ...standInBooking,
        ...standInPlaces,
      },
    },
    {
      command: ['node', ...serverNodeOptions, 'shell/dist/server/main.cjs'].join(' '),
      url: `http://localhost:${secondInstancePort}/healthz`,
      reuseExistingServer: false,
      timeout: 300_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        NODE_ENV: 'production',
        PORT: String(secondInstancePort),
        DATA_DIR: secondInstanceDataDir,
        DATABASE_URL: `file:${e2eDataDir}/site.db`,
        INSTANCE_ID: 'e2e-instance-b',
        // Counts in the same database as the main server (see there).
        SUBMISSIONS_RATE_LIMIT: '100000',
        NEWSLETTER_SIGNUPS_PER_10_MIN: '100000',
        RENDER_BUDGET_PER_MINUTE: '0',
        LOG_LEVEL: 'warn',
        WEBCAM_IMAGE_BASE_URL: `http://127.0.0.1:${e2eCameraHostPort}/`,
        // No NPS key (not configured) and an NWS that answers 503: live park alerts are
        // unavailable here (e2e/conditions-park-alerts.spec.ts).
        NWS_API_URL: `${alertsOrigin}/down`,
      },
    },
  ],
});
