/**
 * Posts are taken only from the site's own pages (decisions 028, 035). Browsers name the page
 * that sends a POST in its `Origin` header, and a page cannot set it: a post whose Origin is
 * another site (a hostile page submitting a form or subscribing a stranger) or `null` (a
 * sandboxed frame, a file, a redirect from elsewhere) is refused. A request without Origin does
 * not come from a browser's page (curl, the site's own tools), so it cannot be a cross-site
 * forgery.
 *
 * The public origin is `SITE_URL`. `Host` is compared only for this machine (`localhost`,
 * 127.0.0.0/8, `[::1]`): a developer who reaches the server as 127.0.0.1 while SITE_URL says
 * localhost. Any other Host is the client's to write: a page on a hostile domain that resolves
 * to our address (DNS rebinding) sends its own name as both Host and Origin, and would pass.
 */

export interface PostOrigin {
  /** The request's Origin header, as sent. */
  origin?: string | string[] | undefined;
  /** The request's Host header: the site as the browser reached it (a developer's 127.0.0.1). */
  host?: string | undefined;
}

/** A name of this machine in a URL's `hostname` (which normalizes `127.1` and `[0::1]`). */
const isLoopbackHostname = (hostname: string) =>
  hostname === 'localhost' ||
  hostname.endsWith('.localhost') ||
  hostname === '[::1]' ||
  /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname);

/** Why this post is refused, in words for the visitor; undefined when it may be taken. */
export function crossSitePostProblem(request: PostOrigin, siteUrl: string, siteName: string): string | undefined {
  const { origin } = request;
  if (origin === undefined || origin === '') return undefined;
  const refused = `This form can only be sent from a page of ${siteName}. Please open the page on ${new URL(siteUrl).host} and send it from there.`;
  if (Array.isArray(origin) || origin === 'null') return refused;
  let sender: URL;
  try {
    sender = new URL(origin);
  } catch {
    return refused;
  }
  if (sender.origin === new URL(siteUrl).origin) return undefined;
  // A page of this very server, reached on this machine under another name than SITE_URL's.
  const host = request.host?.toLowerCase();
  if (host !== undefined && sender.host === host && isLoopbackHostname(sender.hostname)) return undefined;
  return refused;
}
