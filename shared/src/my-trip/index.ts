/**
 * @estes/shared/my-trip: the visitor's saved list, a federation singleton of its own
 * (shared/build/webpack-app.mjs), so every app in a page uses one store. It is never part of
 * a page's first load by itself: areas' pages bring it with their Save buttons, the header
 * loads it only when a list exists (decision 032).
 */
export * from './trip-contract';
export * from './trip-store';
export * from './save-to-trip-button';
