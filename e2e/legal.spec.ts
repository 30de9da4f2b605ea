/** The three legal pages, the content area's first complete slice. */
import { expect, test } from './fixtures';

const pages = [
  ['/privacy-policy', 'Privacy Policy', /children under 13/, 'November 27, 2026'],
  ['/terms-of-service', 'Terms of Service', /State of Colorado/, 'January 15, 2025'],
  ['/accessibility', 'Accessibility Statement', /partially conformant with WCAG 2\.1 level AA/, 'January 15, 2025'],
] as const;

for (const [path, title, requiredText, lastUpdated] of pages) {
  test(`${title} is complete`, async ({ page }) => {
    await page.goto(path);
    const article = page.getByRole('article');
    await expect(article.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(article.getByText(`Last updated ${lastUpdated}`)).toBeVisible();
    await expect(article.getByRole('link', { name: '← Back to home' })).toHaveAttribute('href', '/');
    await expect(article.getByText(requiredText).first()).toBeVisible();
    expect(await article.getByRole('heading', { level: 2 }).count()).toBeGreaterThan(6);
    const contents = page.getByRole('navigation', { name: 'On this page' });
    const firstEntry = contents.getByRole('link').nth(1);
    const target = await firstEntry.getAttribute('href');
    await firstEntry.click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
  });
}

test('the accessibility page promises a reply within 2 business days and gives the phone', async ({ page }) => {
  await page.goto('/accessibility');
  await expect(page.getByText(/within 2 business days/).first()).toBeVisible();
  await expect(page.getByRole('article').getByRole('link', { name: '(970) 555-0142' }).first()).toHaveAttribute(
    'href',
    'tel:+19705550142',
  );
});
