/**
 * Every table of the planning area, in order. The API applies them at start; the review CLI
 * (tools/submissions.ts) applies them too, without loading the API's routes and pages.
 */
import type { Migration } from '@estes/shared/server';
import { addressLimitMigrations } from './limits/address-limit';
import { newsletterMigrations } from './newsletter/newsletter-migrations';
import { retentionMigrations } from './retention/retention';
import { submissionMigrations } from './submissions/migrations';

export const planningMigrations: readonly Migration[] = [
  ...newsletterMigrations,
  ...submissionMigrations,
  ...addressLimitMigrations,
  ...retentionMigrations,
];
