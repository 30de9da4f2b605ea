/**
 * The JavaScript a browser downloads to show a page of a running site: every script response,
 * its size compressed with gzip (level 9) and raw, and how many copies of React it carries.
 */
import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';

export interface FirstLoadScript {
  path: string;
  raw: number;
  gzip: number;
}

export interface FirstLoad {
  route: string;
  scripts: FirstLoadScript[];
  totalGzip: number;
  totalRaw: number;
  /** Copies of React's core and of react-dom's client among the scripts (each should be 1). */
  reactCopies: number;
  reactDomCopies: number;
}

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

export async function measureFirstLoad(browser: Browser, baseUrl: string, route: string): Promise<FirstLoad> {
  const page = await browser.newPage();
  const pending: Promise<void>[] = [];
  const scripts: FirstLoadScript[] = [];
  let reactCopies = 0;
  let reactDomCopies = 0;
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response
        .body()
        .then(async (body) => {
          // A chunk whose license notices were extracted (the shell's) names their file in a
          // banner: React is recognised by its notice there just as inline.
          const licenseFile = /^\/\*! For license information please see (\S+) \*\//m.exec(body.toString('utf8'))?.[1];
          const licenses = licenseFile
            ? await fetch(new URL(licenseFile, response.url())).then((answer) => (answer.ok ? answer.text() : ''))
            : '';
          const text = `${body.toString('utf8')}\n${licenses}`;
          reactCopies += count(text, /@license React\s+\*\s+react\.production/g);
          reactDomCopies += count(text, /@license React\s+\*\s+react-dom-client\.production/g);
          scripts.push({
            path: new URL(response.url()).pathname,
            raw: body.length,
            gzip: gzipSync(body, { level: 9 }).length,
          });
        })
        .catch(() => undefined),
    );
  });
  await page.goto(new URL(route, baseUrl).href, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  await page.close();
  scripts.sort((a, b) => b.gzip - a.gzip);
  const sum = (key: 'gzip' | 'raw') => scripts.reduce((total, script) => total + script[key], 0);
  return { route, scripts, totalGzip: sum('gzip'), totalRaw: sum('raw'), reactCopies, reactDomCopies };
}

export const kilobytes = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

export function describeFirstLoad(load: FirstLoad): string {
  const line = (gzip: number, raw: number, what: string) =>
    `  ${kilobytes(gzip).padStart(9)} gzip  ${kilobytes(raw).padStart(9)} raw  ${what}`;
  return [
    `First-load JavaScript of ${load.route}:`,
    ...load.scripts.map((script) => line(script.gzip, script.raw, script.path)),
    line(load.totalGzip, load.totalRaw, `total (${load.scripts.length} files)`),
    `  React copies: ${load.reactCopies} react, ${load.reactDomCopies} react-dom client`,
  ].join('\n');
}
