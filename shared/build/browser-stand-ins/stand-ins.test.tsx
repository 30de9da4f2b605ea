/**
 * The browser builds' stand-ins for library code no page runs (decision 010): each keeps what
 * the site does use, and fails loudly where the left-out code would have been needed.
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import styled, { ServerStyleSheet } from 'styled-components';
import { formatPreloadArgs, preloadAssets } from './manifestless-preload.js';
import { getGlobalRemoteInfo, SnapshotHandler } from './manifestless-snapshot-handler.js';
import { prefix } from './stylis-without-prefixer.js';

describe("the shell's Module Federation snapshot handler without manifests", () => {
  const host = { loaderHook: { name: 'loader hooks' } };

  it('takes the runtime plugins the shell registers (such as area-fallback), with no snapshot hook to run', () => {
    const handler = new SnapshotHandler(host);
    const plugin = { name: 'area-fallback', errorLoadRemote: () => undefined };
    handler.hooks.applyPlugin(plugin);
    expect(handler.hooks.registerPlugins['area-fallback']).toBe(plugin);
    expect(handler.hooks.lifecycleKeys).toEqual([]);
    expect(handler.loaderHook).toBe(host.loaderHook);
  });

  it('has a manifest cache the runtime can clear when an area is registered again', () => {
    const handler = new SnapshotHandler(host);
    expect(handler.manifestCache.delete('/remotes/lodging/1.0.0/remoteEntry.js')).toBe(false);
  });

  it('refuses a request that needs a manifest (preloadRemote) with a message naming the remote', async () => {
    const handler = new SnapshotHandler(host);
    await expect(handler.loadRemoteSnapshotInfo({ moduleInfo: { name: 'mfe_lodging' } })).rejects.toThrow(
      /"mfe_lodging" needs a manifest snapshot.*remoteEntry\.js only/,
    );
  });

  it('reports no host snapshot to clean up when a remote is removed', () => {
    expect(getGlobalRemoteInfo().hostGlobalSnapshot).toBeUndefined();
  });

  it('refuses preloadRemote (which works from manifest snapshots) with a message saying so', () => {
    expect(() => formatPreloadArgs()).toThrow(/preloadRemote needs manifest snapshots/);
    expect(() => preloadAssets()).toThrow(/preloadRemote needs manifest snapshots/);
  });
});

describe("stylis' prefixer left out", () => {
  it('is never needed: styled-components writes no vendor prefixes by default', () => {
    const Toggle = styled.button`
      user-select: none;
      appearance: none;
      backdrop-filter: blur(8px);
    `;
    const sheet = new ServerStyleSheet();
    try {
      renderToString(sheet.collectStyles(<Toggle>Menu</Toggle>));
      const css = sheet.getStyleTags();
      expect(css).toContain('user-select:none;');
      expect(css).not.toMatch(/-webkit-|-moz-|-ms-/);
    } finally {
      sheet.seal();
    }
  });

  it('fails loudly if vendor prefixing is ever switched on', () => {
    expect(() => prefix()).toThrow(/enableVendorPrefixes/);
  });
});
