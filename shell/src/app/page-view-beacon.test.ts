/**
 * The loaded page's beacon (decision 073): its path, and of the page that linked to it only the
 * origin, never that page's path or query (another site's search names what its visitor typed).
 */
import { pageViewBeaconPath, sendLoadedPageViewBeacon } from './page-view-beacon';

describe('the loaded page’s page-view beacon', () => {
  const sent: unknown[][] = [];
  const referredBy = (referrer: string) =>
    Object.defineProperty(document, 'referrer', { configurable: true, get: () => referrer });

  beforeEach(() => {
    sent.length = 0;
    Object.defineProperty(navigator, 'sendBeacon', {
      configurable: true,
      value: (...args: unknown[]) => sent.push(args) > 0,
    });
    window.history.replaceState(null, '', '/blog/elk-viewing-guide?utm_source=news#where');
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'sendBeacon');
    Reflect.deleteProperty(document, 'referrer');
  });

  it('sends the page’s path and the origin of the page that linked to it', () => {
    referredBy('https://www.google.com/search?q=my+name+is+secret');
    sendLoadedPageViewBeacon();
    expect(sent).toEqual([[pageViewBeaconPath, '/blog/elk-viewing-guide\nhttps://www.google.com']]);
  });

  it('sends an empty second line when nothing linked to the page, and `null` for an app’s address', () => {
    referredBy('');
    sendLoadedPageViewBeacon();
    referredBy('android-app://com.google.android.gm/');
    sendLoadedPageViewBeacon();
    expect(sent).toEqual([
      [pageViewBeaconPath, '/blog/elk-viewing-guide\n'],
      [pageViewBeaconPath, '/blog/elk-viewing-guide\nnull'],
    ]);
  });

  it('throws nothing in a browser without sendBeacon', () => {
    Reflect.deleteProperty(navigator, 'sendBeacon');
    referredBy('');
    expect(() => sendLoadedPageViewBeacon()).not.toThrow();
  });

  it('sends nothing while the browser is offline (a page shown from a kept copy)', () => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    sendLoadedPageViewBeacon();
    Reflect.deleteProperty(navigator, 'onLine');
    expect(sent).toEqual([]);
  });
});
