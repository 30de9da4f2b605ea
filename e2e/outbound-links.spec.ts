/**
 * Outbound links on every screen of the route table (e2e/route-samples.ts), the 404 page and
 * the dialogs that carry links of their own:
 * - every link to a booking partner goes through our own `/go/<kind>/<id>` (decision 033),
 *   which counts the click and redirects: no link goes to a partner's host, or carries the
 *   site's affiliate id, directly;
 * - every `/go/` link opens in a new tab with rel exactly "sponsored noopener noreferrer";
 * - every other link that opens a new tab has at least noopener and noreferrer.
 * The partner is Booking.com: the site-wide Book Now link's host, and the host of every page its
 * API (the stand-in here) gives for a property; a `/go/` link answers a 302 to it with the site's
 * label or affiliate id (checked without following it).
 */
import type { Page } from '@playwright/test';
import { defaultSiteSettings } from '../shared/src/site-settings';
import { expect, failedLoadMessage, test } from './fixtures';
import { everyRouteSample, notFoundSample, routeSamples } from './route-samples';
import { openHydrated } from './support/page-ready';

const partnerHosts = new Set([new URL(defaultSiteSettings.bookingPartnerUrl).hostname]);
/** The site's label on the partner link, and the affiliate id the e2e server's partner API runs with. */
const affiliateMarks = ['estes-park-guide', '9100000'];

interface OutboundLink {
  href: string;
  /** A link through our own /go/ (a partner link). */
  partnerHandOff: boolean;
  rel: string;
  target: string;
  text: string;
}

async function outboundLinks(page: Page): Promise<OutboundLink[]> {
  return page.locator('a[href]').evaluateAll((anchors) =>
    anchors
      .map((anchor) => anchor as HTMLAnchorElement)
      .filter(
        (anchor) =>
          /^https?:$/.test(anchor.protocol) &&
          (anchor.origin !== window.location.origin || anchor.pathname.startsWith('/go/')),
      )
      .map((anchor) => ({
        href: anchor.href,
        partnerHandOff: anchor.origin === window.location.origin,
        rel: anchor.getAttribute('rel') ?? '',
        target: anchor.getAttribute('target') ?? '',
        text: (anchor.getAttribute('aria-label') ?? anchor.textContent ?? '').trim(),
      })),
  );
}

function isAffiliate(href: string): boolean {
  const url = new URL(href);
  if (partnerHosts.has(url.hostname)) return true;
  return [...url.searchParams.values()].some((value) => affiliateMarks.some((mark) => value.startsWith(mark)));
}

const relTokens = (rel: string) => rel.split(/\s+/).filter(Boolean).sort();

/** Checks every outbound link of the page as it is; answers how many were partner links (through /go/). */
async function expectOutboundLinksMarked(page: Page): Promise<number> {
  const links = await outboundLinks(page);
  const affiliate = links.filter((link) => link.partnerHandOff);
  const problems = [
    ...links
      .filter((link) => !link.partnerHandOff && isAffiliate(link.href))
      .map((link) => `affiliate "${link.text}" ${link.href}: goes to the partner directly, not through /go/`),
    ...affiliate
      .filter(
        (link) =>
          link.target !== '_blank' ||
          relTokens(link.rel).join(' ') !== relTokens('sponsored noopener noreferrer').join(' '),
      )
      .map((link) => `affiliate "${link.text}" ${link.href}: rel="${link.rel}" target="${link.target}"`),
    ...links
      .filter((link) => !link.partnerHandOff && link.target === '_blank')
      .filter((link) => !['noopener', 'noreferrer'].every((token) => relTokens(link.rel).includes(token)))
      .map((link) => `outbound "${link.text}" ${link.href}: rel="${link.rel}" opens a new tab`),
  ];
  expect(problems, `outbound links on ${page.url()}`).toEqual([]);
  return affiliate.length;
}

