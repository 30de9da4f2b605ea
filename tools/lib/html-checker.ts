/**
 * The Nu HTML Checker (the `vnu-jar` package, run with the machine's Java 17+) over documents
 * the site served: every error and warning it reports, per document. One Java process checks
 * them all (its start is most of the time). Java comes from Debian (`default-jre-headless`):
 * `.ci/run` and `tools/prepare-e2e.ts` install it when missing (ensureJava).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

export interface HtmlDocument {
  /** How the report names it: the page's URL. */
  name: string;
  html: string;
}

export interface HtmlCheckerMessage {
  document: string;
  /** The checker's errors (and its failures to read a document) are errors; its "info warning"s warnings. */
  kind: 'error' | 'warning' | 'info';
  message: string;
  line: number | undefined;
  /** The markup around the spot, as the checker quotes it. */
  extract: string;
}

interface VnuMessage {
  type?: string;
  subType?: string;
  url?: string;
  message?: string;
  lastLine?: number;
  extract?: string;
}

/** The checker's jar, as the package ships it. */
export const vnuJar = (): string => createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

function kindOf(message: VnuMessage): HtmlCheckerMessage['kind'] {
  if (message.type === 'error' || message.type === 'non-document-error') return 'error';
  return message.subType === 'warning' ? 'warning' : 'info';
}

/** Checks the documents; throws when the checker itself cannot run (no Java, a broken jar). */
export function checkHtml(documents: readonly HtmlDocument[], java = 'java'): HtmlCheckerMessage[] {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'html-checker-'));
  try {
    const names = new Map<string, string>();
    const files = documents.map((document, index) => {
      const file = path.join(folder, `document-${index}.html`);
      writeFileSync(file, document.html);
      names.set(path.basename(file), document.name);
      return file;
    });
    const run = spawnSync(java, ['-jar', vnuJar(), '--format', 'json', '--stdout', '--exit-zero-always', ...files], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      timeout: 180_000,
    });
    if (run.error || run.status !== 0) {
      const why = run.error?.message ?? `exit ${run.status}: ${run.stderr.trim()}`;
      throw new Error(
        `The Nu HTML Checker did not run (${why}). It needs Java 17+: apt-get install default-jre-headless`,
      );
    }
    const { messages = [] } = JSON.parse(run.stdout) as { messages?: VnuMessage[] };
    return messages.map((message) => ({
      document: names.get(path.basename(message.url ?? '')) ?? message.url ?? '(the checker)',
      kind: kindOf(message),
      message: message.message ?? '',
      line: message.lastLine,
      extract: (message.extract ?? '').replace(/\s+/g, ' ').trim(),
    }));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** "/weather (line 12): Element “meta” is missing … [<meta …>]": one line of a report. */
export function describeHtmlMessage(message: HtmlCheckerMessage): string {
  const where = message.line === undefined ? '' : ` (line ${message.line})`;
  return `${message.document}${where}: ${message.message}${message.extract ? ` [${message.extract}]` : ''}`;
}
