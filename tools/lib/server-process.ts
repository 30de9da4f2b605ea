/**
 * What the serving process's environment must hold when it starts, because the C library reads
 * it only then (decision 035). glibc gives each thread that allocates its own memory arena (up
 * to 8 per core) and keeps what a freed arena held: every libuv thread that ever decoded a photo
 * kept that photo's memory. Two arenas, as sharp's documentation advises on glibc, bounded the
 * server's peak under 8 worst-case uploads at about 300 MB instead of 450 MB. An operator's own
 * value is kept. The server's entry cannot set this itself (too late once it runs); libuv's pool
 * size it can, and does (shell/server/thread-pool.ts).
 */
export const serverProcessDefaults: Readonly<Record<string, string>> = { MALLOC_ARENA_MAX: '2' };

/** `env` with the defaults under it: what the tools start `main.cjs` with. */
export const withServerProcessDefaults = (env: NodeJS.ProcessEnv): NodeJS.ProcessEnv => ({
  ...serverProcessDefaults,
  ...env,
});

/** The Node options every tool starts `main.cjs` with (decision 087; the server warns without them). */
export { serverNodeOptions } from '../../shell/server/node-options';
