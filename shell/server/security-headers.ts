/**
 * Security headers. The Content-Security-Policy allows exactly what the site loads: its own
 * origin, the origins the live remotes are served from (they may sit on a CDN), and inline
 * styles only with the page's nonce (styled-components reads it from a meta tag).
 */
import { randomBytes } from 'node:crypto';
import type { RemotePointer } from '@estes/shared';

/** Random bytes fetched in batches: one system call per 256 nonces instead of one each. */
const nonceBytes = 16;
let randomPool = Buffer.alloc(0);
let poolOffset = 0;

/** 16 fresh random bytes (base64, 24 characters), never used for another response. */
export function createNonce(): string {
  if (poolOffset + nonceBytes > randomPool.length) {
    randomPool = randomBytes(nonceBytes * 256);
    poolOffset = 0;
  }
  const nonce = randomPool.toString('base64', poolOffset, poolOffset + nonceBytes);
  poolOffset += nonceBytes;
  return nonce;
}

/** Origins of absolute remote URLs in the pointer; site-relative ones are 'self'. */
export function remoteOrigins(pointer: RemotePointer): string[] {
  const origins = new Set<string>();
  for (const entry of Object.values(pointer)) {
    if (entry && /^https?:\/\//.test(entry.entry)) origins.add(new URL(entry.entry).origin);
  }
  return [...origins].sort();
}

export function contentSecurityPolicy(options: {
  nonce: string;
  remoteOrigins: readonly string[];
  https: boolean;
}): string {
  const remotes = options.remoteOrigins.join(' ');
  const withRemotes = (base: string) => (remotes ? `${base} ${remotes}` : base);
  const directives = [
    "default-src 'self'",
    `script-src ${withRemotes("'self'")}`,
    `style-src 'self' 'nonce-${options.nonce}'`,
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
