/**
 * Who sees the operator's view (decision 035): the whole /healthz (instance, versions, each
 * provider's state, the page cache, memory) and the headers kept from the public
 * (`operatorOnlyHeaders`). The public sees `ok` or `degraded`, and pages without those headers.
 *
 * An operator is either
 * - a request with `Authorization: Bearer <HEALTHZ_TOKEN>` (compared in constant time), for
 *   tools and monitors elsewhere; or
 * - a request from this machine: the visitor's address (`request.ip`, which behind trusted
 *   proxies is read from X-Forwarded-For) is loopback AND so is the socket's. The visitor's
 *   address alone is not enough: with a hop count every socket is trusted as a proxy, so a
 *   client reaching the instance directly could write `X-Forwarded-For: 127.0.0.1`. The socket's
 *   alone is not enough either: a proxy on the same machine (nginx before the fleet) makes every
 *   visitor's socket loopback. And when no proxy is trusted, a request that carries forwarding
 *   headers came through a proxy this server was not told about, so it is not taken as local.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { TrustedProxies } from './config';

export type OperatorAccess = 'operator' | 'public' | 'refused-token';

export interface OperatorAccessOptions {
  /** HEALTHZ_TOKEN, when the server has one. */
  token: string | undefined;
  trustProxy: TrustedProxies;
}

/** 127.0.0.0/8, ::1, and IPv4 loopback written as IPv6. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.toLowerCase().replace(/^::ffff:/, '');
  if (isIP(plain) === 4) return plain.startsWith('127.');
  return plain === '::1' || plain === '0:0:0:0:0:0:0:1';
}

const forwardingHeaders = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const;

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/**
 * The bearer token of an `Authorization` header; undefined without one or with another scheme
 * (a staging site's Basic password, forwarded by its proxy, is not an attempt at this token).
 */
function bearerOf(header: string | undefined): string | undefined {
  if (!/^Bearer /i.test(header ?? '')) return undefined;
  return /^Bearer +([\w.~+/=-]{1,512}) *$/i.exec(header ?? '')?.[1] ?? '';
}

export function operatorAccess(
  options: OperatorAccessOptions,
): (request: Pick<FastifyRequest, 'ip' | 'headers' | 'socket'>) => OperatorAccess {
  const expected = options.token === undefined ? undefined : digest(options.token);
  const proxiesTrusted = Array.isArray(options.trustProxy) || options.trustProxy > 0;
  return (request) => {
    const local =
      isLoopbackAddress(request.ip) &&
      isLoopbackAddress(request.socket.remoteAddress) &&
      (proxiesTrusted || forwardingHeaders.every((name) => request.headers[name] === undefined));
    if (local) return 'operator';
    const presented = bearerOf(request.headers.authorization);
    if (presented === undefined) return 'public';
    if (expected && presented !== '' && timingSafeEqual(digest(presented), expected)) return 'operator';
    return 'refused-token';
  };
}
