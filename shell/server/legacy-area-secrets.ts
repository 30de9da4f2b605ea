/**
 * For versions published before areas declared their own settings (decision 034): their APIs
 * read `context.secrets`, the one object every area was given then. So that a rollback to such
 * a version keeps working, the host gives it that object, read and checked as the site server
 * did then. A version built since declares `settings` and never gets here; this file goes when
 * no registry holds a version from before decision 034.
 */
import { z } from 'zod';
import { areaSettingsSchema, optionalHttpUrl, optionalSecret, type AreaApi } from '@estes/shared/server';

const httpUrl = optionalHttpUrl('must be an http(s) URL');

const legacySecrets = areaSettingsSchema(
  z.object({
    WEATHER_API_KEY: optionalSecret,
    WEATHER_API_URL: httpUrl,
    WEBCAM_IMAGE_BASE_URL: httpUrl,
    NPS_API_KEY: optionalSecret,
    NPS_API_URL: httpUrl,
    NWS_API_URL: httpUrl,
    NEWSLETTER_API_KEY: optionalSecret,
    NEWSLETTER_PUBLICATION_ID: optionalSecret,
    NEWSLETTER_API_URL: optionalHttpUrl('must be an absolute http(s) URL'),
    CONTENTFUL_SPACE_ID: optionalSecret,
    CONTENTFUL_ACCESS_TOKEN: optionalSecret,
  }),
  (e) => ({
    weatherApiKey: e.WEATHER_API_KEY,
    weatherApiUrl: e.WEATHER_API_URL,
    webcamImageBaseUrl: e.WEBCAM_IMAGE_BASE_URL,
    npsApiKey: e.NPS_API_KEY,
    npsApiUrl: e.NPS_API_URL,
    nwsApiUrl: e.NWS_API_URL,
    newsletterApiKey: e.NEWSLETTER_API_KEY,
    newsletterPublicationId: e.NEWSLETTER_PUBLICATION_ID,
    newsletterApiUrl: e.NEWSLETTER_API_URL,
    contentfulSpaceId: e.CONTENTFUL_SPACE_ID,
    contentfulAccessToken: e.CONTENTFUL_ACCESS_TOKEN,
  }),
);

/** A version from before decision 034, given the secrets object its routes read. */
export function withLegacySecrets(api: Omit<AreaApi, 'settings'>): AreaApi {
  return {
    ...api,
    settings: legacySecrets,
    routes: (app, context) => api.routes(app, { ...context, secrets: context.areaSettings } as typeof context),
  };
}
