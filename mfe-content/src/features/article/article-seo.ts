/**
 * The head of an article (docs/rules/content.md#article-seo): title is seoTitle else the title with
 * the blog's suffix; description is seoDescription else the excerpt; share image 1200×630 (the CMS
 * photo, else the site's default stock photo: link previews do not show SVG artwork); BlogPosting
 * markup with an 800×600 image, and the Home > Blog > article breadcrumb.
 */
import type { PageMeta, RouteMetaContext, ShareImage } from '@estes/shared';
import { absoluteUrl, defaultShareImage, simplePageMeta } from '@estes/shared/seo';

export interface ArticleSeo {
  slug: string;
  title: string;
  seoTitle?: string;
  description: string;
  author: string;
  publishedAt: string;
  category: string;
  tags: string[];
  /** 1200×630 link-preview image of a CMS photo. */
  shareImage?: ShareImage;
  /** The article's picture at 800×600 for structured data. */
  structuredImage?: { url: string; width: number; height: number };
}

export const blogTitleSuffix = ' | Local Intel Blog';

export function articlePageMeta(context: RouteMetaContext, seo: ArticleSeo): PageMeta {
  const { settings, canonicalPath } = context;
  const title = seo.seoTitle?.trim() || `${seo.title}${blogTitleSuffix}`;
  const image = seo.shareImage ?? defaultShareImage;
  const structuredImage = seo.structuredImage ?? { url: image.url, width: 800, height: 600 };
  const posting = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: seo.title,
    description: seo.description,
    image: {
      '@type': 'ImageObject',
      url: absoluteUrl(settings, structuredImage.url),
      width: 800,
      height: 600,
    },
    datePublished: seo.publishedAt,
    author: { '@type': 'Person', name: seo.author },
    publisher: { '@type': 'Organization', name: settings.siteName, url: `${settings.siteUrl}/` },
    mainEntityOfPage: { '@type': 'WebPage', '@id': absoluteUrl(settings, canonicalPath) },
    articleSection: seo.category,
    ...(seo.tags.length ? { keywords: seo.tags.join(', ') } : {}),
  };
  return {
    ...simplePageMeta(context, {
      title,
      description: seo.description,
      keywords: [...seo.tags, seo.category, 'Estes Park', 'Rocky Mountain National Park'],
      crumb: seo.title,
      parents: [{ name: 'Blog', path: '/blog' }],
      ogImage: image,
      extraStructuredData: [posting],
    }),
    ogType: 'article',
  };
}
