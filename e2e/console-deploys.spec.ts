/**
 * The console's Deploys page in Chromium (decision 066), at phone and desktop widths, on a site
 * of its own (the suite's build, its own data folder and port, so no other test file's deploys cross
 * this one's): an operator invited with `npm run console -- invite` signs in with a passkey
 * (Chromium's virtual authenticator), sees the version `npm run remotes -- publish` just made
 * live and the one before it, makes the older one live and sees the visitor page switch; while
 * a command holds the deploy lock the page says who and since when, and a switch is refused with
 * that sentence. A build staged with `npm run remotes -- stage` (decision 078) is listed as not
 * yet live, and published from the page: the visitor page is then rendered and hydrated from
 * it. axe on each screen.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { expect, failedLoadMessage, test } from './fixtures';
import { expectNoViolations, freshEmail, signInAndOpen } from './support/console-sign-in';
import { atWidths } from './support/steps';

const run = promisify(execFile);
/** Clear of the suite's servers (E2E_PORT, +1, +3, +2000…) and of the fleet test's (+30…). */
const port = Number(process.env.E2E_PORT ?? 3100) + 45;
const base = `http://localhost:${port}`;
const dataDir = 'var/e2e-console-deploys';
const siteEnv = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PORT: String(port), SITE_URL: base };

const tool = async (script: string, ...args: string[]) =>
  (await run(process.execPath, ['--import', 'tsx', script, ...args], { env: siteEnv })).stdout;

