/**
 * npm run remotes -- <command>: a team deploys its area alone; ops roll back one remote alone.
 * A version is the whole area: its pages, its server rendering and its API (with migrations).
 *
 *   deploy <area>              build the remote and publish it as a new live version
 *   publish <area>             publish the remote's existing build as a new live version
 *   stage <area>               upload the remote's existing build as a staged version: stored,
 *                              not live, its migrations not applied (decision 078)
 *   publish <area> --staged <version>
 *                              publish a staged version: its migrations, then live (the
 *                              console's Publish button does the same)
 *   list [--json]              every remote with its live version and the versions kept
 *   rollback <area> [version]  point the remote back to the previous (or named) version; a named
 *                              version newer than the live one is a roll-forward, and says so
 *
 * <area> is lodging, content, planning or conditions, or the folder name (mfe-lodging…).
 * Options: --deploy-dir <dir> (default DEPLOY_DIR, else DATA_DIR/deploy, else var/deploy),
 * --base-url <url> (publish for a CDN: absolute manifest URLs; default REMOTES_BASE_URL),
 * --build-dir <dir> (publish a build made elsewhere, e.g. by CI: a folder with browser/ and
 * server/, as mfe-<area>/dist).
 * The registry and every kept version's files live in the site's database (DATABASE_URL,
 * else DATA_DIR/site.db), so the command works from any machine that reaches it. Publishing
 * applies the version's new migrations before the switch. Commands run one at a time (the
 * deploy lock, held in the database); a second one waits for the first. Nothing here rebuilds
 * or restarts the shell or the servers: every instance follows the registry (announced on
 * PostgreSQL, within 2 s), and a browser that reloads gets the switched version.
 */
import { parseArgs } from 'node:util';
import path from 'node:path';
import { areaNames, parseAreaName, type AreaName } from '@estes/shared/core';
import {
  LockTimeoutError,
  publishAuditDetail,
  publishStagedVersion,
  RegistryError,
  RegistryStore,
  resolveDeployDir,
  switchAuditAction,
  switchAuditDetail,
} from '@estes/platform';
import { buildApp, repositoryRoot } from './lib/apps';
import { exitWhenWritten } from './lib/cli-output';
import { cliActor, recordCliChange } from './lib/console-cli';
import { currentRegistry, describeSwitch, PublishError, publishArea, rollbackArea, stageArea } from './lib/publish';
import { databaseSettings, withSiteDatabase } from './lib/site-database';

const usage = `Usage: npm run remotes -- <deploy|publish|stage|list|rollback> [area] [version]
  deploy <area>              build and publish a new version of one remote
  publish <area>             publish the remote's existing build as a new version
                             (--build-dir <dir>: a build made elsewhere, with browser/ and server/)
  stage <area>               upload the remote's existing build as a staged version, not live
                             (--build-dir as for publish); publish it later from the console
  publish <area> --staged <version>
                             publish a staged version: its migrations, then live
  list [--json]              live and kept versions of every remote (--json: the whole registry)
  rollback <area> [version]  switch one remote back to the previous or named version
                             (a newer named version: rolled forward, and said so)
Areas: ${areaNames.join(', ')} (or mfe-<area>)`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'deploy-dir': { type: 'string' },
    'base-url': { type: 'string' },
    'build-dir': { type: 'string' },
    staged: { type: 'string' },
    json: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
  },
});

const deployDir = values['deploy-dir']
  ? path.resolve(values['deploy-dir'])
  : resolveDeployDir(process.env, repositoryRoot);

function requireArea(value: string | undefined): AreaName {
  const area = value ? parseAreaName(value) : undefined;
  if (!area) throw new UsageError(value ? `Unknown area "${value}".` : 'Name an area.');
  return area;
}

class UsageError extends Error {}

async function list(): Promise<void> {
  const registry = await withSiteDatabase(process.env, currentRegistry);
  if (values.json) {
    console.log(JSON.stringify(registry, null, 2));
    return;
  }
  const { databaseUrl, dataDir } = databaseSettings(process.env);
  console.log(`Registry: ${databaseUrl ? databaseUrl.replace(/\/\/[^@/]*@/, '//…@') : `${dataDir}/site.db`}`);
  for (const area of areaNames) {
    const entry = registry.remotes[area];
    console.log(`\n${area}  live: ${entry?.live ?? '(none published)'}`);
    for (const version of [...(entry?.versions ?? [])].reverse()) {
      console.log(
        `  ${version.version === entry?.live ? '*' : ' '} ${version.version}  published ${version.publishedAt}  ${version.manifest}`,
      );
    }
    for (const staged of [...(entry?.staged ?? [])].reverse()) {
      console.log(
        `  staged ${staged.version}  by ${staged.stagedBy ?? '(not recorded)'} ${staged.stagedAt}, not yet live: npm run remotes -- publish ${area} --staged ${staged.version}`,
      );
    }
  }
}