/** Screens whose own content books with partners, beyond the header's and footer's Book Now. */
const minimumAffiliateLinks: Partial<Record<string, number>> = {
  [routeSamples.home]: 6,
  [routeSamples['lodging.listing']]: 12,
  [routeSamples['lodging.property']]: 4,
  [routeSamples['lodging.mobileProperty']]: 5,
  [routeSamples['conditions.downtown']]: 4,
};

test.describe('outbound links', () => {
  test('the booking partners are known', () => {
    expect([...partnerHosts].sort()).toEqual(['www.booking.com']);
  });

  for (const { id, url } of everyRouteSample()) {
    test(`${id} (${url}): affiliate links are sponsored, new tabs have no opener or referrer`, async ({ page }) => {
      await openHydrated(page, url);
      const affiliate = await expectOutboundLinksMarked(page);
      // Every page has the header's Book Now (desktop and phone menu) and the footer's partner links.
      expect(affiliate).toBeGreaterThanOrEqual(minimumAffiliateLinks[url] ?? 3);
    });
  }

  test('the 404 page', async ({ page, expectConsoleErrors }) => {
    expectConsoleErrors([failedLoadMessage(404, notFoundSample)]); // the page itself answers 404, which Chromium logs
    await openHydrated(page, notFoundSample);
    expect(await expectOutboundLinksMarked(page)).toBeGreaterThanOrEqual(3);
  });

  test('an event’s dialog and a downtown place’s dialog', async ({ page }) => {
    await openHydrated(page, '/events?event=elk-fest-2027');
    await expect(page.getByRole('dialog', { name: 'Elk Fest' })).toBeVisible();
    await expectOutboundLinksMarked(page);

    await openHydrated(page, '/downtown');
    await page.getByRole('button', { name: /MacDonald Book Shop/ }).click();
    await expect(page.getByRole('dialog', { name: 'MacDonald Book Shop' })).toBeVisible();
    await expectOutboundLinksMarked(page);
  });

  test('every listing on /accommodations books through the partner as a sponsored link', async ({ page }) => {
    await openHydrated(page, routeSamples['lodging.listing']);
    const cards = page.locator('li[data-listing-id]');
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    const books = cards.getByRole('link', { name: /^Book Now: .*, on Booking\.com/ });
    await expect(books).toHaveCount(count);
    for (const book of await books.all()) {
      await expect(book).toHaveAttribute('rel', 'sponsored noopener noreferrer');
      await expect(book).toHaveAttribute('target', '_blank');
      await expect(book).toHaveAttribute('href', /^\/go\/book\/booking-\d+\?/);
    }
  });

  test('every kind of /go link answers a 302 to a booking partner with the affiliate id, never cached', async ({
    page,
  }) => {
    const hrefs = new Set<string>();
    for (const url of [
      '/',
      routeSamples['lodging.property'],
      '/property/the-stanley-hotel',
      routeSamples['conditions.downtown'],
    ]) {
      await openHydrated(page, url);
      const links = await outboundLinks(page);
      for (const link of links.filter((each) => each.partnerHandOff)) hrefs.add(new URL(link.href).pathname);
    }
    expect([...hrefs].map((href) => href.split('/')[2]).sort()).toEqual(
      expect.arrayContaining(['book', 'partner', 'reviews']),
    );
    for (const href of hrefs) {
      // HEAD: the partner is named in Location but not visited, and no click is counted.
      const answer = await page.request.head(href, { maxRedirects: 0 });
      expect(answer.status(), href).toBe(302);
      expect(answer.headers()['cache-control']).toBe('no-store');
      expect(answer.headers()['x-robots-tag']).toContain('noindex');
      const location = answer.headers()['location'] ?? '';
      expect(isAffiliate(location), `${href} → ${location}`).toBe(true);
      expect(partnerHosts.has(new URL(location).hostname), `${href} → ${location}`).toBe(true);
    }
  });
});
