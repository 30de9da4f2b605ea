/**
 * Measures the JavaScript a browser downloads to show a page of a running site: every
 * script response, its size as sent (gzip) and its raw size. `npm run first-load -- /`.
 */
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './lib/chromium';
import { describeFirstLoad, measureFirstLoad } from './lib/first-load';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { base: { type: 'string', default: 'http://localhost:3000' } },
});

const browser = await chromium.launch(chromiumLaunchOptions);
for (const route of positionals.length ? positionals : ['/']) {
  console.log(`\n${describeFirstLoad(await measureFirstLoad(browser, values.base, route))}`);
}
await browser.close();
