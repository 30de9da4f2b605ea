import { defaultSiteSettings } from '@estes/shared';
import { bootDataElementId, bootDataProblems, readBootData } from './boot-data';

const validBootData = {
  settings: defaultSiteSettings,
  remotes: {
    content: {
      name: 'mfe_content',
      version: '1.0.0',
      manifest: '/remotes/content/1.0.0/mf-manifest.json',
      entry: '/remotes/content/1.0.0/remoteEntry.js',
    },
  },
  hydration: { loaderData: {}, errors: null },
};

function pageWithBootData(text: string): Document {
  document.body.innerHTML = '';
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = bootDataElementId;
  element.textContent = text;
  document.body.append(element);
  return document;
}

describe('boot data', () => {
  it('is read when the server wrote it in the expected shape', () => {
    expect(bootDataProblems(validBootData)).toEqual([]);
    expect(readBootData(pageWithBootData(JSON.stringify(validBootData)))).toEqual(validBootData);
  });

  it('names every field that is wrong', () => {
    expect(
      bootDataProblems({
        settings: { ...defaultSiteSettings, phone: 42 },
        remotes: { weather: {}, content: { name: 'mfe_content', version: 1, manifest: '/m.json', entry: '/e.js' } },
        hydration: { loaderData: {}, errors: 'none' },
      }),
    ).toEqual([
      'settings.phone: must be a non-empty string',
      'remotes.weather: is not an area of the site',
      'remotes.content.version: must be a string',
      'hydration.errors: must be an object or null',
    ]);
  });

  it('falls back to defaults, with an error in the console, when the block is broken', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(readBootData(pageWithBootData('{not json'))).toBeUndefined();
    expect(readBootData(pageWithBootData(JSON.stringify({ settings: {} })))).toBeUndefined();
    expect(consoleError).toHaveBeenCalledTimes(2);
    consoleError.mockRestore();
  });
});
