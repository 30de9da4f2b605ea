/**
 * Measures the JavaScript a browser downloads to show a page of a running site: every
 * script response, its size as sent (gzip) and its raw size. `npm run first-load -- /`.
 */
import { gzipSync } from 'node:zlib';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './lib/chromium';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { base: { type: 'string', default: 'http://localhost:3000' } },
});

const browser = await chromium.launch(chromiumLaunchOptions);
for (const route of positionals.length ? positionals : ['/']) {
  const page = await browser.newPage();
  const scripts: { url: string; raw: number; gzip: number }[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => undefined);
    if (body)
      scripts.push({
        url: new URL(response.url()).pathname,
        raw: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
      });
  });
  await page.goto(`${values.base}${route}`, { waitUntil: 'networkidle' });
  await page.close();
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(`\nFirst-load JavaScript of ${route}:`);
  for (const script of scripts.sort((a, b) => b.gzip - a.gzip))
    console.log(`  ${kb(script.gzip).padStart(9)} gzip  ${kb(script.raw).padStart(9)} raw  ${script.url}`);
  const total = scripts.reduce((sum, s) => ({ gzip: sum.gzip + s.gzip, raw: sum.raw + s.raw }), { gzip: 0, raw: 0 });
  console.log(
    `  ${kb(total.gzip).padStart(9)} gzip  ${kb(total.raw).padStart(9)} raw  total (${scripts.length} files)`,
  );
}
await browser.close();
