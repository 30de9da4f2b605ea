/**
 * @jest-environment node
 *
 * The content API with the real Contentful SDK talking to a local stand-in of the Content
 * Delivery API (through CONTENTFUL_HOST), including rate limits and the bundled fallback.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { contentSettings } from './content-settings';
import { createContentApi, type ContentApiOptions } from './index';
import { assetLink, startContentfulStandIn, type ContentfulStandIn } from './blog/testing/contentful-stand-in';
import { bundledArticles } from './blog/bundled-articles';
import type { SiteApi } from '@estes/shared';
import { getPosts } from '../src/api/get-posts';
import { getPost } from '../src/api/get-post';

const space = 'estes-space';
const accessToken = 'secret-delivery-token';

const richText = {
  nodeType: 'document',
  data: {},
  content: [
    { nodeType: 'heading-2', data: {}, content: [{ nodeType: 'text', value: 'Getting there', marks: [], data: {} }] },
    {
      nodeType: 'paragraph',
      data: {},
      content: [
        { nodeType: 'text', value: 'Drive up ', marks: [{ type: 'bold' }], data: {} },
        {
          nodeType: 'hyperlink',
          data: { uri: 'https://www.nps.gov/romo' },
          content: [{ nodeType: 'text', value: 'the park road', marks: [], data: {} }],
        },
      ],
    },
    { nodeType: 'embedded-asset-block', data: { target: assetLink('asset-lake') }, content: [] },
  ],
};

const entries = [
  {
    id: 'entry-1',
    createdAt: '2025-03-01T10:00:00.000Z',
    fields: {
      title: 'Sprague Lake at Sunrise',
      slug: 'sprague-lake-sunrise',
      excerpt: 'Mirror views of the Divide.',
      content: richText,
      author: 'Ana Ruiz',
      publishedDate: '2025-06-01T08:00',
      category: 'Hiking',
      featuredImage: assetLink('asset-lake'),
      tags: ['lakes'],
      featured: true,
      seoTitle: 'Sprague Lake Sunrise Guide',
    },
  },
  {
    id: 'entry-2',
    createdAt: '2025-04-02T16:30:00.000Z',
    fields: {
      title: 'Winter Snowshoe Routes',
      slug: 'winter-snowshoe-routes',
      content: '<p>Snow <script>x()</script>fun</p>',
    },
  },
  { id: 'entry-broken', createdAt: '2025-01-01T00:00:00.000Z', fields: { slug: 'no-title' } },
];

const assets = [
  {
    id: 'asset-lake',
    title: 'Sprague Lake',
    description: 'Peaks reflected in Sprague Lake',
    url: '//images.ctfassets.net/estes/lake.jpg',
    width: 1600,
    height: 1067,
  },
];

describe('content API against a Contentful stand-in', () => {
  let standIn: ContentfulStandIn;
  let app: FastifyInstance;
  let warnings: string[];

  async function startApp({ env, ...options }: ContentApiOptions & { env: NodeJS.ProcessEnv }) {
    warnings = [];
    app = Fastify();
    const api = createContentApi({ logger: { warn: (message) => warnings.push(message) }, ...options });
    const areaSettings = contentSettings.read(env);
    await app.register(async (scoped) => api.routes(scoped, { areaSettings } as never), { prefix: '/api/content' });
    await app.ready();
  }

  const configured = (extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv => ({
    CONTENTFUL_SPACE_ID: space,
    CONTENTFUL_ACCESS_TOKEN: accessToken,
    CONTENTFUL_HOST: standIn.url,
    ...extra,
  });

  beforeEach(async () => {
    standIn = await startContentfulStandIn({ space, accessToken, entries, assets });
  });
  afterEach(async () => {
    await app.close();
    await standIn.close();
  });

  it('lists all posts with the documented query, mapped with defaults, without the body or the token', async () => {
    await startApp({ env: configured(), cacheMs: 0 });
    const response = await app.inject('/api/content/posts');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.source).toBe('contentful');
    expect(response.body).not.toContain(accessToken);
    const request = standIn.requests.at(-1);
    expect(request?.path).toBe(`/spaces/${space}/environments/master/entries`);
    expect(request?.query.get('content_type')).toBe('blogPost');
    expect(request?.query.get('order')).toBe('-fields.publishedDate');
    expect(request?.query.get('limit')).toBe('100');
    // The entry without a title is skipped with a warning; the others are mapped.
    expect(body.posts.map((post: { slug: string }) => post.slug)).toEqual([
      'sprague-lake-sunrise',
      'winter-snowshoe-routes',
    ]);
    expect(warnings.some((message) => message.includes('entry-broken'))).toBe(true);
    const [first, second] = body.posts;
    expect(first).toMatchObject({
      id: 'entry-1',
      author: 'Ana Ruiz',
      publishedAt: '2025-06-01',
      category: 'Hiking',
      featured: true,
      seoTitle: 'Sprague Lake Sunrise Guide',
      featuredImage: {
        url: 'https://images.ctfassets.net/estes/lake.jpg',
        title: 'Sprague Lake',
        description: 'Peaks reflected in Sprague Lake',
        width: 1600,
        height: 1067,
      },
    });
    expect(first.content).toBeUndefined();
    expect(second).toMatchObject({
      author: 'Sarah Whitfield',
      category: 'Travel Guide',
      publishedAt: '2025-04-02T16:30:00.000Z',
      featured: false,
      tags: [],
      excerpt: '',
    });
  });

  it('reads one post by slug with limit 1, rich text with its linked asset resolved', async () => {
    await startApp({ env: configured({ CONTENTFUL_ENVIRONMENT: 'staging' }), cacheMs: 0 });
    standIn.requests.length = 0;
    const response = await app.inject('/api/content/posts/sprague-lake-sunrise');
    // This stand-in only knows master: another environment is a 404 from Contentful, so fallback.
    expect(response.statusCode).toBe(404);
    expect(standIn.requests[0]?.path).toBe(`/spaces/${space}/environments/staging/entries`);
    await app.close();

    await startApp({ env: configured(), cacheMs: 0 });
    const found = await app.inject('/api/content/posts/sprague-lake-sunrise');
    expect(found.statusCode).toBe(200);
    const request = standIn.requests.at(-1);
    expect(request?.query.get('fields.slug')).toBe('sprague-lake-sunrise');
    expect(request?.query.get('limit')).toBe('1');
    const { post } = found.json();
    expect(post.content.format).toBe('rich-text');
    const embedded = post.content.document.content[2];
    expect(embedded.data.target.fields.file.url).toBe('https://images.ctfassets.net/estes/lake.jpg');
    expect(post.readTime).toBe('1 min read');

    const html = await app.inject('/api/content/posts/winter-snowshoe-routes');
    expect(html.json().post.content).toEqual({ format: 'html', html: '<p>Snow fun</p>' });

    const missing = await app.inject('/api/content/posts/not-a-post');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Post not found' });
  });

  it('uses the featured, category and categories queries with their limits', async () => {
    await startApp({ env: configured(), cacheMs: 0 });
    const featured = await app.inject('/api/content/posts?featured=true');
    expect(featured.json().posts.map((post: { slug: string }) => post.slug)).toEqual(['sprague-lake-sunrise']);
    expect(standIn.requests.at(-1)?.query.get('fields.featured')).toBe('true');
    expect(standIn.requests.at(-1)?.query.get('limit')).toBe('10');

    const hiking = await app.inject('/api/content/posts?category=Hiking');
    expect(hiking.json().posts).toHaveLength(1);
    expect(standIn.requests.at(-1)?.query.get('fields.category')).toBe('Hiking');
    expect(standIn.requests.at(-1)?.query.get('limit')).toBe('50');

    const categories = await app.inject('/api/content/categories');
    expect(categories.json()).toEqual({ categories: ['Hiking'] });
    // The SDK adds the sys fields it needs to resolve links.
    expect(standIn.requests.at(-1)?.query.get('select')?.split(',')).toContain('fields.category');
    expect(standIn.requests.at(-1)?.query.get('limit')).toBe('1000');

    expect((await app.inject('/api/content/posts?featured=yes')).statusCode).toBe(400);
  });

  it('answers a repeated parameter or a category the blog does not have with a 400 and says why', async () => {
    await startApp({ env: configured(), cacheMs: 60_000 });
    const twice = await app.inject('/api/content/posts?category=a&category=b');
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toEqual({ error: 'category may be given once' });
    expect((await app.inject('/api/content/posts?featured=true&featured=true')).statusCode).toBe(400);
    const asked = standIn.requests.length;
    for (let index = 0; index < 20; index += 1) {
      const unknown = await app.inject(`/api/content/posts?category=nope-${index}`);
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().error).toBe(`No category "nope-${index}". Categories: Hiking`);
    }
    // The categories were asked for once (then kept); no unknown category reached Contentful.
    expect(standIn.requests.length - asked).toBeLessThanOrEqual(1);
    const differentCase = await app.inject('/api/content/posts?category=hiking');
    expect(differentCase.statusCode).toBe(200);
    expect(standIn.requests.at(-1)?.query.get('fields.category')).toBe('Hiking');
  });

  it('waits out a 429 rate limit and answers from Contentful', async () => {
    await startApp({ env: configured(), cacheMs: 0, retryLimit: 1 });
    standIn.setMode({ kind: 'rate-limited', times: 1 });
    const response = await app.inject('/api/content/posts');
    expect(response.json().source).toBe('contentful');
    expect(standIn.requests).toHaveLength(2);
  });

  it.each([
    ['a server error', { kind: 'server-error' } as const],
    ['rate limits beyond the retries', { kind: 'rate-limited', times: 5 } as const],
    ['an answer that is not JSON', { kind: 'garbage' } as const],
  ])('serves the bundled articles and logs a warning on %s', async (_name, mode) => {
    await startApp({ env: configured(), cacheMs: 0, retryLimit: 0 });
    standIn.setMode(mode);
    const response = await app.inject('/api/content/posts');
    expect(response.statusCode).toBe(200);
    expect(response.json().source).toBe('bundled');
    expect(response.json().posts).toHaveLength(bundledArticles.length);
    expect(warnings.some((message) => message.includes('serving the bundled articles'))).toBe(true);
    const article = await app.inject('/api/content/posts/elk-viewing-guide');
    expect(article.json().post.title).toMatch(/Elk Viewing Guide/);
  });

  it('falls back on a rejected token', async () => {
    await startApp({ env: configured({ CONTENTFUL_ACCESS_TOKEN: 'wrong' }), cacheMs: 0, retryLimit: 0 });
    const response = await app.inject('/api/content/posts');
    expect(response.json().source).toBe('bundled');
    expect(warnings.join('\n')).toMatch(/serving the bundled articles/);
  });

  it('serves the bundled articles, with a warning, when Contentful is not configured', async () => {
    await startApp({ env: { CONTENTFUL_SPACE_ID: space } });
    const response = await app.inject('/api/content/posts');
    expect(response.json().source).toBe('bundled');
    expect(warnings[0]).toMatch(/CONTENTFUL_ACCESS_TOKEN is not set/);
    expect(standIn.requests).toHaveLength(0);
  });

  it('keeps answers briefly instead of asking Contentful again', async () => {
    await startApp({ env: configured(), cacheMs: 60_000 });
    await app.inject('/api/content/posts');
    await app.inject('/api/content/posts');
    expect(standIn.requests).toHaveLength(1);
  });

  it('answers every article for the site search, from Contentful or, when it fails, the bundled ones', async () => {
    await startApp({ env: configured(), cacheMs: 0 });
    const response = await app.inject('/api/content/search-documents');
    expect(response.statusCode).toBe(200);
    const { documents } = response.json();
    expect(documents).toEqual([
      expect.objectContaining({
        kind: 'article',
        title: 'Sprague Lake at Sunrise',
        summary: 'Mirror views of the Divide.',
        path: '/blog/sprague-lake-sunrise',
        keywords: expect.stringContaining('Hiking'),
      }),
      expect.objectContaining({
        kind: 'article',
        title: 'Winter Snowshoe Routes',
        path: '/blog/winter-snowshoe-routes',
      }),
    ]);
    expect(response.body).not.toContain(accessToken);

    await app.close();
    await startApp({ env: configured({ CONTENTFUL_ACCESS_TOKEN: 'wrong' }), cacheMs: 0, retryLimit: 0 });
    const fallback = await app.inject('/api/content/search-documents');
    expect(fallback.statusCode).toBe(200);
    expect(fallback.json().documents).toHaveLength(bundledArticles.length);
    expect(fallback.json().documents.every((document: { path: string }) => document.path.startsWith('/blog/'))).toBe(
      true,
    );
  });

  it('serves the list and one post from the same definitions the pages call them with', async () => {
    await startApp({ env: {}, cacheMs: 0 });
    const siteApi: SiteApi = async (path, init) => {
      const answer = await app.inject({ method: 'GET', url: path, headers: init?.headers });
      return new Response(answer.body, { status: answer.statusCode, headers: { 'content-type': 'application/json' } });
    };
    const list = await getPosts(siteApi);
    expect(list.source).toBe('bundled');
    expect(list.posts).toHaveLength(bundledArticles.length);
    const [first] = list.posts;
    expect((await getPost(siteApi, first?.slug ?? ''))?.title).toBe(first?.title);
    await expect(getPost(siteApi, 'no-such-post')).resolves.toBeUndefined();
    await expect(getPost(siteApi, 'Not A Slug')).resolves.toBeUndefined();
  });

  it('answers the articles of a shared My trip link by slug, unknown ones left out', async () => {
    await startApp({ env: {}, cacheMs: 0 });
    const [first] = bundledArticles;
    const response = await app.inject(
      `/api/content/trip-items?refs=article:no-such-post,article:${first?.slug},property:hotel-1`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['surrogate-control']).toBe('max-age=60');
    expect(response.json()).toEqual({
      items: [{ kind: 'article', id: first?.slug, title: first?.title, path: `/blog/${first?.slug}` }],
    });
    const refused = await app.inject(`/api/content/trip-items?refs=${'article:x,'.repeat(400)}`);
    expect(refused.statusCode).toBe(400);
  });
});
