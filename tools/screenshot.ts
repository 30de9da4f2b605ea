/**
 * Takes screenshots of pages of a running site at phone and desktop widths, and prints the
 * console errors each page logged: `npm run screenshots -- / /blog --out /tmp/shots`.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './lib/chromium';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    base: { type: 'string', default: 'http://localhost:3000' },
    out: { type: 'string', default: 'var/screenshots' },
    full: { type: 'boolean', default: false },
  },
});

const widths = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;
const browser = await chromium.launch(chromiumLaunchOptions);
await mkdir(values.out, { recursive: true });
for (const route of positionals.length ? positionals : ['/']) {
  for (const [name, viewport] of Object.entries(widths)) {
    const page = await browser.newPage({ viewport, isMobile: name === 'phone', hasTouch: name === 'phone' });
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${values.base}${route}`, { waitUntil: 'networkidle' });
    const file = path.join(values.out, `${route.replace(/\W+/g, '_') || 'home'}-${name}.png`);
    await page.screenshot({ path: file, fullPage: values.full });
    console.log(`${file}${errors.length ? `\n  console errors: ${errors.join('\n  ')}` : ''}`);
    await page.close();
  }
}
await browser.close();
