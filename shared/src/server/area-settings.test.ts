/** @jest-environment node */
import { z } from 'zod';
import {
  areaSettingsSchema,
  declaredEnvironment,
  noAreaSettings,
  optionalHttpUrl,
  optionalSecret,
} from './area-settings';

const example = areaSettingsSchema(
  z.object({ EXAMPLE_KEY: optionalSecret, EXAMPLE_URL: optionalHttpUrl('must be an http(s) URL') }),
  (e) => ({ key: e.EXAMPLE_KEY, url: e.EXAMPLE_URL }),
);

describe('an area’s settings', () => {
  it('declares the schema’s keys as its variables', () => {
    expect(example.variables).toEqual(['EXAMPLE_KEY', 'EXAMPLE_URL']);
    expect(noAreaSettings.variables).toEqual([]);
  });

  it('takes only the declared variables from the environment', () => {
    expect(declaredEnvironment(example, { EXAMPLE_KEY: 'k', OTHER_SECRET: 'not yours', PATH: '/bin' })).toEqual({
      EXAMPLE_KEY: 'k',
    });
  });

  it('reads good values, and unset or empty ones as not configured', () => {
    expect(example.read({ EXAMPLE_KEY: ' k ', EXAMPLE_URL: 'https://x.example/v1' })).toEqual({
      key: 'k',
      url: 'https://x.example/v1',
    });
    expect(example.read({})).toEqual({ key: undefined, url: undefined });
    expect(example.read({ EXAMPLE_KEY: '', EXAMPLE_URL: '' })).toEqual({ key: undefined, url: undefined });
  });

  it('refuses a bad value with a line naming the variable', () => {
    expect(() => example.read({ EXAMPLE_URL: 'x.example/v1' })).toThrow(/^EXAMPLE_URL: must be an http\(s\) URL$/);
  });
});
