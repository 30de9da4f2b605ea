/**
 * @jest-environment node
 *
 * The product rules live in docs/rules/ (README, "Product rules"), and comments point at them as
 * `docs/rules/<page>.md#<rule>`. This keeps those pointers true: every one names a page that
 * exists and a heading on it, the pages' own links resolve, and no comment goes back to citing
 * the old specification's section numbers, which the repository does not contain.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const rulesFolder = path.join(root, 'docs', 'rules');
const thisFile = path.relative(root, __filename);

/** Folders that hold no hand-written source: dependencies, builds, run data, reports. */
const skippedFolders = new Set([
  'node_modules',
  'dist',
  'dist-dev',
  'var',
  'coverage',
  'test-results',
  'playwright-report',
]);

/** Repository-relative paths of the files under `folder` whose names pass `keep`. */
function filesUnder(folder: string, keep: (name: string) => boolean): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true })) {
    if (entry.name.startsWith('.') || skippedFolders.has(entry.name)) continue;
    const relative = path.join(folder, entry.name);
    if (entry.isDirectory()) found.push(...filesUnder(relative, keep));
    else if (keep(entry.name)) found.push(relative);
  }
  return found;
}

const isCode = (name: string): boolean => /\.(ts|tsx|mts|cts|js|mjs|cjs)$/.test(name) && !name.endsWith('.d.ts');

const codeFiles = filesUnder('.', isCode).filter((file) => file !== thisFile);
const markdownFiles = ['README.md', ...filesUnder('docs', (name) => name.endsWith('.md'))];
const read = (file: string): string => readFileSync(path.join(root, file), 'utf8');

/** The anchor a Markdown heading gets (GitHub's rule): lower case, punctuation dropped, spaces to hyphens. */
function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of a Markdown text's headings (outside fenced code). */
function anchorsOf(markdown: string): string[] {
  const anchors: string[] = [];
  let inFence = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) inFence = !inFence;
    const heading = inFence ? null : /^#{1,6}\s+(\S.*)$/.exec(line);
    // An optional closing run of #, cut in code (as a pattern it backtracks against the text).
    if (heading?.[1])
      anchors.push(
        headingAnchor(
          heading[1]
            .trimEnd()
            .replace(/(?<!#)#+$/, '')
            .trimEnd(),
        ),
      );
  }
  return anchors;
}

const rulePages = readdirSync(rulesFolder).filter((name) => name.endsWith('.md'));
const anchorsByPage = new Map(rulePages.map((page) => [page, anchorsOf(read(path.join('docs', 'rules', page)))]));

interface RulePointer {
  file: string;
  line: number;
  page: string;
  anchor: string | undefined;
}

/** Every `docs/rules/<page>.md` or `docs/rules/<page>.md#<anchor>` written in a file. */
function pointersIn(file: string): RulePointer[] {
  const pointers: RulePointer[] = [];
  read(file)
    .split('\n')
    .forEach((text, index) => {
      for (const match of text.matchAll(/docs\/rules\/([\w-]+\.md)(?:#([\w-]+))?/g)) {
        pointers.push({ file, line: index + 1, page: match[1] ?? '', anchor: match[2] });
      }
    });
  return pointers;
}

const unresolved = (pointer: { page: string; anchor: string | undefined }): boolean => {
  const anchors = anchorsByPage.get(pointer.page);
  return anchors === undefined || (pointer.anchor !== undefined && !anchors.includes(pointer.anchor));
};

const where = (pointer: RulePointer): string =>
  `${pointer.file}:${pointer.line} → docs/rules/${pointer.page}${pointer.anchor ? `#${pointer.anchor}` : ''}`;

describe('the product rules in docs/rules', () => {
  it('has the five area pages, each rule under its own heading', () => {
    expect([...rulePages].sort()).toEqual(['conditions.md', 'content.md', 'lodging.md', 'planning.md', 'site.md']);
    for (const [page, anchors] of anchorsByPage) {
      const repeated = anchors.filter((anchor, index) => anchors.indexOf(anchor) !== index);
      expect({ page, repeated }).toEqual({ page, repeated: [] });
      expect(anchors.length).toBeGreaterThan(5);
    }
  });

  it('is pointed at by the code, and every pointer names a page and heading that exist', () => {
    const pointers = [...codeFiles, ...markdownFiles].flatMap(pointersIn);
    expect(pointers.length).toBeGreaterThan(100);
    expect(pointers.filter(unresolved).map(where)).toEqual([]);
  });

  it('links between its pages resolve', () => {
    const broken: string[] = [];
    for (const page of rulePages) {
      read(path.join('docs', 'rules', page))
        .split('\n')
        .forEach((text, index) => {
          for (const match of text.matchAll(/\]\(([\w-]*\.md)?(?:#([\w-]+))?\)/g)) {
            const target = { page: match[1] ?? page, anchor: match[2] };
            if (unresolved(target)) broken.push(`${page}:${index + 1} → ${match[0]}`);
          }
        });
    }
    expect(broken).toEqual([]);
  });

  it('replaced every citation of the old specification in the code and the README', () => {
    // "§" only as a section of an RFC; "spec" only inside a name (e2e/x.spec.ts, openingHoursSpec).
    const section = /§/g;
    const rfcSection = /RFC \d+ §/g;
    const specWord = /(?<![\w.-])spec(?![\w.-])/i;
    const citations: string[] = [];
    for (const file of [...codeFiles, 'README.md']) {
      read(file)
        .split('\n')
        .forEach((text, index) => {
          const sections = (text.match(section) ?? []).length - (text.match(rfcSection) ?? []).length;
          if (sections > 0 || specWord.test(text)) citations.push(`${file}:${index + 1}: ${text.trim()}`);
        });
    }
    expect(citations).toEqual([]);
  });
});

describe('headingAnchor', () => {
  it.each([
    ['Minimum stay', 'minimum-stay'],
    ['Privacy and retention', 'privacy-and-retention'],
    ['Differs from the earlier spec', 'differs-from-the-earlier-spec'],
    ['Rating badge (9.5+)', 'rating-badge-95'],
  ])('turns %j into %j', (heading, anchor) => {
    expect(headingAnchor(heading)).toBe(anchor);
  });
});
