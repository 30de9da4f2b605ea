/**
 * /blog/{slug} against the real server: from the list to an article with its breadcrumb, the
 * newsletter box before the third h2, the founder's bio, sharing and Continue Reading; the head
 * in the server's HTML; and an unknown slug answering 404 with 'Article Not Found'.
 */
import { expect, test } from './fixtures';
import { openHydrated } from './support/page-ready';
import { expectNotFoundPage } from './support/steps';

const elkTitle = 'Elk Viewing Guide: Where and When to Watch the Herds';

test('from the list to an article, then to a related one', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openHydrated(page, '/blog');
  await page.getByRole('link', { name: elkTitle, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(elkTitle);
  await expect(page).toHaveURL(/\/blog\/elk-viewing-guide$/);
  await expect(page).toHaveTitle(new RegExp(`^${elkTitle} \\| Local Intel Blog`));

  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('listitem')).toHaveText(['Home', 'Blog', elkTitle]);
  await expect(page.getByRole('link', { name: '← Back to Blog' })).toHaveAttribute('href', '/blog');
  await expect(page.getByText('By Sarah Whitfield')).toBeVisible();
  await expect(page.getByText('September 8, 2025')).toBeVisible();
  await expect(page.getByText(/^\d+ min read$/)).toBeVisible();

  // The elk guide has four h2s: the box sits between the second and the third.
  const body = page.getByTestId('article-body');
  const order = await body.evaluate((element) =>
    [...element.querySelectorAll('h2')].map((heading) => heading.textContent),
  );
  expect(order).toEqual([
    'Where the herds gather',
    'The best hours',
    'Enjoying This Guide?',
    'The fall rut',
    'Watching safely',
  ]);

  await expect(page.getByRole('heading', { name: 'About Sarah Whitfield' })).toBeVisible();
  await expect(page.getByText(/Sarah Whitfield founded Local Intel/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Find Your Stay' })).toHaveAttribute('href', '/accommodations');

  const share = page.getByRole('region', { name: 'Share This Article' });
  const pageUrl = encodeURIComponent(new URL('/blog/elk-viewing-guide', page.url()).href);
  await expect(share.getByRole('link', { name: /Facebook/ })).toHaveAttribute(
    'href',
    `https://www.facebook.com/sharer/sharer.php?u=${pageUrl}`,
  );
  await expect(share.getByRole('link', { name: /Twitter/ })).toHaveAttribute(
    'href',
    new RegExp(`^https://twitter\\.com/intent/tweet\\?url=${pageUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}&text=`),
  );
  await expect(share.getByRole('link', { name: /Facebook/ })).toHaveAttribute('target', '_blank');
  await share.getByRole('button', { name: 'Copy Link' }).click();
  await expect(share.getByText('Link copied to clipboard!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/blog\/elk-viewing-guide$/);

  // Continue Reading: the other Wildlife guide, and nothing of another category.
  const related = page.getByRole('region', { name: 'Continue Reading' });
  await expect(related.getByRole('listitem')).toHaveCount(1);
  await related.getByRole('link', { name: 'Beyond the Elk: Moose, Bighorn Sheep and Marmots' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Beyond the Elk: Moose, Bighorn Sheep and Marmots');
  await expect(page.getByText('By Jenna Cole')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'About Jenna Cole' })).toBeVisible();
  await expect(page.getByText(/Jenna Cole is a local expert and contributor/)).toBeVisible();
  await expect(page.getByText('July 20, 2025')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Continue Reading' }).getByRole('link', { name: elkTitle }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Continue Reading' }).getByText('Sep 8, 2025')).toBeVisible();
});

test('Continue Reading is left out when no other post shares the category', async ({ page }) => {
  await openHydrated(page, '/blog/estes-park-after-dark');
  await expect(page.getByRole('heading', { name: 'Continue Reading' })).toHaveCount(0);
  // An article with fewer than three h2s puts the box at the top.
  await page.goto('/blog/hot-springs-near-estes-park');
  const first = await page.getByTestId('article-body').evaluate((element) => element.querySelector('h2')?.textContent);
  expect(first).toBe('Enjoying This Guide?');
});

test('the server HTML carries the article, its canonical link, share image and JSON-LD', async ({ request }) => {
  const response = await request.get('/blog/planning-timed-entry-permits');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('<h1');
  expect(html).toContain('Planning Your Visit: Timed Entry Permits Explained');
  expect(html).toMatch(/<link [^>]*rel="canonical" href="[^"]+\/blog\/planning-timed-entry-permits"/);
  expect(html).toMatch(/<meta [^>]*property="og:image:width" content="1200"/);
  expect(html).toMatch(/<meta [^>]*property="og:image:height" content="630"/);
  expect(html).toMatch(/<meta [^>]*property="og:type" content="article"/);
  const jsonLd = [...html.matchAll(/<script [^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '{}') as Record<string, unknown>,
  );
  const posting = jsonLd.find((data) => data['@type'] === 'BlogPosting') as Record<string, unknown> | undefined;
  expect(posting).toMatchObject({
    headline: 'Planning Your Visit: Timed Entry Permits Explained',
    datePublished: '2025-05-01',
    author: { '@type': 'Person', name: 'Sarah Whitfield' },
    image: { width: 800, height: 600 },
  });
  const crumbs = jsonLd.find((data) => data['@type'] === 'BreadcrumbList') as
    { itemListElement: { name: string }[] } | undefined;
  expect(crumbs?.itemListElement.map((item) => item.name)).toEqual([
    'Home',
    'Blog',
    'Planning Your Visit: Timed Entry Permits Explained',
  ]);
});

test('an unknown article answers 404 with a way back to the blog', async ({ page, expectConsoleErrors }) => {
  await expectNotFoundPage(page, expectConsoleErrors, {
    url: '/blog/no-such-article',
    alsoNotFound: ['/api/content/posts/no-such-article'],
    heading: 'Article Not Found',
    text: 'The article you’re looking for doesn’t exist.',
    backLink: 'Back to Blog',
    backTo: /\/blog$/,
  });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Local Stories & Expert Guides');
});

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });
  test('the article and its body are in the server HTML', async ({ page }) => {
    await page.goto('/blog/trail-ridge-road-scenic-drive');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Driving Trail Ridge Road: Stops, Timing and Tips',
    );
    await expect(page.getByRole('heading', { name: 'Stops on the way up' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Enjoying This Guide?' })).toBeVisible();
  });
});
