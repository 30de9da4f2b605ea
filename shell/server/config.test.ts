/** @jest-environment node */
import path from 'node:path';
import { ConfigError, loadServerConfig } from './config';

describe('server configuration', () => {
  it('needs no environment at all: embedded defaults', () => {
    const config = loadServerConfig({}, '/repo');
    expect(config.port).toBe(3000);
    expect(config.publicSettings.siteUrl).toBe('http://localhost:3000');
    expect(config.publicSettings.phone).toBe('(970) 555-0142');
    expect(config.dataDir).toBe(path.resolve('/repo/var'));
    expect(config.deployDir).toBe(path.resolve('/repo/var/deploy'));
    expect(config.databaseUrl).toBeUndefined();
  });

  it('reads PORT, HOST, site settings, data folders and the database URL', () => {
    const config = loadServerConfig(
      {
        PORT: '8080',
        HOST: '0.0.0.0',
        SITE_URL: 'https://estes.example/',
        PHONE: '970-555-0199',
        CONTACT_EMAIL: 'help@estes.example',
        DATA_DIR: '/data',
        DATABASE_URL: 'postgres://u:p@db/site',
      },
      '/repo',
    );
    expect(config.port).toBe(8080);
    expect(config.host).toBe('0.0.0.0');
    expect(config.publicSettings).toMatchObject({
      siteUrl: 'https://estes.example',
      phone: '970-555-0199',
      contactEmail: 'help@estes.example',
    });
    expect(config.deployDir).toBe(path.resolve('/data/deploy'));
    expect(config.databaseUrl).toBe('postgres://u:p@db/site');
  });

  it('reads TRUST_PROXY as a count of proxies or their addresses, never as "trust anyone"', () => {
    expect(loadServerConfig({}).trustProxy).toBe(0);
    expect(loadServerConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadServerConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16, ::1' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      '::1',
    ]);
    for (const value of ['true', 'yes', '10.0.0.1/99', 'proxy.example']) {
      expect(() => loadServerConfig({ TRUST_PROXY: value })).toThrow(
        /TRUST_PROXY: the number of proxies in front of the site/,
      );
    }
  });

  it('reads HEALTHZ_TOKEN, the operators’ bearer token for the whole /healthz, and refuses a short one', () => {
    expect(loadServerConfig({}).healthzToken).toBeUndefined();
    expect(loadServerConfig({ HEALTHZ_TOKEN: '' }).healthzToken).toBeUndefined();
    const token = 'f'.repeat(64);
    const config = loadServerConfig({ HEALTHZ_TOKEN: token });
    expect(config.healthzToken).toBe(token);
    expect(JSON.stringify(config.publicSettings)).not.toContain(token);
    for (const value of ['too-short', 'a token with spaces in it that is long enough otherwise']) {
      expect(() => loadServerConfig({ HEALTHZ_TOKEN: value })).toThrow(/HEALTHZ_TOKEN: at least 32/);
    }
  });

  it('keeps secrets out of the public settings', () => {
    const config = loadServerConfig(
      { WEATHER_API_KEY: 'k1', NEWSLETTER_API_KEY: 'k2', CONTENTFUL_ACCESS_TOKEN: 'k3' },
      '/repo',
    );
    expect(JSON.stringify(config.publicSettings)).not.toMatch(/k1|k2|k3/);
  });

  it('leaves the areas’ settings to the areas: their variables are passed on, not read here', () => {
    const env = { WEATHER_API_URL: 'api.openweathermap.org', NEWSLETTER_API_KEY: 'k2' };
    const config = loadServerConfig(env, '/repo');
    expect(config.areaEnvironment).toBe(env);
    expect(JSON.stringify({ ...config, areaEnvironment: undefined })).not.toContain('k2');
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT:/],
    [{ PORT: '70000' }, /PORT:/],
    [{ SITE_URL: 'estes.example' }, /SITE_URL: must be an absolute http\(s\) URL/],
    [{ PHONE: '12' }, /PHONE: must be a US phone number/],
    [{ CONTACT_EMAIL: 'no-at-sign' }, /CONTACT_EMAIL: must be an e-mail address/],
    [{ BOOKING_PARTNER_URL: 'ftp://x' }, /BOOKING_PARTNER_URL:/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL: must start with postgres/],
  ])('stops with a message naming the bad value: %o', (env, message) => {
    expect(() => loadServerConfig(env, '/repo')).toThrow(ConfigError);
    expect(() => loadServerConfig(env, '/repo')).toThrow(message);
  });
});
