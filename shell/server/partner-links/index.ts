/**
 * The partner links plugin: /go/<kind>/<id> is answered by the area that owns the kind
 * (shared's table), in-process; it counts the click and names the partner URL, sent on as a
 * 302 that no cache keeps and no search engine indexes (decision 033). An unknown kind or id is
 * the 404 page.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { outboundPath, parseOutboundPath } from '@estes/shared/core';
import type { LiveSite } from '../live-site';
import { sendPage, type PageMaking } from '../pages';
import { pageUrl, parseRequestTarget } from '../request-target';

export interface PartnerLinkOptions {
  liveSite: LiveSite;
  making: PageMaking;
}

export const partnerLinkRoutes: FastifyPluginAsync<PartnerLinkOptions> = async function partnerLinkRoutes(
  app,
  options,
) {
  app.get('/go/*', (request, reply) => followPartnerLink(options, request, reply));
};

export async function followPartnerLink(
  { liveSite, making }: PartnerLinkOptions,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const target = parseRequestTarget(request.url);
  if (target.kind === 'invalid') return reply.code(400).send({ error: 'Bad Request', message: target.message });
  if (target.kind === 'redirect') return reply.redirect(target.location, 301);
  reply.header('x-robots-tag', 'noindex, nofollow');
  const link = parseOutboundPath(target.path);
  if (link) {
    const scope = await liveSite.scopeFor(request);
    let answer: Response;
    try {
      // The in-process path is rebuilt from the parsed kind and id (not the request's path); the
      // query is data the area validates param by param.
      answer = await scope.siteApi(`/api/${link.area}${outboundPath(link.kind, link.id)}${target.search}`, {
        method: request.method === 'HEAD' ? 'HEAD' : 'GET',
      });
    } finally {
      scope.release();
    }
    const location = answer.headers.get('location');
    if (answer.status === 302 && location && /^https:\/\//.test(location)) {
      return reply.code(302).header('cache-control', 'no-store').header('location', location).send();
    }
    // The area's version cannot be loaded, or failed: say so (anything else it answered is "not a link of ours").
    if (answer.status >= 500) {
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .send({ error: 'Service Unavailable', message: 'Our booking partner links are unavailable for a moment.' });
    }
  }
  return sendPage(making, pageUrl(making.settings.siteUrl, target.path, ''), request, reply);
}
