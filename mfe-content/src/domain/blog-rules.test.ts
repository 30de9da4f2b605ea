import type { PostSummary, RichTextDocument } from './blog-post';
import {
  blogQueryString,
  categoryOptions,
  clampPage,
  filterPosts,
  isFiltered,
  longDate,
  pageCount,
  pageOf,
  paginationWindow,
  parseBlogQuery,
  readTimeOf,
  relatedPosts,
  shortDate,
  splitHtmlBeforeThirdH2,
  splitRichTextBeforeThirdH2,
} from './blog-rules';
import { postSummary } from '../testing/posts';

const post = (slug: string, category: string, title = slug, excerpt = ''): PostSummary =>
  postSummary({ id: slug, slug, title, excerpt, category });

describe('paginationWindow', () => {
  it('shows nothing without pages and every page when there are five or fewer', () => {
    expect(paginationWindow(1, 0)).toEqual([]);
    expect(paginationWindow(1, 1)).toEqual([1]);
    expect(paginationWindow(3, 3)).toEqual([1, 2, 3]);
    expect(paginationWindow(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });
  it('shows 1..5 while the current page is among the first three', () => {
    expect(paginationWindow(1, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationWindow(3, 12)).toEqual([1, 2, 3, 4, 5]);
  });
  it('shows the last five when the current page is within two of the end', () => {
    expect(paginationWindow(10, 12)).toEqual([8, 9, 10, 11, 12]);
    expect(paginationWindow(12, 12)).toEqual([8, 9, 10, 11, 12]);
    expect(paginationWindow(4, 6)).toEqual([2, 3, 4, 5, 6]);
  });
  it('centres the window on the current page otherwise', () => {
    expect(paginationWindow(4, 12)).toEqual([2, 3, 4, 5, 6]);
    expect(paginationWindow(9, 12)).toEqual([7, 8, 9, 10, 11]);
  });
});

describe('pages', () => {
  it('counts pages of ten, at least one, and slices a page', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(10)).toBe(1);
    expect(pageCount(11)).toBe(2);
    const items = Array.from({ length: 23 }, (_, index) => index);
    expect(pageOf(items, 3)).toEqual([20, 21, 22]);
    expect(clampPage(9, 3)).toBe(3);
    expect(clampPage(0, 3)).toBe(1);
  });
});

describe('blog query', () => {
  it('reads search, category and page from the URL with defaults', () => {
    expect(parseBlogQuery(new URLSearchParams(''))).toEqual({ search: '', category: 'All', page: 1 });
    expect(parseBlogQuery(new URLSearchParams('search=elk&category=Wildlife&page=2'))).toEqual({
      search: 'elk',
      category: 'Wildlife',
      page: 2,
    });
    expect(parseBlogQuery(new URLSearchParams('page=-4')).page).toBe(1);
    expect(parseBlogQuery(new URLSearchParams('page=abc')).page).toBe(1);
  });
  it('writes only what differs from the defaults', () => {
    expect(blogQueryString({ search: '', category: 'All', page: 1 })).toBe('');
    expect(blogQueryString({ search: 'hot springs', category: 'Dining', page: 3 })).toBe(
      '?search=hot+springs&category=Dining&page=3',
    );
    expect(isFiltered({ search: ' ', category: 'All' })).toBe(false);
    expect(isFiltered({ search: '', category: 'Hiking' })).toBe(true);
  });
});

describe('filterPosts', () => {
  const posts = [
    post('a', 'Wildlife', 'Elk in the Meadows', 'Rutting season'),
    post('b', 'Dining', 'Breakfast Spots', 'Cinnamon rolls near the river'),
    post('c', 'Hiking', 'Sky Pond', 'A long day above tree line'),
  ];
  it('matches title, excerpt or category without regard to case', () => {
    expect(filterPosts(posts, { search: 'ELK', category: 'All' }).map((p) => p.slug)).toEqual(['a']);
    expect(filterPosts(posts, { search: 'cinnamon', category: 'All' }).map((p) => p.slug)).toEqual(['b']);
    expect(filterPosts(posts, { search: 'hiking', category: 'All' }).map((p) => p.slug)).toEqual(['c']);
    expect(filterPosts(posts, { search: '  ', category: 'All' })).toHaveLength(3);
  });
  it('keeps only the chosen category, together with the search', () => {
    expect(filterPosts(posts, { search: '', category: 'Dining' }).map((p) => p.slug)).toEqual(['b']);
    expect(filterPosts(posts, { search: 'elk', category: 'Dining' })).toEqual([]);
  });
  it('offers All first, then each category once in order', () => {
    expect(categoryOptions([...posts, post('d', 'Dining')])).toEqual(['All', 'Dining', 'Hiking', 'Wildlife']);
  });
});

describe('relatedPosts', () => {
  it('takes up to three others of the same category, in order', () => {
    const current = post('x', 'Hiking');
    const posts = [post('x', 'Hiking'), post('a', 'Hiking'), post('b', 'Dining'), post('c', 'Hiking')];
    expect(relatedPosts(current, posts).map((p) => p.slug)).toEqual(['a', 'c']);
    const many = ['1', '2', '3', '4'].map((slug) => post(`h${slug}`, 'Hiking'));
    expect(relatedPosts(current, many)).toHaveLength(3);
    expect(relatedPosts(post('y', 'Nightlife'), posts)).toEqual([]);
  });
});

describe('dates and read time', () => {
  it('formats the calendar day of a date or date-time', () => {
    expect(longDate('2025-01-05')).toBe('January 5, 2025');
    expect(shortDate('2025-01-05')).toBe('Jan 5, 2025');
    expect(longDate('2024-09-30T23:30:00.000Z')).toBe('September 30, 2024');
  });
  it('rounds to whole minutes, at least one', () => {
    expect(readTimeOf(20)).toBe('1 min read');
    expect(readTimeOf(1600)).toBe('8 min read');
  });
});

describe('split before the third h2', () => {
  const block = (nodeType: string, text: string) => ({
    nodeType,
    data: {},
    content: [{ nodeType: 'text', value: text, marks: [], data: {} }],
  });
  const doc = (...nodes: ReturnType<typeof block>[]): RichTextDocument => ({
    nodeType: 'document',
    data: {},
    content: nodes,
  });

  it('splits a rich-text document just before its third heading-2', () => {
    const document = doc(
      block('paragraph', 'intro'),
      block('heading-2', 'one'),
      block('heading-3', 'sub'),
      block('heading-2', 'two'),
      block('paragraph', 'text'),
      block('heading-2', 'three'),
      block('paragraph', 'end'),
    );
    const split = splitRichTextBeforeThirdH2(document);
    expect(split?.[0].content).toHaveLength(5);
    expect(split?.[1].content[0]?.nodeType).toBe('heading-2');
    expect(splitRichTextBeforeThirdH2(doc(block('heading-2', 'a'), block('heading-2', 'b')))).toBeNull();
  });

  it('splits HTML before the third top-level h2 only', () => {
    const html =
      '<p>Intro<br/></p><h2>One</h2><p>a</p><h2 id="x">Two</h2><img src="/a.svg" alt="a" /><h2>Three</h2><p>b</p>';
    expect(splitHtmlBeforeThirdH2(html)).toEqual([
      '<p>Intro<br/></p><h2>One</h2><p>a</p><h2 id="x">Two</h2><img src="/a.svg" alt="a" />',
      '<h2>Three</h2><p>b</p>',
    ]);
    expect(splitHtmlBeforeThirdH2('<h2>One</h2><blockquote><h2>Nested</h2></blockquote><h2>Two</h2>')).toBeNull();
    expect(splitHtmlBeforeThirdH2('<p>No headings</p>')).toBeNull();
  });
});
