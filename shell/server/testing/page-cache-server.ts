/**
 * The site server the page-cache tests run (tests only): the fake area builds published in
 * `deployDir`, the registry saved in `db`, a shell folder under `root`, a page cache of 1 MB, and
 * no render budget (every page is asked for from one address; the budget has its own tests),
 * on the test's clock.
 */
import type { FastifyInstance } from 'fastify';
import type { SiteDatabase } from '@estes/platform';
import { buildServer } from '../app';
import { loadServerConfig } from '../config';
import { shellFolder } from './shell-folder';

export async function buildPageCacheTestServer(options: {
  root: string;
  deployDir: string;
  db: SiteDatabase;
  now: () => number;
  /** Settings of the environment beyond these (TRUST_PROXY, SITE_URL). */
  env?: Record<string, string>;
}): Promise<FastifyInstance> {
  const { root, deployDir, db, now } = options;
  const config = loadServerConfig(
    {
      SITE_URL: 'https://www.estes.example',
      DEPLOY_DIR: deployDir,
      PAGE_CACHE_MB: '1',
      RENDER_BUDGET_PER_MINUTE: '0',
      ...options.env,
    },
    root,
  );
  return buildServer({ config, db, ...(await shellFolder(root)), repositoryRoot: root, logger: false, now });
}
