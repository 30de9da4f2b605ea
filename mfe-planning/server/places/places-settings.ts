/**
 * The places provider's settings (decision 038), part of the planning area's own settings
 * (planning-settings.ts): Google's Places API (New) base and key. Without a key the provider is
 * not configured and nothing is called; the key never leaves the server.
 */
import { z } from 'zod';
import { describeSettingsIssues, optionalHttpUrl, optionalSecret, type AreaEnvironment } from '@estes/shared/server';

/** The Places API (New) base the client is written against (decision 038), version included. */
export const defaultPlacesApiUrl = 'https://places.googleapis.com/v1';

const placesEnvironmentSchema = z.object({
  /** The API base; tests, e2e and `npm run dev` point it at the stand-in. */
  PLACES_API_URL: optionalHttpUrl('must be an absolute http(s) URL'),
  /** The API key, sent as `X-Goog-Api-Key`; without it the provider is not configured. */
  PLACES_API_KEY: optionalSecret,
});

export interface PlacesSettings {
  baseUrl: string;
  apiKey: string;
}

/** The variables the places settings are read from. */
export const placesVariables = Object.keys(placesEnvironmentSchema.shape);

/** The provider's settings, or undefined when no key is set (not configured). */
export function readPlacesSettings(env: AreaEnvironment): PlacesSettings | undefined {
  const parsed = placesEnvironmentSchema.safeParse(env);
  if (!parsed.success) throw new Error(describeSettingsIssues(parsed.error.issues));
  const { PLACES_API_URL, PLACES_API_KEY } = parsed.data;
  return PLACES_API_KEY ? { baseUrl: PLACES_API_URL ?? defaultPlacesApiUrl, apiKey: PLACES_API_KEY } : undefined;
}
