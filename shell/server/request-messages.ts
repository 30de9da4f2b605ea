/** What the site's servers answer about a request they have nothing for, in words. */

export const notFoundJson = (method: string, pathname: string) => ({
  error: 'Not Found',
  message: `No ${method} ${pathname} here.`,
});

/** The path of a request target, for messages only (never used to build a URL). */
export const pathnameOf = (requestUrl: string): string => requestUrl.split('?')[0] ?? '/';
