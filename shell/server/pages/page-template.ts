/**
 * The shell's built page (index.html) with the preloads of the scripts every page starts with:
 * read once in production, again for every page in development (the shell rebuilds it). The
 * home page's own code loads on demand (decision 079): its template names that too, so `/`
 * starts without waiting on a request of its own.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { assertTemplate, parseHomePageAssets, parseStartupAssets, withStartupPreloads } from './html-document';

export interface PageTemplates {
  /** Every page but home. */
  page: string;
  home: string;
}

export type PageTemplate = () => Promise<PageTemplates>;

export function pageTemplate(
  shellDistDir: string,
  options: { rereads: boolean; log: FastifyBaseLogger },
): PageTemplate {
  let templates: PageTemplates | undefined;
  return async function loadTemplate() {
    if (templates && !options.rereads) return templates;
    const text = await readFile(path.join(shellDistDir, 'index.html'), 'utf8');
    assertTemplate(text);
    const startupAssets = await readFile(path.join(shellDistDir, 'browser', 'startup-assets.json'), 'utf8')
      .then((json) => ({ scripts: parseStartupAssets(json), home: parseHomePageAssets(json) }))
      .catch((error: unknown) => {
        options.log.warn(
          `No usable startup-assets.json in the shell build (${String(error)}): chunks load in sequence`,
        );
        return { scripts: [], home: [] };
      });
    templates = {
      page: withStartupPreloads(text, startupAssets.scripts, '/assets/'),
      home: withStartupPreloads(text, [...startupAssets.scripts, ...startupAssets.home], '/assets/'),
    };
    return templates;
  };
}
