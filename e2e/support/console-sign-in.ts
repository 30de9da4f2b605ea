/**
 * Signing in to the operator console in the e2e specs, in one place: an invitation from
 * `npm run console -- invite` against a site's data, a device with Chromium's virtual
 * authenticator (DevTools protocol, WebAuthn domain), the invitation accepted with a real
 * passkey ceremony; and axe at the suite's tags.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import AxeBuilder from '@axe-core/playwright';
import type { CDPSession, Page } from '@playwright/test';
import { e2eDataDir } from '../../playwright.config';
import { expect } from '../fixtures';

const run = promisify(execFile);

/**
 * `npm run console -- invite` against the site whose data is in `dataDir` (the suite's, unless a
 * test file runs a site of its own); its last line is the link.
 */
export async function inviteWithCli(
  siteUrl: string,
  email: string,
  role: string,
  dataDir: string = e2eDataDir,
): Promise<string> {
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', 'tools/console.ts', 'invite', email, '--role', role],
    { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', SITE_URL: siteUrl } },
  );
  return stdout.trim().split('\n').at(-1) ?? '';
}

/**
 * Gives `page`'s device a platform authenticator that keeps discoverable credentials and
 * verifies its user; the session lets a test look at or change the authenticator.
 */
export async function addPasskeyDevice(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return cdp;
}

/** Invites `email` from the command line and accepts on `page` with a new passkey: signed in. */
export async function signInInvited(
  page: Page,
  siteUrl: string,
  email: string,
  role: string,
  dataDir?: string,
): Promise<void> {
  const link = await inviteWithCli(siteUrl, email, role, dataDir);
  await addPasskeyDevice(page);
  await page.goto(link);
  await page.getByRole('button', { name: 'Create a passkey' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Operator console' })).toBeVisible();
  await expect(page.getByText(email, { exact: true })).toBeVisible();
}

/** An address no earlier run of the suite invited: `who`, the time and the test's width. */
export function freshEmail(who: string, width: number): string {
  return `${who}-${Date.now().toString(36)}-${width}@estes.example`;
}

/**
 * Invites `invitee.email` from the command line, accepts on `page` with a new passkey, and opens
 * `consolePage` from the console's navigation.
 */
export async function signInAndOpen(
  page: Page,
  consolePage: string,
  invitee: { siteUrl: string; email: string; role: string; dataDir?: string },
): Promise<void> {
  await signInInvited(page, invitee.siteUrl, invitee.email, invitee.role, invitee.dataDir);
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: consolePage }).click();
}

export async function expectNoViolations(page: Page): Promise<void> {
  const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
  const { violations } = await new AxeBuilder({ page }).withTags(tags).analyze();
  const found = violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${violation.help} — ${node.target.join(' ')}`),
  );
  expect(found, `axe violations on ${page.url()}`).toEqual([]);
}
