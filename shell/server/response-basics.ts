/**
 * What every HTTP answer of the site has, whichever server made it: the site server itself,
 * or the API of an area's live version (area-api-host.ts), which answers /api/<area>/… on
 * its own Fastify instance. Compression, the security headers, a JSON 404, an error answer
 * that never shows a stack trace, bodies read only by routes that take them, and the
 * operators' headers kept from the public.
 */
import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, FastifyRequest } from 'fastify';
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
  /** Whether this request may see `operatorOnlyHeaders` (operator-access.ts). */
  showsOperatorHeaders: (request: FastifyRequest) => boolean;
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
    for (const [name, value] of Object.entries(baseSecurityHeaders)) reply.header(name, value);
    if (request.protocol === 'https') reply.header('strict-transport-security', strictTransportSecurity);
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
