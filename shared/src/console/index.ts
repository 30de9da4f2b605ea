/**
 * `@estes/shared/console`: the operator console's contract (decision 064), shared by the
 * shell's console and the areas' `./console` modules (one copy in the browser: a singleton of
 * the console's federation scope). Browser safe; the server helpers are in
 * `@estes/shared/server` (console-access.ts).
 */
export * from './console-types';
export * from './console-fetch';
