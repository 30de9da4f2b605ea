/**
 * The operator console's frame (decision 060): GET /console and /console/<page> answer the
 * console's document, which loads the console's own browser build. /console/api/… is the console
 * API's (shell/server/console/, decision 059), which answers its unknown addresses itself.
 * Every answer is private and never stored (`private, no-store`), never indexed (`X-Robots-Tag`
 * and the document's robots meta), under the visitor pages' strict Content-Security-Policy (no
 * inline script; inline style only the empty element styled-components fills through CSSOM; the
 * areas' remote origins, when they are served from another, as on the visitor pages: decision 064).
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { consoleHeaders } from '../console/console-requests';
import type { LiveSite } from '../live-site';
import { contentSecurityPolicy, remoteOrigins } from '../security-headers';
import { consoleDocument, consoleNotBuiltDocument, consoleScripts } from './console-document';

export interface ConsoleFrameOptions extends Record<string, unknown> {
  /** The shell's build folder (dist/ or dist-dev/): browser/console/ holds the console's build. */
  shellDistDir: string;
  siteName: string;
  /** SITE_URL is https: the policy asks browsers to upgrade insecure requests, as the pages' does. */
  siteIsHttps: boolean;
  /** The areas' live versions: the console loads their `./console` modules (decision 064). */
  liveSite: Pick<LiveSite, 'remoteSource'>;
}

export const consoleFrameRoutes: FastifyPluginAsync<ConsoleFrameOptions> = async function consoleFrameRoutes(
  app,
  options,
) {
  const scripts = consoleScripts(options.shellDistDir);

  const sendDocument = async (_request: FastifyRequest, reply: FastifyReply) => {
    const files = await scripts();
    // The areas' console modules load from where their versions are served, as the visitor
    // pages' do: a remote served from another origin (a CDN) is named, nothing else.
    const { pointer } = await options.liveSite.remoteSource.snapshot();
    const policy = contentSecurityPolicy({
      styleHashes: [],
      remoteOrigins: remoteOrigins(pointer),
      https: options.siteIsHttps,
    });
    return reply
      .code(files ? 200 : 503)
      .headers(consoleHeaders)
      .header('content-security-policy', policy)
      .type('text/html; charset=utf-8')
      .send(
        files
          ? consoleDocument({ siteName: options.siteName, scripts: files })
          : consoleNotBuiltDocument(options.siteName),
      );
  };

  app.get('/console', sendDocument);
  // /console/api/… is the console API's (shell/server/console/, its own 404 included): a more
  // specific route than this one, so it is never answered with the document.
  app.get('/console/*', sendDocument);
};
