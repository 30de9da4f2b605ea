import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { PostContent, RichTextNode } from '../../domain/blog-post';
import { ArticleBody } from './article-body';

const text = (value: string, marks: string[] = []): RichTextNode => ({
  nodeType: 'text',
  value,
  marks: marks.map((type) => ({ type })),
  data: {},
});
const block = (nodeType: string, content: RichTextNode[], data: Record<string, unknown> = {}): RichTextNode => ({
  nodeType,
  data,
  content,
});

const show = (content: PostContent) =>
  render(
    <MemoryRouter>
      <ArticleBody content={content} newsletter={<aside aria-label="newsletter box">Newsletter</aside>} />
    </MemoryRouter>,
  );

describe('ArticleBody with rich text', () => {
  it('renders every node type and mark, with safe links and the linked asset and post', () => {
    show({
      format: 'rich-text',
      document: {
        nodeType: 'document',
        data: {},
        content: [
          block('heading-1', [text('Heading one')]),
          ...(['heading-2', 'heading-3', 'heading-4', 'heading-5', 'heading-6'] as const).map((type) =>
            block(type, [text(type)]),
          ),
          block('paragraph', [
            text('bold', ['bold']),
            text('italic', ['italic']),
            text('underline', ['underline']),
            text('code', ['code']),
            text('sup', ['superscript']),
            text('sub', ['subscript']),
            text('struck', ['strikethrough']),
            block('hyperlink', [text('Park site')], { uri: 'https://www.nps.gov/romo' }),
            block('hyperlink', [text('Bad link')], { uri: 'javascript:alert(1)' }),
            block('entry-hyperlink', [text('Elk guide')], {
              target: { sys: { id: 'e1', type: 'Entry' }, fields: { slug: 'elk-viewing-guide', title: 'Elk' } },
            }),
          ]),
          block('unordered-list', [block('list-item', [block('paragraph', [text('bullet')])])]),
          block('ordered-list', [block('list-item', [block('paragraph', [text('first')])])]),
          block('blockquote', [block('paragraph', [text('quoted')])]),
          block('hr', []),
          block('table', [
            block('table-row', [block('table-header-cell', [block('paragraph', [text('Trail')])])]),
            block('table-row', [block('table-cell', [block('paragraph', [text('Sky Pond')])])]),
          ]),
          block('embedded-asset-block', [], {
            target: {
              sys: { id: 'a1', type: 'Asset' },
              fields: {
                title: 'Lake',
                description: 'Sprague Lake at dawn',
                file: {
                  url: 'https://images.ctfassets.net/x/lake.jpg',
                  contentType: 'image/jpeg',
                  details: { image: { width: 1600, height: 900 } },
                },
              },
            },
          }),
          block('embedded-entry-block', [], {
            target: {
              sys: { id: 'e2', type: 'Entry' },
              fields: { slug: 'sky-pond', title: 'Sky Pond hike', excerpt: 'A long day' },
            },
          }),
        ],
      },
    });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Heading one',
      'heading-2',
    ]);
    for (const level of [3, 4, 5, 6])
      expect(screen.getByRole('heading', { level })).toHaveTextContent(`heading-${level}`);
    expect(screen.getByText('bold').tagName).toBe('STRONG');
    expect(screen.getByText('italic').tagName).toBe('EM');
    expect(screen.getByText('underline').tagName).toBe('U');
    expect(screen.getByText('code').tagName).toBe('CODE');
    expect(screen.getByText('sup').tagName).toBe('SUP');
    expect(screen.getByText('sub').tagName).toBe('SUB');
    expect(screen.getByText('struck').tagName).toBe('S');
    expect(screen.getByRole('link', { name: 'Park site' })).toHaveAttribute('target', '_blank');
    expect(screen.queryByRole('link', { name: 'Bad link' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Elk guide' })).toHaveAttribute('href', '/blog/elk-viewing-guide');
    expect(screen.getByText('bullet').closest('ul')).not.toBeNull();
    expect(screen.getByText('first').closest('ol')).not.toBeNull();
    expect(screen.getByText('quoted').closest('blockquote')).not.toBeNull();
    expect(screen.getByRole('separator')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Trail' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Sky Pond' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Sprague Lake at dawn' })).toHaveAttribute('width', '1600');
    expect(screen.getByRole('link', { name: 'Sky Pond hike' })).toHaveAttribute('href', '/blog/sky-pond');
    // Fewer than three h2s: the newsletter box sits at the top.
    const body = screen.getByTestId('article-body');
    expect(body.firstElementChild?.textContent).toBe('Newsletter');
  });

  it('puts the newsletter box just before the third h2', () => {
    show({
      format: 'rich-text',
      document: {
        nodeType: 'document',
        data: {},
        content: ['One', 'Two', 'Three'].map((title) => block('heading-2', [text(title)])),
      },
    });
    const box = screen.getByRole('complementary', { name: 'newsletter box' });
    const third = screen.getByRole('heading', { name: 'Three' });
    expect(box.compareDocumentPosition(third) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const second = screen.getByRole('heading', { name: 'Two' });
    expect(box.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
  });
});

describe('ArticleBody with HTML', () => {
  it('splits before the third h2 and at the top otherwise', () => {
    const { unmount } = show({ format: 'html', html: '<h2>A</h2><p>x</p><h2>B</h2><h2>C</h2><p>y</p>' });
    const box = screen.getByRole('complementary', { name: 'newsletter box' });
    expect(
      box.compareDocumentPosition(screen.getByRole('heading', { name: 'C' })) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(
      box.compareDocumentPosition(screen.getByRole('heading', { name: 'B' })) & Node.DOCUMENT_POSITION_PRECEDING,
    ).toBeTruthy();
    unmount();
    show({ format: 'html', html: '<p>Short</p>' });
    expect(screen.getByTestId('article-body').firstElementChild?.textContent).toBe('Newsletter');
  });
});
