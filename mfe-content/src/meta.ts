/**
 * Head metadata of the content area's routes: the one source the site server renders into
 * the HTML and the shell applies on client-side navigation.
 */
import type { AreaRouteMeta, PageMeta, RouteMetaContext } from '@estes/shared';
import { absoluteUrl, simplePageMeta } from '@estes/shared/seo';
import { articlePageMeta, type ArticleSeo } from './features/article/article-seo';
import { legalPageMeta } from './features/legal/legal-meta';
import type { PostSummary } from './domain/blog-post';

/** The blog's RSS feed, named in the head of /blog and of every article (served by the area's API). */
export const blogFeedAlternate = {
  type: 'application/rss+xml',
  title: 'Local Intel (RSS)',
  href: '/blog/feed.xml',
} as const;

const withFeed = (meta: PageMeta): PageMeta => ({ ...meta, alternates: [blogFeedAlternate] });

const blogDescription =
  'Local stories and expert guides to Estes Park and Rocky Mountain National Park: hikes, wildlife, dining, seasons and insider tips from people who live here.';

function blogMeta(context: RouteMetaContext) {
  const data = context.data as { state?: string; posts?: PostSummary[] } | undefined;
  const posts = data?.state === 'loaded' ? (data.posts ?? []) : [];
  const blog = {
    '@context': 'https://schema.org',
    '@type': 'Blog',
    name: 'Local Intel',
    description: blogDescription,
    url: absoluteUrl(context.settings, context.canonicalPath),
    publisher: { '@type': 'Organization', name: context.settings.siteName },
    blogPost: posts.slice(0, 10).map((post) => ({
      '@type': 'BlogPosting',
      headline: post.title,
      url: absoluteUrl(context.settings, `/blog/${post.slug}`),
      datePublished: post.publishedAt,
      author: { '@type': 'Person', name: post.author },
    })),
  };
  return withFeed(
    simplePageMeta(context, {
      title: 'Local Intel: Estes Park Stories & Expert Guides',
      description: blogDescription,
      keywords: ['Estes Park blog', 'Rocky Mountain National Park guide', 'Estes Park tips', 'local intel'],
      crumb: 'Blog',
      extraStructuredData: [blog],
    }),
  );
}

export const routeMeta: AreaRouteMeta<'content'> = {
  'content.blog': blogMeta,
  'content.article': (context) => {
    const seo = (context.data as { seo?: ArticleSeo } | undefined)?.seo;
    if (seo) return withFeed(articlePageMeta(context, seo));
    return withFeed(
      simplePageMeta(context, {
        title: 'Local Intel Guide',
        description: 'A local’s guide to Estes Park and Rocky Mountain National Park from the Local Intel blog.',
        keywords: ['Estes Park', 'Rocky Mountain National Park', 'local guide'],
        parents: [{ name: 'Blog', path: '/blog' }],
      }),
    );
  },
  'content.privacyPolicy': (context) => legalPageMeta('privacy-policy', context),
  'content.termsOfService': (context) => legalPageMeta('terms-of-service', context),
  'content.accessibility': (context) => legalPageMeta('accessibility', context),
};
