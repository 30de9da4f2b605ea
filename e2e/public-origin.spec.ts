/**
 * Production shape: the site runs behind a CDN or load balancer with SITE_URL set to its
 * public origin, which the server itself cannot (and must not) reach. A second server of the
 * same build is started that way (SITE_URL=https://www.estesparkguide.example, a host that
 * does not resolve here), and every route of the route table must render there exactly as on
 * localhost: same status, title, headings and data, no error screen. SITE_URL only shapes
 * the canonical and share URLs. Server rendering reads the areas' data in-process.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { JSDOM } from 'jsdom';
import { publicOriginPort, publicSiteUrl } from '../playwright.config';
import { everyRouteSample, notFoundSample } from './route-samples';
import { test as checkedTest } from './fixtures';

const publicOrigin = `http://localhost:${publicOriginPort}`;

/**
 * What a visitor would notice of a server-rendered page. Cards (h3) and their links are
 * counted, not compared: the other specs add events and sign-ups to the localhost server's
 * own database meanwhile.
 */
async function rendered(request: APIRequestContext, url: string) {
  const response = await request.get(url, { maxRedirects: 0 });
  const { document } = new JSDOM(await response.text()).window;
  const texts = (selector: string) =>
    [...document.querySelectorAll(`#root ${selector}`)].map((element) => element.textContent?.trim() ?? '');
  return {
    status: response.status(),
    title: document.title,
    // Counts of things the other specs add ("32 Events Found") may differ: the words may not.
    headings: texts('h1, h2').map((text) => text.replace(/\d[\d,]*/g, '#')),
    cards: texts('h3').length,
    links: document.querySelectorAll('#root main a[href]').length,
    images: document.querySelectorAll('#root main img').length,
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    areaVersion: response.headers()['x-area-version'] !== undefined,
    errorScreens: texts('h1, h2, h3').filter((text) =>
      /Not Found|Unable to Load|Unavailable|temporarily unavailable|went wrong/i.test(text),
    ),
  };
}

test.describe('with SITE_URL set to the public origin', () => {
  for (const { id, url } of [...everyRouteSample(), { id: '404', url: notFoundSample }]) {
    test(`${id} (${url}) renders as it does on localhost`, async ({ request, baseURL }) => {
      const [local, behindCdn] = await Promise.all([
        rendered(request, `${baseURL}${url}`),
        rendered(request, `${publicOrigin}${url}`),
      ]);
      expect(behindCdn.errorScreens).toEqual([]);
      const comparable = ({ status, title, headings, areaVersion }: typeof local) => ({
        status,
        title,
        headings,
        areaVersion,
      });
      expect(comparable(behindCdn)).toEqual(comparable(local));
      expect(behindCdn.cards > 0).toBe(local.cards > 0);
      expect(behindCdn.links > 0).toBe(local.links > 0);
      expect(behindCdn.images > 0).toBe(local.images > 0);
      // Only the links to the page itself carry the public origin.
      if (local.canonical !== null) {
        expect(behindCdn.canonical).toBe(local.canonical.replace(baseURL ?? '', publicSiteUrl));
      }
    });
  }

  test('articles, the blog, the weather, the welcome page and search show their data', async ({ request }) => {
    const textOf = async (url: string, selector = '#root') => {
      const response = await request.get(`${publicOrigin}${url}`);
      expect(response.status(), url).toBe(200);
      return new JSDOM(await response.text()).window.document.querySelector(selector)?.textContent ?? '';
    };
    expect(await textOf('/blog/elk-viewing-guide', 'main')).toContain('Estes Park lives alongside');
    const blog = await rendered(request, `${publicOrigin}/blog`);
    expect(blog.cards).toBeGreaterThanOrEqual(9);
    expect(await textOf('/weather', 'main')).toMatch(/(?<!\d)\d+°F/);
    expect(await textOf('/', '[aria-labelledby="weather-card-heading"]')).toMatch(/(?<!\d)\d+°F/);
    expect(await textOf('/thankyou', 'main')).toContain('Not signed up yet?');
    expect(await textOf('/search?q=elk', 'main')).toContain('Elk Viewing Guide');
  });
});

checkedTest('a visitor on the public-origin server: pages hydrate and navigate between areas', async ({ page }) => {
  await page.goto(`${publicOrigin}/blog/elk-viewing-guide`);
  await expect(page.locator('#root[data-render="hydrated"]')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Elk Viewing Guide: Where and When to Watch the Herds',
  );
  // Client-side navigation: the browser reads the API on the page's own origin.
  await page.getByRole('link', { name: 'Blog', exact: true }).first().click();
  await expect(page).toHaveURL(`${publicOrigin}/blog`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Local Stories & Expert Guides');
  await page.goto(`${publicOrigin}/weather`);
  await expect(page.locator('#root[data-render="hydrated"]')).toBeVisible();
  await expect(page.getByText(/(?<!\d)\d+°F/).first()).toBeVisible();
});
