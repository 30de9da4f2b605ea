import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './lib/chromium';
import { measureFirstLoad } from './lib/first-load';
const browser = await chromium.launch(chromiumLaunchOptions);
const load = await measureFirstLoad(browser, 'http://localhost:3214', '/');
console.log('totalGzip', load.totalGzip, 'budget', 150 * 1024, 'over by', load.totalGzip - 150 * 1024);
await browser.close();
