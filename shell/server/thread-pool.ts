/**
 * libuv's thread pool, sized before anything uses it: main.ts imports this module first. The
 * pool reads UV_THREADPOOL_SIZE once, when its first task arrives (a file read, a compression, a
 * name lookup, a photo decoded by sharp); set later, it changes nothing. Photo work takes at most
 * SUBMISSIONS_PHOTO_CONCURRENCY threads (1 by default, 4 at most: the planning area's queue),
 * and the other four of libuv's default pool stay for static files, compression and lookups
 * (decision 035). An operator's own UV_THREADPOOL_SIZE is kept as it is.
 */
export const defaultThreadPoolSize = 8;

/** The pool size the server runs with: the operator's, or ours. */
export function threadPoolSize(env: NodeJS.ProcessEnv): string {
  return env.UV_THREADPOOL_SIZE?.trim() || String(defaultThreadPoolSize);
}

process.env.UV_THREADPOOL_SIZE = threadPoolSize(process.env);
