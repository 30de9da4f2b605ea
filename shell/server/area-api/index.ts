/**
 * The area API host plugin: /api/<area>/… is answered by the live version's own API
 * (area-api-host.ts), on the raw request (body unread here), before this server parses or
 * compresses anything. An area without a usable version answers 503 with a message.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { areaNames, type AreaName } from '@estes/shared/core';
import type { LiveSite } from '../live-site';
import { isAreaConsolePath } from '../console/outside-requests';
import { notFoundJson, pathnameOf } from '../request-messages';

const everyMethod: HTTPMethods[] = ['DELETE', 'GET', 'HEAD', 'PATCH', 'POST', 'PUT', 'OPTIONS'];

export const areaApiRoutes: FastifyPluginAsync<{ liveSite: LiveSite }> = async function areaApiRoutes(
  app,
  { liveSite },
) {
  for (const area of areaNames) {
    const handOver = async (request: FastifyRequest, reply: FastifyReply) => {
      // The area's console API is the shell's to reach, in-process (decision 064): not from outside.
      if (isAreaConsolePath(request.url.slice(`/api/${area}`.length))) {
        return reply.code(404).send(notFoundJson(request.method, pathnameOf(request.url)));
      }
      return handOverToArea(liveSite, area, request, reply);
    };
    for (const url of [`/api/${area}`, `/api/${area}/*`]) {
      app.route({
        method: everyMethod,
        url,
        // The area's instance logs the request; compression and body parsing are its own too.
        logLevel: 'silent',
        config: { compress: false, decompress: false, handsBodyOver: true },
        onRequest: handOver,
        // Never reached: onRequest has handed the request over (or answered 503).
        handler: async (_request, reply) => reply.code(503).send(),
      });
    }
  }
};

/** Hands one request to the area's live version, which answers on the raw socket. */
export async function handOverToArea(liveSite: LiveSite, area: AreaName, request: FastifyRequest, reply: FastifyReply) {
  const scope = await liveSite.scopeFor(request);
  let loaded;
  try {
    loaded = await scope.area(area);
  } catch {
    scope.release();
    return reply
      .code(503)
      .header('cache-control', 'no-store')
      .send({
        error: 'Service Unavailable',
        message: `This part of the site (${area}) is temporarily unavailable. Please try again in a moment.`,
      });
  }
  reply.hijack();
  reply.raw.once('close', () => scope.release());
  loaded.api.dispatch(request.raw, reply.raw);
}
