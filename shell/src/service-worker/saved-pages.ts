/**
 * Pages the service worker saved, as a visitor sees them offline (decision 080): each saved copy
 * carries the moment it was saved (`X-Saved-At`), a copy shown offline says so at its top, and
 * the offline page lists the copies kept. Pure text functions, tested without a browser.
 */
import { formatMountainDateTime, formatMountainTime, mountainDate } from '@estes/shared/mountain-time';

/** The header a saved copy carries: when the worker stored it (ISO 8601). */
export const savedAtHeader = 'x-saved-at';

/** Where the offline page lists the saved copies (shell/server/web-app/offline-page.tsx). */
export const keptPagesStart = '<!--kept-pages-->';
export const keptPagesEnd = '<!--/kept-pages-->';

/** The offline page with its list of saved copies in place of what stood between the markers. */
export function withKeptPages(offlineHtml: string, listItems: string): string {
  const start = offlineHtml.indexOf(keptPagesStart);
  const end = offlineHtml.indexOf(keptPagesEnd, start);
  if (start < 0 || end < 0) return offlineHtml;
  return `${offlineHtml.slice(0, start)}${listItems}${offlineHtml.slice(end + keptPagesEnd.length)}`;
}

/** "6:40 AM MDT" when saved today (Mountain time), else "Mon, Nov 23, 6:40 AM MST". */
export function savedAtText(savedAt: Date, now: Date): string {
  return mountainDate(savedAt) === mountainDate(now) ? formatMountainTime(savedAt) : formatMountainDateTime(savedAt);
}

/**
 * The notice's one style block. The saved page's Content-Security-Policy admits inline styles by
 * their hashes only, so the worker adds this block's hash to it (`withStyleSource`).
 */
export const offlineNoticeStyle =
  '.saved-copy-notice{margin:0;padding:.625rem 1.25rem;background:#0f172a;color:#fff;font:600 1rem/1.5 system-ui,sans-serif;text-align:center}.saved-copy-notice p{margin:0}.saved-copy-notice a{color:#fff}';

/** The notice at the top of a saved copy shown offline: outside #root, so hydration never meets it. */
export function offlineNotice(savedAt: Date | undefined, now: Date): string {
  const when = savedAt ? `Saved ${savedAtText(savedAt, now)}` : 'Saved earlier';
  return `<aside class="saved-copy-notice" aria-label="Offline copy"><p>${when} — you are offline. <a href="/offline">Pages kept on this device</a></p></aside>`;
}

/** The saved page with the notice after `<body>` and its style at the end of the head. */
export function withOfflineNotice(html: string, notice: string): string {
  const bodyStart = /<body\b[^>]*>/i.exec(html);
  if (!bodyStart) return html;
  const afterBody = bodyStart.index + bodyStart[0].length;
  const withNotice = `${html.slice(0, afterBody)}${notice}${html.slice(afterBody)}`;
  return withNotice.replace('</head>', () => `<style>${offlineNoticeStyle}</style></head>`);
}

/** The page's Content-Security-Policy with one more source in its `style-src`. */
export function withStyleSource(policy: string, source: string): string {
  return policy.replace(/(^|;\s*)style-src\s/, (directive) => `${directive}${source} `);
}

/** The text of a page's `<title>`, still as HTML (our server escaped it); undefined when odd. */
export function savedTitle(html: string): string | undefined {
  const title = /<title>([^<]{1,200})<\/title>/.exec(html)?.[1]?.trim();
  if (!title || /[<>]/.test(title)) return undefined;
  // "Weather | Estes Park Guide": the page's own name, without the site's.
  const siteNameAt = title.lastIndexOf(' | ');
  return siteNameAt > 0 ? title.slice(0, siteNameAt) : title;
}

export interface KeptPage {
  /** The page's path and query, as saved. */
  path: string;
  title: string | undefined;
  savedAt: Date | undefined;
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The offline page's list of saved copies, newest first. */
export function keptPagesList(pages: readonly KeptPage[], now: Date): string {
  if (pages.length === 0) return '<li>No other page is saved on this device yet.</li>';
  return [...pages]
    .sort((a, b) => (b.savedAt?.getTime() ?? 0) - (a.savedAt?.getTime() ?? 0))
    .map((page) => {
      const name = page.title ?? escapeAttribute(page.path);
      const when = page.savedAt ? ` (saved ${savedAtText(page.savedAt, now)})` : '';
      return `<li><a href="${escapeAttribute(page.path)}">${name}</a>${when}</li>`;
    })
    .join('');
}
