// @ts-check
/**
 * Stands in for Module Federation's asset preloader (runtime-core `utils/preload.js`) in the
 * shell's browser build (decision 010). It serves `preloadRemote`, which works from manifest
 * snapshots the shell does not load (manifestless-snapshot-handler.js); the shell never calls
 * it: the server's HTML already preloads a page's remote files. 1 KB gzip of every first load.
 */

const leftOut = () =>
  new Error('Module Federation: preloadRemote needs manifest snapshots, left out of this build (decision 010).');

/** @returns {never} */
export function formatPreloadArgs() {
  throw leftOut();
}

/** @returns {never} */
export function preloadAssets() {
  throw leftOut();
}

/** @returns {never} */
export function normalizePreloadExposes() {
  throw leftOut();
}

export const defaultPreloadArgs = {};
