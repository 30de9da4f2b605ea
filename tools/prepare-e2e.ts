/**
 * Before the end-to-end suite: a production build of every app from the current sources and
 * empty e2e data folders, so `npm start` (the suite's two web servers) publishes this build.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { buildApps, repositoryRoot, appNames } from './lib/apps';
import { ensureChromium } from './lib/chromium';
import { ensureJava } from './lib/system-packages';

// A browser first: without one, say what to install in one line instead of building for nothing.
const browser = ensureChromium();
if (browser.kind === 'missing') {
  console.error(browser.message);
  process.exit(1);
}
console.log(
  `Browser tests run in ${browser.kind === 'system' ? 'the system Chromium' : 'Playwright’s Chromium'}: ${browser.path}`,
);
// And Java, for the HTML checker (e2e/html-validity.spec.ts).
const java = ensureJava();
if ('missing' in java) {
  console.error(java.missing);
  process.exit(1);
}

const started = Date.now();
await rm(path.join(repositoryRoot, 'var', 'e2e'), { recursive: true, force: true });
await rm(path.join(repositoryRoot, 'var', 'e2e-public'), { recursive: true, force: true });
await rm(path.join(repositoryRoot, 'var', 'e2e-instance-b'), { recursive: true, force: true });
await buildApps(appNames, 'production');
console.log(`e2e build ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
