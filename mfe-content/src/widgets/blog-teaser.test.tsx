import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { defaultSiteSettings, type SiteApi } from '@estes/shared';
import type { PostSummary } from '../domain/blog-post';
import { postSummary } from '../testing/posts';
import BlogTeaserWidget, { loader, type BlogTeaserData } from './blog-teaser';

const post = (index: number): PostSummary =>
  postSummary({
    id: `p${index}`,
    slug: `post-${index}`,
    title: `Guide number ${index}`,
    excerpt: `Excerpt ${index}`,
    publishedAt: `2025-0${index}-05`,
    artwork: index === 1 ? 'elk-meadow' : undefined,
  });

const show = (data: BlogTeaserData) =>
  render(
    <MemoryRouter>
      <BlogTeaserWidget data={data} />
    </MemoryRouter>,
  );

describe('BlogTeaserWidget', () => {
  it('shows four placeholder cards while loading', () => {
    show({ state: 'loading' });
    expect(screen.getByRole('heading', { name: 'Latest from Local Intel' })).toBeInTheDocument();
    expect(screen.getAllByTestId('teaser-placeholder')).toHaveLength(4);
  });

  it('shows the first four posts with links, pictures and short dates', () => {
    show({ state: 'loaded', posts: [1, 2, 3, 4, 5, 6].map(post) });
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(4);
    expect(within(cards[0] as HTMLElement).getByRole('link', { name: 'Guide number 1' })).toHaveAttribute(
      'href',
      '/blog/post-1',
    );
    expect(within(cards[0] as HTMLElement).getByRole('img')).toHaveAttribute('alt', expect.stringMatching(/elk/));
    expect(within(cards[1] as HTMLElement).getByText('Expert Guide')).toBeInTheDocument();
    expect(screen.getByText('Jan 5, 2025')).toBeInTheDocument();
    expect(screen.queryByText('Guide number 5')).not.toBeInTheDocument();
  });

  it.each<BlogTeaserData>([{ state: 'loaded', posts: [] }, { state: 'failed' }])(
    'asks visitors to check back soon when there is nothing to show (%o)',
    (data) => {
      show(data);
      expect(screen.getByText(/check back soon/)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Visit Blog' })).toHaveAttribute('href', '/blog');
    },
  );
});

describe('blog teaser loader', () => {
  afterEach(() => jest.restoreAllMocks());
  const argsWith = (api: SiteApi) => ({
    request: new Request('http://site.test/'),
    settings: defaultSiteSettings,
    api,
  });

  it('keeps the first four posts of the content API', async () => {
    const api = jest.fn<ReturnType<SiteApi>, Parameters<SiteApi>>(async () =>
      Response.json({ posts: [1, 2, 3, 4, 5].map(post), source: 'bundled' }),
    );
    const data = await loader(argsWith(api));
    expect(data.state === 'loaded' && data.posts.map((p) => p.slug)).toEqual(['post-1', 'post-2', 'post-3', 'post-4']);
    expect(api.mock.calls[0]?.[0]).toBe('/api/content/posts');
  });

  it('reports a failure (and logs it) when the API fails or answers something else', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await loader(argsWith(async () => new Response('busy', { status: 503 })))).toEqual({ state: 'failed' });
    expect(await loader(argsWith(async () => Response.json({ posts: [{ title: 'no slug' }] })))).toEqual({
      state: 'failed',
    });
    expect(console.error).toHaveBeenCalledWith('Failed to load blog posts', expect.anything());
  });
});
