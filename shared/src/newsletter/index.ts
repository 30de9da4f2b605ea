/**
 * `@estes/shared/newsletter`: the newsletter form and its rules. Not part of the browser
 * singleton ('@estes/shared'), so pages without the form do not download it (the first-load
 * budget of decision 010); each app that places the form bundles this small module in the
 * chunk of that page, and it reaches the router, theme and UI through the singleton. The zod
 * schema is server-only, in `@estes/shared/server`.
 */
export * from './newsletter-rules';
export * from './newsletter-form';
