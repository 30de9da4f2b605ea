/**
 * The feeds and sitemap plugin: the documents an area answers beyond its pages and API (the
 * blog's feed, from shared's table), /robots.txt, and /sitemap.xml with every area's own pages
 * asked of its live API in-process (sitemap.ts).
 */
import type { FastifyBaseLogger, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { areaNames, type PublicSiteSettings } from '@estes/shared';
import { areaDocuments, type AreaDocument } from '@estes/shared/core';
import { sitemapEntriesPath } from '@estes/shared/server';
import type { LiveSite } from '../live-site';
import { fixedSitemapEntries, parseSitemapEntries, robotsTxt, sitemapXml } from './sitemap';

export interface FeedOptions {
  liveSite: LiveSite;
  settings: PublicSiteSettings;
}

const revalidate = 'no-cache';

export const feedRoutes: FastifyPluginAsync<FeedOptions> = async function feedRoutes(app, options) {
  for (const document of areaDocuments) {
    app.get(document.path, (request, reply) => sendAreaDocument(options.liveSite, document, request, reply));
  }
  app.get('/robots.txt', async (_request, reply) =>
    reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('cache-control', revalidate)
      .send(robotsTxt(options.settings)),
  );
  app.get('/sitemap.xml', (request, reply) => sendSitemap(options, app.log, request, reply));
};

/** One area's document (the blog's feed), as its live API answers it. */
export async function sendAreaDocument(
  liveSite: LiveSite,
  document: AreaDocument,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const scope = await liveSite.scopeFor(request);
  let answer: Response;
  let body: string;
  try {
    answer = await scope.siteApi(`/api/${document.area}${document.apiPath}`);
    body = await answer.text();
  } finally {
    scope.release();
  }
  if (answer.status !== 200) {
    return reply
      .code(answer.status === 404 ? 404 : 503)
      .header('cache-control', 'no-store')
      .send({ error: 'Unavailable', message: `${document.path} cannot be served right now.` });
  }
  return reply
    .header('content-type', answer.headers.get('content-type') ?? 'application/octet-stream')
    .header('cache-control', answer.headers.get('cache-control') ?? revalidate)
    .send(body);
}

/** The sitemap: the shell's pages and each area's own, asked of its live API; an area that fails leaves its pages out. */
export async function sendSitemap(
  { liveSite, settings }: FeedOptions,
  log: FastifyBaseLogger,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const scope = await liveSite.scopeFor(request);
  let areaEntries;
  try {
    areaEntries = await Promise.all(
      areaNames.map(async (area) => {
        const answer = await scope.siteApi(`/api/${area}${sitemapEntriesPath}`);
        if (answer.status === 404) return [];
        if (answer.status !== 200) {
          log.warn(`the ${area} area could not list its sitemap entries (HTTP ${answer.status})`);
          return [];
        }
        return parseSitemapEntries(await answer.json());
      }),
    );
  } finally {
    scope.release();
  }
  return reply
    .header('content-type', 'application/xml; charset=utf-8')
    .header('cache-control', revalidate)
    .send(sitemapXml(settings, [...fixedSitemapEntries(), ...areaEntries.flat()]));
}
