/** @jest-environment node */
import { contentSettings } from './content-settings';

describe('the content area’s settings', () => {
  it('reads the Contentful space, token, environment and host', () => {
    expect(
      contentSettings.read({
        CONTENTFUL_SPACE_ID: 'space-1',
        CONTENTFUL_ACCESS_TOKEN: 'token-1',
        CONTENTFUL_HOST: 'http://127.0.0.1:4010/base',
      }),
    ).toEqual({
      kind: 'contentful',
      contentful: {
        space: 'space-1',
        accessToken: 'token-1',
        environment: 'master',
        host: '127.0.0.1:4010',
        insecure: true,
        basePath: '/base',
      },
    });
  });

  it('needs none of them: the blog serves its bundled articles and says which one is missing', () => {
    expect(contentSettings.read({})).toEqual({
      kind: 'bundled',
      reason: 'CONTENTFUL_SPACE_ID and CONTENTFUL_ACCESS_TOKEN are not set',
    });
    expect(contentSettings.read({ CONTENTFUL_SPACE_ID: 'space-1' })).toEqual({
      kind: 'bundled',
      reason: 'CONTENTFUL_ACCESS_TOKEN is not set',
    });
  });

  it('declares exactly the variables it reads', () => {
    expect([...contentSettings.variables].sort()).toEqual([
      'CONTENTFUL_ACCESS_TOKEN',
      'CONTENTFUL_ENVIRONMENT',
      'CONTENTFUL_HOST',
      'CONTENTFUL_SPACE_ID',
    ]);
  });

  it.each([
    ['cdn.contentful.com/path', /CONTENTFUL_HOST: "cdn.contentful.com\/path" must be a host/],
    ['ftp://cdn.contentful.com', /CONTENTFUL_HOST: only http:\/\/ and https:\/\/ URLs are accepted/],
  ])('refuses a bad CONTENTFUL_HOST (%s) with a message naming it', (host, message) => {
    expect(() =>
      contentSettings.read({ CONTENTFUL_SPACE_ID: 's', CONTENTFUL_ACCESS_TOKEN: 't', CONTENTFUL_HOST: host }),
    ).toThrow(message);
  });
});
