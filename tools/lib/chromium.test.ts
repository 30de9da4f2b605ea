/** @jest-environment node */
import { ensureChromium, noBrowserMessage } from './chromium';

describe('finding a browser for the browser tests', () => {
  it('takes a system Chromium first', () => {
    expect(ensureChromium({ download: false, systemCandidates: ['/nowhere/chromium', process.execPath] })).toEqual({
      kind: 'system',
      path: process.execPath,
    });
  });

  it('takes Playwright’s own build when there is no system one', () => {
    expect(
      ensureChromium({
        download: false,
        systemCandidates: ['/nowhere/chromium'],
        playwrightExecutable: () => process.execPath,
      }),
    ).toEqual({ kind: 'playwright', path: process.execPath });
  });

  it('says in one line what to install when there is neither', () => {
    const found = ensureChromium({
      download: false,
      systemCandidates: ['/nowhere/chromium'],
      playwrightExecutable: () => '/nowhere/playwright/chrome',
    });
    expect(found).toEqual({ kind: 'missing', message: noBrowserMessage });
    expect(noBrowserMessage).not.toContain('\n');
    expect(noBrowserMessage).toMatch(/apt-get install -y chromium.*npx playwright install chromium/);
  });
});
