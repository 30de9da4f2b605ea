/**
 * The conditions area's own settings and secrets (decision 034), validated when one of its
 * versions loads: the weather provider, the webcams' image folder and the park alerts' sources.
 * The site server passes these variables and no others; the keys never leave the server.
 */
import { z } from 'zod';
import { areaSettingsSchema, optionalHttpUrl, optionalSecret } from '@estes/shared/server';

const httpUrl = optionalHttpUrl('must be an http(s) URL');

export const conditionsSettings = areaSettingsSchema(
  z.object({
    WEATHER_API_KEY: optionalSecret,
    /** The weather provider's base URL (One Call 3.0 by default); tests point it at a stand-in. */
    WEATHER_API_URL: httpUrl,
    /** The webcams' image folder (the NPS Rocky Mountain one by default); tests point it at a stand-in. */
    WEBCAM_IMAGE_BASE_URL: httpUrl,
    /** The National Park Service API key: the park's alerts; without it they are "not configured". */
    NPS_API_KEY: optionalSecret,
    /** The NPS API base (https://developer.nps.gov/api/v1 by default); tests point it at a stand-in. */
    NPS_API_URL: httpUrl,
    /** The National Weather Service API base (https://api.weather.gov by default); tests point it at a stand-in. */
    NWS_API_URL: httpUrl,
  }),
  (e) => ({
    weather: { apiKey: e.WEATHER_API_KEY, baseUrl: e.WEATHER_API_URL },
    webcamImageBaseUrl: e.WEBCAM_IMAGE_BASE_URL,
    parkAlerts: { npsApiKey: e.NPS_API_KEY, npsApiUrl: e.NPS_API_URL, nwsApiUrl: e.NWS_API_URL },
  }),
);

export type ConditionsSettings = ReturnType<typeof conditionsSettings.read>;
