/** /sitemap.xml and /robots.txt of the real server: every place to stay, article and event, absolute URLs. */
import { expect, test } from './fixtures';

test('the sitemap lists the fixed pages, every property, article and event, and robots names it', async ({
  request,
  baseURL,
}) => {
  const robots = await request.get('/robots.txt');
  expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);

  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toContain('application/xml');
  const xml = await sitemap.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
  expect(locs).toContain(`${baseURL}/`);
  expect(locs).toContain(`${baseURL}/things-to-do`);
  // The team's 51 places, and the partner's places in town (the stand-in's 30).
  const properties = locs.filter((loc) => loc.startsWith(`${baseURL}/property/`));
  expect(properties.filter((loc) => /\/property\/booking-\d+$/.test(loc))).toHaveLength(30);
  expect(properties).toHaveLength(51 + 30);
  expect(properties).not.toContain(`${baseURL}/property/hotel-1`);
  const articles = locs.filter((loc) => loc.startsWith(`${baseURL}/blog/`));
  expect(articles.length).toBeGreaterThanOrEqual(12);
  expect(articles).toContain(`${baseURL}/blog/elk-viewing-guide`);
  expect(xml).toMatch(/<loc>[^<]+\/blog\/elk-viewing-guide<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  const events = locs.filter((loc) => loc.startsWith(`${baseURL}/events?event=`));
  expect(events.length).toBeGreaterThanOrEqual(30);
  expect(events).toContain(`${baseURL}/events?event=elk-fest-2027`);
  // Every listed page answers.
  for (const loc of [locs[0], articles[0], locs.find((loc) => loc.includes('/property/'))]) {
    expect((await request.get(loc ?? '')).status()).toBe(200);
  }
});

test('an event’s page in the sitemap is its own canonical page', async ({ page }) => {
  await page.goto('/events?event=elk-fest-2027');
  await expect(page.getByRole('dialog', { name: 'Elk Fest' })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/events\?event=elk-fest-2027$/);
  await expect(page).toHaveTitle(/^Elk Fest in Estes Park: Oct 2 – 3, 2027 · dates not confirmed/);
});
