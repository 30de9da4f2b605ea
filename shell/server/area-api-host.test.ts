/** @jest-environment node */
import { defaultSiteSettings } from '@estes/shared/core';
import type { AreaApi, AreaApiContext, Database } from '@estes/shared/server';
import { AreaSettingsError, createAreaApiHost, readAreaSettings } from './area-api-host';
import { everySecret, secretValues } from './testing/every-secret';

/** An area that declares one variable, a URL, and is given what it read. */
const urlArea: AreaApi<{ url: string }> = {
  area: 'planning',
  migrations: [],
  settings: {
    variables: ['NEWSLETTER_API_URL'],
    read: (env) => {
      if (!/^https?:\/\//.test(env.NEWSLETTER_API_URL ?? '')) {
        throw new Error('NEWSLETTER_API_URL: must be an absolute http(s) URL');
      }
      return { url: String(env.NEWSLETTER_API_URL) };
    },
  },
  async routes() {},
};

describe('each area receives only its own settings and secrets', () => {
  it('gives the routes a context with the area’s own settings, and no variable it did not declare', async () => {
    let seen: { context?: AreaApiContext; env?: Record<string, string | undefined> } = {};
    const api: AreaApi<{ key: string | undefined }> = {
      area: 'conditions',
      migrations: [],
      settings: {
        variables: ['WEATHER_API_KEY', 'NOT_SET_ANYWHERE'],
        read: (env) => {
          seen.env = { ...env };
          return { key: env.WEATHER_API_KEY };
        },
      },
      async routes(_app, context) {
        seen.context = context;
      },
    };
    const host = await createAreaApiHost({
      area: 'conditions',
      version: '1.0.0',
      api,
      context: { db: {} as Database, settings: defaultSiteSettings, dataDir: '/tmp' },
      environment: everySecret,
      logger: { level: 'silent' },
      trustProxy: 0,
      showsOperatorHeaders: () => false,
      databaseStatus: async () => 'ok',
    });
    try {
      expect(seen.env).toEqual({ WEATHER_API_KEY: 'secret-of-conditions-weather' });
      expect(seen.context?.areaSettings).toEqual({ key: 'secret-of-conditions-weather' });
      expect(Object.keys(seen.context ?? {})).not.toContain('secrets');
      const held = JSON.stringify({ ...seen.context, db: undefined });
      for (const secret of secretValues.filter((value) => value !== 'secret-of-conditions-weather')) {
        expect(held).not.toContain(secret);
      }
    } finally {
      await host.close();
      seen = {};
    }
  });

  it('refuses a bad value with a message naming the area and the variable, before any route exists', async () => {
    const read = () => readAreaSettings('planning', urlArea, { NEWSLETTER_API_URL: 'api.example/v2' });
    expect(read).toThrow(AreaSettingsError);
    expect(read).toThrow(
      /Invalid settings of the planning area:\n {2}NEWSLETTER_API_URL: must be an absolute http\(s\) URL/,
    );
    await expect(
      createAreaApiHost({
        area: 'planning',
        version: '1.0.0',
        api: urlArea,
        context: { db: {} as Database, settings: defaultSiteSettings, dataDir: '/tmp' },
        environment: { NEWSLETTER_API_URL: 'api.example/v2', WEATHER_API_URL: 'https://fine.example' },
        logger: { level: 'silent' },
        trustProxy: 0,
        showsOperatorHeaders: () => false,
        databaseStatus: async () => 'ok',
      }),
    ).rejects.toThrow(/planning area:\n {2}NEWSLETTER_API_URL: must be an absolute http\(s\) URL/);
  });
});
