/**
 * /blog against the real server (no Contentful configured, so the bundled articles): the hero,
 * the Latest Guides card and grid, search and category in the URL resetting to page 1, both
 * empty states with Clear Filters, pagination, and the newsletter jump; with JavaScript off the
 * server's HTML already lists the guides and carries the Blog markup.
 */
import { expect, test } from './fixtures';

const bundledCount = 14;

test('the list: hero count, Latest Guides, the grid and two pages of ten', async ({ page }) => {
  await page.goto('/blog');
  await expect(page.locator('#root')).toHaveAttribute('data-render', 'hydrated');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Local Stories & Expert Guides');
  await expect(page.getByText('LOCAL EXPERTISE')).toBeVisible();
  // The guides counted, no readers' figure (decision 024).
  await expect(page.locator('dd', { hasText: new RegExp(`^${bundledCount}$`) })).toBeVisible();
  await expect(page.getByText('Readers', { exact: true })).toHaveCount(0);

  await expect(page.getByRole('heading', { name: 'Latest Guides' })).toBeVisible();
  await expect(page.getByText('Featured', { exact: true })).toBeVisible();
  // Newest first: the elk guide (September 8, 2025) leads, with its long date.
  await expect(page.getByRole('link', { name: 'Read Full Guide: Elk Viewing Guide', exact: false })).toBeVisible();
  await expect(page.getByText('September 8, 2025')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'More Expert Guides' })).toBeVisible();
  const grid = page.locator('article', { has: page.getByRole('link', { name: /^Read More/ }) });
  await expect(grid).toHaveCount(9);
  await expect(page.getByText('Aug 28, 2025')).toBeVisible();

  const pages = page.getByRole('navigation', { name: 'Blog pages' });
  await expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expect(pages.getByRole('button', { name: /^Page \d$/ })).toHaveCount(2);
  await pages.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/blog\?page=2$/);
  await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(pages.getByRole('button', { name: 'Next' })).toBeDisabled();
  // 14 guides: page 2 has the large card and three more.
  await expect(grid).toHaveCount(3);
  await pages.getByRole('button', { name: 'Page 1' }).click();
  await expect(page).toHaveURL(/\/blog$/);
});

test('search and category live in the URL, reset to page 1, and Clear Filters empties them', async ({ page }) => {
  await page.goto('/blog?page=2');
  await expect(page.locator('#root')).toHaveAttribute('data-render', 'hydrated');
  const search = page.getByRole('searchbox', { name: 'Search guides' });
  await expect(search).toHaveAttribute('placeholder', 'Search guides and stories...');
  await search.fill('ELK');
  await expect(page).toHaveURL(/\/blog\?search=ELK$/);
  // Title, excerpt or category, any case: the elk guide, the fall guide and the moose guide.
  await expect(page.getByRole('heading', { name: 'Latest Guides' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Blog pages' })).toHaveCount(0);
  await expect(page.getByText('3 guides found')).toBeAttached();

  await search.fill('');
  const category = page.getByLabel('Category');
  await expect(category.locator('option').first()).toHaveText('All');
  await category.selectOption('Dining');
  await expect(page).toHaveURL(/\/blog\?category=Dining$/);
  await expect(page.getByRole('link', { name: 'Where Locals Eat in Estes Park' }).first()).toBeVisible();
  await expect(page.getByText('1 guide found')).toBeAttached();

  await search.fill('snorkeling');
  await expect(page).toHaveURL(/search=snorkeling&category=Dining/);
  await expect(page.getByRole('heading', { name: 'No articles found' })).toBeVisible();
  await expect(page.getByText('Try adjusting your search or filter to find more content.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Find Your Stay' })).toHaveAttribute('href', '/accommodations');
  await expect(page.getByRole('link', { name: 'Explore Activities' })).toHaveAttribute('href', '/things-to-do');
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(search).toHaveValue('');
  await expect(category).toHaveValue('All');
  await expect(page.getByText(`${bundledCount} guides found`)).toBeAttached();
});

test('an unknown category in the URL shows the unfiltered empty text only when nothing is filtered', async ({
  page,
}) => {
  await page.goto('/blog?category=Skiing');
  await expect(page.getByRole('heading', { name: 'No articles found' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Clear Filters' })).toBeVisible();
});

test('Get Insider Tips scrolls to the newsletter block', async ({ page }) => {
  await page.goto('/blog');
  await expect(page.locator('#root')).toHaveAttribute('data-render', 'hydrated');
  await page.getByRole('button', { name: 'Get Insider Tips' }).click();
  const block = page.locator('#blog-newsletter');
  await expect(block).toBeInViewport();
  await expect(block.getByLabel('Email Address')).toHaveAttribute('required', '');
  await expect(block.getByRole('button', { name: 'Get Free Tips' })).toBeVisible();
  await expect(block.getByText('No spam, unsubscribe anytime. We respect your privacy.')).toBeVisible();
  await page.getByRole('link', { name: 'Read Latest Guides' }).click();
  await expect(page.getByRole('heading', { name: 'Latest Guides' })).toBeInViewport();
});

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('the server HTML lists the guides with pictures and Blog markup', async ({ page }) => {
    const response = await page.goto('/blog?category=Hiking');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Local Stories & Expert Guides');
    await expect(
      page.getByRole('link', { name: 'The Best Day Hikes in Rocky Mountain National Park', exact: true }),
    ).toBeVisible();
    const picture = page.getByRole('img', { name: /alpine lake/ });
    await expect(picture).toHaveAttribute('width', '800');
    const html = (await response?.text()) ?? '';
    expect(html).toContain('"@type":"Blog"');
    expect(html).toContain('"@type":"BlogPosting"');
  });
});
