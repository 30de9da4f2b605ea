/**
 * The site server's own configuration, read from the environment once at start and validated
 * with zod. A bad value stops the server with a message naming the variable. Public settings
 * (sent to browsers) are kept apart. The areas' settings and secrets are not read here: each
 * area declares and validates its own when its version loads (decision 034).
 */
import { isIP } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { resolveDeployDir } from '@estes/platform';
import { defaultRenderBudget, type RenderBudgetSettings } from './pages/render-budget';
import { defaultSiteSettings, type PublicSiteSettings } from '@estes/shared/core';
import { publicSiteSettingsSchema, type AreaEnvironment } from '@estes/shared/server';

const environmentSchema = z.object({
  NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('localhost'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SITE_URL: z.string().optional(),
  SITE_NAME: z.string().optional(),
  PHONE: z.string().optional(),
  CONTACT_EMAIL: z.string().optional(),
  BOOKING_PARTNER_URL: z.string().optional(),
  DATA_DIR: z.string().trim().min(1).default('var'),
  DEPLOY_DIR: z.string().trim().min(1).optional(),
  /** Names this instance in logs and /healthz (several serve one site); default host:port. */
  INSTANCE_ID: z
    .string()
    .trim()
    .regex(/^[\w.:-]{1,64}$/, { error: 'letters, digits, dot, colon, dash and underscore, at most 64' })
    .optional(),
  DATABASE_URL: z
    .string()
    .trim()
    .regex(/^(postgres(ql)?|file|sqlite):/, { error: 'must start with postgres://, postgresql:// or file:' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * Behind proxies or load balancers: how many of them stand in front (a hop count: the client is
   * the address that many steps back in X-Forwarded-For), or their addresses (a comma list of
   * addresses or CIDR ranges). Never "trust any": a client would choose its own address.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .default('0')
    .transform((value, context): TrustedProxies => {
      if (/^\d{1,2}$/.test(value)) return Number(value);
      const entries = value.split(',').map((entry) => entry.trim());
      if (entries.length > 0 && entries.every(isProxyAddress)) return entries;
      context.addIssue({
        code: 'custom',
        message:
          'the number of proxies in front of the site (1 behind one load balancer), or their addresses as a comma list (10.0.0.1, 10.0.0.0/8); "true" would let a client choose its own address',
      });
      return z.NEVER;
    }),
  /**
   * The bearer token that shows an operator the whole /healthz from elsewhere (decision 035);
   * requests from this machine see it without one.
   */
  HEALTHZ_TOKEN: z
    .string()
    .trim()
    .regex(/^[\w.~+/=-]{32,512}$/, {
      error: 'at least 32 characters of letters, digits and . _ ~ + / = - (e.g. openssl rand -hex 32)',
    })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Serve remotes straight from each mfe-<area>/dist folder (npm run dev). */
  DEV_REMOTES: z
    .enum(['0', '1', 'true', 'false'])
    .default('0')
    .transform((value) => value === '1' || value === 'true'),
  /** The page cache's memory bound in MB (decision 027); 0 turns it off. */
  PAGE_CACHE_MB: z.coerce.number().min(0).max(4096).default(64),
  /** How long past its freshness a cached page may be served while one render refreshes it. */
  PAGE_CACHE_STALE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  /**
   * The per-address budget for pages rendered because of a visitor's requests (cache misses,
   * pages never kept): how many a minute, and how many at once (decision 035). 0 turns it off.
   */
  RENDER_BUDGET_PER_MINUTE: z.coerce.number().int().min(0).max(1_000_000).default(defaultRenderBudget.perMinute),
  RENDER_BUDGET_BURST: z.coerce.number().int().min(1).max(1_000_000).default(defaultRenderBudget.burst),
});

/** What Fastify is told to trust: 0 (none), a hop count, or the proxies' addresses. */
export type TrustedProxies = number | string[];

/**
 * The setting as Fastify takes it: a hop count becomes "trust the nearest N proxies" (the
 * client is the address N steps back from the socket in X-Forwarded-For), 0 trusts none.
 */
export function fastifyTrustProxy(
  trusted: TrustedProxies,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (Array.isArray(trusted)) return trusted;
  return trusted > 0 ? (_address: string, hop: number) => hop < trusted : false;
}

/** An IPv4 or IPv6 address, optionally with a /prefix (CIDR). */
function isProxyAddress(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  if (rest.length > 0 || isIP(address) === 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (isIP(address) === 4 ? 32 : 128);
}

export interface ServerConfig {
  environment: 'production' | 'development' | 'test';
  port: number;
  host: string;
  logLevel: string;
  /** This instance's name in logs and /healthz. */
  instanceId: string;
  devRemotes: boolean;
  /** Proxies whose X-Forwarded-* headers are believed (0: none). */
  trustProxy: TrustedProxies;
  /** HEALTHZ_TOKEN: shows the whole /healthz to a request that bears it. */
  healthzToken: string | undefined;
  dataDir: string;
  deployDir: string;
  /** Undefined means the embedded SQLite file in dataDir. */
  databaseUrl: string | undefined;
  /** The page cache: its bound in bytes (0: off) and its stale window (decision 027). */
  pageCache: { maxBytes: number; staleSeconds: number };
  /** Renders one address may cause (decision 035); perMinute 0: no budget. */
  renderBudget: RenderBudgetSettings;
  /** Public: safe to send to every browser. */
  publicSettings: PublicSiteSettings;
  /**
   * The environment the areas' own settings and secrets are read from when a version loads:
   * each area is given only the variables it declares and validates them itself (decision 034).
   */
  areaEnvironment: AreaEnvironment;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const describeIssues = (issues: readonly z.core.$ZodIssue[], names: Record<string, string> = {}): string =>
  issues.map((issue) => `  ${names[String(issue.path[0])] ?? issue.path.join('.')}: ${issue.message}`).join('\n');

export function loadServerConfig(env: NodeJS.ProcessEnv, cwd = process.cwd()): ServerConfig {
  const parsedEnvironment = environmentSchema.safeParse(env);
  if (!parsedEnvironment.success) {
    throw new ConfigError(`Invalid environment:\n${describeIssues(parsedEnvironment.error.issues)}`);
  }
  const e = parsedEnvironment.data;
  const publicHost = e.HOST === '0.0.0.0' || e.HOST === '::' ? 'localhost' : e.HOST;
  const parsedSettings = publicSiteSettingsSchema.safeParse({
    siteName: e.SITE_NAME ?? defaultSiteSettings.siteName,
    siteUrl: e.SITE_URL ?? `http://${publicHost}:${e.PORT}`,
    phone: e.PHONE ?? defaultSiteSettings.phone,
    contactEmail: e.CONTACT_EMAIL ?? defaultSiteSettings.contactEmail,
    bookingPartnerUrl: e.BOOKING_PARTNER_URL ?? defaultSiteSettings.bookingPartnerUrl,
  });
  if (!parsedSettings.success) {
    throw new ConfigError(
      `Invalid site settings:\n${describeIssues(parsedSettings.error.issues, {
        siteName: 'SITE_NAME',
        siteUrl: 'SITE_URL',
        phone: 'PHONE',
        contactEmail: 'CONTACT_EMAIL',
        bookingPartnerUrl: 'BOOKING_PARTNER_URL',
      })}`,
    );
  }
  const dataDir = path.resolve(cwd, e.DATA_DIR);
  return {
    environment: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    logLevel: e.LOG_LEVEL,
    instanceId: e.INSTANCE_ID ?? `${os.hostname()}:${e.PORT}`,
    devRemotes: e.DEV_REMOTES,
    trustProxy: e.TRUST_PROXY,
    healthzToken: e.HEALTHZ_TOKEN,
    dataDir,
    deployDir: resolveDeployDir(env, cwd),
    databaseUrl: e.DATABASE_URL,
    pageCache: { maxBytes: Math.floor(e.PAGE_CACHE_MB * 1024 * 1024), staleSeconds: e.PAGE_CACHE_STALE_SECONDS },
    renderBudget: { perMinute: e.RENDER_BUDGET_PER_MINUTE, burst: e.RENDER_BUDGET_BURST },
    publicSettings: parsedSettings.data,
    areaEnvironment: env,
  };
}
