/**
 * The page cache against the production server (decision 027): a page comes back from memory
 * with a nonce of its own that the browser accepts (styles apply, nothing blocked), a
 * validator that makes a reload a 304, and a sign-up that moves /thankyou at once.
 * A rollback seen on the very next load: deploy.spec.ts; an approved event on /events within
 * its declared freshness: planning-forms-submit-event.spec.ts.
 */
import { expect, test } from './fixtures';

test('a cached page hydrates with its own nonce: no style is blocked by the policy', async ({ page, request }) => {
  await request.get('/weather');
  const cached = await request.get('/weather');
  expect(cached.headers()['x-page-cache']).toMatch(/^(hit|stale)$/);

  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to apply/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto('/weather');
  expect(response?.headers()['x-page-cache']).toMatch(/^(hit|stale)$/);
  await expect(page.locator('#root')).toHaveAttribute('data-render', 'hydrated');
  // Browsers hide a nonce attribute from the DOM once parsed; the property keeps it.
  const nonce = await page.locator('meta[property="csp-nonce"]').evaluate((meta) => (meta as HTMLElement).nonce);
  expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  expect(response?.headers()['content-security-policy']).toContain(`'nonce-${nonce}'`);
  // The server-rendered styles apply: the header is laid out, not unstyled.
  await expect(page.locator('header').first()).toHaveCSS('display', /flex|grid|block/);
  expect(await page.evaluate(() => document.styleSheets.length)).toBeGreaterThan(0);
  expect(violations).toEqual([]);

  // Another visitor gets the same page with another nonce.
  const second = await request.get('/weather');
  const otherNonce = /property="csp-nonce" nonce="([^"]+)"/.exec(await second.text())?.[1];
  expect(otherNonce).toBeTruthy();
  expect(otherNonce).not.toBe(nonce);
});

test('a reload of an unchanged page is a 304 carrying no new policy', async ({ request }) => {
  const first = await request.get('/events');
  const etag = first.headers().etag ?? '';
  expect(etag).toMatch(/^W\/"/);
  expect(first.headers()['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+$/);
  const again = await request.get('/events', { headers: { 'if-none-match': etag } });
  expect(again.status()).toBe(304);
  expect(again.headers()['content-security-policy']).toBeUndefined();
});

test('after a sign-up, /thankyou shows the newest insiders at once', async ({ request }) => {
  await request.get('/thankyou');
  const before = await request.get('/thankyou');
  expect(before.headers()['x-page-cache']).toMatch(/^(hit|stale)$/);
  const signup = await request.post('/api/planning/newsletter', {
    data: { email: `cache-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`, placement: 'blog' },
  });
  expect(signup.status()).toBeLessThan(300);
  const after = await request.get('/thankyou');
  expect(after.headers()['x-page-cache']).toBe('miss');
  expect(after.headers().etag).not.toBe(before.headers().etag);
  // React marks where text pieces meet with empty comments: read the text without them.
  expect((await after.text()).replace(/<!-- -->/g, '')).toContain('A new insider joined from the Local Intel blog');
});

test('a page with what one visitor just sent is kept by nobody', async ({ request }) => {
  const response = await request.get('/trip-planning?sent=s0123456789');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('private, no-store');
  expect(response.headers()['x-page-cache']).toBe('bypass');
});

test('/healthz shows the page cache at work', async ({ request }) => {
  await request.get('/');
  await request.get('/');
  const { pageCache } = (await (await request.get('/healthz')).json()) as {
    pageCache: { enabled: boolean; hits: number; bytes: number; maxBytes: number };
  };
  expect(pageCache.enabled).toBe(true);
  expect(pageCache.hits).toBeGreaterThan(0);
  expect(pageCache.bytes).toBeLessThanOrEqual(pageCache.maxBytes);
});
