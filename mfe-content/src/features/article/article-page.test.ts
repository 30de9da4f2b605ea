import type { SiteApi } from '@estes/shared';
import { summaryOf, type BlogPost } from '../../domain/blog-post';
import { articleSeoOf, loader } from './article-page';
import { articlePageMeta } from './article-seo';
import { blogPost } from '../../testing/posts';

const post = (slug: string, category: string, extra: Partial<BlogPost> = {}): BlogPost =>
  blogPost({
    id: slug,
    slug,
    title: `Title ${slug}`,
    excerpt: `Excerpt ${slug}`,
    author: 'Sarah Whitfield',
    publishedAt: '2025-05-01',
    category,
    tags: ['tag'],
    ...extra,
  });

describe('article loader', () => {
  let api: jest.MockedFunction<SiteApi>;
  afterEach(() => jest.restoreAllMocks());

  function answer(current: BlogPost | undefined, all: BlogPost[]) {
    api = jest.fn<ReturnType<SiteApi>, Parameters<SiteApi>>(async (path) => {
      if (path === '/api/content/posts') return Response.json({ posts: all.map(summaryOf), source: 'bundled' });
      return current
        ? Response.json({ post: current, source: 'bundled' })
        : Response.json({ error: 'Post not found' }, { status: 404 });
    });
  }

  // The site's API client of the loader's arguments; the page's own URL is never an API origin.
  const args = (slug: string) =>
    ({ params: { slug }, request: new Request(`http://site.test/blog/${slug}`), context: undefined, api }) as never;

  it('fetches the post and the list together and keeps up to 3 related posts', async () => {
    const current = post('a', 'Hiking');
    answer(current, [
      current,
      post('b', 'Hiking'),
      post('c', 'Dining'),
      post('d', 'Hiking'),
      post('e', 'Hiking'),
      post('f', 'Hiking'),
    ]);
    const data = await loader(args('a'));
    expect(data.post.slug).toBe('a');
    expect(data.related.map((other) => other.slug)).toEqual(['b', 'd', 'e']);
    expect(api.mock.calls.map(([path]) => path).sort()).toEqual(['/api/content/posts', '/api/content/posts/a']);
  });

  it('throws a 404 "Article Not Found" for an unknown slug', async () => {
    answer(undefined, []);
    const thrown = await loader(args('missing')).catch((error: unknown) => error);
    expect(thrown).toMatchObject({
      init: { status: 404 },
      data: { kind: 'area-not-found', heading: 'Article Not Found', link: { label: 'Back to Blog', href: '/blog' } },
    });
  });

  it('treats a failed request like a missing post, and logs it', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    api = jest.fn<ReturnType<SiteApi>, Parameters<SiteApi>>(async () => new Response('down', { status: 502 }));
    const thrown = await loader(args('a')).catch((error: unknown) => error);
    expect(thrown).toMatchObject({ init: { status: 404 } });
    expect(console.error).toHaveBeenCalledWith('Failed to load post', expect.anything());
  });
});

describe('article SEO', () => {
  const settings = {
    siteName: 'Estes Park Guide',
    siteUrl: 'https://www.estes.example',
    phone: '(970) 555-0142',
    contactEmail: 'hello@estes.example',
    bookingPartnerUrl: 'https://partner.example/',
  };
  const context = { params: { slug: 'a' }, canonicalPath: '/blog/a', settings };

  it('uses the title with the blog suffix, the excerpt and the default share photo without a CMS image', () => {
    const meta = articlePageMeta(context, articleSeoOf(post('a', 'Hiking', { artwork: 'elk-meadow' })));
    expect(meta.title).toBe('Title a | Local Intel Blog');
    expect(meta.description).toBe('Excerpt a');
    expect(meta.ogImage).toMatchObject({ url: '/images/og-default.png', width: 1200, height: 630 });
    expect(meta.ogType).toBe('article');
    const posting = meta.structuredData.find((data) => data['@type'] === 'BlogPosting');
    expect(posting).toMatchObject({
      headline: 'Title a',
      datePublished: '2025-05-01',
      author: { name: 'Sarah Whitfield' },
      image: { width: 800, height: 600 },
    });
  });

  it('prefers seoTitle and seoDescription and sizes a CMS photo for sharing and markup', () => {
    const meta = articlePageMeta(
      context,
      articleSeoOf(
        post('a', 'Hiking', {
          seoTitle: 'Custom SEO Title',
          seoDescription: 'Custom description',
          featuredImage: { url: 'https://images.ctfassets.net/s/lake.jpg', title: 'Lake', description: 'A lake' },
        }),
      ),
    );
    expect(meta.title).toBe('Custom SEO Title');
    expect(meta.description).toBe('Custom description');
    expect(meta.ogImage?.url).toBe('https://images.ctfassets.net/s/lake.jpg?w=1200&h=630&fit=fill');
    const posting = meta.structuredData.find((data) => data['@type'] === 'BlogPosting') as { image: { url: string } };
    expect(posting.image.url).toBe('https://images.ctfassets.net/s/lake.jpg?w=800&h=600&fit=fill');
    const crumbs = meta.structuredData.find((data) => data['@type'] === 'BreadcrumbList') as {
      itemListElement: { name: string }[];
    };
    expect(crumbs.itemListElement.map((item) => item.name)).toEqual(['Home', 'Blog', 'Title a']);
  });
});
