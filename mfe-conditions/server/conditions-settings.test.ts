/** @jest-environment node */
import { conditionsSettings } from './conditions-settings';

describe('the conditions area’s settings', () => {
  it('reads the weather key and base, the webcams’ folder and the park alerts’ key and bases', () => {
    const settings = conditionsSettings.read({
      WEATHER_API_KEY: 'secret-weather',
      WEATHER_API_URL: 'http://127.0.0.1:4010/data/3.0',
      WEBCAM_IMAGE_BASE_URL: 'http://127.0.0.1:4020/webcams-romo/',
      NPS_API_KEY: 'nps-secret',
      NPS_API_URL: 'http://127.0.0.1:4030/nps/api/v1',
      NWS_API_URL: 'http://127.0.0.1:4030/nws',
    });
    expect(settings).toEqual({
      weather: { apiKey: 'secret-weather', baseUrl: 'http://127.0.0.1:4010/data/3.0' },
      webcamImageBaseUrl: 'http://127.0.0.1:4020/webcams-romo/',
      parkAlerts: {
        npsApiKey: 'nps-secret',
        npsApiUrl: 'http://127.0.0.1:4030/nps/api/v1',
        nwsApiUrl: 'http://127.0.0.1:4030/nws',
      },
    });
  });

  it('needs none of them: no key means not configured, no base means the public one', () => {
    expect(conditionsSettings.read({})).toEqual({
      weather: { apiKey: undefined, baseUrl: undefined },
      webcamImageBaseUrl: undefined,
      parkAlerts: { npsApiKey: undefined, npsApiUrl: undefined, nwsApiUrl: undefined },
    });
    expect(conditionsSettings.read({ NPS_API_KEY: '', WEATHER_API_KEY: '' }).parkAlerts.npsApiKey).toBeUndefined();
  });

  it('declares exactly the variables it reads', () => {
    expect([...conditionsSettings.variables].sort()).toEqual([
      'NPS_API_KEY',
      'NPS_API_URL',
      'NWS_API_URL',
      'WEATHER_API_KEY',
      'WEATHER_API_URL',
      'WEBCAM_IMAGE_BASE_URL',
    ]);
  });

  it.each([
    [{ NPS_API_URL: 'developer.nps.gov/api/v1' }, /NPS_API_URL: must be an http\(s\) URL/],
    [{ NWS_API_URL: 'ftp://api.weather.gov' }, /NWS_API_URL: must be an http\(s\) URL/],
    [{ WEATHER_API_URL: 'api.openweathermap.org' }, /WEATHER_API_URL: must be an http\(s\) URL/],
    [{ WEBCAM_IMAGE_BASE_URL: 'www.nps.gov/webcams-romo' }, /WEBCAM_IMAGE_BASE_URL: must be an http\(s\) URL/],
  ])('refuses a bad value with a message naming the variable: %o', (env, message) => {
    expect(() => conditionsSettings.read(env)).toThrow(message);
  });
});
