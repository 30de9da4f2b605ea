/** Steps several e2e specs repeat: a 404 page, a photo viewer's arrows, a form's answer, pages without JavaScript. */
import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import { failedLoadMessage, test } from '../fixtures';

/** What a 404 page shows, and the link back from it to `backTo`. */
interface NotFoundPage {
  url: string;
  heading: string;
  text: string;
  title?: RegExp;
  backLink: string;
  backTo: RegExp;
  /** The page's own requests that answer 404 too (the page asks its API again when it starts). */
  alsoNotFound?: string[];
}

/**
 * Opens an unknown `url` (its 404 allowed in the console), expects a 404 with `heading` as the h1,
 * `text` and `title` on the page, then follows `backLink` to `backTo`.
 */
export async function expectNotFoundPage(
  page: Page,
  expectConsoleErrors: (patterns: RegExp[]) => void,
  { url, heading, text, title, backLink, backTo, alsoNotFound = [] }: NotFoundPage,
): Promise<void> {
  expectConsoleErrors([url, ...alsoNotFound].map((path) => failedLoadMessage(404, path)));
  const response = await page.goto(url);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect(page.getByText(text)).toBeVisible();
  if (title) await expect(page).toHaveTitle(title);
  await page.getByRole('link', { name: backLink }).click();
  await expect(page).toHaveURL(backTo);
}

/** From the first of `count` photos, Previous wraps to the last and Next comes back to the first. */
export async function expectPhotoArrowsWrap(viewer: Locator, count: number): Promise<void> {
  await viewer.getByRole('button', { name: 'Previous photo' }).click();
  await expect(viewer.getByText(`${count} / ${count}`)).toBeVisible();
  await viewer.getByRole('button', { name: 'Next photo' }).click();
  await expect(viewer.getByText(`1 / ${count}`)).toBeVisible();
}

/** Clicks `send` and returns the id the API under `apiPath` gave the stored submission. */
export async function submitForId(page: Page, send: Locator, apiPath: string): Promise<string> {
  const answer = page.waitForResponse((response) => response.url().endsWith(apiPath));
  await send.click();
  const { id } = (await (await answer).json()) as { id: string };
  return id;
}

/**
 * Clicks `send`, expects the status in `scope` that has `hasText` to read `thanks` in full, and
 * returns the id the API under `apiPath` gave the stored submission.
 */
export async function submitForThanks(
  page: Page,
  {
    send,
    apiPath,
    scope,
    hasText,
    thanks,
  }: { send: Locator; apiPath: string; scope: Page | Locator; hasText: string; thanks: string },
): Promise<string> {
  const id = await submitForId(page, send, apiPath);
  await expect(scope.getByRole('status').filter({ hasText })).toHaveText(thanks);
  return id;
}

/** Clicks `send` on an empty form and expects each of `messages` to show in `scope`. */
export async function expectRequiredMessages(scope: Page | Locator, send: Locator, messages: readonly string[]) {
  await send.click();
  for (const message of messages) await expect(scope.getByText(message)).toBeVisible();
}

/** A page with JavaScript off, opened at `url` (its own browser context: close it with `page.context().close()`). */
export async function openWithoutJavaScript(
  browser: Browser,
  url: string,
  options: { viewport?: { width: number; height: number } } = {},
): Promise<Page> {
  const context = await browser.newContext({ ...options, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(url);
  return page;
}

/** Runs `body` in a describe block per width (390 and 1280 px unless told), the viewport set to it. */
export function atWidths(body: (width: number) => void, widths: readonly number[] = [390, 1280]): void {
  for (const width of widths) {
    test.describe(`at ${width} px`, () => {
      test.use({ viewport: { width, height: 900 } });
      body(width);
    });
  }
}

/** A describe block whose pages load with JavaScript off (what the server's HTML alone gives). */
export function withoutJavaScript(title: string, body: () => void): void {
  test.describe(title, () => {
    test.use({ javaScriptEnabled: false });
    body();
  });
}

/** Each link named `name` in `scope` points at its `href`. */
export async function expectLinkTargets(
  scope: Locator,
  links: readonly (readonly [name: string | RegExp, href: string])[],
): Promise<void> {
  for (const [name, href] of links) await expect(scope.getByRole('link', { name })).toHaveAttribute('href', href);
}
