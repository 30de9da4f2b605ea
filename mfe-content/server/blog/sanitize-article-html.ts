/**
 * Article HTML (bundled articles, or CMS entries written as HTML) passes through sanitize-html
 * on the server before any answer carries it, so pages only ever render allow-listed markup:
 * no scripts, event handlers, styles or javascript: links (decision 011).
 */
import sanitizeHtml from 'sanitize-html';

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'blockquote',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'code',
    'sup',
    'sub',
    's',
    'a',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'figure',
    'figcaption',
    'img',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  transformTags: {
    // The page has the one h1; an article's own h1 becomes a section heading.
    h1: 'h2',
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? '');
      const rest = Object.fromEntries(Object.entries(attribs).filter(([name]) => name !== 'rel' && name !== 'target'));
      return { tagName, attribs: external ? { ...rest, rel: 'noopener noreferrer', target: '_blank' } : rest };
    },
  },
};

export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, options).trim();
}
