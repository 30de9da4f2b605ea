/**
 * Fills the shell's built index.html for one page: the site-wide head tags, the page's own
 * tags, styled-components' style block and the boot data (public settings and the remote
 * pointer). The same bytes for every visitor: the CSP admits the style block by its hash.
 */
import { LRUCache } from 'lru-cache';
import type { AreaName, PageMeta, PublicSiteSettings, RemotePointer } from '@estes/shared';
import { buildHeadTags, renderHeadTagsToHtml, serializeJsonForScript, siteHeadTags } from '@estes/shared/seo';
import type { SerializedHydration } from '../../src/app/hydration';
import { styleHashSource } from '../security-headers';

const placeholders = ['<!--site-head-->', '<!--page-head-->', '<!--page-html-->', '<!--boot-data-->'] as const;

export function assertTemplate(template: string): void {
  const missing = placeholders.filter((placeholder) => !template.includes(placeholder));
  if (missing.length > 0) throw new Error(`The shell's index.html lacks ${missing.join(', ')}; rebuild the shell`);
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The scripts of the shell's start-up, from its build's startup-assets.json. */
export function parseStartupAssets(json: string): string[] {
  const { scripts } = JSON.parse(json) as { scripts?: unknown };
  if (!Array.isArray(scripts) || !scripts.every((script) => typeof script === 'string')) {
    throw new Error('startup-assets.json has no list of scripts');
  }
  return scripts;
}

/** The home page's own scripts beyond the start-up's (startup-assets.json's `pages.home`; none if absent). */
export function parseHomePageAssets(json: string): string[] {
  const { pages } = JSON.parse(json) as { pages?: { home?: unknown } };
  const home = pages?.home;
  return Array.isArray(home) && home.every((script) => typeof script === 'string') ? home : [];
}

/**
 * Asks the browser for the shell's start-up chunks together with main.js (which would
 * otherwise discover them only once it runs). Preloads, not scripts: the shell's runtime
 * still loads each chunk itself, and simply finds it already downloaded.
 */
export function withStartupPreloads(template: string, scripts: readonly string[], publicPath: string): string {
  const links = scripts
    .map((script) => `<link rel="preload" as="script" href="${escapeAttribute(`${publicPath}${script}`)}">`)
    .join('');
  return template.replace('</head>', () => `${links}</head>`);
}

const styleBlock = /<style\b[^>]*>([\s\S]*?)<\/style>/g;

/**
 * A page renders the same styles on every render of it (a route's components, the same data):
 * the checked block and its hashes are kept by the style text itself, so a render whose styles
 * equal an earlier one's reuses them (the text of an uncached `/`, about 29 KB, was turned and
 * hashed again on every render: decision 055). Bounded by the text kept.
 */
const inlinedStyles = new LRUCache<string, { html: string; styleHashes: readonly string[] }>({
  maxSize: 4 * 1024 * 1024,
  sizeCalculation: (inlined, styleTags) => (styleTags.length + inlined.html.length) * 2 + 256,
});

/**
 * styled-components' style elements as they go into the page, and the CSP source of each
 * one's text. The text is hashed as the browser will read it: its parser turns CR LF and CR
 * into LF and NUL into U+FFFD, so those are turned first, in the page and in the hash alike.
 */
export function inlineStyles(styleTags: string): { html: string; styleHashes: string[] } {
  const known = inlinedStyles.get(styleTags);
  if (known) return { html: known.html, styleHashes: [...known.styleHashes] };
  const inlined = inlineStylesOnce(styleTags);
  inlinedStyles.set(styleTags, inlined);
  return { html: inlined.html, styleHashes: [...inlined.styleHashes] };
}

function inlineStylesOnce(styleTags: string): { html: string; styleHashes: string[] } {
  const html = styleTags.replace(/\r\n?/g, '\n').replace(/\0/g, '\ufffd');
  const styleHashes = [...html.matchAll(styleBlock)].map((match) => styleHashSource(match[1] ?? ''));
  // Anything else in there would go into the head unchecked: refuse it loudly instead.
  if (html.replace(styleBlock, '').trim() !== '') throw new Error('styled-components gave more than style elements');
  return { html, styleHashes };
}

export interface RenderedDocument {
  html: string;
  /** The CSP source of each inline style block in `html`. */
  styleHashes: string[];
}

export function renderDocument(
  template: string,
  page: {
    meta: PageMeta;
    settings: PublicSiteSettings;
    pointer: RemotePointer;
    html: string;
    styleTags: string;
    hydration: SerializedHydration;
    /** The rendered area's remote files, requested up front (see area-scripts.ts). */
    areaScripts?: { area: AreaName; urls: string[] };
  },
): RenderedDocument {
  const styles = inlineStyles(page.styleTags);
  const siteHead = [renderHeadTagsToHtml(siteHeadTags(), { pageScoped: false }), styles.html].join('\n');
  const pageHead = renderHeadTagsToHtml(buildHeadTags(page.meta, page.settings));
  const bootData = `<script type="application/json" id="boot-data">${serializeJsonForScript({
    settings: page.settings,
    remotes: page.pointer,
    hydration: page.hydration,
  })}</script>`;
  // After the shell's own deferred scripts; marked so the browser can tell them apart.
  const areaScripts = (page.areaScripts?.urls ?? [])
    .map(
      (url) =>
        `<link rel="preload" as="script" href="${escapeAttribute(url)}" data-area-script="${escapeAttribute(page.areaScripts?.area ?? '')}">`,
    )
    .join('');
  const html = fillTemplate(template, {
    '<!--site-head-->': siteHead,
    '<!--page-head-->': pageHead,
    '<!--page-html-->': page.html,
    '<!--boot-data-->': bootData,
    '</body>': `${areaScripts}</body>`,
  });
  return { html, styleHashes: styles.styleHashes };
}

type Slot = (typeof placeholders)[number] | '</body>';

/** The template cut at its slots, once per template (it only changes with a new shell build). */
let cutTemplate: { template: string; pieces: string[]; slots: Slot[] } | undefined;

function cut(template: string) {
  if (cutTemplate?.template === template) return cutTemplate;
  const slots = ([...placeholders, '</body>'] as Slot[])
    .map((slot) => ({ slot, at: template.indexOf(slot) }))
    .filter(({ at }) => at >= 0)
    .sort((a, b) => a.at - b.at);
  const pieces: string[] = [];
  let from = 0;
  for (const { slot, at } of slots) {
    pieces.push(template.slice(from, at));
    from = at + slot.length;
  }
  pieces.push(template.slice(from));
  cutTemplate = { template, pieces, slots: slots.map(({ slot }) => slot) };
  return cutTemplate;
}

/** The template with each slot's first occurrence filled: one join instead of a copy per slot. */
function fillTemplate(template: string, values: Readonly<Record<Slot, string>>): string {
  const { pieces, slots } = cut(template);
  const parts: string[] = [pieces[0] ?? ''];
  slots.forEach((slot, index) => parts.push(values[slot], pieces[index + 1] ?? ''));
  return parts.join('');
}
