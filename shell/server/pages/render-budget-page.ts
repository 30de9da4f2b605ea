/**
 * The answer when an address has spent its render budget (render-budget.ts, decision 035):
 * 429 with `Retry-After` and a small page of its own. It is not the site's frame on purpose:
 * the frame is a render, which is what the budget holds back; this page costs a string.
 */
import type { FastifyReply } from 'fastify';
import type { PublicSiteSettings } from '@estes/shared/core';
import { escapeHtml, plainDocumentHead } from '../plain-document';
import { styleHashSource } from '../security-headers';

/** "30 seconds", "1 minute", "2 minutes". */
export function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

export const renderBudgetHeading = 'Too many new pages at once';

/** The page's one style block: the same text on every answer, admitted by its hash (decision 049). */
const budgetPageStyle = `
body { margin: 0; font: 1.125rem/1.6 system-ui, sans-serif; color: #1f2933; background: #f7f5f0; }
main { max-width: 36rem; margin: 0 auto; padding: 3rem 1.25rem; }
h1 { font-size: 1.75rem; line-height: 1.25; margin: 0 0 1rem; }
a { color: #0b5563; }
`;
const budgetPagePolicy = (https: boolean) =>
  [
    "default-src 'none'",
    `style-src ${styleHashSource(budgetPageStyle)}`,
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
const budgetPagePolicies = { http: budgetPagePolicy(false), https: budgetPagePolicy(true) };

export function renderBudgetPage(settings: PublicSiteSettings, retryAfterSeconds: number): string {
  const site = escapeHtml(settings.siteName);
  const phone = escapeHtml(settings.phone);
  return `<!doctype html>
<html lang="en-US">
<head>
${plainDocumentHead({ title: `${renderBudgetHeading} | ${settings.siteName}`, extra: `<style>${budgetPageStyle}</style>` })}
</head>
<body>
<main>
<p>${site}</p>
<h1>${renderBudgetHeading}</h1>
<p>Your network has asked for more pages we build fresh than one visitor needs in a minute, so we stopped building new ones for it for a short while. Please wait ${waitText(retryAfterSeconds)}, then reload this page.</p>
<p>Pages other visitors read often may still open: <a href="/">the home page</a>, <a href="/accommodations">places to stay</a>, <a href="/events">events</a> and <a href="/weather">the weather</a>.</p>
<p>If you share your internet address with many people (an office, a school, a mobile network) and this keeps happening, please call us at ${phone}.</p>
</main>
</body>
</html>
`;
}

/** Sends the 429: never stored by a browser or a CDN, with its own policy. */
export function sendRenderBudgetSpent(
  reply: FastifyReply,
  options: { settings: PublicSiteSettings; retryAfterSeconds: number; https: boolean },
) {
  return reply
    .code(429)
    .header('retry-after', String(options.retryAfterSeconds))
    .header('cache-control', 'no-store')
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', options.https ? budgetPagePolicies.https : budgetPagePolicies.http)
    .send(renderBudgetPage(options.settings, options.retryAfterSeconds));
}
