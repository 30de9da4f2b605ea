/**
 * What every HTTP answer of the site has, whichever server made it: the site server itself,
 * or the API of an area's live version (area-api-host.ts), which answers /api/<area>/… on
 * its own Fastify instance. Compression, the security headers, a JSON 404, an error answer
 * that never shows a stack trace, and bodies read only by routes that take them.
 */
import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { baseSecurityHeaders, strictTransportSecurity } from './security-headers';
import { notFoundJson, pathnameOf } from './request-messages';
import { takeBodiesOnlyWhereRoutesDo } from './request-bodies';

export { notFoundJson, pathnameOf } from './request-messages';

export async function registerResponseBasics(app: FastifyInstance): Promise<void> {
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
