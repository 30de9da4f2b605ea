/**
 * The Node options the serving process starts with (decision 087), and the check the server
 * makes of its own start.
 *
 * V8's memory reducer, once a process has had a full collection (the site's has, while it
 * starts; a bare server writing one buffer never does), collects again when the process goes
 * idle, to give memory back. After such an idle collection the site answered the same cached
 * pages with 20–30 % more CPU per answer through every run that followed: perf showed Node's
 * HTTP and stream code building its per-request objects through V8's runtime (map transitions,
 * `MigrateToMap`, `DefineKeyedOwnPropertyInLiteral`) instead of its fast paths. The server's
 * memory is bounded by its own caps (the page cache, photo work, the lists it keeps), so the
 * reducer buys nothing here. It can only be turned off where the process starts: NODE_OPTIONS
 * refuses the flag, and `v8.setFlagsFromString` from the running server did not help (measured).
 */
export const serverNodeOptions: readonly string[] = ['--no-memory-reducer'];

/** The options of `serverNodeOptions` this process was started without (`process.execArgv`). */
export function missingServerNodeOptions(execArgv: readonly string[]): string[] {
  return serverNodeOptions.filter((option) => !execArgv.includes(option));
}
