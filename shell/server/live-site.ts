/**
 * What every plugin of the site server reads: the live versions of the areas (the deployed
 * source and the versions loaded from it), a request's snapshot of them (`scopeFor`, with the
 * in-process API client), and the database check. Opened once by buildServer and handed to the
 * plugins; closing the server closes them.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PublicSiteSettings } from '@estes/shared';
import type { ServerConfig } from './config';
import { importFileRegistry, RegistryStore, type SiteDatabase } from '@estes/platform';
import { AreaVersions, type RequestScope } from './area-versions';
import { deployedRemoteSource, devRemoteSource, type RemoteSource } from './remote-source';
import type { OperatorAccess } from './operator-access';
import type { PageData } from './pages/page-data';
import { consoleActionRecorder } from './console/console-actions';

export interface LiveSite {
  remoteSource: RemoteSource;
  versions: AreaVersions;
  /** One request's snapshot of the live versions, with its in-process API client. */
  scopeFor(request: FastifyRequest): Promise<RequestScope>;
  databaseStatus(): Promise<'ok' | 'unavailable'>;
}

export interface LiveSiteOptions {
  config: ServerConfig;
  settings: PublicSiteSettings;
  db: SiteDatabase;
  repositoryRoot: string;
  accessOf: (request: FastifyRequest) => OperatorAccess;
  pageData: PageData;
  /** The site's clock (buildServer's; tests move their own): audit entries are dated by it. */
  now?: () => number;
}

export async function openLiveSite(app: FastifyInstance, options: LiveSiteOptions): Promise<LiveSite> {
  const { config, db, pageData } = options;
  // Load the new live versions as soon as a deploy or rollback is announced (set below).
  let onRegistryChange = () => {};
  const remoteSource: RemoteSource = config.devRemotes
    ? devRemoteSource(options.repositoryRoot)
    : await openDeployedSource(app, config, db, () => onRegistryChange());
  app.addHook('onClose', async () => remoteSource.close?.());
  const databaseStatus = async () => {
    try {
      await db.query('SELECT 1 AS ok');
      return 'ok' as const;
    } catch (error) {
      app.log.error({ err: error }, 'database check failed');
      return 'unavailable' as const;
    }
  };
  const versions = new AreaVersions({
    source: remoteSource,
    db,
    apiContext: {
      db,
      settings: options.settings,
      dataDir: config.dataDir,
      pageDataChanged: pageData.changed,
      recordConsoleAction: consoleActionRecorder(db, config.instanceId, options.now ?? Date.now),
    },
    environment: config.areaEnvironment,
    logger: app.log,
    trustProxy: config.trustProxy,
    showsOperatorHeaders: (request) => options.accessOf(request) === 'operator',
    databaseStatus,
  });
  app.addHook('onClose', async () => versions.closeAll());
  onRegistryChange = () => {
    // Keys hold the live versions, so no old page is served; this frees their memory at once.
    pageData.cache.clear();
    pageData.apiReads.clear();
    versions.warmUp().catch((error: unknown) => app.log.warn({ err: error }, 'loading the new live versions failed'));
  };
  const scopeFor = async (request: FastifyRequest): Promise<RequestScope> => {
    const scope = await versions.scope();
    scope.siteInject = (injected) => app.inject(injected);
    scope.visitorAddress = request.ip;
    return scope;
  };
  return { remoteSource, versions, scopeFor, databaseStatus };
}

async function openDeployedSource(
  app: FastifyInstance,
  config: ServerConfig,
  db: SiteDatabase,
  onChange: () => void,
): Promise<RemoteSource> {
  const store = await RegistryStore.open(db);
  // A deploy folder from before the registry moved into the database is taken over once.
  if (await importFileRegistry(store, config.deployDir))
    app.log.info(`took over ${config.deployDir}/registry.json into the database`);
  return deployedRemoteSource({
    deployDir: config.deployDir,
    store,
    db,
    onProblem: (problem) => app.log.error(problem),
    onChange,
  });
}
