/** The newsletter form and its rules; the zod schema is exported from `@estes/shared/server`. */
export * from './newsletter-rules';
export * from './newsletter-form';
