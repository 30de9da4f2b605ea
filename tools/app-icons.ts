/**
 * Draws the web app's icons (decision 080) from the site's mark, the teal tile with the
 * mountains that opens the header's logo (shell/src/layout/logo.tsx), into shell/public/icons/:
 * 192 and 512 px, and a 512 px maskable one whose mountains sit inside the circle every
 * platform's mask keeps (the middle 80 %). Run again after the mark changes:
 * `npx tsx tools/app-icons.ts`; the PNGs are committed.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { repositoryRoot } from './lib/apps';
import { chromiumLaunchOptions } from './lib/chromium';

/**
 * The theme's teal, white and teal mist (shared/src/theme.ts): written here because the tools
 * load shared only through its entries, and its main entry brings the site's art (SVG imports
 * only webpack reads).
 */
const theme = { color: { teal: '#0f766e', white: '#ffffff', tealMist: '#ccfbf1' } } as const;

/** The mark's mountains, in its 36 × 36 box (as logo.tsx draws them). */
const mountains = `<path d="M4 28 L14 12 L19 19 L23 14 L32 28 Z" fill="${theme.color.white}"/>
<path d="M14 12 L17.2 17.1 L15.6 16.2 L14 18 L12.4 16.2 L10.9 17 Z" fill="${theme.color.tealMist}"/>
<path d="M23 14 L26 18.8 L24.4 18 L23 19.4 L21.6 18.2 Z" fill="${theme.color.tealMist}"/>`;

/** The tile as the header draws it: rounded corners, the mountains at full size. */
const tile = `<rect width="36" height="36" rx="9" fill="${theme.color.teal}"/>${mountains}`;

/** Full-bleed teal, the mountains shrunk to 64 % about the middle: all within the safe circle. */
const maskable = `<rect width="36" height="36" fill="${theme.color.teal}"/><g transform="translate(18 19) scale(0.64) translate(-18 -20)">${mountains}</g>`;

const icons = [
  { file: 'icon-192.png', size: 192, art: tile },
  { file: 'icon-512.png', size: 512, art: tile },
  { file: 'icon-maskable-512.png', size: 512, art: maskable },
];

const folder = path.join(repositoryRoot, 'shell', 'public', 'icons');
await mkdir(folder, { recursive: true });
const browser = await chromium.launch(chromiumLaunchOptions);
for (const icon of icons) {
  const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
  await page.setContent(
    `<html><body style="margin:0;background:transparent"><svg xmlns="http://www.w3.org/2000/svg" width="${icon.size}" height="${icon.size}" viewBox="0 0 36 36">${icon.art}</svg></body></html>`,
  );
  await page.locator('svg').screenshot({ path: path.join(folder, icon.file), omitBackground: true });
  await page.close();
  console.log(`${path.join('shell', 'public', 'icons', icon.file)} (${icon.size} px)`);
}
await browser.close();
