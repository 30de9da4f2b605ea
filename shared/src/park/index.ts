/**
 * `@estes/shared/park`: Rocky Mountain National Park's timed-entry seasons (data the site team
 * updates each year), the rules for which days need a permit, their words and the pieces that
 * show them. Not part of the browser singleton ('@estes/shared'), so pages that do not show
 * timed entry do not download it (the first-load budget of decision 010); each app that shows
 * it bundles this small module with that page, reaching the theme through the singleton. It
 * holds no state. See docs/decisions/031-timed-entry.md.
 */
export * from './timed-entry-seasons';
export * from './timed-entry-rules';
export * from './timed-entry-text';
export * from './timed-entry-releases';
export * from './timed-entry-guide';
export * from './timed-entry-summary';
export * from './timed-entry-stay-notice';
export * from './timed-entry-reminder';
