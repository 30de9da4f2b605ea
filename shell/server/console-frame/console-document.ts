/**
 * The console's HTML document: nothing rendered on the server (the console is for a few signed-in
 * people and shows only what its API answers them), no inline script or style, only the console
 * build's own scripts (console-assets.json, written by its webpack build: decision 060).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { escapeHtml, plainDocumentHead } from '../plain-document';

/** The console's browser build, inside the shell's browser folder (shared/build/webpack-app.mjs). */
export const consoleAssetsFile = (shellDistDir: string) =>
  path.join(shellDistDir, 'browser', 'console', 'console-assets.json');

/**
 * The scripts the console's document loads, read from the build once it is there (a missing
 * build is looked for again at the next request, so building while the server runs is enough).
 */
export function consoleScripts(shellDistDir: string): () => Promise<readonly string[] | null> {
  let found: readonly string[] | null = null;
  return async () => {
    if (found) return found;
    const text = await readFile(consoleAssetsFile(shellDistDir), 'utf8').catch(() => null);
    if (text === null) return null;
    const { scripts } = JSON.parse(text) as { scripts?: unknown };
    if (
      !Array.isArray(scripts) ||
      scripts.length === 0 ||
      !scripts.every((file) => typeof file === 'string' && /^[\w.-]+\.js$/.test(file))
    ) {
      throw new Error(`${consoleAssetsFile(shellDistDir)} does not list the console's scripts`);
    }
    found = scripts.map((file: string) => `/assets/console/${file}`);
    return found;
  };
}

export function consoleDocument(options: { siteName: string; scripts: readonly string[] }): string {
  const tags = options.scripts.map((src) => `<script defer src="${escapeHtml(src)}"></script>`).join('\n');
  return `<!doctype html>
<html lang="en-US">
<head>
${plainDocumentHead({
  title: `Operator console · ${options.siteName}`,
  extra: `<link rel="icon" href="/favicon.svg" type="image/svg+xml">\n${tags}`,
})}
</head>
<body>
<div id="console-root"><noscript><p>The operator console needs JavaScript: turn it on for this site.</p></noscript></div>
</body>
</html>
`;
}

/** What the console's address answers when its browser files are missing (a build without them). */
export function consoleNotBuiltDocument(siteName: string): string {
  return `<!doctype html>
<html lang="en-US">
<head>
${plainDocumentHead({ title: `Operator console · ${siteName}` })}
</head>
<body>
<main><h1>The operator console is not available</h1><p>This server’s build has no console files. Run <code>npm run build</code> on it, then reload this page.</p></main>
</body>
</html>
`;
}
