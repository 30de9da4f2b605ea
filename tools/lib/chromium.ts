/**
 * How this project finds and launches Chromium, on any machine:
 * 1. a system Chromium where installed (Debian's `chromium`: these machines cannot download
 *    Playwright's), found at its usual paths;
 * 2. otherwise Playwright's own build, if it is downloaded;
 * 3. otherwise Playwright's own, downloaded now where the network allows (`ensureChromium`);
 * 4. otherwise one clear line saying what to install.
 * With the flags that keep it quiet and offline-safe.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type LaunchOptions } from '@playwright/test';

const systemChromiums = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/snap/bin/chromium'];

/** The system Chromium's path, when one is installed. */
export const systemChromium = (candidates: readonly string[] = systemChromiums): string | undefined =>
  candidates.find((candidate) => existsSync(candidate));

export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: systemChromium(),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

export const noBrowserMessage =
  'No Chromium to run the browser tests: install one with `sudo apt-get install -y chromium` (Debian, Ubuntu) or let Playwright download its own with `npx playwright install chromium`.';

export type BrowserFound =
  { kind: 'system'; path: string } | { kind: 'playwright'; path: string } | { kind: 'missing'; message: string };

export interface BrowserSearch {
  /** Try Playwright's download when no Chromium is found. */
  download: boolean;
  /** Where a system Chromium may be (tests point it elsewhere). */
  systemCandidates?: readonly string[];
  /** Where Playwright's own build would be. */
  playwrightExecutable?: () => string;
}

/** Which Chromium the tests will use, downloading Playwright's when there is none (and `download`). */
export function ensureChromium(options: BrowserSearch = { download: true }): BrowserFound {
  const system = systemChromium(options.systemCandidates);
  if (system) return { kind: 'system', path: system };
  const own = () => {
    const path = (options.playwrightExecutable ?? (() => chromium.executablePath()))();
    return path && existsSync(path) ? path : undefined;
  };
  const present = own();
  if (present) return { kind: 'playwright', path: present };
  if (options.download) {
    console.log('No system Chromium: downloading Playwright’s own (npx playwright install chromium)…');
    const playwrightCli = createRequire(import.meta.url).resolve('@playwright/test/cli');
    const installed = spawnSync(process.execPath, [playwrightCli, 'install', 'chromium'], {
      stdio: 'inherit',
      // The project skips the download at npm install (machines without the network); here it is asked for.
      env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '' },
    });
    const downloaded = installed.status === 0 ? own() : undefined;
    if (downloaded) return { kind: 'playwright', path: downloaded };
  }
  return { kind: 'missing', message: noBrowserMessage };
}
