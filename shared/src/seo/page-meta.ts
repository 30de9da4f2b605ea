/**
 * Page metadata (docs/rules/site.md#seo-head) and the one function that turns it into head tags.
 * The server serialises the tags into the HTML it sends; the shell applies the same tags to
 * the document on client-side navigation, so both always agree.
 */
import { siteFacts, type PublicSiteSettings } from '../site-settings';
import { absoluteUrl } from './absolute-url';

export type StructuredData = Record<string, unknown>;

export interface ShareImage {
  /** Site-relative (/images/x.png) or absolute URL. */
  url: string;
  width: number;
  height: number;
  alt: string;
}

export interface PageMeta {
  /** The page's own title; the site name is appended unless already present. */
  title: string;
  description: string;
  keywords: readonly string[];
  /** Path of the canonical URL (aliases such as /dining point at /restaurants). */
  canonicalPath: string;
  ogImage?: ShareImage;
  ogType?: 'website' | 'article';
  /** JSON-LD objects for this page (the site-wide WebSite markup is added for every page). */
  structuredData: readonly StructuredData[];
  /** Search engines index and follow every page unless a page says otherwise (the 404). */
  indexable?: boolean;
  /** Other forms of the page's content, such as the blog's RSS feed (a site path or an absolute URL). */
  alternates?: readonly AlternateLink[];
}

export interface AlternateLink {
  /** Its media type, e.g. application/rss+xml. */
  type: string;
  title: string;
  href: string;
}

export const defaultShareImage: ShareImage = {
  url: '/images/og-default.png',
  width: 1200,
  height: 630,
  alt: 'Snow-capped peaks of Rocky Mountain National Park above a lake near Estes Park, Colorado',
};

export type HeadTag =
  | { kind: 'title'; text: string }
  | { kind: 'meta'; attributes: Record<string, string> }
  | { kind: 'link'; attributes: Record<string, string> }
  | { kind: 'json-ld'; data: StructuredData };

export function fullTitle(meta: Pick<PageMeta, 'title'>, settings: PublicSiteSettings): string {
  return meta.title.includes(settings.siteName) ? meta.title : `${meta.title} | ${settings.siteName}`;
}

const robotsIndex = 'index, follow, max-snippet:-1, max-image-preview:large, max-video-preview:-1';
const robotsNoIndex = 'noindex, follow';

/** WebSite markup with the search action at /search?q=. */
export function websiteStructuredData(settings: PublicSiteSettings): StructuredData {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: settings.siteName,
    url: `${settings.siteUrl}/`,
    inLanguage: siteFacts.language,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${settings.siteUrl}/search?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

export function buildHeadTags(meta: PageMeta, settings: PublicSiteSettings): HeadTag[] {
  const title = fullTitle(meta, settings);
  const canonicalUrl = absoluteUrl(settings, meta.canonicalPath);
  const image = meta.ogImage ?? defaultShareImage;
  const imageUrl = absoluteUrl(settings, image.url);
  const named = (name: string, content: string): HeadTag => ({ kind: 'meta', attributes: { name, content } });
  const property = (prop: string, content: string): HeadTag => ({
    kind: 'meta',
    attributes: { property: prop, content },
  });
  return [
    { kind: 'title', text: title },
    named('description', meta.description),
    named('keywords', meta.keywords.join(', ')),
    named('robots', meta.indexable === false ? robotsNoIndex : robotsIndex),
    { kind: 'link', attributes: { rel: 'canonical', href: canonicalUrl } },
    ...(meta.alternates ?? []).map((alternate): HeadTag => ({
      kind: 'link',
      attributes: {
        rel: 'alternate',
        type: alternate.type,
        title: alternate.title,
        href: absoluteUrl(settings, alternate.href),
      },
    })),
    property('og:type', meta.ogType ?? 'website'),
    property('og:site_name', settings.siteName),
    property('og:locale', 'en_US'),
    property('og:title', title),
    property('og:description', meta.description),
    property('og:url', canonicalUrl),
    property('og:image', imageUrl),
    property('og:image:width', String(image.width)),
    property('og:image:height', String(image.height)),
    property('og:image:alt', image.alt),
    named('twitter:card', 'summary_large_image'),
    named('twitter:title', title),
    named('twitter:description', meta.description),
    named('twitter:image', imageUrl),
    named('twitter:image:alt', image.alt),
    ...meta.structuredData.map((data): HeadTag => ({ kind: 'json-ld', data })),
    { kind: 'json-ld', data: websiteStructuredData(settings) },
  ];
}

/** Marks the tags that belong to the current page, so navigation can replace exactly them. */
export const pageHeadAttribute = 'data-page-head';

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside a script element: `<` escaped so no text can close the element. */
export const serializeJsonForScript = (data: unknown): string =>
  JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const attributesToHtml = (attributes: Record<string, string>): string =>
  Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');

/** Tags that are the same on every page (docs/rules/site.md#seo-head): theme colour and place. */
export function siteHeadTags(): HeadTag[] {
  const position = `${siteFacts.latitude};${siteFacts.longitude}`;
  return [
    { kind: 'meta', attributes: { name: 'theme-color', content: siteFacts.themeColor } },
    { kind: 'meta', attributes: { name: 'geo.region', content: siteFacts.region } },
    { kind: 'meta', attributes: { name: 'geo.placename', content: siteFacts.placeName } },
    { kind: 'meta', attributes: { name: 'geo.position', content: position } },
    { kind: 'meta', attributes: { name: 'ICBM', content: `${siteFacts.latitude}, ${siteFacts.longitude}` } },
  ];
}

export function renderHeadTagsToHtml(tags: readonly HeadTag[], options: { pageScoped?: boolean } = {}): string {
  const marker = options.pageScoped === false ? '' : ` ${pageHeadAttribute}`;
  return tags
    .map((tag) => {
      switch (tag.kind) {
        case 'title':
          return `<title>${escapeHtml(tag.text)}</title>`;
        case 'meta':
          return `<meta${marker}${attributesToHtml(tag.attributes)}>`;
        case 'link':
          return `<link${marker}${attributesToHtml(tag.attributes)}>`;
        case 'json-ld':
          return `<script${marker} type="application/ld+json">${serializeJsonForScript(tag.data)}</script>`;
      }
    })
    .join('\n');
}

/** Browser side of the same tags: replaces the previous page's tags in document.head. */
export function applyHeadTags(document: Document, tags: readonly HeadTag[]): void {
  document.head.querySelectorAll(`[${pageHeadAttribute}]`).forEach((element) => element.remove());
  const fragment = document.createDocumentFragment();
  for (const tag of tags) {
    if (tag.kind === 'title') {
      document.title = tag.text;
      continue;
    }
    const element = document.createElement(tag.kind === 'json-ld' ? 'script' : tag.kind);
    element.setAttribute(pageHeadAttribute, '');
    if (tag.kind === 'json-ld') {
      element.setAttribute('type', 'application/ld+json');
      element.textContent = JSON.stringify(tag.data);
    } else {
      for (const [name, value] of Object.entries(tag.attributes)) element.setAttribute(name, value);
    }
    fragment.appendChild(element);
  }
  document.head.appendChild(fragment);
}