async function main(): Promise<void> {
  const [command, areaArgument, versionArgument] = positionals;
  if (values.help || !command) {
    console.log(usage);
    return;
  }
  switch (command) {
    case 'list':
      return list();
    case 'deploy':
    case 'publish': {
      const area = requireArea(areaArgument);
      if (command === 'publish' && values.staged !== undefined) return publishStaged(area, values.staged);
      const buildDir = values['build-dir'] ? path.resolve(values['build-dir']) : undefined;
      if (command === 'deploy' && buildDir)
        throw new UsageError('--build-dir goes with publish: deploy builds the area itself.');
      if (command === 'deploy' && values.staged !== undefined)
        throw new UsageError('--staged goes with publish: deploy builds a new version.');
      if (command === 'deploy') {
        const ms = await buildApp(area, 'production');
        console.log(`built ${area} in ${(ms / 1000).toFixed(1)} s`);
      }
      const baseUrl = values['base-url'] ?? process.env.REMOTES_BASE_URL;
      const published = await withSiteDatabase(process.env, async (db) => {
        const made = await publishArea(area, {
          deployDir,
          db,
          ...(baseUrl ? { baseUrl } : {}),
          ...(buildDir ? { buildDir } : {}),
          // Recorded with the version, and named to whoever waits for the lock (the console too).
          publishedBy: cliActor(),
          lock: {
            holder: `publish ${area} by ${cliActor()}`,
            onWait: (message) => console.log(message),
            // Said when the slow, exclusive part starts: another deploy now waits for this one.
            onHeld: () => console.log(`Holding the deploy lock: ${area}'s new migrations, then the switch…`),
          },
        });
        // The audit log the console shows (issue 32): who published what, from this command line.
        await recordCliChange(db, { action: 'area-published', target: area, detail: `${made.version} is live` });
        return made;
      });
      const migrations = published.migrationsApplied.length
        ? `migrations applied: ${published.migrationsApplied.join(', ')}`
        : 'no new migrations';
      console.log(`${area} is live at ${published.version}\n  manifest: ${published.manifest}\n  ${migrations}`);
      return;
    }
    case 'stage': {
      const area = requireArea(areaArgument);
      const buildDir = values['build-dir'] ? path.resolve(values['build-dir']) : undefined;
      const baseUrl = values['base-url'] ?? process.env.REMOTES_BASE_URL;
      const staged = await withSiteDatabase(process.env, async (db) => {
        const made = await stageArea(area, {
          deployDir,
          db,
          ...(baseUrl ? { baseUrl } : {}),
          ...(buildDir ? { buildDir } : {}),
          publishedBy: cliActor(),
          lock: { holder: `stage ${area} by ${cliActor()}`, onWait: (message) => console.log(message) },
        });
        await recordCliChange(db, {
          action: 'area-staged',
          target: area,
          detail: `${made.version} is staged, not live`,
        });
        return made;
      });
      console.log(
        `${area} ${staged.version} is staged (not live, its migrations not applied)\n` +
          `  publish it from the console's Deploys page, or: npm run remotes -- publish ${area} --staged ${staged.version}` +
          (staged.dropped.length ? `\n  no longer staged (the oldest): ${staged.dropped.join(', ')}` : ''),
      );
      return;
    }
    case 'rollback': {
      const area = requireArea(areaArgument);
      const change = await withSiteDatabase(process.env, async (db) => {
        const made = await rollbackArea(area, {
          db,
          ...(versionArgument ? { version: versionArgument } : {}),
          by: cliActor(),
          lock: { holder: `rollback ${area} by ${cliActor()}`, onWait: (message) => console.log(message) },
        });
        // The same action and detail as the console's Deploys page (a roll-forward makes a version live).
        await recordCliChange(db, {
          action: switchAuditAction(made.direction),
          target: area,
          detail: switchAuditDetail(area, made),
        });
        return made;
      });
      console.log(describeSwitch(area, change));
      return;
    }
    default:
      throw new UsageError(`Unknown command "${command}".`);
  }
}

/** `publish <area> --staged <version>`: the console's Publish, from the command line. */
async function publishStaged(area: AreaName, version: string): Promise<void> {
  if (!version) throw new UsageError('Name the staged version: --staged <version> (see: npm run remotes -- list).');
  const made = await withSiteDatabase(process.env, async (db) => {
    const published = await publishStagedVersion(await RegistryStore.open(db), db, area, {
      version,
      deployDir,
      by: cliActor(),
      lock: {
        holder: `publish ${area} ${version} by ${cliActor()}`,
        onWait: (message) => console.log(message),
        onHeld: () => console.log(`Holding the deploy lock: ${area}'s new migrations, then the switch…`),
      },
    });
    await recordCliChange(db, { action: 'area-published', target: area, detail: publishAuditDetail(published) });
    return published;
  });
  const migrations = made.migrationsApplied.length
    ? `migrations applied: ${made.migrationsApplied.join(', ')}`
    : 'no new migrations';
  console.log(`${area} is live at ${made.published.version}\n  ${migrations}`);
}

main().catch((error: unknown) => {
  if (error instanceof UsageError) console.error(`${error.message}\n\n${usage}`);
  else if (error instanceof RegistryError || error instanceof PublishError || error instanceof LockTimeoutError)
    console.error(`Cannot do that: ${error.message}`);
  else console.error(error instanceof Error ? error.message : error);
  void exitWhenWritten(error instanceof UsageError ? 2 : 1);
});
