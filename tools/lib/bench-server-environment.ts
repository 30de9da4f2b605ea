/**
 * How the bench runs the site server and asks it for pages (tools/bench.ts), shared with
 * tools/cached-path-cpu.ts so both measure the same server the same way.
 */
import { standInAffiliateId, standInBookingToken, type BookingStandIn } from '@estes/mfe-lodging/stand-ins';

export interface BenchServerSettings {
  dataDir: string;
  deployDir: string;
  port: number;
  /** false: PAGE_CACHE_MB=0, every page rendered on every request. */
  pageCache?: boolean;
  /** false: the per-address render budget as in production (the flood figure); otherwise lifted. */
  liftRenderBudget?: boolean;
  /** Lodging's booking partner: the stand-in Demand API. */
  partner?: BookingStandIn;
}

/** The server's environment: only what the bench sets, so no developer setting leaks in. */
export function benchServerEnvironment(settings: BenchServerSettings): NodeJS.ProcessEnv {
  const { partner } = settings;
  return {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(settings.port),
    ...(settings.pageCache === false ? { PAGE_CACHE_MB: '0' } : {}),
    // Every page the bench asks for comes from 127.0.0.1: the per-address render budget
    // (decision 035) is turned off through its documented setting, except for the flood figure,
    // which measures it.
    ...(settings.liftRenderBudget === false ? {} : { RENDER_BUDGET_PER_MINUTE: '0' }),
    DATA_DIR: settings.dataDir,
    DEPLOY_DIR: settings.deployDir,
    // No per-request logs, as nginx keeps no access log here (decision 020).
    LOG_LEVEL: 'warn',
    // Every form post comes from 127.0.0.1: the per-address limit (20 in 10 minutes by default)
    // is raised for this server only, through its documented settings. The short window keeps
    // the limiter's list of recent posts as short as it is in production.
    SUBMISSIONS_RATE_LIMIT: '100000',
    SUBMISSIONS_RATE_WINDOW_MINUTES: '0.05',
    // The bench stores thousands of trip requests nobody reviews: the cap on submissions
    // waiting for review (2,000 by default, decision 028) is lifted for it.
    SUBMISSIONS_MAX_PENDING: '10000000',
    // Lodging's booking partner: the stand-in Demand API (no account here), as e2e and dev use it.
    ...(partner
      ? {
          BOOKING_API_URL: partner.url,
          BOOKING_API_TOKEN: standInBookingToken,
          BOOKING_AFFILIATE_ID: standInAffiliateId,
        }
      : {}),
  };
}

/** Chromium 131's desktop agent string, as a visitor's browser sends it. */
const chromiumUserAgent =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/**
 * Pages are asked for as Chromium asks for them, so every server answers with the encoding a
 * visitor gets (brotli from the site; nginx and bare Node send those very bytes). Uncompressed,
 * an 88 KB page made the one-thread load client the limit: every row, nginx's too, ended near
 * the same 330 MiB/s (decision 048).
 */
export const chromiumPageHeaders = {
  accept: 'text/html',
  'accept-encoding': 'gzip, deflate, br, zstd',
  // A browser's agent, so every page asked for is a page view the server counts (decision 061):
  // the cached path is measured with its count, which a bot's or no agent would skip.
  'user-agent': chromiumUserAgent,
};