let site: ChildProcess | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  await rm(dataDir, { recursive: true, force: true });
  // npm start: publishes every area of the suite's build into this site's own database, then serves it.
  site = spawn(process.execPath, ['--import', 'tsx', 'tools/start.ts'], {
    env: { ...siteEnv, LOG_LEVEL: 'warn', RENDER_BUDGET_PER_MINUTE: '0' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let said = '';
  site.stderr?.on('data', (chunk: Buffer) => {
    said = `${said}${chunk.toString()}`.slice(-2000);
  });
  const exited = new Promise<never>((_, reject) =>
    site?.once('exit', (code) => reject(new Error(`the site ended before it answered (exit ${code}): ${said}`))),
  );
  const ready = (async () => {
    for (;;) {
      const answer = await fetch(`${base}/healthz`).catch(() => undefined);
      if (answer?.ok) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  await Promise.race([ready, exited]);
});

test.afterAll(async () => {
  if (!site || site.exitCode !== null) return;
  const ended = new Promise((resolve) => site?.once('exit', resolve));
  site.kill('SIGTERM');
  await ended;
});

/** An operator invited from the command line accepts with a new passkey of this page's device and opens Deploys. */
const openDeploysAsOperator = (page: Page, email: string) =>
  signInAndOpen(page, 'Deploys', { siteUrl: base, email, role: 'operator', dataDir });

const lodgingVersion = async () => (await fetch(`${base}/accommodations`)).headers.get('x-area-version');

/** A visitor's /accommodations, rendered and hydrated: the lodging versions its browser files came from. */
async function lodgingVersionsLoaded(page: Page): Promise<string[]> {
  const visitor = await page.context().newPage();
  const loaded = new Set<string>();
  visitor.on('request', (request) => {
    const match = /\/remotes\/lodging\/([^/]+)\//.exec(request.url());
    if (match?.[1]) loaded.add(match[1]);
  });
  await visitor.goto(`${base}/accommodations`);
  await expect(visitor.locator('#root')).toHaveAttribute('data-render', 'hydrated');
  await visitor.close();
  return [...loaded];
}

atWidths((width) => {
  test(`an operator makes a kept version live and the visitor page follows; a held lock is named (${width} px)`, async ({
    page,
    expectConsoleErrors,
  }) => {
    test.slow();
    // Signed out when the invitation opens (401 from the session), and the switch refused while the lock is held.
    expectConsoleErrors([
      failedLoadMessage(401, '/console/api/session'),
      failedLoadMessage(409, '/console/api/deploys/make-live'),
    ]);
    const previous = (await lodgingVersion())?.replace(/^lodging@/, '') ?? '';
    const published = await tool('tools/remotes.ts', 'publish', 'mfe-lodging');
    const newer = /lodging is live at (\S+)/.exec(published)?.[1] ?? '';
    expect(newer).not.toBe(previous);
    expect(await lodgingVersion()).toBe(`lodging@${newer}`);

    await openDeploysAsOperator(page, freshEmail('operator', width));
    await expect(page.getByRole('heading', { level: 1, name: 'Deploys' })).toBeFocused();
    const kept = page.getByRole('list', { name: 'Kept versions of Lodging' });
    await expect(kept.getByRole('heading', { level: 3 }).first()).toHaveText(`${newer} (live)`);
    /** A kept version's card, live or not. */
    const versionItem = (version: string) =>
      kept.getByRole('listitem').filter({
        has: page.getByRole('heading', { name: new RegExp(`^${version.replace(/\./g, '\\.')}( \\(live\\))?$`) }),
      });
    const newerItem = versionItem(newer);
    await expect(newerItem).toContainText(/By\s*cli:[^\s@]+@\S+/);
    await expect(page.getByRole('list', { name: 'Instances' })).toContainText('Healthy');
    await expectNoViolations(page);

    const previousItem = versionItem(previous);
    await previousItem.getByRole('button', { name: 'Make live' }).click();
    await expect(previousItem.getByRole('button', { name: 'Yes, make it live' })).toBeFocused();
    await expectNoViolations(page);
    await previousItem.getByRole('button', { name: 'Yes, make it live' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'rolled back' })).toHaveText(
      `lodging rolled back: ${newer} → ${previous}. Every instance serves it within 2 seconds.`,
    );
    await expect(kept.getByRole('heading', { name: `${previous} (live)` })).toBeVisible();
    // The visitor's page follows: rendered, and hydrated from that version's browser files.
    expect(await lodgingVersion()).toBe(`lodging@${previous}`);
    expect(await lodgingVersionsLoaded(page)).toEqual([previous]);

    // A command holds the deploy lock: the page names it, and a switch is refused with who and since when.
    const holder = spawn(
      process.execPath,
      ['--import', 'tsx', 'tools/testing/hold-deploy-lock.ts', 'publish lodging by cli:ranger@ops-1'],
      { env: siteEnv, stdio: ['pipe', 'pipe', 'inherit'] },
    );
    try {
      await new Promise<void>((resolve, reject) => {
        holder.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('holding') && resolve());
        holder.once('exit', (code) => reject(new Error(`the lock holder ended (exit ${code})`)));
      });
      await page.reload();
      await expect(page.getByText(/^A deploy is under way: publish lodging by cli:ranger@ops-1 on /)).toContainText(
        /, since \w{3} \d+, \d{4}, \d+:\d\d [AP]M MT\. Making a version live or publishing one waits for it to finish\.$/,
      );
      await expectNoViolations(page);
      await newerItem.getByRole('button', { name: 'Make live' }).click();
      await newerItem.getByRole('button', { name: 'Yes, make it live' }).click();
      await expect(page.getByRole('alert')).toHaveText(
        /^Another deploy is under way: publish lodging by cli:ranger@ops-1 on \S+, since .+ MT\. Try again when it has finished\.$/,
      );
      expect(await lodgingVersion()).toBe(`lodging@${previous}`);
    } finally {
      const ended = new Promise((resolve) => holder.once('exit', resolve));
      holder.stdin?.end();
      await ended;
    }
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Deploys' })).toBeVisible();
    await expect(page.getByText(/^A deploy is under way/)).toHaveCount(0);
  });

  test(`a build staged from the command line is published from the console and the site serves it (${width} px)`, async ({
    page,
    expectConsoleErrors,
  }) => {
    test.slow();
    expectConsoleErrors([failedLoadMessage(401, '/console/api/session')]);
    const before = (await lodgingVersion())?.replace(/^lodging@/, '') ?? '';
    const said = await tool('tools/remotes.ts', 'stage', 'mfe-lodging');
    const staged = /^lodging (\S+) is staged/m.exec(said)?.[1] ?? '';
    expect(staged).not.toBe('');
    // Staged is not live: the site still serves what it served.
    expect(await lodgingVersion()).toBe(`lodging@${before}`);

    await openDeploysAsOperator(page, freshEmail('publisher', width));
    const stagedList = page.getByRole('list', { name: 'Staged versions of Lodging' });
    const stagedItem = stagedList.getByRole('listitem').filter({
      has: page.getByRole('heading', { name: `${staged} (staged)` }),
    });
    await expect(stagedItem).toContainText(/Staged by cli:[^\s@]+@\S+ at .+ MT, not yet live\./);
    await expectNoViolations(page);

    await stagedItem.getByRole('button', { name: 'Publish' }).click();
    await expect(stagedItem.getByRole('button', { name: 'Yes, publish it' })).toBeFocused();
    await expectNoViolations(page);
    await stagedItem.getByRole('button', { name: 'Yes, publish it' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'is live' })).toHaveText(
      new RegExp(`^lodging ${staged.replace(/\./g, '\\.')} is live \\(it was ${before.replace(/\./g, '\\.')}\\)\\.`),
    );
    const kept = page.getByRole('list', { name: 'Kept versions of Lodging' });
    await expect(kept.getByRole('heading', { name: `${staged} (live)` })).toBeVisible();
    await expect(page.getByRole('heading', { name: `${staged} (staged)` })).toHaveCount(0);

    // The visitor's page: rendered, and hydrated from the published version's browser files.
    expect(await lodgingVersion()).toBe(`lodging@${staged}`);
    expect(await lodgingVersionsLoaded(page)).toEqual([staged]);
  });
});
