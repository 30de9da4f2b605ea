/**
 * One page, one address, no spam pages (decision 035), against the production server: case and
 * escape variants of a path land on its one form, parameters a page does not read change nothing
 * (and stay in the visitor's address bar for analytics), results pages and the welcome page are
 * not indexed, and no query text reaches the head of an indexable page. The page a spent render
 * budget answers is checked with axe here; the budget itself is Jest's
 * (shell/server/pages/page-cache/cache-keys.app.test.ts).
 */
import AxeBuilder from '@axe-core/playwright';
import { JSDOM } from 'jsdom';
import { defaultSiteSettings } from '../shared/src/site-settings';
import { renderBudgetHeading, renderBudgetPage } from '../shell/server/pages/render-budget-page';
import { expect, test } from './fixtures';
import { everyRouteSample } from './route-samples';
import { expectHydrated, openHydrated } from './support/page-ready';

const viewports = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

/** The head of a page as the server sends it. */
function headOf(html: string) {
  const { document } = new JSDOM(html).window;
  const attribute = (selector: string, name = 'content') => document.querySelector(selector)?.getAttribute(name) ?? '';
  return {
    robots: attribute('meta[name="robots"]'),
    canonical: attribute('link[rel="canonical"]', 'href'),
    /** Everything a search engine shows or reads of it: title, descriptions, keywords, links, JSON-LD. */
    text: [
      document.title,
      ...[...document.head.querySelectorAll('meta[content]')].map((meta) => meta.getAttribute('content')),
      ...[...document.head.querySelectorAll('link[href]')].map((link) => link.getAttribute('href')),
      ...[...document.head.querySelectorAll('script[type="application/ld+json"]')].map((script) => script.textContent),
    ].join('\n'),
  };
}

for (const viewport of viewports) {
  test.describe(`at ${viewport.name} width (${viewport.width} px)`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('/EVENTS and /ev%65nts land on /events', async ({ page }) => {
      for (const spelling of ['/EVENTS', '/ev%65nts', '/Events?category=music']) {
        const response = await page.goto(spelling);
        expect(response?.status()).toBe(200);
        expect(response?.request().redirectedFrom()?.url()).toMatch(/\/(EVENTS|ev%65nts|Events\?category=music)$/);
        await expect(page).toHaveURL(/\/events(\?category=music)?$/);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Upcoming Events & Experiences');
      }
    });

    test('/search?q= with spam words shows them to the visitor, in a page no search engine indexes', async ({
      page,
    }) => {
      const response = await page.goto('/search?q=Cheap+pills+at+spam.example');
      const head = headOf((await response?.text()) ?? '');
      expect(head.robots).toBe('noindex, follow');
      expect(head.text).not.toMatch(/pills|spam\.example/i);
      expect(head.canonical).toMatch(/\/search$/);
      await expectHydrated(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Search results for “Cheap pills at spam.example”',
      );
      await expect(page).toHaveTitle('Search results | Estes Park Guide');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
    });
  });
}

test('parameters a page does not read change nothing, and stay in the visitor’s address', async ({ page, request }) => {
  const plain = await request.get('/things-to-do?q=Bear+Lake');
  const tagged = await request.get('/things-to-do?q=Bear+Lake&utm_source=newsletter&fbclid=abc&r=123');
  // The very same bytes and policy (decision 049: no nonce differs between two answers).
  expect(await tagged.body()).toEqual(await plain.body());
  expect(tagged.headers().etag).toBe(plain.headers().etag);
  expect(tagged.headers()['content-security-policy']).toBe(plain.headers()['content-security-policy']);

  await openHydrated(page, '/things-to-do?q=Bear+Lake&utm_source=newsletter&utm_campaign=spring');
  await expect(page).toHaveURL(/utm_source=newsletter&utm_campaign=spring$/);
  await expect(page.getByLabel('Search activities')).toHaveValue('Bear Lake');
  await expect(page.getByRole('heading', { level: 3, name: 'Bear Lake Loop' })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/things-to-do$/);
});

test('/thankyou is not indexed, and robots.txt lets crawlers see that', async ({ request }) => {
  expect(headOf(await (await request.get('/thankyou?signup=forwarded')).text()).robots).toBe('noindex, follow');
  const robots = await (await request.get('/robots.txt')).text();
  // A Disallow would hide the noindex from crawlers, and a linked URL could be listed without it.
  expect(robots).not.toMatch(/Disallow: \/(search|thankyou)/);
});

test('no query text reaches the head of an indexable page, on any route', async ({ request }) => {
  const marker = 'Zqspamword';
  // Every parameter some page reads, each carrying the marker; `category` on its own, since the
  // blog refuses a category it does not have (400) and would hide what the others do.
  const names = ['q', 'search', 'page', 'event', 'type', 'area', 'place', 'signup', 'newsletter', 'placement'];
  const more = ['duration', 'style', 'cuisine', 'difficulty', 'price', 'sort', 'view', 'items', 'guests', 'rating'];
  const queries = [
    [...names, ...more, 'checkin', 'checkout', 'adults', 'children', 'rooms', 'amenity', 'utm_source', 'r']
      .map((name) => `${name}=${marker}`)
      .join('&'),
    `category=${marker}`,
  ];
  let indexable = 0;
  for (const { id, url } of everyRouteSample()) {
    for (const query of queries) {
      const target = `${url}${url.includes('?') ? '&' : '?'}${query}`;
      const response = await request.get(target);
      const head = headOf(await response.text());
      if (response.status() >= 400 || head.robots.startsWith('noindex')) continue;
      indexable += 1;
      expect(head.text, `${id}: ${target}`).not.toContain(marker);
    }
  }
  // The check looked at most routes' heads (all but search, my trip, the welcome page and refusals).
  expect(indexable).toBeGreaterThan(30);
});

for (const viewport of viewports) {
  test(`the page of a spent render budget reads well and has no axe violations at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.setContent(renderBudgetPage(defaultSiteSettings, 42));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(renderBudgetHeading);
    await expect(page.getByRole('main')).toContainText('Please wait 42 seconds, then reload this page.');
    await expect(page.getByRole('link', { name: 'the home page' })).toHaveAttribute('href', '/');
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze();
    expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
}
