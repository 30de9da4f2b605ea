/**
 * The shell's built page (index.html) with the preloads of the scripts every page starts with:
 * read once in production, again for every page in development (the shell rebuilds it).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { assertTemplate, parseStartupAssets, withStartupPreloads } from './html-document';

export type PageTemplate = () => Promise<string>;

export function pageTemplate(
  shellDistDir: string,
  options: { rereads: boolean; log: FastifyBaseLogger },
): PageTemplate {
  let template: string | undefined;
  return async function loadTemplate() {
    if (template && !options.rereads) return template;
    const text = await readFile(path.join(shellDistDir, 'index.html'), 'utf8');
    assertTemplate(text);
    const startupScripts = await readFile(path.join(shellDistDir, 'browser', 'startup-assets.json'), 'utf8')
      .then((json) => parseStartupAssets(json))
      .catch((error: unknown) => {
        options.log.warn(
          `No usable startup-assets.json in the shell build (${String(error)}): chunks load in sequence`,
        );
        return [];
      });
    template = withStartupPreloads(text, startupScripts, '/assets/');
    return template;
  };
}
