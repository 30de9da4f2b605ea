/**
 * The planning area's own settings and secrets (decision 034), validated when one of its
 * versions loads: the newsletter provider's credentials and tuning, the forms' limits and how
 * long what visitors sent is kept, and the places provider's key (decision 038). The site server
 * passes these variables and no others.
 */
import { z } from 'zod';
import {
  describeSettingsIssues,
  optionalHttpUrl,
  optionalSecret,
  type AreaEnvironment,
  type AreaSettings,
} from '@estes/shared/server';
import {
  newsletterTuningVariables,
  readNewsletterTuning,
  type NewsletterTuning,
} from './newsletter/newsletter-settings';
import { readPlacesSettings, placesVariables, type PlacesSettings } from './places/places-settings';
import { readRetentionSettings, retentionVariables, type RetentionSettings } from './retention/retention';
import { submissionSettingsFrom, submissionVariables } from './submissions/submission-settings';

const newsletterCredentialsSchema = z.object({
  NEWSLETTER_API_KEY: optionalSecret,
  NEWSLETTER_PUBLICATION_ID: optionalSecret,
  /** The newsletter provider's API base (tests point it at a stand-in); default the real one. */
  NEWSLETTER_API_URL: optionalHttpUrl('must be an absolute http(s) URL'),
});

export interface PlanningSettings {
  newsletter: {
    apiKey: string | undefined;
    publicationId: string | undefined;
    /** Undefined means the provider's real API base. */
    apiUrl: string | undefined;
    tuning: NewsletterTuning;
  };
  submissions: ReturnType<typeof submissionSettingsFrom>;
  retention: RetentionSettings;
  /** Google's Places API (New); undefined without PLACES_API_KEY (not configured). */
  places: PlacesSettings | undefined;
}

function readPlanningSettings(env: AreaEnvironment): PlanningSettings {
  const credentials = newsletterCredentialsSchema.safeParse(env);
  if (!credentials.success) throw new Error(describeSettingsIssues(credentials.error.issues));
  return {
    newsletter: {
      apiKey: credentials.data.NEWSLETTER_API_KEY,
      publicationId: credentials.data.NEWSLETTER_PUBLICATION_ID,
      apiUrl: credentials.data.NEWSLETTER_API_URL,
      tuning: readNewsletterTuning(env),
    },
    submissions: submissionSettingsFrom(env),
    retention: readRetentionSettings(env),
    places: readPlacesSettings(env),
  };
}

export const planningSettings: AreaSettings<PlanningSettings> = {
  variables: [
    ...Object.keys(newsletterCredentialsSchema.shape),
    ...newsletterTuningVariables,
    ...submissionVariables,
    ...retentionVariables,
    ...placesVariables,
  ],
  read: readPlanningSettings,
};
