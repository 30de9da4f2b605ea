/**
 * Issue 21, point 4 (audience figures) and the welcome page's e-mail claim, at 390 and 1280 px:
 * no page shows a subscriber or visitor figure (decision 024: none is verified, so none is
 * shown), and /thankyou says only what happened to this visit's sign-up.
 */
import { expect, test } from './fixtures';
import { openHydrated } from './support/page-ready';
import { atWidths } from './support/steps';

const audienceFigure =
  /(?<![\d,.])\d[\d,.]*\s*(?:K\+?\s*|\+\s*)?(subscribers|insiders|travelers|fellow adventurers|monthly visitors)/i;
const emailSentClaim = /(we[’']ve sent|sent you a welcome|check your email)/i;
const pagesWithTheNewsletter = ['/', '/blog', '/newsletter', '/events', '/submit-event', '/partner'];

atWidths((width) => {
  test('no page with the newsletter shows an audience figure; the same (none) everywhere', async ({ page }) => {
    for (const path of pagesWithTheNewsletter) {
      await openHydrated(page, path);
      await expect(page.locator('body'), path).not.toContainText(audienceFigure);
      await expect(page.locator('body'), path).not.toContainText(/subscriber #/i);
      // Nor a bare figure beside a label ('Readers 2.5K+').
      await expect(page.locator('body'), path).not.toContainText(/(?<![\d.,])\d[\d.,]*K\+/);
      await expect(page.getByText(/^(Readers|Subscribers)$/), path).toHaveCount(0);
    }
    await page.goto('/newsletter');
    await expect(page.getByRole('heading', { level: 1, name: 'Join The Estes Insider' })).toBeVisible();
    await page.screenshot({ path: `/tmp/claims-newsletter-${width}.png`, fullPage: false });
  });

  test('/thankyou opened directly claims no e-mail and offers the sign-up', async ({ page }) => {
    await openHydrated(page, '/thankyou');
    await expect(page.getByRole('heading', { level: 2, name: 'Not signed up yet?' })).toBeVisible();
    await expect(page.getByText('No sign-up was made on this visit, so no e-mail is on its way.')).toBeVisible();
    await expect(page.locator('main')).not.toContainText(emailSentClaim);
    await expect(page.locator('main')).not.toContainText(audienceFigure);
    await expect(page.locator('main a[href="/newsletter"]')).toBeVisible();
    await page.screenshot({ path: `/tmp/claims-thankyou-direct-${width}.png`, fullPage: false });
  });

  test('/thankyou after a demo-mode sign-up says it is stored and no e-mail was sent yet', async ({ page }) => {
    await page.goto('/thankyou?signup=stored');
    await expect(page.getByRole('heading', { level: 2, name: 'Your sign-up is saved' })).toBeVisible();
    await expect(
      page.getByText(/not yet connected to its newsletter service, so no e-mail has been sent/),
    ).toBeVisible();
    await expect(page.locator('main')).not.toContainText(emailSentClaim);
  });

  test('a real sign-up continues on /thankyou, which says what happened to it', async ({ page }) => {
    await openHydrated(page, '/newsletter');
    await page.getByLabel('Email Address').fill(`audience-${width}-${Date.now()}@example.com`);
    await page.getByRole('button', { name: 'Become an Insider' }).click();
    await expect(page).toHaveURL(/\/thankyou\?signup=(stored|forwarded|already|pending)$/);
    const outcome = new URL(page.url()).searchParams.get('signup');
    const heading = outcome === 'forwarded' ? 'Check your email' : /saved|already/;
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Not signed up yet?' })).toHaveCount(0);
    if (outcome !== 'forwarded') await expect(page.locator('main')).not.toContainText(emailSentClaim);
    await page.screenshot({ path: `/tmp/claims-thankyou-signup-${width}.png`, fullPage: false });
  });
});
