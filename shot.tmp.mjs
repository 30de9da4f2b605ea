import { chromium } from '@playwright/test';
const [,, base, path, out, width, clickName] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
await page.goto(base + path, { waitUntil: 'networkidle' });
if (clickName) { await page.getByRole('button', { name: new RegExp(clickName) }).first().click(); await page.waitForTimeout(300); await page.screenshot({ path: out }); }
else { const el = page.locator('#directory'); await el.screenshot({ path: out }); }
await browser.close();
