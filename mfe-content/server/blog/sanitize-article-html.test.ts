/** @jest-environment node */
import { sanitizeArticleHtml } from './sanitize-article-html';

describe('sanitizeArticleHtml', () => {
  it('removes scripts, handlers, styles and javascript: links and keeps the article markup', () => {
    const dirty =
      '<h1>Title</h1><p style="color:red" onclick="steal()">Hello <strong>hikers</strong></p>' +
      '<script>alert(1)</script><a href="javascript:alert(1)">bad</a><img src="x.png" onerror="x()" alt="A">' +
      '<iframe src="https://evil.example"></iframe>';
    expect(sanitizeArticleHtml(dirty)).toBe(
      '<h2>Title</h2><p>Hello <strong>hikers</strong></p><a>bad</a><img src="x.png" alt="A" />',
    );
  });
  it('opens outside links in a new tab safely and leaves site links alone', () => {
    expect(sanitizeArticleHtml('<a href="https://www.nps.gov/romo" target="_self">Park</a>')).toBe(
      '<a href="https://www.nps.gov/romo" rel="noopener noreferrer" target="_blank">Park</a>',
    );
    expect(sanitizeArticleHtml('<a href="/accommodations" rel="x">Stay</a>')).toBe(
      '<a href="/accommodations">Stay</a>',
    );
  });
});
