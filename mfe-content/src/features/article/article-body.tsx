/**
 * The article's text, rich text or (already sanitized) HTML, with the newsletter box just before
 * the third level-2 heading, or at the top when there are fewer than three.
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '@estes/shared';
import type { PostContent } from '../../domain/blog-post';
import { splitHtmlBeforeThirdH2, splitRichTextBeforeThirdH2 } from '../../domain/blog-rules';
import { RichText } from './rich-text';

function Html({ html }: { html: string }) {
  // Sanitized on the server (server/sanitize-article-html.ts) before any answer carries it.
  return <div dangerouslySetInnerHTML={{ __html: html }} />;
}

/** The text before the newsletter box and after it: split where the rules say, or all of it after. */
function inParts<Part>(
  split: readonly [Part, Part] | null,
  whole: Part,
  draw: (part: Part) => ReactNode,
): [before: ReactNode, after: ReactNode] {
  return split ? [draw(split[0]), draw(split[1])] : [null, draw(whole)];
}

export function ArticleBody({ content, newsletter }: { content: PostContent; newsletter: ReactNode }) {
  const [before, after] =
    content.format === 'html'
      ? inParts(splitHtmlBeforeThirdH2(content.html), content.html, (html) => <Html html={html} />)
      : inParts(splitRichTextBeforeThirdH2(content.document), content.document, (document) => (
          <RichText document={document} />
        ));
  return (
    <Prose data-testid="article-body">
      {before}
      <Inserted>{newsletter}</Inserted>
      {after}
    </Prose>
  );
}

const Inserted = styled.div`
  margin: 2rem 0;
`;

const Prose = styled.div`
  font-size: 1.0625rem;
  line-height: 1.75;
  color: ${theme.color.body};
  h2 {
    font-size: 1.625rem;
    margin: 2rem 0 0.75rem;
  }
  h3 {
    font-size: 1.3rem;
    margin: 1.5rem 0 0.5rem;
  }
  ul,
  ol {
    padding-left: 1.5rem;
    margin: 0 0 1rem;
  }
  li {
    margin-bottom: 0.375rem;
  }
  blockquote {
    margin: 1.5rem 0;
    padding: 0.75rem 1.25rem;
    border-left: 4px solid ${theme.color.teal};
    background: ${theme.color.tealWash};
    border-radius: 0 ${theme.radius.small} ${theme.radius.small} 0;
  }
  a {
    color: ${theme.color.teal};
    font-weight: 600;
  }
  img {
    max-width: 100%;
    height: auto;
    border-radius: ${theme.radius.medium};
  }
  figure {
    margin: 1.5rem 0;
  }
  figcaption {
    color: ${theme.color.muted};
    font-size: 0.9rem;
  }
  hr {
    border: 0;
    border-top: 1px solid ${theme.color.line};
    margin: 2rem 0;
  }
  .table-scroll {
    overflow-x: auto;
  }
  table {
    border-collapse: collapse;
    width: 100%;
    margin: 1rem 0;
  }
  th,
  td {
    border: 1px solid ${theme.color.line};
    padding: 0.5rem 0.75rem;
    text-align: left;
  }
  code {
    background: ${theme.color.surface};
    padding: 0.1rem 0.3rem;
    border-radius: 4px;
  }
  .embedded-entry {
    padding: 1rem 1.25rem;
    border: 1px solid ${theme.color.line};
    border-radius: ${theme.radius.medium};
    margin: 1.5rem 0;
  }
`;
