/**
 * @estes/platform: the deploy core the site server and the tools share (decision 045). The
 * deploy registry (which versions of each area are published and live, kept in the database),
 * the versions' files (browser files and server bundles, stored in the database, copied to
 * each instance's deploy folder and checked against their digest), the locks between
 * processes, the site's database on SQLite or PostgreSQL with its migrations, the operator
 * console's tables, audit log and invitations (the console's command line writes them too), and
 * the shell's counts (page views, searches that found nothing) with the reports read from them
 * and from the areas' click logs, for the server, the console and `npm run report` (decision 061).
 *
 * This file is the package's one entry: the site server and tools/ import from
 * `@estes/platform`, never from a file inside it. Tests' stand-ins (databases on both engines,
 * fake area builds) are `@estes/platform/testing`.
 */
export {
  browserFilesDir,
  browserFilesUrl,
  emptyRegistry,
  entryUrlOf,
  folderOf,
  keptVersionsPerArea,
  publishedFromStaged,
  stagedVersionOf,
  stagedVersionsPerArea,
  withStagedVersion,
  type StagedVersion,
  legacyRegistryFile,
  liveVersion,
  pointerOf,
  RegistryError,
  registrySchema,
  removeVersionFiles,
  resolveDeployDir,
  serverBundleDir,
  withPublishedVersion,
  withRollback,
  type AreaRegistryEntry,
  type PublishedVersion,
  type Registry,
  type RegistryState,
  type SwitchDirection,
} from './remote-registry';
export {
  makeVersionLive,
  migrationsOf,
  publishAuditDetail,
  PublishError,
  publishStagedVersion,
  type MadeLive,
} from './version-publish';
export { switchAuditAction, switchAuditDetail, switchLiveVersion, type AreaSwitch } from './live-switch';
export {
  deployRegistryChannel,
  importFileRegistry,
  RegistryDocumentError,
  RegistryStore,
  type RegistryRead,
  type VersionFilesKind,
} from './registry-store';
export { VersionFiles, versionFilesDir } from './registry-files';
export {
  evaluateCommonJs,
  readServerBundle,
  readVerifiedServerBundle,
  serverBundleDigest,
  serverBundleFiles,
  ServerBundleIntegrityError,
  type RemoteContext,
  type ServerBundleFile,
} from './server-bundle';
export { LockTimeoutError, withFileLock, type LockHolderInfo, type LockOptions } from './db/file-lock';
export { applyMigrations, checkMigrations, MigrationError } from './db/migrations';
export { openDatabase } from './db/open-database';
export type { SiteDatabase } from './db/site-database';
export type { EngineMigration, SiteMigration } from './db/migrations';
export {
  appendAudit,
  auditActions,
  auditRetentionDays,
  consoleMigrations,
  consoleRoles,
  createInvitation,
  hashSecret,
  invitationLink,
  invitationValidityMs,
  normalEmail,
  readAudit,
  removeExpiredAudit,
  type AuditAction,
  type AuditEntry,
  type AuditEntryInput,
  type AuditPage,
  type ConsoleRole,
  type InvitationRequest,
  type NewInvitation,
} from './console';
export {
  addSiteCounts,
  emptySearchesTable,
  emptySearchRetentionDays,
  pageViewsTable,
  pruneEmptySearches,
  siteCountMigrations,
  type EmptySearchCount,
  type PageViewCount,
} from './site-counts/site-count-store';
export {
  csvCell,
  emptySearchesCsv,
  pageViewsCsv,
  partnerClicksCsv,
  readEmptySearches,
  readEmptySearchReport,
  readPageViewReport,
  readPageViews,
  readPartnerClicks,
  toCsv,
  type DayWindow,
  type EmptySearchReport,
  type PageViewReport,
  type PartnerClickCount,
} from './site-counts/site-count-report';
