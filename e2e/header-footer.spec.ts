/**
 * Header and footer (docs/rules/site.md#header, docs/rules/site.md#footer), at desktop and phone
 * widths.
 */
import { expect, test } from './fixtures';
import { openHydrated } from './support/page-ready';

test.describe('header on a wide screen', () => {
  test('highlights the section of the current page, aliases included', async ({ page }) => {
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [path, label] of [
      ['/accommodations', 'Stay'],
      ['/things-to-do', 'Do'],
      ['/dining', 'Eat'],
      ['/plan-your-trip', 'Plan'],
      ['/blog/elk-viewing-guide', 'Local Intel'],
    ] as const) {
      await page.goto(path);
      await expect(nav.locator('[aria-current="page"]')).toHaveText(label);
    }
    await page.goto('/weather');
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(0);
  });

  test('Book Now is orange and opens the booking partner in a new tab, sponsored', async ({ page }) => {
    await page.goto('/');
    const book = page.getByTestId('header-book-now');
    await expect(book).toBeVisible();
    await expect(book).toHaveAttribute('target', '_blank');
    await expect(book).toHaveAttribute('rel', 'sponsored noopener noreferrer');
    await expect(book).toHaveCSS('background-color', 'rgb(194, 65, 12)');
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
  });

  test('the logo leads home and a route change scrolls to the top', async ({ page }) => {
    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.getByRole('link', { name: 'Estes Park Visitor Guide, home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the footer shows its four groups as four columns', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const title of ['Accommodations', 'Explore Estes Park', 'Plan Your Trip', 'Resources']) {
      await expect(footer.getByRole('heading', { name: title })).toBeVisible();
    }
    const columns = await page
      .getByTestId('footer-group-accommodations')
      .evaluate((group) => getComputedStyle(group.parentElement as HTMLElement).gridTemplateColumns.split(' ').length);
    expect(columns).toBe(4);
    await expect(
      footer.getByRole('link', { name: 'Webcams' }).or(footer.getByRole('link', { name: 'Live Webcams' })),
    ).toBeVisible();
    await expect(footer.getByText('© 2025 Estes Park Guide. All rights reserved.')).toBeVisible();
  });
});

test.describe('header and footer on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the menu toggle opens a panel with the links, Book Now and tap-to-call; choosing a link closes it', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    const panel = page.getByTestId('mobile-menu');
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('link', { name: /Call \(970\) 555-0142/ })).toHaveAttribute(
      'href',
      'tel:+19705550142',
    );
    await expect(panel.getByRole('link', { name: /Book Now/ })).toHaveAttribute('rel', 'sponsored noopener noreferrer');
    await expect(panel.getByRole('link')).toHaveCount(7);
    await panel.getByRole('link', { name: /^Local Intel:/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Local Stories & Expert Guides');
    await expect(panel).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(panel).toBeHidden();
  });

  test('with a trip count the header stays one row: the logo name on one line, the menu button by its icon', async ({
    page,
  }) => {
    const tripLink = page.getByTestId('header-my-trip');
    await openHydrated(page, '/blog/elk-viewing-guide');
    await page.getByRole('button', { name: /^Save to My trip for Elk Viewing Guide/ }).click();
    await openHydrated(page, '/events?event=elk-fest-2027');
    await page.getByRole('dialog').getByRole('button', { name: 'Save to My trip for Elk Fest' }).click();
    await expect(tripLink).toHaveText('My trip (2)');
    await page.keyboard.press('Escape');
    const logoName = page.getByRole('link', { name: /, home$/ }).locator('strong');
    for (const width of [390, 360]) {
      await page.setViewportSize({ width, height: 844 });
      // One line: its box is no taller than one line of its own text.
      const { height, lineHeight } = await logoName.evaluate((element) => ({
        height: element.getBoundingClientRect().height,
        lineHeight: parseFloat(getComputedStyle(element).fontSize) * 1.05,
      }));
      expect(height, `the logo's name at ${width} px`).toBeLessThan(lineHeight * 1.5);
      const menu = page.getByRole('button', { name: 'Menu' });
      await expect(menu).toBeVisible();
      await expect(tripLink).toBeVisible();
      // Nothing of the row is pushed out of the screen.
      const right = await menu.evaluate((element) => element.getBoundingClientRect().right);
      expect(right).toBeLessThanOrEqual(width);
    }
  });

  test('footer groups are accordions, several open at once', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Cabins' })).toBeHidden();
    await footer.getByRole('button', { name: 'Accommodations' }).click();
    await footer.getByRole('button', { name: 'Resources' }).click();
    await expect(footer.getByRole('link', { name: 'Cabins' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Partner With Us' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Downtown Guide' })).toBeHidden();
    await footer.getByRole('button', { name: 'Accommodations' }).click();
    await expect(footer.getByRole('link', { name: 'Cabins' })).toBeHidden();
    await expect(footer.getByRole('link', { name: 'Partner With Us' })).toBeVisible();
  });
});
