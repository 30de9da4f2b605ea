/**
 * The site server as the console's tests open it: a shell folder with no area published (the
 * console needs none), a database of the test's choosing (both engines), the test's own clock,
 * and helpers that call the console API the way its pages do: same-origin, JSON, with the
 * session cookie once there is one.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  createInvitation,
  emptyRegistry,
  openDatabase,
  type ConsoleRole,
  type Registry,
  type SiteDatabase,
} from '@estes/platform';
import { saveRegistry } from '@estes/platform/testing';
import { buildServer } from '../../app';
import { loadServerConfig } from '../../config';
import { siteFolders } from '../../testing/test-site';
import type { CeremonyLimits } from '../rate-limits';
import { SoftAuthenticator } from './soft-authenticator';

export const siteUrl = 'https://www.estes.example';
export const siteOrigin = new URL(siteUrl).origin;

export interface ConsoleSite {
  app: FastifyInstance;
  db: SiteDatabase;
  close(): Promise<void>;
}

export async function openConsoleSite(
  options: {
    databaseUrl?: string;
    now?: () => number;
    instanceId?: string;
    /** The ceremonies' rate limits, lower than the site's to reach them in a few calls. */
    ceremonyLimits?: CeremonyLimits;
    /**
     * Areas to publish before the site opens (none by default: the sign-in needs none); the
     * registry it answers is saved. `db` is there to store a version's files as the deploy
     * command does, so another instance with a deploy folder of its own copies them from there.
     */
    publish?: (deployDir: string, registry: Registry, db: SiteDatabase) => Promise<Registry>;
    /**
     * Another instance of the same fleet: the registry the first one saved in the database is
     * the one to follow, so nothing is published or saved.
     */
    joinsFleet?: boolean;
  } = {},
): Promise<ConsoleSite> {
  const folders = await siteFolders('console-site-');
  const databaseUrl = options.databaseUrl ?? `file:${folders.root}/site.db`;
  const db = await openDatabase({ databaseUrl, dataDir: folders.root });
  if (!options.joinsFleet) {
    const registry = emptyRegistry();
    await saveRegistry(db, options.publish ? await options.publish(folders.deployDir, registry, db) : registry);
  }
  const config = loadServerConfig(
    { SITE_URL: siteUrl, DEPLOY_DIR: folders.deployDir, INSTANCE_ID: options.instanceId ?? 'test-instance' },
    folders.root,
  );
  const app = await buildServer({
    config,
    db,
    shellDistDir: `${folders.shellDir}/dist`,
    shellPublicDir: `${folders.shellDir}/public`,
    repositoryRoot: folders.root,
    logger: false,
    now: options.now,
    ceremonyLimits: options.ceremonyLimits,
  });
  return {
    app,
    db,
    close: async () => {
      await app.close();
      await db.close();
    },
  };
}

/** The cookie a Set-Cookie header sets, as `name=value` for the next request's Cookie header. */
export function cookieFrom(response: LightMyRequestResponse): string | undefined {
  const header = response.headers['set-cookie'];
  const first = Array.isArray(header) ? header[0] : header;
  return first?.split(';')[0];
}

const pageHeaders = { origin: siteOrigin, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' };

export const post = (app: FastifyInstance, url: string, body: unknown, cookie?: string) =>
  app.inject({
    method: 'POST',
    url,
    headers: { ...pageHeaders, ...(cookie ? { cookie } : {}) },
    payload: JSON.stringify(body),
  });

export const get = (app: FastifyInstance, url: string, cookie?: string) =>
  app.inject({ method: 'GET', url, headers: { 'sec-fetch-site': 'same-origin', ...(cookie ? { cookie } : {}) } });

/** An invitation as `npm run console -- invite` makes one; answers its token. */
export async function invite(db: SiteDatabase, email: string, role: ConsoleRole, now = Date.now()): Promise<string> {
  const { link } = await createInvitation(db, {
    email,
    role,
    invitedBy: 'cli:test@host',
    instance: 'test',
    siteUrl,
    now,
  });
  return link.split('#')[1] ?? '';
}

/** Accepts an invitation with a new passkey of `authenticator`; answers the session cookie. */
export async function acceptWithPasskey(app: FastifyInstance, token: string, authenticator: SoftAuthenticator) {
  const options = await post(app, '/console/api/invitation/options', { token });
  expect(options.statusCode).toBe(200);
  const { ceremonyId, options: creation } = options.json();
  const verify = await post(app, '/console/api/invitation/verify', {
    token,
    ceremonyId,
    response: authenticator.create(creation),
  });
  expect(verify.statusCode).toBe(200);
  return { cookie: cookieFrom(verify) ?? '', response: verify };
}

/** Signs in with the authenticator's passkey (on `verifyOn`, another instance, when given). */
export async function signInWithPasskey(app: FastifyInstance, authenticator: SoftAuthenticator, verifyOn = app) {
  const options = await post(app, '/console/api/sign-in/options', {});
  expect(options.statusCode).toBe(200);
  const { ceremonyId, options: request } = options.json();
  return post(verifyOn, '/console/api/sign-in/verify', { ceremonyId, response: authenticator.get(request) });
}

/** A person with a passkey and a session, of each role. */
export async function signedInAs(site: ConsoleSite, role: ConsoleRole, email = `${role}@estes.example`) {
  const authenticator = new SoftAuthenticator(siteOrigin);
  const { cookie } = await acceptWithPasskey(site.app, await invite(site.db, email, role), authenticator);
  return { cookie, authenticator, email };
}
