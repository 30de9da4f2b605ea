/**
 * Posts are taken only from the site's own pages (decision 028). Browsers name the page that
 * sends a POST in its `Origin` header, and a page cannot set it: a post whose Origin is another
 * site (a hostile page submitting a form or subscribing a stranger) or `null` (a sandboxed
 * frame, a file, a redirect from elsewhere) is refused. A request without Origin does not come
 * from a browser's page (curl, the site's own tools), so it cannot be a cross-site forgery.
 */

export interface PostOrigin {
  /** The request's Origin header, as sent. */
  origin?: string | string[] | undefined;
  /** The request's Host header: the site as the browser reached it (a developer's 127.0.0.1). */
  host?: string | undefined;
}

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
  // The same host the browser sent this request to: a page of this very server.
  if (request.host !== undefined && sender.host === request.host.toLowerCase()) return undefined;
  return refused;
}
