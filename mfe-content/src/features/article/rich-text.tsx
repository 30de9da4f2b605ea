/**
 * Contentful rich text to React with the official renderer: every node type and mark
 * (docs/rules/content.md#rich-text), with links checked (only http(s), mailto, tel and site paths),
 * linked posts shown as links to their article, and embedded images with their size and
 * description. A heading-1 in the body is shown as an h2: the page's title is its one h1.
 */
import type { ReactNode } from 'react';
import { documentToReactComponents, type Options } from '@contentful/rich-text-react-renderer';
import { BLOCKS, INLINES, MARKS, type Document } from '@contentful/rich-text-types';
import { Link, paths } from '@estes/shared';
import type { RichTextDocument } from '../../domain/blog-post';

interface PlainTarget {
  sys?: { id?: string; type?: string; contentType?: string };
  fields?: {
    title?: string;
    slug?: string;
    excerpt?: string;
    description?: string;
    file?: { url?: string; contentType?: string; details?: { image?: { width?: number; height?: number } } };
  };
}

const targetOf = (node: { data: Record<string, unknown> }) =>
  (node.data.target ?? undefined) as PlainTarget | undefined;

/** Only links a visitor can safely follow; anything else renders as plain text. */
export function safeHref(uri: unknown): string | undefined {
  if (typeof uri !== 'string') return undefined;
  const value = uri.trim();
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  return /^(https?:|mailto:|tel:)/i.test(value) ? value : undefined;
}

function ExternalOrSiteLink({ href, children }: { href: string | undefined; children: ReactNode }) {
  if (!href) return <>{children}</>;
  if (href.startsWith('/')) return <Link to={href}>{children}</Link>;
  const external = /^https?:/i.test(href);
  return external ? (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  ) : (
    <a href={href}>{children}</a>
  );
}

function EntryLink({ target, children }: { target: PlainTarget | undefined; children?: ReactNode }) {
  const slug = target?.fields?.slug;
  const label = children ?? target?.fields?.title ?? 'Related guide';
  if (slug && /^[a-z0-9-]+$/.test(slug)) return <Link to={paths.article(slug)}>{label}</Link>;
  return <>{label}</>;
}

function EmbeddedAsset({ target }: { target: PlainTarget | undefined }) {
  const file = target?.fields?.file;
  const url = safeHref(file?.url);
  if (!url) return null;
  const description = target?.fields?.description || target?.fields?.title || '';
  if (file?.contentType?.startsWith('image/') ?? /\.(jpe?g|png|webp|gif|svg|avif)(\?|$)/i.test(url)) {
    const size = file?.details?.image;
    return (
      <figure>
        <img src={url} alt={description} width={size?.width} height={size?.height} loading="lazy" />
        {target?.fields?.title ? <figcaption>{target.fields.title}</figcaption> : null}
      </figure>
    );
  }
  return (
    <p>
      <ExternalOrSiteLink href={url}>{target?.fields?.title || 'Download the file'}</ExternalOrSiteLink>
    </p>
  );
}

const options: Options = {
  renderMark: {
    [MARKS.BOLD]: (text) => <strong>{text}</strong>,
    [MARKS.ITALIC]: (text) => <em>{text}</em>,
    [MARKS.UNDERLINE]: (text) => <u>{text}</u>,
    [MARKS.CODE]: (text) => <code>{text}</code>,
    [MARKS.SUPERSCRIPT]: (text) => <sup>{text}</sup>,
    [MARKS.SUBSCRIPT]: (text) => <sub>{text}</sub>,
    [MARKS.STRIKETHROUGH]: (text) => <s>{text}</s>,
  },
  renderNode: {
    [BLOCKS.PARAGRAPH]: (_node, children) => <p>{children}</p>,
    [BLOCKS.HEADING_1]: (_node, children) => <h2>{children}</h2>,
    [BLOCKS.HEADING_2]: (_node, children) => <h2>{children}</h2>,
    [BLOCKS.HEADING_3]: (_node, children) => <h3>{children}</h3>,
    [BLOCKS.HEADING_4]: (_node, children) => <h4>{children}</h4>,
    [BLOCKS.HEADING_5]: (_node, children) => <h5>{children}</h5>,
    [BLOCKS.HEADING_6]: (_node, children) => <h6>{children}</h6>,
    [BLOCKS.UL_LIST]: (_node, children) => <ul>{children}</ul>,
    [BLOCKS.OL_LIST]: (_node, children) => <ol>{children}</ol>,
    [BLOCKS.LIST_ITEM]: (_node, children) => <li>{children}</li>,
    [BLOCKS.QUOTE]: (_node, children) => <blockquote>{children}</blockquote>,
    [BLOCKS.HR]: () => <hr />,
    [BLOCKS.TABLE]: (_node, children) => (
      <div className="table-scroll">
        <table>
          <tbody>{children}</tbody>
        </table>
      </div>
    ),
    [BLOCKS.TABLE_ROW]: (_node, children) => <tr>{children}</tr>,
    [BLOCKS.TABLE_HEADER_CELL]: (_node, children) => <th scope="col">{children}</th>,
    [BLOCKS.TABLE_CELL]: (_node, children) => <td>{children}</td>,
    [BLOCKS.EMBEDDED_ENTRY]: (node) => {
      const target = targetOf(node);
      return (
        <aside className="embedded-entry">
          <p>
            <strong>Related: </strong>
            <EntryLink target={target} />
          </p>
          {target?.fields?.excerpt ? <p>{target.fields.excerpt}</p> : null}
        </aside>
      );
    },
    [BLOCKS.EMBEDDED_ASSET]: (node) => <EmbeddedAsset target={targetOf(node)} />,
    [BLOCKS.EMBEDDED_RESOURCE]: () => null,
    [INLINES.HYPERLINK]: (node, children) => (
      <ExternalOrSiteLink href={safeHref(node.data.uri)}>{children}</ExternalOrSiteLink>
    ),
    [INLINES.ENTRY_HYPERLINK]: (node, children) => <EntryLink target={targetOf(node)}>{children}</EntryLink>,
    [INLINES.ASSET_HYPERLINK]: (node, children) => (
      <ExternalOrSiteLink href={safeHref(targetOf(node)?.fields?.file?.url)}>{children}</ExternalOrSiteLink>
    ),
    [INLINES.EMBEDDED_ENTRY]: (node) => <EntryLink target={targetOf(node)} />,
    [INLINES.EMBEDDED_RESOURCE]: () => null,
    [INLINES.RESOURCE_HYPERLINK]: (_node, children) => <>{children}</>,
  },
};

export function RichText({ document }: { document: RichTextDocument }) {
  return <>{documentToReactComponents(document as unknown as Document, options)}</>;
}
