import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium } from '@playwright/test';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumLaunchOptions } from './lib/chromium';
const base = 'http://localhost:3214';
const routes = process.argv.slice(2);
for (let i = 0; i < 40; i++) { if (await fetch(`${base}/healthz`).then((r) => r.ok, () => false)) break; await new Promise((r) => setTimeout(r, 500)); }
const chromePath = chromiumLaunchOptions.executablePath ?? chromium.executablePath();
const chrome = await launch({ chromePath, chromeFlags: ['--headless=new', ...(chromiumLaunchOptions.args ?? [])] });
for (const route of process.env.LH === '0' ? [] : routes) {
  for (let run = 0; run < (process.env.LH === '1' ? 1 : 3); run++) {
    const result = await lighthouse(`${base}${route}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] });
    const lhr = result!.lhr;
    const s = Object.fromEntries(Object.entries(lhr.categories).map(([k, v]) => [k, Math.round((v.score ?? 0) * 100)]));
    const failing = Object.values(lhr.audits).filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary').map((a) => a.id);
    const m = lhr.audits['label-content-name-mismatch'] as any; if (m?.details?.items) console.log('mismatch', JSON.stringify(m.details.items.map((i: any) => i.node?.snippet)));
    console.log(route, JSON.stringify(s), 'LCP', Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0), 'TBT', Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0), failing.join(','));
  }
}
await chrome.kill();
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const browser = await chromium.launch(chromiumLaunchOptions);
for (const route of routes) {
  for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
    const page = await browser.newPage({ viewport, bypassCSP: true });
    await page.goto(`${base}${route}`);
    await page.locator('#root[data-render="hydrated"]').waitFor();
    await page.addScriptTag({ content: axeSource });
    const violations = await page.evaluate(async () => (await (window as any).axe.run()).violations.map((v: any) => `${v.id}: ${v.nodes.map((n: any) => n.target.join(' ')).join(' | ')}`));
    console.log('axe', route, viewport.width, violations.length ? violations : 'no violations');
    await page.close();
  }
}
await browser.close();
