/**
 * How this project launches Chromium: Debian's build where installed (these machines cannot
 * download Playwright's), Playwright's own elsewhere, with the flags that keep it quiet and
 * offline-safe.
 */
import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

const debianChromium = '/usr/bin/chromium';

export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: existsSync(debianChromium) ? debianChromium : undefined,
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
