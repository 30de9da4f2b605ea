/** @jest-environment node */
import { defaultSiteSettings, phoneHref } from '../site-settings';
import { publicSiteSettingsSchema } from './site-settings-schema';

describe('site settings', () => {
  it('default to the published customer-service phone', () => {
    expect(defaultSiteSettings.phone).toBe('(970) 555-0142');
    expect(phoneHref(defaultSiteSettings.phone)).toBe('tel:+19705550142');
    expect(phoneHref('1-970-555-0142')).toBe('tel:+19705550142');
  });

  it('reject bad values with a message that says what is expected', () => {
    const result = publicSiteSettingsSchema.safeParse({
      ...defaultSiteSettings,
      siteUrl: 'not a url',
      phone: '555',
      contactEmail: 'nobody',
    });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^siteUrl: must be an absolute http\(s\) URL/),
        expect.stringMatching(/^phone: must be a US phone number/),
        expect.stringMatching(/^contactEmail: must be an e-mail address/),
      ]),
    );
  });

  it('drop a trailing slash from the site URL so canonical links have one slash', () => {
    expect(publicSiteSettingsSchema.parse({ ...defaultSiteSettings, siteUrl: 'https://example.com/' }).siteUrl).toBe(
      'https://example.com',
    );
  });
});
