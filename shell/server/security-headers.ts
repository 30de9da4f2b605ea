/**
 * Security headers. The Content-Security-Policy allows exactly what the site loads: its own
 * origin, the origins the live remotes are served from (they may sit on a CDN), and inline
 * styles only by the hashes of the page's own style blocks (decision 049): the same bytes for
 * every visitor, so a shared cache may keep the page, and an injected style still refused.
 */
import { createHash } from 'node:crypto';
import type { RemotePointer } from '@estes/shared';

/** The CSP source that admits one inline style block whose text is exactly `text`. */
export function styleHashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * The empty style element styled-components makes in the browser: it adds rules to it with
 * CSSOM `insertRule`, which a CSP does not govern, but the element itself is checked with its
 * (empty) text. Admitting empty text admits no style at all.
 */
export const emptyStyleHashSource = styleHashSource('');

/** Origins of absolute remote URLs in the pointer; site-relative ones are 'self'. */
export function remoteOrigins(pointer: RemotePointer): string[] {
  const origins = new Set<string>();
  for (const entry of Object.values(pointer)) {
    if (entry && /^https?:\/\//.test(entry.entry)) origins.add(new URL(entry.entry).origin);
  }
  return [...origins].sort();
}

export function contentSecurityPolicy(options: {
  /** `styleHashSource` of each inline style block the page carries. */
  styleHashes: readonly string[];
  remoteOrigins: readonly string[];
  https: boolean;
}): string {
  const remotes = options.remoteOrigins.join(' ');
  const withRemotes = (base: string) => (remotes ? `${base} ${remotes}` : base);
  const directives = [
    "default-src 'self'",
    `script-src ${withRemotes("'self'")}`,
    ["style-src 'self'", ...new Set([emptyStyleHashSource, ...options.styleHashes])].join(' '),
    // The downtown map's OpenStreetMap tiles (mfe-conditions, loaded only when the map opens),
    // and article photos from Contentful's image service (mfe-content, when a space is set).
    `img-src ${withRemotes("'self' data: https://tile.openstreetmap.org https://images.ctfassets.net")}`,
    "font-src 'self'",
    `connect-src ${withRemotes("'self'")}`,
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(options.https ? ['upgrade-insecure-requests'] : []),
  ];
  return directives.join('; ');
}

/** Headers every response carries. */
export const baseSecurityHeaders: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
};

export const strictTransportSecurity = 'max-age=31536000; includeSubDomains';
