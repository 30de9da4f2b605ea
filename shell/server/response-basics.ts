/**
 * What every HTTP answer of the site has, whichever server made it: the site server itself,
 * or the API of an area's live version (area-api-host.ts), which answers /api/<area>/… on
 * its own Fastify instance. Compression, the security headers (on the router's own 400s and
 * the socket-level answers too), a JSON 404, an error answer that never shows a stack trace,
 * bodies read only by routes that take them, and the operators' headers kept from the public.
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { baseSecurityHeaders, strictTransportSecurity } from './security-headers';
import { notFoundJson, pathnameOf } from './request-messages';
import { takeBodiesOnlyWhereRoutesDo } from './request-bodies';

export { notFoundJson, pathnameOf } from './request-messages';

/**
 * Headers for operators only (decision 035): how the page cache answered, and the freshness
 * and tags an area's answer declares to it (page-freshness.ts). They tell anyone whether a URL
 * (a search) was asked in the last minute, and a CDN would follow `Surrogate-Control` over the
 * answer's own `Cache-Control`.
 */
export const operatorOnlyHeaders = ['x-page-cache', 'surrogate-control', 'surrogate-key'] as const;

export interface ResponseBasicsOptions {
  /** SITE_URL is https: every answer says so (HSTS), whatever the proxy setting. */
  siteIsHttps: boolean;
  /** Whether this request may see `operatorOnlyHeaders` (operator-access.ts). */
  showsOperatorHeaders: (request: FastifyRequest) => boolean;
}

/** The security headers of an answer (HSTS when the site or this request is https). */
export function securityHeaders(https: boolean): Record<string, string> {
  return https ? { ...baseSecurityHeaders, 'strict-transport-security': strictTransportSecurity } : baseSecurityHeaders;
}

const servedOverHttps = (siteIsHttps: boolean, request: FastifyRequest) => siteIsHttps || request.protocol === 'https';

/**
 * The Fastify options that answer before any route or hook runs: the router's refusals (a
 * `%ff` that is not UTF-8, a parameter over its length) and what Node refuses on the socket
 * (headers too slow or too large, a malformed request), each with the security headers.
 */
export function answersBeforeRouting(
  siteIsHttps: boolean,
): Pick<FastifyServerOptions, 'frameworkErrors' | 'clientErrorHandler'> {
  return {
    frameworkErrors: (error: Error & { statusCode?: number; code?: string }, request, reply: FastifyReply) => {
      const status = error.statusCode ?? 400;
      const message =
        error.code === 'FST_ERR_BAD_URL'
          ? 'The address is not valid: it has a %-escape that is not UTF-8 text.'
          : status === 414
            ? 'The address is too long.'
            : 'The request could not be read.';
      void reply
        .code(status)
        .headers(securityHeaders(servedOverHttps(siteIsHttps, request)))
        .header('cache-control', 'no-store')
        .send({ error: STATUS_CODES[status] ?? 'Bad Request', message });
    },
    clientErrorHandler: (error: Error & { code?: string }, socket: Socket) => {
      // A reset socket has nobody to answer (Node's own default does the same).
      if (error.code === 'ECONNRESET' || socket.destroyed) return;
      const status = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
      const message =
        status === 408
          ? 'The request did not arrive in time.'
          : status === 431
            ? 'The request’s headers are too large.'
            : 'The request could not be read.';
      const body = JSON.stringify({ error: STATUS_CODES[status], message });
      const headers = {
        ...securityHeaders(siteIsHttps),
        'content-type': 'application/json; charset=utf-8',
        'content-length': String(Buffer.byteLength(body)),
        'cache-control': 'no-store',
        connection: 'close',
      };
      if (socket.writable) {
        const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
        socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('')}\r\n${body}`);
      }
      socket.destroy(error);
    },
  };
}

export async function registerResponseBasics(app: FastifyInstance, options: ResponseBasicsOptions): Promise<void> {
  takeBodiesOnlyWhereRoutesDo(app);
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } },
  });

  app.addHook('onSend', async (request, reply) => {
    reply.headers(securityHeaders(servedOverHttps(options.siteIsHttps, request)));
    if (!options.showsOperatorHeaders(request)) for (const name of operatorOnlyHeaders) reply.removeHeader(name);
  });

  app.setNotFoundHandler(async (request, reply) =>
    reply.code(404).send(notFoundJson(request.method, pathnameOf(request.url))),
  );

  app.setErrorHandler(async (error: Error & { statusCode?: number }, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    reply.code(status);
    return status >= 500
      ? { error: 'Internal Server Error', message: 'Something went wrong on our side. Please try again.' }
      : { error: error.name, message: error.message };
  });
}
