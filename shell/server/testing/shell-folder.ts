/**
 * A shell build folder for the site server's tests (tests only): the page template with its
 * slots, an entry script and an empty public folder, as `npm run build` leaves them.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

const template = `<!doctype html>
<html lang="en-US"><head><meta charset="utf-8"><!--site-head-->
<!--page-head--></head><body><div id="root"><!--page-html--></div><!--boot-data--><script defer src="/assets/main.js"></script></body></html>`;

export async function shellFolder(root: string) {
  const shellDir = path.join(root, 'shell');
  await mkdir(path.join(shellDir, 'dist', 'browser'), { recursive: true });
  await mkdir(path.join(shellDir, 'public'), { recursive: true });
  await writeFile(path.join(shellDir, 'dist', 'index.html'), template);
  await writeFile(path.join(shellDir, 'dist', 'browser', 'main.js'), 'console.log("entry")');
  return { shellDistDir: path.join(shellDir, 'dist'), shellPublicDir: path.join(shellDir, 'public') };
}
