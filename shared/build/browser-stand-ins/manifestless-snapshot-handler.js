// @ts-check
/**
 * Stands in for Module Federation's SnapshotHandler (runtime-core
 * `plugins/snapshot/SnapshotHandler.js`) in the shell's browser build (decision 010).
 *
 * The handler fetches remotes' manifests (mf-manifest.json) and turns them into "snapshots".
 * The shell never does: it names each remote by its remoteEntry.js and is built with
 * `disableSnapshot`, which leaves the snapshot plugin out, yet runtime-core 2.9.2 still builds
 * the handler, and with it the manifest loader, whenever remotes are enabled: 2 KB gzip of
 * every first load that no page runs. What the runtime does touch when loading a remote from
 * its entry is kept: the handler's plugin hooks (none can fire), its manifest cache (emptied
 * when a remote is registered again) and `getGlobalRemoteInfo` (no snapshot is ever stored).
 * Anything that would need a manifest (`preloadRemote`, a remote named by its manifest)
 * fails with a message saying so, instead of loading one.
 */

/** The handler's plugin system: plugins register, but no snapshot hook exists to fire. */
class NoSnapshotHooks {
  constructor() {
    /** @type {Record<string, unknown>} */
    this.lifecycle = {};
    /** @type {string[]} */
    this.lifecycleKeys = [];
    /** @type {Record<string, { name: string }>} */
    this.registerPlugins = {};
  }

  /** @param {{ name: string }} plugin */
  applyPlugin(plugin) {
    this.registerPlugins[plugin.name] = plugin;
  }
}

export class SnapshotHandler {
  /** @param {{ loaderHook: unknown }} hostInstance */
  constructor(hostInstance) {
    this.HostInstance = hostInstance;
    this.loaderHook = hostInstance.loaderHook;
    this.hooks = new NoSnapshotHooks();
    /** @type {Map<string, unknown>} */
    this.manifestCache = new Map();
  }

  /** @param {{ moduleInfo: { name: string } }} request */
  async loadRemoteSnapshotInfo({ moduleInfo }) {
    throw new Error(
      `Module Federation: "${moduleInfo.name}" needs a manifest snapshot, and this build loads remotes from their remoteEntry.js only (decision 010).`,
    );
  }
}

/** No snapshot is stored without manifests: there is no host snapshot to clean up. */
export function getGlobalRemoteInfo() {
  return { hostGlobalSnapshot: undefined, globalSnapshot: undefined, remoteSnapshot: undefined };
}
